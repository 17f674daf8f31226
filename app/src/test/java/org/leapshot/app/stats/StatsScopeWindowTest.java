package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.leapshot.app.testing.OnEdt.condition;

import java.util.Arrays;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.Press;

/**
 * The Statistics window follows the timelines the axis shows (under Xvfb, fpilog.slog2): filtered to
 * timeline 2 it counts that timeline's 42 drawables (31 states and the 11 messages it sends, as
 * {@code stats --timelines 2} prints them), computed for that timeline alone, says "1 of 4 timelines",
 * and switches to all four (computed again) and back (cut from all four, no new read).
 */
class StatsScopeWindowTest extends FpilogWindowTest {
  private StatisticsWindow openStatistics() {
    return (StatisticsWindow) StatsWindowTest.openStatistics(window).target();
  }

  private static javax.swing.JCheckBox choice(StatisticsWindow w) {
    return ViewerProbe.find(w, "statsOnlyShown", javax.swing.JCheckBox.class);
  }

  @Test
  void filteredRowsAreCountedAndAllCanBeChosenAgain() {
    window.textBox("rowFilter").enterText("2");
    Pause.pause(condition("one row", () -> ViewerProbe.canvas(main).rows().rowCount() == 1), Timeout.timeout(10000));
    StatisticsWindow w = openStatistics();
    DialogFixture stats = new DialogFixture(window.robot(), w);
    assertThat(stats.label("statsSummary").text()).contains("1 of 4 timelines").contains("42 drawables");
    assertThat(GuiActionRunner.execute(() -> w.computed().byTimeline().keySet())).as("the engine asked for it alone")
        .containsExactly(2);
    assertThat(GuiActionRunner.execute(() -> w.rows().timelines().stream().map(StatsRows.TimelineRow::lineId)
        .distinct().toList())).containsExactly(2);
    assertThat(GuiActionRunner.execute(() -> w.rows().messages().stream().mapToLong(StatsRows.MessageRow::count)
        .sum())).isEqualTo(11);
    javax.swing.JTabbedPane tabs = stats.tabbedPane("statsTabs").target();
    GuiActionRunner.execute(() -> tabs.setSelectedIndex(1));
    assertThat(Arrays.stream(stats.table("statsByTimeline").contents()).map(r -> r[0])).containsOnly("2");
    stats.checkBox("statsOnlyShown").requireVisible().requireSelected();
    ViewerProbe.shot(w, "stats-filtered");

    Press.button(stats.checkBox("statsOnlyShown"));
    Pause.pause(condition("all timelines", () -> w.rows().timelines().stream()
        .map(StatsRows.TimelineRow::lineId).distinct().count() == 4), Timeout.timeout(10000));
    assertThat(stats.label("statsSummary").text()).contains("  4 timelines").contains("153 drawables");
    assertThat(GuiActionRunner.execute(() -> w.computed().byTimeline())).as("computed again for all").hasSize(4);

    Press.button(stats.checkBox("statsOnlyShown"));
    Pause.pause(condition("the filtered one again", () -> w.rows().timelines().stream()
        .map(StatsRows.TimelineRow::lineId).distinct().count() == 1), Timeout.timeout(10000));

    // "Use view" takes the axis's timelines as they are now
    javax.swing.text.JTextComponent filter = window.textBox("rowFilter").target();
    GuiActionRunner.execute(() -> filter.setText("")); // the statistics window has the focus
    Pause.pause(condition("four rows", () -> ViewerProbe.canvas(main).rows().rowCount() == 4), Timeout.timeout(10000));
    Press.button(stats.button("statsUseView"));
    Pause.pause(condition("recomputed for all", () -> !w.isComputing() && w.rows().timelines().stream()
        .map(StatsRows.TimelineRow::lineId).distinct().count() == 4), Timeout.timeout(20000));
    assertThat(GuiActionRunner.execute(() -> choice(w).isVisible())).as("nothing filtered: no choice to make").isFalse();
    assertThat(stats.label("statsSummary").text()).contains("  4 timelines").contains("153 drawables");
  }
}
