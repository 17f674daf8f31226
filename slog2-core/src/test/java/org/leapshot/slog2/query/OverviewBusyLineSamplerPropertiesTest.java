package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The busy-line sampler (cell by cell over the columns' looks) against the brute-force oracle
 * ({@link NaiveOverviewRaster}) on busy random lines, at every width it takes, and the line
 * sampler that hands it such lines against the same oracle: the same look in every cell.
 */
class OverviewBusyLineSamplerPropertiesTest {

  @Property(tries = 300)
  void busyLinesSampleAsTheOracle(@ForAll long seed, @ForAll @IntRange(min = 3, max = 700) int columns,
      @ForAll @IntRange(min = 1, max = 4) int lines) {
    Random random = new Random(seed);
    assertSamplersAsOracle(random, busyRows(random, columns, lines));
  }

  /**
   * Lines with no empty column over a power of two of columns, where mixed cells are chosen with
   * whole-number credits ({@link OverviewLookCredits#chooseSlots}): the oracle's look in every
   * cell, at widths the busy sampler takes, and through the line sampler that hands it lines of
   * three quarters of a run a cell or more.
   */
  @Property(tries = 300)
  void fullLinesSampleAsTheOracle(@ForAll long seed, @ForAll @IntRange(min = 2, max = 10) int bits,
      @ForAll @IntRange(min = 1, max = 4) int lines) {
    Random random = new Random(seed);
    assertSamplersAsOracle(random, busyRows(random, 1 << bits, lines, false));
  }

  /**
   * The busy sampler and the line sampler against the oracle on every line of {@code rows}, at the
   * stored width, a random one, the narrowest ones the busy sampler takes and one column less.
   */
  private static void assertSamplersAsOracle(Random random, OverviewRows rows) {
    int columns = rows.columns;
    int low = columns / 3;
    for (int w : new int[] {columns, low + 1 + random.nextInt(columns - low), low + 1, low + 2, columns - 1}) {
      if (!OverviewBusyLineSampler.fits(columns, w)) {
        continue;
      }
      OverviewBusyLineSampler busy = new OverviewBusyLineSampler(rows, w);
      OverviewLineSampler line = new OverviewLineSampler(rows, w, new OverviewCells(columns, w));
      for (int m = 0; m < rows.rowCount(); m++) {
        if (rows.runStart[m + 1] > rows.runStart[m]) {
          assertLooks(rows, busy.looks(m), m, w, "busy");
        }
        assertLooks(rows, line.looks(m), m, w, "line");
      }
    }
  }

  /** A width whose cells overlap five stored columns or more is not the busy sampler's. */
  @Property(tries = 50)
  void narrowCanvasesAreNotTaken(@ForAll @IntRange(min = 8, max = 16384) int columns) {
    assertThat(OverviewBusyLineSampler.fits(columns, columns / 4)).isFalse();
    assertThat(OverviewBusyLineSampler.fits(columns, columns + 1)).isFalse();
  }

  /** Lines whose look changes at most columns (some empty stretches, some looks coming back). */
  static OverviewRows busyRows(Random random, int columns, int lines) {
    return busyRows(random, columns, lines, true);
  }

  /** The same; without {@code withEmpty} no column of any line is empty. */
  static OverviewRows busyRows(Random random, int columns, int lines, boolean withEmpty) {
    int looks = 1 + random.nextInt(7);
    int[] table = new int[(looks + 1) * 3];
    table[0] = ActivityRaster.NONE;
    table[1] = ActivityRaster.NONE;
    for (int i = 1; i <= looks; i++) {
      table[i * 3] = i / 2;
      table[i * 3 + 1] = i % 2 == 0 ? ActivityRaster.NONE : 7;
      table[i * 3 + 2] = random.nextInt(3);
    }
    OverviewRows.IntList runColumn = new OverviewRows.IntList();
    OverviewRows.IntList runLook = new OverviewRows.IntList();
    int[] runStart = new int[lines + 1];
    for (int l = 0; l < lines; l++) {
      double change = new double[] {1.0, 0.8, 0.5}[random.nextInt(3)];
      int empty = !withEmpty || random.nextInt(3) == 0 ? 0 : 1 + random.nextInt(6);
      int previous = -1;
      for (int c = 0; c < columns && random.nextInt(20) != 0 | l > 0 | c > 0; c++) {
        int look = empty > 0 && random.nextInt(empty * 4) == 0 ? OverviewRows.NOTHING : 1 + random.nextInt(looks);
        if (c == 0 || (look != previous && random.nextDouble() < change)) {
          runColumn.add(c);
          runLook.add(look);
          previous = look;
        }
      }
      runStart[l + 1] = runColumn.size;
    }
    int[] none = new int[lines + 1];
    return new OverviewRows(columns, table, runStart, runColumn.toArray(), runLook.toArray(), none, new int[0],
        new byte[0]);
  }

  private static void assertLooks(OverviewRows rows, int[] runs, int m, int width, String who) {
    int[][] want = NaiveOverviewRaster.cells(rows, width, new int[][] {{m}})[0];
    @SuppressWarnings("unchecked")
    Map<Integer, Double>[] totals = new Map[] {Map.of()};
    ActivityRaster got = new ActivityRaster(0, 1, width, new int[][] {runs}, new byte[1][], totals);
    for (int c = 0; c < width; c++) {
      assertThat(Arrays.copyOf(NaiveOverviewRaster.cell(got, 0, c), 3))
          .as("%s: look of line %d, cell %d of %d over %d columns", who, m, c, width, rows.columns)
          .containsExactly(Arrays.copyOf(want[c], 3));
    }
  }
}
