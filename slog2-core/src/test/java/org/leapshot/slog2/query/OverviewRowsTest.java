package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.Scale;
import org.junit.jupiter.api.Test;

/** The compact rows made from a raster, and the density levels' arithmetic the resampling relies on. */
class OverviewRowsTest {

  @Test
  void boxFlagsAreDroppedAndNeighboursThatThenLookAlikeMerge() {
    int box = ActivityRaster.BOX;
    int[][] runs = {
        {3, 5, ActivityRaster.NONE, 1, 6, 5, ActivityRaster.NONE, 1 | box, 8, 2, 5, 2 | (1 << 8)},
        {},
        {0, ActivityRaster.NONE, ActivityRaster.NONE, 0, 4, 9, ActivityRaster.NONE, 0}};
    byte[][] density = {null, {0, 0, 3, 3, 3, 0, 0, 0, 0, 7}, null};
    @SuppressWarnings("unchecked")
    Map<Integer, Double>[] totals = new Map[] {Map.of(), Map.of(), Map.of()};
    ActivityRaster raster = new ActivityRaster(0, 0.1, 10, runs, density, totals);
    OverviewRows rows = OverviewRows.of(raster);
    // row 0: empty until column 3, then look (5, NONE, 1) through the box, then (2, 5, 2|1<<8)
    assertThat(runsOf(rows, 0)).containsExactly(0, 0, 3, look(rows, 5, ActivityRaster.NONE, 1), 8,
        look(rows, 2, 5, 2 | (1 << 8)));
    assertThat(runsOf(rows, 1)).isEmpty();
    assertThat(runsOf(rows, 2)).containsExactly(0, 0, 4, look(rows, 9, ActivityRaster.NONE, 0));
    assertThat(rows.densityStart[1] - rows.densityStart[0]).isZero();
    assertThat(java.util.Arrays.copyOfRange(rows.densityColumn(), rows.densityStart[1], rows.densityStart[2]))
        .containsExactly((char) 0, (char) 2, (char) 5, (char) 9);
    for (int l = 1; l < rows.lookCount(); l++) {
      assertThat(rows.word(l) & ActivityRaster.BOX).isZero();
      assertThat(OverviewRows.compare(rows.looks, (l - 1) * 3, l * 3)).isNegative(); // sorted, distinct
    }
    assertThat(rows.category(0)).isEqualTo(ActivityRaster.NONE);
  }

  @Test
  void aStoredLevelSpreadOverWholeCellsReadsBackAsItself() {
    for (int width : new int[] {1, 7, 1600, 4096, 16384}) {
      for (int level = 1; level < 256; level++) {
        assertThat(DensityLevels.levelOf(DensityLevels.messagesOf(level) * width, width)).isEqualTo(level);
      }
    }
    assertThat(DensityLevels.levelOf(0, 5)).isZero();
    assertThat(DensityLevels.levelOf(1, 5)).isEqualTo(1); // any message shows
    assertThat(DensityLevels.levelOf(Long.MAX_VALUE / 2, 1)).isEqualTo(255);
  }

  @Property(tries = 2000)
  void levelsAreTheBuildersQuantisation(@ForAll @DoubleRange(min = 0.001, max = 5e6) @Scale(4) double messages) {
    int width = 1600;
    long units = Math.round(messages * width * 256);
    double exact = 40 * Math.log10(1 + units / (width * 256.0));
    if (Math.abs(exact - Math.floor(exact) - 0.5) < 1e-9) {
      return; // on a rounding boundary: either side is right
    }
    long want = Math.max(1, Math.min(255, Math.round(exact)));
    assertThat(DensityLevels.levelOf(units, width)).isEqualTo(want);
  }

  private static int look(OverviewRows rows, int category, int frame, int word) {
    for (int l = 0; l < rows.lookCount(); l++) {
      if (rows.category(l) == category && rows.frame(l) == frame && rows.word(l) == word) {
        return l;
      }
    }
    throw new AssertionError("no look " + category + "/" + frame + "/" + word);
  }

  private static int[] runsOf(OverviewRows rows, int r) {
    int n = rows.runStart[r + 1] - rows.runStart[r];
    int[] out = new int[n * 2];
    for (int i = 0; i < n; i++) {
      out[i * 2] = rows.runColumn[rows.runStart[r] + i];
      out[i * 2 + 1] = rows.runLook[rows.runStart[r] + i];
    }
    return out;
  }
}
