package org.leapshot.slog2.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Shadows kept as columns answer exactly what the same shadows made as objects answer: every field,
 * the weights, equality and hash, and bad indices are refused rather than read from a neighbour.
 */
class ShadowColumnsPropertiesTest {

  @Property(tries = 200)
  void columnsAnswerWhatTheObjectsAnswer(@ForAll long seed, @ForAll @IntRange(min = 0, max = 60) int n) {
    List<Shadow> objects = randomShadows(new Random(seed), n);
    ShadowColumns columns = ShadowColumns.copyOf(objects);
    assertThat(columns).hasSize(n).containsExactlyElementsOf(objects);
    for (int i = 0; i < n; i++) {
      Shadow o = objects.get(i);
      Shadow c = columns.get(i);
      assertThat(c.hashCode()).isEqualTo(o.hashCode());
      assertThat(c.toString()).isEqualTo(o.toString());
      assertThat(c.box()).isEqualTo(o.box());
      assertThat(c.weights()).isEqualTo(o.weights());
      assertThat(c.byteSize()).isEqualTo(o.byteSize());
      assertThat(columns.topology(i)).isEqualTo(o.topology());
      assertThat(columns.categoryIndex(i)).isEqualTo(o.categoryIndex());
      assertThat(columns.realCount(i)).isEqualTo(o.realCount());
      assertThat(columns.start(i)).isEqualTo(o.start());
      assertThat(columns.end(i)).isEqualTo(o.end());
      assertThat(columns.vertexCount(i)).isEqualTo(o.vertexCount());
      assertThat(columns.firstLineId(i)).isEqualTo(o.lineId(0));
      assertThat(columns.lastLineId(i)).isEqualTo(o.lineId(o.vertexCount() - 1));
      for (int v = 0; v < o.vertexCount(); v++) {
        assertThat(columns.time(i, v)).isEqualTo(o.time(v));
        assertThat(columns.lineId(i, v)).isEqualTo(o.lineId(v));
      }
      assertThat(columns.weightCount(i)).isEqualTo(o.weights().size());
      for (int k = 0; k < o.weights().size(); k++) {
        CategoryWeight w = o.weights().get(k);
        assertThat(columns.weightCategory(i, k)).isEqualTo(w.categoryIndex());
        assertThat(Float.floatToIntBits(columns.inclusiveRatio(i, k))).isEqualTo(Float.floatToIntBits(w.inclusiveRatio()));
        assertThat(Float.floatToIntBits(columns.exclusiveRatio(i, k))).isEqualTo(Float.floatToIntBits(w.exclusiveRatio()));
        assertThat(columns.weightRealCount(i, k)).isEqualTo(w.count());
      }
      int last = i;
      assertThatThrownBy(() -> columns.time(last, o.vertexCount())).isInstanceOf(IndexOutOfBoundsException.class);
      assertThatThrownBy(() -> columns.lineId(last, -1)).isInstanceOf(IndexOutOfBoundsException.class);
      assertThatThrownBy(() -> columns.inclusiveRatio(last, o.weights().size()))
          .isInstanceOf(IndexOutOfBoundsException.class);
    }
    assertThatThrownBy(() -> columns.get(n)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThat(ShadowColumns.copyOf(columns)).isSameAs(columns);
  }

  @Property(tries = 100)
  void aShadowDiffersWhenAnyFieldDiffers(@ForAll long seed) {
    Random r = new Random(seed);
    Shadow a = randomShadows(r, 1).get(0);
    double[] times = new double[a.vertexCount()];
    int[] lines = new int[a.vertexCount()];
    for (int v = 0; v < times.length; v++) {
      times[v] = a.time(v);
      lines[v] = a.lineId(v);
    }
    List<CategoryWeight> weights = new ArrayList<>(a.weights());
    assertThat(new Shadow(a.topology(), a.categoryIndex(), times, lines, a.box(), a.realCount(), weights)).isEqualTo(a);
    assertThat(new Shadow(a.topology(), a.categoryIndex(), times, lines, a.box(), a.realCount() + 1, weights))
        .isNotEqualTo(a);
    lines[lines.length - 1]++;
    assertThat(new Shadow(a.topology(), a.categoryIndex(), times, lines, a.box(), a.realCount(), weights))
        .isNotEqualTo(a);
    lines[lines.length - 1]--;
    weights.add(new CategoryWeight(7, 0.5f, Float.NaN, 3));
    assertThat(new Shadow(a.topology(), a.categoryIndex(), times, lines, a.box(), a.realCount(), weights))
        .isNotEqualTo(a);
  }

  @Property(tries = 1)
  void aBuilderRefusesVerticesBeforeAShadowAndAnythingAfterBuild() {
    ShadowColumns.Builder b = new ShadowColumns.Builder(0);
    assertThatThrownBy(() -> b.vertex(1, 2)).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> b.weight(1, 0.5f, 0.5f, 1)).isInstanceOf(IllegalStateException.class);
    b.shadow(Topology.STATE, -3, 0, 1, 1);
    b.vertex(0, 7);
    ShadowColumns built = b.build();
    assertThat(built.lineId(0, 0)).isEqualTo(7);
    assertThatThrownBy(() -> b.vertex(1, 2)).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> b.shadow(Topology.STATE, -3, 0, 1, 1)).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(b::build).isInstanceOf(IllegalStateException.class);
    assertThat(built).hasSize(1);
  }

  /** Shadows of every topology, 1–4 vertices, 0–6 weights, NaN and negative ratios among them. */
  static List<Shadow> randomShadows(Random r, int n) {
    List<Shadow> out = new ArrayList<>();
    Topology[] topologies = Topology.values();
    for (int i = 0; i < n; i++) {
      int nv = 1 + r.nextInt(4);
      double[] times = new double[nv];
      int[] lines = new int[nv];
      double t0 = r.nextInt(50) * 0.25;
      for (int v = 0; v < nv; v++) {
        times[v] = t0 + r.nextInt(8) * 0.5;
        lines[v] = r.nextInt(5);
      }
      List<CategoryWeight> weights = new ArrayList<>();
      for (int k = r.nextInt(7); k > 0; k--) {
        float incl = r.nextInt(6) == 0 ? Float.NaN : r.nextFloat() * 1.2f - 0.1f;
        weights.add(new CategoryWeight(r.nextInt(9), incl, r.nextFloat(), r.nextInt(100)));
      }
      out.add(new Shadow(topologies[r.nextInt(topologies.length)], -1 - r.nextInt(3), times, lines,
          new TimeBox(t0, t0 + r.nextInt(8)), r.nextInt(1000), weights));
    }
    return out;
  }
}
