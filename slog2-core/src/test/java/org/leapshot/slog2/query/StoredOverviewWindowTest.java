package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link StoredOverview#raster(double, double, int, int, java.util.function.IntUnaryOperator)}: a
 * window's part of the stored rows. Wide enough, every cell is the stored column under it; narrower,
 * it is the brute-force resampling of the stored columns the window reaches into.
 */
class StoredOverviewWindowTest {

  @Property(tries = 300)
  void aWindowShowsTheStoredColumnsItReachesInto(@ForAll long seed, @ForAll @IntRange(min = 1, max = 300) int columns,
      @ForAll @IntRange(min = 1, max = 12) int lines, @ForAll @IntRange(min = 1, max = 700) int width) {
    Random random = new Random(seed);
    StoredOverview overview = StoredOverviewRasterPropertiesTest.randomOverview(random, columns, lines);
    int[] ids = overview.lineIds();
    int[] identity = new int[ids.length];
    Arrays.setAll(identity, i -> i);
    double run0 = overview.run().earliest();
    double columnSec = overview.run().duration() / columns;
    double from = run0 + random.nextDouble() * overview.run().duration();
    double to = random.nextInt(5) == 0 ? from : from + random.nextDouble() * (overview.run().latest() - from);
    int c0 = (int) Math.max(0, Math.min(columns - 1, Math.floor((from - run0) / columnSec)));
    int c1 = (int) Math.max(c0 + 1, Math.min(columns, Math.ceil((to - run0) / columnSec)));

    ActivityRaster got = overview.raster(from, to, width, ids.length, line -> Arrays.binarySearch(ids, line));

    int cropped = c1 - c0;
    int expectWidth = cropped == columns ? width : Math.min(width, cropped);
    assertThat(got.width()).isEqualTo(expectWidth);
    assertThat(got.startSec()).isCloseTo(run0 + c0 * columnSec,
        org.assertj.core.api.Assertions.within(1e-9 * overview.run().duration() + 1e-12));
    int[][] members = StoredOverviewRasterPropertiesTest.membersOf(identity, ids.length);
    int[][][] whole = NaiveOverviewRaster.cells(overview.rows(), columns, members);
    boolean all = c0 == 0 && c1 == columns;
    if (!all && cropped <= width) {
      for (int r = 0; r < ids.length; r++) {
        for (int k = 0; k < got.width(); k++) {
          int[] want = whole[r][c0 + k];
          int[] cell = NaiveOverviewRaster.cell(got, r, k);
          assertThat(Arrays.copyOf(cell, 3)).as("row %d, column %d of [%d, %d)", r, k, c0, c1)
              .containsExactly(Arrays.copyOf(want, 3));
          assertThat(Math.max(0, cell[3])).isEqualTo(Math.max(0, want[3]));
        }
      }
    } else {
      // the whole run is resampled to the width as the first picture is; a part at most to one column per stored one
      int[][][] want = all ? NaiveOverviewRaster.cells(overview.rows(), width, members)
          : NaiveOverviewRaster.cells(OverviewCrop.of(overview.rows(), c0, c1), width, members);
      for (int r = 0; r < ids.length; r++) {
        for (int k = 0; k < width; k++) {
          assertThat(NaiveOverviewRaster.cell(got, r, k)).containsExactly(want[r][k]);
        }
      }
    }
  }
}
