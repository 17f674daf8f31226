package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link OverviewLookCredits}' ways of choosing against {@link CategoryCredits} on the same
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
    OverviewLookCredits four = new OverviewLookCredits(looks, 4096); // a cell of 4096 units: exact products
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
        long before = 0;
        for (int i = 0; i < n - 1; i++) {
          before += units[keys[i]];
        }
        if (total == 4096 && before < total && random.nextBoolean()) { // a cell filled: its fractions are products
          units[keys[n - 1]] = total - before;
          weights[n - 1] = total - before;
        }
        int expected = keys[want.choose(keys, weights.clone(), n)];
        int[] slots = {looks, looks, looks, looks};
        System.arraycopy(keys, 0, slots, 0, n);
        shuffle(random, slots);
        long sum = 0;
        for (int k : keys) {
          sum += units[k];
        }
        assertThat(four.chooseAny(slots[0], slots[1], slots[2], slots[3], units[slots[0]], units[slots[1]],
            units[slots[2]], units[slots[3]], sum)).as("four in any order, cell %d", cell).isEqualTo(expected);
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

  /**
   * Whole-number credits against {@link CategoryCredits}' doubles: cells of a power of two of
   * units, each of four slots holding one of two to four looks (a look in several slots, in any
   * order, a slot of no units repeating the one before, as the busy sampler gives them), and the
   * same cells as the line sampler sums them (looks ascending): the same look chosen in every
   * cell, row after row.
   */
  @Property(tries = 300)
  void wholeCreditsChooseAsCategoryCredits(@ForAll long seed, @ForAll @IntRange(min = 2, max = 30) int looks,
      @ForAll @IntRange(min = 1, max = 12) int unitBits, @ForAll @IntRange(min = 1, max = 3) int rowCount) {
    Random random = new Random(seed);
    int cellUnits = 1 << unitBits; // few units: equal credits and weights happen
    OverviewRows rows = allLooks(looks);
    OverviewLookCredits whole = new OverviewLookCredits(looks, cellUnits);
    OverviewLookCredits walked = new OverviewLookCredits(looks, cellUnits); // as the line sampler chooses
    assertThat(whole.wholeCredits()).isTrue();
    CategoryCredits want = new CategoryCredits(looks);
    for (int row = 0; row < rowCount; row++) {
      want.clear();
      int fewLooks = 2 + random.nextInt(looks - 1);
      for (int cell = 0; cell < 400; cell++) {
        int[] slot = new int[4];
        int[] unit = new int[4];
        int left = cellUnits;
        for (int k = 0; k < 4; k++) {
          unit[k] = k == 3 ? left : k == 0 ? 1 + random.nextInt(left) : random.nextInt(left + 1); // the first has some
          left -= unit[k];
          slot[k] = unit[k] == 0 && k > 0 ? slot[k - 1] : 1 + random.nextInt(fewLooks - 1);
        }
        long[] perLook = new long[looks + 1];
        for (int k = 0; k < 4; k++) {
          perLook[slot[k]] += unit[k];
        }
        int[] keys = java.util.stream.IntStream.range(0, looks).filter(l -> perLook[l] > 0).toArray();
        if (keys.length < 2) {
          continue; // one look: the sampler shows it without choosing
        }
        double[] weights = java.util.Arrays.stream(keys).mapToDouble(l -> perLook[l]).toArray();
        int expected = keys[want.choose(keys, weights, keys.length)];
        assertThat(whole.chooseSlots(slot[0], slot[1], slot[2], slot[3], unit[0], unit[1], unit[2], unit[3]))
            .as("cell %d: looks %s units %s", cell, java.util.Arrays.toString(slot), java.util.Arrays.toString(unit))
            .isEqualTo(expected);
        assertThat(keys.length == 2 ? walked.chooseWhole(keys[0], perLook[keys[0]], keys[1], perLook[keys[1]])
            : walked.chooseWhole(keys, keys.length, perLook)).as("walked, cell %d", cell).isEqualTo(expected);
      }
      whole.forget(rows, 0);
      walked.forget(rows, 0);
    }
  }

  /** Cells whose units are not a power of two have no whole-number credits. */
  @Property(tries = 50)
  void wholeCreditsOnlyForPowersOfTwo(@ForAll @IntRange(min = 1, max = 1 << 16) int cellUnits) {
    assertThat(new OverviewLookCredits(3, cellUnits).wholeCredits()).isEqualTo(Integer.bitCount(cellUnits) == 1);
  }

  /** Puts the four slots in a random order. */
  private static void shuffle(Random random, int[] slots) {
    for (int i = 3; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = slots[i];
      slots[i] = slots[j];
      slots[j] = t;
    }
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
