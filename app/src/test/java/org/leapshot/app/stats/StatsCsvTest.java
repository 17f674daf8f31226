package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.leapshot.app.stats.StatsRows.CategoryRow;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.RangeStatistics;
import org.junit.jupiter.api.Test;

/** CSV export: one section per table, numbers at full precision that read back to the statistics. */
class StatsCsvTest extends FpilogStatistics {
  @Test
  void threeSectionsWhoseNumbersReadBackToTheStatistics() throws IOException {
    StatsRows rows = whole();
    String csv = StatsCsv.of(rows, "LineID");
    String[] sections = csv.split("\r\n\r\n");
    assertThat(sections).hasSize(4);
    assertThat(sections[0]).startsWith("# range,").endsWith(",exact");
    List<String> byCategory = Arrays.asList(sections[1].split("\r\n"));
    assertThat(byCategory.get(0)).isEqualTo(
        "Category,Topology,Count,Inclusive time (s),Exclusive time (s),Share of range (fraction)");
    assertThat(byCategory).hasSize(1 + 11);
    for (CategoryRow r : rows.categories()) {
      String line = byCategory.stream().filter(l -> l.startsWith(r.category().name() + ",")).findFirst().orElseThrow();
      String[] cells = line.split(",", -1);
      assertThat(Long.parseLong(cells[2])).isEqualTo(r.count());
      if (r.category().topology() != Topology.STATE) {
        assertThat(cells[3] + cells[4]).as("an arrow's or event's time on its timeline: none").isEmpty();
        continue;
      }
      assertThat(Double.parseDouble(cells[3])).isCloseTo(r.inclusive(), within(Math.abs(r.inclusive()) * 1e-8 + 1e-15));
      assertThat(Double.parseDouble(cells[4])).isCloseTo(r.exclusive(), within(Math.abs(r.exclusive()) * 1e-8 + 1e-15));
      assertThat(cells[5].isEmpty()).as("share blank exactly when undefined").isEqualTo(Double.isNaN(r.share()));
    }
    assertThat(sections[2].split("\r\n")[0]).startsWith("LineID,Category,Count");
    assertThat(sections[2].split("\r\n")).hasSize(1 + rows.timelines().size());
    assertThat(sections[3].split("\r\n")[0]).isEqualTo("From,To,Messages,Bytes");
    assertThat(sections[3].split("\r\n")).hasSize(1 + rows.messages().size());
    assertThat(csv).doesNotContain("E-").doesNotContain("NaN");
  }

  @Test
  void namesWithCommasOrQuotesAreQuotedAndApproximateIsSaid() {
    Category odd = Category.of(1, "Wait, \"busy\"", Topology.STATE, new Rgba(1, 2, 3, 255), 1, InfoLabel.NONE);
    RangeStatistics s = new RangeStatistics(0, 2, Map.of(0, Map.of(1, new DurationStats(3, 1.5, 1.25))),
        Map.of(1, new DurationStats(3, 1.5, 1.25)), Map.of(), true);
    String csv = StatsCsv.of(StatsRows.of(s, Map.of(1, odd), LineIdMap.identity(new int[] {0})), "LineID");
    assertThat(csv).startsWith("# range,0,2,approximate\r\n");
    assertThat(csv).contains("\"Wait, \"\"busy\"\"\",State,3,1.5,1.25,0.625\r\n");
  }

  @Test
  void figuresOfSomeTimelinesSaySoUnderTheRange() {
    Category c = Category.of(1, "Compute", Topology.STATE, new Rgba(1, 2, 3, 255), 1, InfoLabel.NONE);
    Map<Integer, Map<Integer, DurationStats>> byLine = Map.of(0, Map.of(1, new DurationStats(1, 1, 1)),
        1, Map.of(1, new DurationStats(1, 1, 1)), 2, Map.of(1, new DurationStats(1, 1, 1)));
    RangeStatistics s = new RangeStatistics(0, 2, byLine, Map.of(1, new DurationStats(3, 3, 3)), Map.of(), false);
    LineIdMap map = LineIdMap.identity(new int[] {0, 1, 2});
    org.leapshot.app.rows.TimelineTree tree = org.leapshot.app.rows.TimelineTree.of(map);
    TimelineScope one = TimelineScope.shown(org.leapshot.app.rows.RowPlan.of(tree,
        org.leapshot.app.rows.Arrangement.DEFAULT, new org.leapshot.app.rows.RowFilter("1")));
    String part = StatsCsv.of(StatsRows.of(s, Map.of(1, c), map, one), "LineID", one);
    assertThat(part).startsWith("# range,0,2,exact\r\n# timelines,1,of 3\r\n\r\nCategory,");
    assertThat(part).contains("Compute,State,1,1,1,0.5\r\n");
    String all = StatsCsv.of(StatsRows.of(s, Map.of(1, c), map), "LineID", TimelineScope.all(map));
    assertThat(all).startsWith("# range,0,2,exact\r\n\r\nCategory,");
  }
}
