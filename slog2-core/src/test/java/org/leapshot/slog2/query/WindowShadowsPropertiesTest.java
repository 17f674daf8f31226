package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.CategoryWeight;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.ShadowColumns;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;

/**
 * A window's shadows gathered as references into several nodes' columns come out in the order a
 * stable sort of the same shadows as objects gives ({@link DrawingOrder#SHADOWS}), ties included,
 * and read back equal to those objects.
 */
class WindowShadowsPropertiesTest {

  @Property(tries = 300)
  void referencesSortLikeTheObjects(@ForAll long seed, @ForAll @IntRange(min = 0, max = 9) int lists,
      @ForAll @IntRange(min = 0, max = 80) int perList) {
    Random r = new Random(seed);
    WindowShadows.Collector collector = new WindowShadows.Collector();
    List<Shadow> objects = new ArrayList<>();
    for (int l = 0; l < lists; l++) {
      // Each list in drawing order, as a node's shadow buffers are; the lists overlap in time.
      List<Shadow> list = new ArrayList<>();
      double base = r.nextInt(20);
      for (int i = r.nextInt(perList + 1); i > 0; i--) {
        list.add(shadow(r, base));
      }
      list.sort(DrawingOrder.SHADOWS);
      ShadowColumns columns = ShadowColumns.copyOf(list);
      for (int i = 0; i < columns.size(); i++) {
        if (r.nextInt(4) > 0) { // some left out, as shadows outside the window are
          collector.add(columns, i);
          objects.add(list.get(i));
        }
      }
    }
    WindowShadows sorted = collector.sorted();
    objects.sort(DrawingOrder.SHADOWS);
    assertThat(sorted).containsExactlyElementsOf(objects);
    for (int k = 0; k < sorted.size(); k++) {
      assertThat(sorted.columns(k).get(sorted.index(k))).isEqualTo(objects.get(k));
    }
    // in a result the list is kept as it is, not copied into objects
    WindowResult result = new WindowResult(WindowQuery.lod(0, 1, 10), List.of(), sorted, 0, 0, 0);
    assertThat(result.shadows()).isSameAs(sorted);
  }

  /**
   * Few distinct starts, ends, categories and lines, so that ties down to the last key are common;
   * now and then a start of -0.0, 0.0 or NaN, which {@link Double#compare} orders apart.
   */
  private static Shadow shadow(Random r, double base) {
    double[] odd = {-0.0, 0.0, Double.NaN};
    double start = r.nextInt(12) == 0 ? odd[r.nextInt(odd.length)] : base + r.nextInt(6);
    int nv = 1 + r.nextInt(2);
    double[] times = new double[nv];
    int[] lines = new int[nv];
    for (int v = 0; v < nv; v++) {
      times[v] = start;
      lines[v] = r.nextInt(3);
    }
    return new Shadow(Topology.STATE, -1 - r.nextInt(2), times, lines, new TimeBox(start, start + r.nextInt(3)),
        r.nextInt(4), List.of(new CategoryWeight(r.nextInt(3), 0.5f, 0.25f, 1)));
  }
}
