package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link OverviewMergedDensity} against the brute force: each cell's message units summed column by
 * column over its members (a stored column's level times its overlap with the cell, in exact units),
 * then {@link DensityLevels#levelOf}. Rows of runs a column long (most of the 16 384 timelines')
 * and of long ones, dense timelines mixed in, widths above and below the stored columns, and rows
 * after rows on one object (what it leaves behind must not leak into the next).
 */
class OverviewMergedDensityPropertiesTest {

  @Property(tries = 300)
  void mergedDensityIsTheCellsSummedColumnByColumn(@ForAll long seed, @ForAll @IntRange(min = 1, max = 300) int columns,
      @ForAll @IntRange(min = 1, max = 12) int lines, @ForAll @IntRange(min = 1, max = 700) int width) {
    Random random = new Random(seed);
    double cut = random.nextBoolean() ? 1.0 : 0.3;
    OverviewRows rows = StoredOverviewRasterPropertiesTest.randomOverview(random, columns, lines, cut).rows();
    OverviewMergedDensity merged = new OverviewMergedDensity(rows, width, new OverviewCells(columns, width));
    for (int row = 0; row < 4; row++) {
      int[] members = random.ints(1 + random.nextInt(lines), 0, lines).distinct().sorted().toArray();
      byte[] got = merged.density(members);
      long[] units = bruteUnits(rows, members, width);
      boolean any = false;
      for (long u : units) {
        any |= u != 0;
      }
      if (!any) {
        assertThat(got).as("no messages: no density").isNull();
        continue;
      }
      assertThat(got).isNotNull().hasSize(width);
      for (int c = 0; c < width; c++) {
        assertThat(got[c] & 0xFF).as("cell %d of %d, members %s", c, width, java.util.Arrays.toString(members))
            .isEqualTo(DensityLevels.levelOf(units[c], width));
      }
    }
  }

  /** Per cell, the members' message units: column by column, each column's level over its overlap with the cell. */
  private static long[] bruteUnits(OverviewRows rows, int[] members, int width) {
    long cell = rows.columns;
    long[] units = new long[width];
    char[] densityColumn = rows.densityColumn();
    for (int m : members) {
      int from = rows.densityStart[m];
      int end = rows.densityStart[m + 1];
      for (int col = 0; col < rows.columns; col++) {
        int level = 0;
        for (int i = from; i < end && densityColumn[i] <= col; i++) {
          level = rows.densityLevel[i] & 0xFF;
        }
        long x0 = (long) col * width;
        long x1 = x0 + width;
        for (int c = (int) (x0 / cell); c < width && c * cell < x1; c++) {
          long overlap = Math.min(x1, (c + 1) * cell) - Math.max(x0, c * cell);
          units[c] += overlap * DensityLevels.messagesOf(level);
        }
      }
    }
    return units;
  }
}
