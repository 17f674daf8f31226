package org.leapshot.app.stats;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Insets;
import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.Timer;

/**
 * What the Statistics window shows of the figures: the chart of exclusive time over the tables by
 * category, by timeline × category and of messages, and "Copy as CSV" of all three. EDT only.
 */
final class StatsFigures {
  private final JPanel chartHolder = new JPanel(new BorderLayout());
  private final JTabbedPane tabs = new JTabbedPane();
  private final JButton copy = new JButton("Copy as CSV");
  private final JLabel copied = new JLabel(" ");
  private StatsRows rows;
  private String title = "";

  /** @param scope the timelines the figures are of now, named in the CSV */
  StatsFigures(Supplier<TimelineScope> scope) {
    chartHolder.setName("statsChartHolder");
    chartHolder.setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));
    tabs.setName("statsTabs");
    copy.setName("statsCopyCsv");
    copy.setToolTipText("Copy all three tables as CSV (times in seconds) for a spreadsheet");
    copy.setEnabled(false);
    copy.addActionListener(e -> copyCsv(scope.get()));
    copied.setName("statsCopied");
  }

  /** The chart above the tables. */
  JComponent charts() {
    JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, chartHolder, tabs);
    split.setResizeWeight(0.5);
    split.setBorder(BorderFactory.createEmptyBorder());
    split.setContinuousLayout(true);
    return split;
  }

  /** The buttons' row: what was copied, "Copy as CSV" and {@code close}. */
  JComponent buttons(JButton close) {
    JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT, 8, 8));
    buttons.add(copied);
    buttons.add(copy);
    buttons.add(close);
    return buttons;
  }

  /** The size the chart's panel gets (the holder's inside; EDT), empty before the window is laid out. */
  Dimension chartSize() {
    Insets in = chartHolder.getInsets();
    return new Dimension(Math.max(0, chartHolder.getWidth() - in.left - in.right),
        Math.max(0, chartHolder.getHeight() - in.top - in.bottom));
  }

  /** No copying while new figures are computed. */
  void computing() {
    copy.setEnabled(false);
  }

  /**
   * Shows figures laid out off the EDT (rows, tables in their first order, chart); {@code title}:
   * the line-ID map's column labels, empty for none. Nothing here grows with the number of rows.
   */
  void show(StatsLayout.Laid laid, String title) {
    this.rows = laid.rows();
    this.title = title;
    chartHolder.removeAll();
    chartHolder.add(StatsChartPanel.of(laid.chart()), BorderLayout.CENTER);
    int selected = Math.max(0, tabs.getSelectedIndex());
    tabs.removeAll();
    addTab(StatsTables.table("statsByCategory", laid.byCategory(), StatsLayout.BY_CATEGORY), "By category",
        rows.categories().size());
    addTab(StatsTables.table("statsByTimeline", laid.byTimeline(), StatsLayout.BY_TIMELINE), "By timeline",
        rows.timelines().size());
    addTab(StatsTables.table("statsMessages", laid.messages(), StatsLayout.MESSAGES), "Messages",
        rows.messages().size());
    tabs.setSelectedIndex(Math.min(selected, tabs.getTabCount() - 1));
    copy.setEnabled(true);
  }

  private String timelineTitle() {
    return title.isEmpty() ? "Timeline" : title;
  }

  private void addTab(JTable table, String title, int count) {
    JScrollPane scroll = new JScrollPane(table);
    scroll.setBorder(BorderFactory.createEmptyBorder());
    tabs.addTab(title + " (" + count + ")", scroll);
  }

  private void copyCsv(TimelineScope scope) {
    if (rows == null) {
      return;
    }
    Toolkit.getDefaultToolkit().getSystemClipboard()
        .setContents(new StringSelection(StatsCsv.of(rows, timelineTitle(), scope)), null);
    copied.setText("Copied " + (rows.categories().size() + rows.timelines().size() + rows.messages().size())
        + " rows");
    Timer t = new Timer(4000, e -> copied.setText(" "));
    t.setRepeats(false);
    t.start();
  }
}
