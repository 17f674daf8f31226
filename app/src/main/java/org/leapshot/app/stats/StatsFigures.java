package org.leapshot.app.stats;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.util.List;
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
import javax.swing.RowSorter.SortKey;
import javax.swing.SortOrder;
import javax.swing.Timer;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.JFreeChart;

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

  /** No copying while new figures are computed. */
  void computing() {
    copy.setEnabled(false);
  }

  /** Shows {@code shown}; {@code title}: the line-ID map's column labels, empty for none. */
  void show(StatsRows shown, String title) {
    this.rows = shown;
    this.title = title;
    ChartPanel chart = new ChartPanel(chartOf(shown, title));
    chart.setName("statsChart");
    chart.setInitialDelay(200);
    chart.setDismissDelay(30_000);
    chart.setMouseWheelEnabled(false);
    chart.setMinimumDrawWidth(200);
    chart.setMinimumDrawHeight(150);
    chart.setMaximumDrawWidth(4000);
    chart.setMaximumDrawHeight(3000);
    chartHolder.removeAll();
    chartHolder.add(chart, BorderLayout.CENTER);
    int selected = Math.max(0, tabs.getSelectedIndex());
    tabs.removeAll();
    addTab(StatsTables.table("statsByCategory", StatsTableModel.byCategory(shown),
        List.of(new SortKey(4, SortOrder.DESCENDING))), "By category", shown.categories().size());
    addTab(StatsTables.table("statsByTimeline", StatsTableModel.byTimeline(shown, timelineTitle()),
        List.of(new SortKey(0, SortOrder.ASCENDING), new SortKey(4, SortOrder.DESCENDING))), "By timeline",
        shown.timelines().size());
    addTab(StatsTables.table("statsMessages", StatsTableModel.messages(shown),
        List.of(new SortKey(2, SortOrder.DESCENDING))), "Messages", shown.messages().size());
    tabs.setSelectedIndex(Math.min(selected, tabs.getTabCount() - 1));
    copy.setEnabled(true);
  }

  private String timelineTitle() {
    return title.isEmpty() ? "Timeline" : title;
  }

  /** Bars while every timeline can be labelled, a heat map of timelines × categories beyond. */
  private static JFreeChart chartOf(StatsRows rows, String title) {
    long timelines = rows.timelines().stream().map(StatsRows.TimelineRow::timeline).distinct().count();
    return timelines <= ExclusiveTimeChart.MAX_BARS ? ExclusiveTimeChart.create(ExclusiveTimeChart.data(rows, title))
        : TimelineHeatMap.create(TimelineHeatMap.data(rows), title);
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
