package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.leapshot.app.testing.OnEdt.condition;

import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import javax.swing.JTable;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.plot.CategoryPlot;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.Press;
import org.leapshot.app.testing.Shared;
import org.leapshot.slog2.query.LinePair;
import org.leapshot.slog2.query.MessageStats;
import org.leapshot.slog2.query.RangeStatistics;
import org.junit.jupiter.api.Test;

/**
 * The Statistics window opened from the real viewer on fpilog.slog2 (under Xvfb): tables, chart,
 * CSV copy, a typed range, and the approximate banner's "compute exact". AssertJ Swing takes the
 * old {@code InputEvent.*_MASK} constants, hence the deprecation warning suppression.
 */
@SuppressWarnings("deprecation")
class StatsWindowTest extends FpilogWindowTest {
  private DialogFixture openStatistics() {
    return openStatistics(window);
  }

  /** Opens View › Statistics of {@code window} and waits for its figures (also for the other GUI tests here). */
  static DialogFixture openStatistics(org.assertj.swing.fixture.FrameFixture window) {
    window.menuItem("menuStatistics").click();
    DialogFixture stats = WindowFinder.findDialog("statisticsWindow").withTimeout(10000).using(window.robot());
    StatisticsWindow w = (StatisticsWindow) stats.target();
    Pause.pause(condition("statistics computed", () -> w.rows() != null && !w.isComputing()), Timeout.timeout(20000));
    return stats;
  }

  @Test
  void viewStatisticsShowElevenCategoriesTheChartAndMessages() throws Exception {
    DialogFixture stats = openStatistics();
    stats.requireVisible();
    assertThat(stats.target().isModal()).isFalse();
    JTableFixture byCategory = stats.table("statsByCategory");
    byCategory.requireRowCount(11);
    assertThat(byCategory.valueAt(org.assertj.swing.data.TableCell.row(0).column(0))).contains("User_Compute");
    assertThat(Arrays.stream(byCategory.contents()).map(r -> r[0]))
        .contains("SEND", "RECV", "BARRIER", "message").doesNotContain("Preview_State");
    ChartPanel chart = GuiActionRunner.execute(() -> ViewerProbe.find(stats.target(), "statsChart", ChartPanel.class));
    assertThat(chart).isNotNull();
    assertThat(GuiActionRunner.execute(() -> chart.isShowing() && chart.getWidth() > 300 && chart.getHeight() > 150))
        .isTrue();
    CategoryPlot plot = chart.getChart().getCategoryPlot();
    assertThat(plot.getDataset().getColumnCount()).isEqualTo(4);
    assertThat((Object) plot.getDataset().getRowKey(0)).isEqualTo("User_Compute");
    assertThat(bannerShown(stats)).as("no approximate banner").isFalse();
    assertThat(stats.label("statsSummary").text()).contains("4 timelines").contains("153 drawables").contains("exact");
    ViewerProbe.shot(stats.target(), "stats-window");

    selectTab(stats, 2);
    JTable messages = stats.table("statsMessages").target();
    long total = GuiActionRunner.execute(() -> {
      long n = 0;
      for (int r = 0; r < messages.getRowCount(); r++) {
        n += (Long) messages.getValueAt(r, 2);
      }
      return n;
    });
    assertThat(total).isEqualTo(39);
    ViewerProbe.shot(stats.target(), "stats-messages");

    Press.button(stats.button("statsCopyCsv"));
    String csv = (String) Toolkit.getDefaultToolkit().getSystemClipboard().getData(DataFlavor.stringFlavor);
    assertThat(csv).startsWith("# range,").contains("User_Compute,State,8,").contains("From,To,Messages,Bytes");
    stats.label("statsCopied").requireText("Copied " + (11 + ((StatisticsWindow) stats.target()).rows().timelines()
        .size() + ((StatisticsWindow) stats.target()).rows().messages().size()) + " rows");
  }

  @Test
  void aTypedRangeIsComputedAndABadTimeIsRefused() {
    DialogFixture stats = openStatistics();
    StatisticsWindow w = (StatisticsWindow) stats.target();
    type(stats, "statsFrom", "20 ms");
    type(stats, "statsTo", "0.05");
    Press.button(stats.button("statsCompute"));
    Pause.pause(condition("range computed", () -> !w.isComputing() && w.rows().stats().start() == 0.02
        && w.rows().stats().end() == 0.05), Timeout.timeout(20000));
    assertThat(stats.label("statsSummary").text()).startsWith("30.00 ms");
    // as the view's fields show a 30 ms window
    assertThat(w.getTitle()).endsWith("[0.020 000 0 s … 0.050 000 0 s]");

    type(stats, "statsTo", "soon");
    Press.button(stats.button("statsCompute"));
    assertThat(GuiActionRunner.execute(() -> w.isComputing())).isFalse();
    assertThat(stats.textBox("statsTo").target().getToolTipText()).contains("not a time");
    assertThat(GuiActionRunner.execute(() -> w.rows().stats().end())).isEqualTo(0.05);
  }

  /**
   * r16384's whole run starts at 11 ns: the view's start field said "0.000000 s" and the statistics'
   * "0.000000011 s" for the same range, as if they were of different ones.
   */
  @Test
  void theRangeReadsAsTheViewsFieldsShowIt() {
    window.textBox("windowStart").setText("0.0200000113").pressAndReleaseKeys(KeyEvent.VK_ENTER);
    window.textBox("windowEnd").setText("0.1").pressAndReleaseKeys(KeyEvent.VK_ENTER);
    DialogFixture stats = openStatistics();
    StatisticsWindow w = (StatisticsWindow) stats.target();
    Press.button(stats.button("statsUseView"));
    Pause.pause(condition("view computed", () -> !w.isComputing()
        && Math.abs(w.rows().stats().start() - 0.0200000113) < 1e-12), Timeout.timeout(20000));
    assertThat(window.textBox("windowStart").text()).isEqualTo("0.020 000 0 s");
    stats.textBox("statsFrom").requireText(window.textBox("windowStart").text());
    stats.textBox("statsTo").requireText(window.textBox("windowEnd").text());
    assertThat(stats.textBox("statsFrom").target().getToolTipText()).startsWith("Exactly 0.0200000113 s");
  }

