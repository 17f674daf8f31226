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
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * The live raster's cells against the credit model ({@link CreditModel}) run on each row's
 * exclusive seconds per column ({@link ActivityRaster#exclusiveSecondsPerColumn} of the row's
 * states): random calls nested in random calls on a few timelines, each alone in a row and all
 * merged into one; and the cells' density against the rows' shares.
 */
class RasterCreditsPropertiesTest {

  static Map<Integer, Category> categories(int n) {
    Map<Integer, Category> m = new TreeMap<>();
    for (int i = 0; i < n; i++) {
      m.put(i, Category.of(i, "c" + i, Topology.STATE, new Rgba(i, 0, 0, 255), 1, InfoLabel.NONE));
    }
    return m;
  }

  /** Calls on a line: back to back at random lengths, each holding a few random calls. */
  static List<Drawable> line(Random random, int line, int categories, double end) {
    List<Drawable> out = new ArrayList<>();
    double t = random.nextDouble() * 0.1 * end;
    double scale = end / Math.pow(10, 1 + random.nextInt(4)); // from a tenth of the run to ten-thousandths
    while (t < end) {
      double length = scale * (0.05 + random.nextDouble());
      out.add(Primitive.state(random.nextInt(categories), t, t + length, line, null));
      for (int k = random.nextInt(3); k > 0; k--) {
        double s = t + random.nextDouble() * length;
        double e = s + random.nextDouble() * (t + length - s);
        out.add(Primitive.state(random.nextInt(categories), s, e, line, null));
      }
      t += length + (random.nextInt(4) == 0 ? scale * random.nextDouble() : 0);
    }
    return out;
  }

  @Property(tries = 120)
  void cellsAreTheCreditModelOnTheRowsExclusiveTime(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int lines,
      @ForAll @IntRange(min = 1, max = 8) int categories, @ForAll @IntRange(min = 1, max = 600) int width) {
    Random random = new Random(seed);
    double end = 100;
    List<List<Drawable>> byLine = new ArrayList<>();
    List<Drawable> all = new ArrayList<>();
    for (int l = 0; l < lines; l++) {
      byLine.add(line(random, l, categories, end));
      all.addAll(byLine.get(l));
    }
    Map<Integer, Category> cats = categories(categories);
    ActivityRaster each = ActivityRaster.build(0, end, width, lines, line -> line, cats, all, List.of());
    for (int l = 0; l < lines; l++) {
      assertRow(each, l, ActivityRaster.exclusiveSecondsPerColumn(0, end, width, cats, byLine.get(l), List.of()),
          width, end);
    }
    ActivityRaster merged = ActivityRaster.build(0, end, width, 1, line -> 0, cats, all, List.of());
    assertRow(merged, 0, ActivityRaster.exclusiveSecondsPerColumn(0, end, width, cats, all, List.of()), width, end);
    assertThat(ActivityRaster.build(0, end, width, 1, line -> 0, cats, all, List.of()).runsOf(0))
        .as("same states, same picture").containsExactly(merged.runsOf(0));
  }

  private static void assertRow(ActivityRaster r, int row, Map<Integer, double[]> seconds, int width, double end) {
    double eps = end / width * 1e-9;
    CreditModel model = new CreditModel();
    List<SortedMap<Integer, Double>> cells = new ArrayList<>();
    int[] shown = new int[width];
    for (int c = 0; c < width; c++) {
      SortedMap<Integer, Double> cell = new TreeMap<>();
      for (Map.Entry<Integer, double[]> e : seconds.entrySet()) {
        if (e.getValue()[c] > eps) {
          cell.put(e.getKey(), e.getValue()[c]);
        }
      }
      cells.add(cell);
      shown[c] = r.category(row, c);
      assertThat(shown[c]).as("row %d column %d of %s", row, c, cell).isEqualTo(model.show(cell));
    }
    CategoryCreditsPropertiesTest.assertDensity(cells, shown);
  }
}
