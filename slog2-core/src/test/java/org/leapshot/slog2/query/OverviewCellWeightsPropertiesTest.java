package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The cells' weights over stored columns against their overlaps worked out one by one. */
class OverviewCellWeightsPropertiesTest {

  @Property(tries = 300)
  void eachCellWeighsItsOverlapWithEachColumn(@ForAll @IntRange(min = 1, max = 5000) int columns,
      @ForAll @IntRange(min = 1, max = 3000) int width) {
    OverviewCellWeights t = OverviewCellWeights.of(columns, width);
    long[] perColumn = new long[columns];
    for (int c = 0; c < width; c++) {
      long x0 = (long) c * columns;
      long x1 = x0 + columns;
      long sum = 0;
      for (int k = 0; k < t.span; k++) {
        int j = t.first[c] + k;
        long want = j < columns ? Math.max(0, Math.min(x1, (j + 1L) * width) - Math.max(x0, (long) j * width)) : 0;
        assertThat((long) t.units[c * t.span + k]).as("cell %d, column %d", c, j).isEqualTo(want);
        if (j < columns) {
          perColumn[j] += want;
        }
        sum += want;
      }
      assertThat(sum).as("cell %d is covered whole", c).isEqualTo(columns);
      assertThat(c < t.whole).isEqualTo(t.first[c] + t.span <= columns);
    }
    assertThat(perColumn).as("every column spread whole over the cells").containsOnly(width);
  }
}