  @Test
  void aRangeCarriedOverFromTheViewKeepsItsPrecision() {
    // A microsecond window of a long run: the range field said "0.064457121 s" for the view's
    // 0.0644571205 s and the statistics were of that rounded range.
    double start = 0.0644571205;
    double end = 0.0644771205;
    window.textBox("windowStart").setText("0.0644571205").pressAndReleaseKeys(KeyEvent.VK_ENTER);
    window.textBox("windowEnd").setText("0.0644771205").pressAndReleaseKeys(KeyEvent.VK_ENTER);
    DialogFixture stats = openStatistics();
    StatisticsWindow w = (StatisticsWindow) stats.target();
    Press.button(stats.button("statsUseView"));
    Pause.pause(condition("view computed", () -> !w.isComputing() && w.rows().stats().start() == start),
        Timeout.timeout(20000));
    stats.textBox("statsFrom").requireText("0.064 457 120 5 s");
    assertThat(GuiActionRunner.execute(() -> w.rows().stats().end())).as("exactly the view's end").isEqualTo(end);
    assertThat(w.getTitle()).endsWith("[0.064 457 120 5 s … 0.064 477 120 5 s]");
    type(stats, "statsFrom", "64.4571305 ms");
    Press.button(stats.button("statsCompute"));
    Pause.pause(condition("typed range computed", () -> !w.isComputing()
        && Math.abs(w.rows().stats().start() - 0.0644571305) < 1e-15), Timeout.timeout(20000));
    assertThat(GuiActionRunner.execute(() -> w.rows().stats().end())).as("the untouched end as set").isEqualTo(end);
  }

  @Test
  void approximateFiguresAreFlaggedAndComputeExactReplacesThem() {
    DialogFixture stats = openStatistics();
    StatisticsWindow w = (StatisticsWindow) stats.target();
    RangeStatistics exact = GuiActionRunner.execute(() -> w.rows().stats());
    // what the engine answers from shadows for a large file: pro-rated figures, no message sizes, flagged approximate
    Map<LinePair, MessageStats> unsized = new HashMap<>();
    exact.messages().forEach((k, v) -> unsized.put(k, new MessageStats(v.count(), 0, 0)));
    RangeStatistics approx = new RangeStatistics(exact.start(), exact.end(), exact.byTimeline(), exact.byCategory(),
        unsized, true);
    GuiActionRunner.execute(() -> w.show(approx));
    Pause.pause(condition("approximate figures shown", () -> !w.isComputing() && w.rows().stats().approximate()),
        Timeout.timeout(20000));
    assertThat(bannerShown(stats)).isTrue();
    assertThat(stats.label("statsBannerText").text()).contains("Approximate");
    assertThat(stats.label("statsSummary").text()).endsWith("approximate");
    selectTab(stats, 2);
    assertThat(Arrays.stream(stats.table("statsMessages").contents()).map(row -> row[3])).containsOnly("—");
    ViewerProbe.shot(w, "stats-approximate");
    Press.button(stats.button("statsExact").requireVisible());
    Pause.pause(condition("exact figures back", () -> !w.isComputing() && !w.rows().stats().approximate()),
        Timeout.timeout(20000));
    assertThat(bannerShown(stats)).as("no approximate banner").isFalse();
    assertThat(stats.label("statsSummary").text()).endsWith("exact").contains("153 drawables");
  }

  @Test
  void ctrlTOpensOneWindowPerRangeAndClosingTheTraceClosesThem() {
    window.robot().focusAndWaitForFocusGain(ViewerProbe.canvas(main));
    window.robot().pressAndReleaseKey(KeyEvent.VK_T, InputEvent.CTRL_MASK);
    Pause.pause(condition("one window", () -> Arrays.stream(main.getOwnedWindows())
        .filter(x -> x instanceof StatisticsWindow && x.isShowing()).count() == 1), Timeout.timeout(10000));
    window.menuItem("menuStatistics").click();
    Pause.pause(condition("two windows", () -> Arrays.stream(main.getOwnedWindows())
        .filter(x -> x instanceof StatisticsWindow && x.isShowing()).count() == 2), Timeout.timeout(10000));
    GuiActionRunner.execute(() -> {
      ((org.leapshot.app.frame.MainWindow) main).open(Shared.fpilog());
      return null;
    });
    Pause.pause(condition("statistics of the old trace closed", () -> Arrays.stream(main.getOwnedWindows())
        .noneMatch(x -> x instanceof StatisticsWindow && x.isShowing())), Timeout.timeout(20000));
  }

  private static void selectTab(DialogFixture stats, int index) {
    javax.swing.JTabbedPane tabs = stats.tabbedPane("statsTabs").target();
    GuiActionRunner.execute(() -> tabs.setSelectedIndex(index));
  }

  /** Sets a field's text on the EDT (a robot click may miss a new dialog under Xvfb, see {@link Press}). */
  private static void type(DialogFixture stats, String field, String text) {
    javax.swing.text.JTextComponent f = stats.textBox(field).target();
    GuiActionRunner.execute(() -> f.setText(text));
  }

  private static boolean bannerShown(DialogFixture stats) {
    return GuiActionRunner.execute(() -> ViewerProbe.find(stats.target(), "statsBanner", ApproximateBanner.class)
        .isShowing());
  }
}
