package org.leapshot.slog2.model;

import java.util.Arrays;
import java.util.List;

/**
 * A preview drawable summarising {@code realCount} real primitives of one topology on one pattern
 * of vertex line IDs inside a subtree (spec §8.3). Vertex times are count-weighted averages; the
 * box is the real extent of everything summarised. Weights give each category's share of the
 * shadow's duration and are stored sorted by inclusive ratio ascending.
 */
public final class Shadow {
  private final ShadowColumns columns;
  private final int index;

  public Shadow(Topology topology, int categoryIndex, double[] times, int[] lineIds, TimeBox box, long realCount,
      List<CategoryWeight> weights) {
    if (times.length != lineIds.length || times.length == 0) {
      throw new IllegalArgumentException("a shadow needs as many line IDs as times (at least one)");
    }
    this.columns = ShadowColumns.of(topology, categoryIndex, times, lineIds, box, realCount, weights);
    this.index = 0;
  }

  /** Shadow {@code index} of {@code columns}, read from them (see {@link ShadowColumns#get}). */
  Shadow(ShadowColumns columns, int index) {
    this.columns = columns;
    this.index = index;
  }

  public Topology topology() {
    return columns.topology(index);
  }

  /** The preview category index of the topology (-1 Event, -2 Arrow, -3 State) as stored. */
  public int categoryIndex() {
    return columns.categoryIndex(index);
  }

  public int vertexCount() {
    return columns.vertexCount(index);
  }

  public double time(int vertex) {
    return columns.time(index, vertex);
  }

  public int lineId(int vertex) {
    return columns.lineId(index, vertex);
  }

  public TimeBox box() {
    return new TimeBox(start(), end());
  }

  public double start() {
    return columns.start(index);
  }

  public double end() {
    return columns.end(index);
  }

  public long realCount() {
    return columns.realCount(index);
  }

  /** The weights as objects, made on each call: {@link #weightCount()} and its siblings make none. */
  public List<CategoryWeight> weights() {
    int n = weightCount();
    CategoryWeight[] w = new CategoryWeight[n];
    for (int k = 0; k < n; k++) {
      w[k] = new CategoryWeight(weightCategory(k), inclusiveRatio(k), exclusiveRatio(k), weightRealCount(k));
    }
    return List.of(w);
  }

  /** Number of category weights. */
  public int weightCount() {
    return columns.weightCount(index);
  }

  /** Category of weight {@code k} (weights are sorted by inclusive ratio ascending). */
  public int weightCategory(int k) {
    return columns.weightCategory(index, k);
  }

  public float inclusiveRatio(int k) {
    return columns.inclusiveRatio(index, k);
  }

  public float exclusiveRatio(int k) {
    return columns.exclusiveRatio(index, k);
  }

  /** Real primitives of weight {@code k}'s category summarised. */
  public long weightRealCount(int k) {
    return columns.weightRealCount(index, k);
  }

  /** Encoded size in bytes: {@code 36 + 12·Nvertices + 20·Nweights}. */
  public int byteSize() {
    return 36 + 12 * vertexCount() + 20 * weightCount();
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Shadow s) || topology() != s.topology() || categoryIndex() != s.categoryIndex()
        || vertexCount() != s.vertexCount() || weightCount() != s.weightCount()
        || Double.doubleToLongBits(start()) != Double.doubleToLongBits(s.start())
        || Double.doubleToLongBits(end()) != Double.doubleToLongBits(s.end()) || realCount() != s.realCount()) {
      return false;
    }
    for (int v = 0; v < vertexCount(); v++) {
      if (Double.doubleToLongBits(time(v)) != Double.doubleToLongBits(s.time(v)) || lineId(v) != s.lineId(v)) {
        return false;
      }
    }
    for (int k = 0; k < weightCount(); k++) {
      if (weightCategory(k) != s.weightCategory(k)
          || Float.floatToIntBits(inclusiveRatio(k)) != Float.floatToIntBits(s.inclusiveRatio(k))
          || Float.floatToIntBits(exclusiveRatio(k)) != Float.floatToIntBits(s.exclusiveRatio(k))
          || weightRealCount(k) != s.weightRealCount(k)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    int h = 1;
    for (int v = 0; v < vertexCount(); v++) {
      h = 31 * h + lineId(v);
    }
    return h * 31 + Long.hashCode(realCount());
  }

  @Override
  public String toString() {
    int[] lines = new int[vertexCount()];
    for (int v = 0; v < lines.length; v++) {
      lines[v] = lineId(v);
    }
    return "Shadow[" + topology().displayName() + " lines=" + Arrays.toString(lines) + " box=(" + start() + ","
        + end() + ") n=" + realCount() + " weights=" + weights() + "]";
  }
}
