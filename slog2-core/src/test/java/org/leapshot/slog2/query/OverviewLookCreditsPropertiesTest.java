package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link OverviewLookCredits}' three ways of choosing against {@link CategoryCredits} on the same
 * rows of cells: the same look chosen in every cell, row after row ({@link
 * OverviewLookCredits#forget} between them), with ties of credit and weight among the cells.
 */
class OverviewLookCreditsPropertiesTest {

  @Property(tries = 300)
  void choosesAsCategoryCredits(@ForAll long seed, @ForAll @IntRange(min = 2, max = 40) int looks,
      @ForAll @IntRange(min = 1, max = 3) int rowCount) {
    Random random = new Random(seed);
    OverviewRows rows = allLooks(looks);
    OverviewLookCredits two = new OverviewLookCredits(looks);
    OverviewLookCredits four = new OverviewLookCredits(looks);
    OverviewLookCredits any = new OverviewLookCredits(looks);
    CategoryCredits want = new CategoryCredits(looks);
    long[] units = new long[looks + 1];
    for (int row = 0; row < rowCount; row++) {
      want.clear();
      int fewLooks = 2 + random.nextInt(looks - 1); // a row's cells drawn from a few looks: credits come back
      for (int cell = 0; cell < 400; cell++) {
        int n = Math.min(fewLooks, 2 + random.nextInt(3));
        int[] keys = random.ints(0, fewLooks).distinct().limit(n).sorted().toArray();
        double[] weights = new double[n];
        int total = random.nextBoolean() ? 12 : 4096; // small totals: equal weights and credits happen
        for (int i = 0; i < n; i++) {
          units[keys[i]] = 1 + random.nextInt(total);
          weights[i] = units[keys[i]];
        }
        int expected = keys[want.choose(keys, weights.clone(), n)];
        int[] slots = {looks, looks, looks, looks};
        System.arraycopy(keys, 0, slots, 0, n);
        shuffleAbsent(random, slots, n, looks);
        assertThat(four.choose4(slots[0], slots[1], slots[2], slots[3], units)).as("four, cell %d", cell)
            .isEqualTo(expected);
        assertThat(any.choose(keys.clone(), n, units)).as("any, cell %d", cell).isEqualTo(expected);
        if (n == 2) {
          assertThat(two.choose(keys[0], units[keys[0]], keys[1], units[keys[1]])).as("two, cell %d", cell)
              .isEqualTo(expected);
        } else {
          two.choose(keys.clone(), n, units);
        }
        for (int k : keys) {
          units[k] = 0;
        }
      }
      two.forget(rows, 0);
      four.forget(rows, 0);
      any.forget(rows, 0);
    }
  }

  /** Moves the absent slots among the present ones, keeping the present ones in ascending order. */
  private static void shuffleAbsent(Random random, int[] slots, int n, int absent) {
    if (n == 4 || random.nextBoolean()) {
      return;
    }
    int at = random.nextInt(n + 1); // an absent slot put at this place
    for (int i = 3; i > at; i--) {
      slots[i] = slots[i - 1];
    }
    slots[at] = absent;
  }

  /** One line whose runs show every look once: what {@link OverviewLookCredits#forget} clears. */
  private static OverviewRows allLooks(int looks) {
    int[] column = new int[looks];
    int[] look = new int[looks];
    for (int i = 0; i < looks; i++) {
      column[i] = i;
      look[i] = i;
    }
    return new OverviewRows(looks, new int[looks * 3], new int[] {0, looks}, column, look, new int[] {0, 0},
        new int[0], new byte[0]);
  }
}
