package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SortedMap;
import java.util.TreeMap;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link CategoryCredits} against its brute-force model ({@link CreditModel}) on random rows of
 * mixed and pure columns, and the properties the pictures rely on: a pure column shows its
 * category, a cell shows only a category present in it, over any run of columns each category
 * shows in as many cells as its shares add up to within {@link #DENSITY_SLACK}, the same row gives
 * the same cells, and a row chosen piece by piece ({@link CategoryCredits#save}) as one chosen at once.
 */
class CategoryCreditsPropertiesTest {
  /** Cells a category may be off its summed shares over any run of columns. */
  static final double DENSITY_SLACK = 2.5;

  static List<SortedMap<Integer, Double>> randomRow(Random random, int columns, int categories) {
    List<SortedMap<Integer, Double>> row = new ArrayList<>();
    double[] ties = {1, 0.5, 1e-3, 0.25};
    for (int c = 0; c < columns; c++) {
      SortedMap<Integer, Double> cell = new TreeMap<>();
      int present = random.nextInt(5) == 0 ? 0 : 1 + random.nextInt(Math.min(categories, 1 + random.nextInt(6)));
      for (int k = 0; k < present; k++) {
        // keys spread beyond the credits' table now and then, times often equal (ties)
        int key = random.nextInt(10) == 0 ? 5000 + random.nextInt(categories) : random.nextInt(categories);
        cell.put(key, random.nextBoolean() ? ties[random.nextInt(ties.length)] : 1e-6 + random.nextDouble());
      }
      row.add(cell);
    }
    return row;
  }

  static int[] choose(CategoryCredits credits, List<SortedMap<Integer, Double>> row, int from, int to, int[] out) {
    int[] keys = new int[64];
    double[] time = new double[64];
    for (int c = from; c < to; c++) {
      SortedMap<Integer, Double> cell = row.get(c);
      int n = 0;
      // handed over in a scrambled order, as a row's slots are: the class's sort must put them right
      List<Map.Entry<Integer, Double>> entries = new ArrayList<>(cell.entrySet());
      java.util.Collections.reverse(entries);
      for (Map.Entry<Integer, Double> e : entries) {
        keys[n] = e.getKey();
        time[n++] = e.getValue();
      }
      CategoryCredits.sortByKey(keys, time, n);
      out[c] = n == 0 ? ActivityRaster.NONE : keys[credits.choose(keys, time, n)];
    }
    return out;
  }

  @Property(tries = 400)
  void choicesAreTheModelsAndKeepTheDensity(@ForAll long seed, @ForAll @IntRange(min = 1, max = 400) int columns,
      @ForAll @IntRange(min = 1, max = 12) int categories) {
    Random random = new Random(seed);
    List<SortedMap<Integer, Double>> row = randomRow(random, columns, categories);
    int[] got = choose(new CategoryCredits(), row, 0, columns, new int[columns]);
    CreditModel model = new CreditModel();
    for (int c = 0; c < columns; c++) {
      SortedMap<Integer, Double> cell = row.get(c);
      assertThat(got[c]).as("column %d of %s", c, cell).isEqualTo(model.show(cell));
      if (cell.isEmpty()) {
        assertThat(got[c]).isEqualTo(ActivityRaster.NONE);
      } else {
        assertThat(cell).as("column %d shows a category present in it", c).containsKey(got[c]);
      }
      if (cell.size() == 1) {
        assertThat(got[c]).as("pure column %d", c).isEqualTo(cell.firstKey());
      }
    }
    assertDensity(row, got);
    assertThat(choose(new CategoryCredits(), row, 0, columns, new int[columns])).as("same row, same cells")
        .containsExactly(got);
    // cut into pieces, each going on from the credits the last one saved
    CategoryCredits pieces = new CategoryCredits(random.nextInt(3) * 8);
    int[] again = new int[columns];
    double[] saved = null;
    for (int from = 0; from < columns;) {
      int to = Math.min(columns, from + 1 + random.nextInt(40));
      pieces.restore(saved);
      choose(pieces, row, from, to, again);
      saved = pieces.save();
      from = to;
    }
    assertThat(again).as("row chosen piece by piece").containsExactly(got);
  }

  /** Over every run of columns, each category's cells within {@link #DENSITY_SLACK} of its summed shares. */
  static void assertDensity(List<SortedMap<Integer, Double>> row, int[] shown) {
    Map<Integer, double[]> prefix = new TreeMap<>(); // per key: cells minus shares, cumulated
    int columns = shown.length;
    for (int c = 0; c < columns; c++) {
      double total = row.get(c).values().stream().mapToDouble(Double::doubleValue).sum();
      for (Map.Entry<Integer, Double> e : row.get(c).entrySet()) {
        prefix.computeIfAbsent(e.getKey(), k -> new double[columns + 1])[c + 1] -= e.getValue() / total;
      }
      if (shown[c] != ActivityRaster.NONE) {
        prefix.computeIfAbsent(shown[c], k -> new double[columns + 1])[c + 1] += 1;
      }
    }
    for (Map.Entry<Integer, double[]> e : prefix.entrySet()) {
      double[] d = e.getValue();
      double lo = 0;
      double hi = 0;
      for (int c = 1; c <= columns; c++) {
        d[c] += d[c - 1];
        lo = Math.min(lo, d[c]);
        hi = Math.max(hi, d[c]);
      }
      // the most any run of columns is off is the spread of the cumulated difference
      assertThat(hi - lo).as("category %d's cells against its shares over some run of columns", e.getKey())
          .isLessThanOrEqualTo(DENSITY_SLACK);
    }
  }
}
