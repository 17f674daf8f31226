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
  private final Topology topology;
  private final int categoryIndex;
  private final double[] times;
  private final int[] lineIds;
  private final TimeBox box;
  private final long realCount;
  private final List<CategoryWeight> weights;

  public Shadow(Topology topology, int categoryIndex, double[] times, int[] lineIds, TimeBox box, long realCount,
      List<CategoryWeight> weights) {
    if (times.length != lineIds.length || times.length == 0) {
      throw new IllegalArgumentException("a shadow needs as many line IDs as times (at least one)");
    }
    this.topology = topology;
    this.categoryIndex = categoryIndex;
    this.times = times.clone();
    this.lineIds = lineIds.clone();
    this.box = box;
    this.realCount = realCount;
    this.weights = List.copyOf(weights);
  }

  public Topology topology() {
    return topology;
  }

  /** The preview category index of the topology (-1 Event, -2 Arrow, -3 State) as stored. */
  public int categoryIndex() {
    return categoryIndex;
  }

  public int vertexCount() {
    return times.length;
  }

  public double time(int vertex) {
    return times[vertex];
  }

  public int lineId(int vertex) {
    return lineIds[vertex];
  }

  public TimeBox box() {
    return box;
  }

  public double start() {
    return box.earliest();
  }

  public double end() {
    return box.latest();
  }

  public long realCount() {
    return realCount;
  }

  public List<CategoryWeight> weights() {
    return weights;
  }

  /** Encoded size in bytes: {@code 36 + 12·Nvertices + 20·Nweights}. */
  public int byteSize() {
    return 36 + 12 * times.length + 20 * weights.size();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Shadow s
        && topology == s.topology
        && categoryIndex == s.categoryIndex
        && Arrays.equals(times, s.times)
        && Arrays.equals(lineIds, s.lineIds)
        && box.equals(s.box)
        && realCount == s.realCount
        && weights.equals(s.weights);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(lineIds) * 31 + Long.hashCode(realCount);
  }

  @Override
  public String toString() {
    return "Shadow[" + topology.displayName() + " lines=" + Arrays.toString(lineIds) + " box=(" + box.earliest() + ","
        + box.latest() + ") n=" + realCount + " weights=" + weights + "]";
  }
}
