package org.leapshot.slog2.model;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * Shadows stored as columns of numbers: a shadow list of an inner node with thousands of
 * timelines holds 10^5 of them, and as objects (arrays, box, weights) they cost several objects
 * each, which the garbage collector copies as long as the node is cached. As a list it answers
 * {@link Shadow}s that read these columns (a small object made on each {@link #get}); readers on a
 * hot path use the column accessors and make none. Immutable once built.
 */
public final class ShadowColumns extends AbstractList<Shadow> implements RandomAccess {
  private static final Topology[] TOPOLOGIES = Topology.values();
  private final int size;
  private final byte[] topology;
  private final int[] category;
  private final long[] realCount;
  private final double[] start;
  private final double[] end;
  /** Shadow i's vertices are {@code [vertexAt[i], vertexAt[i + 1])}. */
  private final int[] vertexAt;
  private final double[] times;
  private final int[] lineIds;
  /** Shadow i's weights are {@code [weightAt[i], weightAt[i + 1])}. */
  private final int[] weightAt;
  private final int[] weightCategory;
  private final float[] inclusive;
  private final float[] exclusive;
  private final long[] weightCount;

  private ShadowColumns(Builder b) {
    // The decoder sizes its builder exactly: then the arrays are taken as they are, not copied.
    size = b.size;
    topology = b.topology.length == size ? b.topology : Arrays.copyOf(b.topology, size);
    category = b.category.length == size ? b.category : Arrays.copyOf(b.category, size);
    realCount = b.realCount.length == size ? b.realCount : Arrays.copyOf(b.realCount, size);
    start = b.start.length == size ? b.start : Arrays.copyOf(b.start, size);
    end = b.end.length == size ? b.end : Arrays.copyOf(b.end, size);
    vertexAt = b.vertexAt.length == size + 1 ? b.vertexAt : Arrays.copyOf(b.vertexAt, size + 1);
    weightAt = b.weightAt.length == size + 1 ? b.weightAt : Arrays.copyOf(b.weightAt, size + 1);
    int nv = b.vertices;
    times = b.times.length == nv ? b.times : Arrays.copyOf(b.times, nv);
    lineIds = b.lineIds.length == nv ? b.lineIds : Arrays.copyOf(b.lineIds, nv);
    int nw = b.weights;
    weightCategory = b.weightCategory.length == nw ? b.weightCategory : Arrays.copyOf(b.weightCategory, nw);
    inclusive = b.inclusive.length == nw ? b.inclusive : Arrays.copyOf(b.inclusive, nw);
    exclusive = b.exclusive.length == nw ? b.exclusive : Arrays.copyOf(b.exclusive, nw);
    weightCount = b.weightCount.length == nw ? b.weightCount : Arrays.copyOf(b.weightCount, nw);
  }

  /** One shadow as columns (what {@link Shadow}'s constructor keeps). */
  static ShadowColumns of(Topology t, int categoryIndex, double[] times, int[] lineIds, TimeBox box, long realCount,
      java.util.List<CategoryWeight> weights) {
    Builder b = new Builder(1);
    b.shadow(t, categoryIndex, box.earliest(), box.latest(), realCount);
    for (int v = 0; v < times.length; v++) {
      b.vertex(times[v], lineIds[v]);
    }
    for (CategoryWeight w : weights) {
      b.weight(w.categoryIndex(), w.inclusiveRatio(), w.exclusiveRatio(), w.count());
    }
    return b.build();
  }

  /** The shadows of any list as columns (the same columns when it is one). */
  public static ShadowColumns copyOf(java.util.List<Shadow> shadows) {
    if (shadows instanceof ShadowColumns c) {
      return c;
    }
    Builder b = new Builder(shadows.size());
    for (Shadow s : shadows) {
      b.shadow(s.topology(), s.categoryIndex(), s.start(), s.end(), s.realCount());
      for (int v = 0; v < s.vertexCount(); v++) {
        b.vertex(s.time(v), s.lineId(v));
      }
      for (int k = 0; k < s.weightCount(); k++) {
        b.weight(s.weightCategory(k), s.inclusiveRatio(k), s.exclusiveRatio(k), s.weightRealCount(k));
      }
    }
    return b.build();
  }

  @Override
  public int size() {
    return size;
  }

  /** Shadow {@code i} as an object reading these columns. */
  @Override
  public Shadow get(int i) {
    return new Shadow(this, Objects.checkIndex(i, size));
  }

  public Topology topology(int i) {
    return TOPOLOGIES[topology[i]];
  }

  public int categoryIndex(int i) {
    return category[i];
  }

  public long realCount(int i) {
    return realCount[i];
  }

  public double start(int i) {
    return start[i];
  }

  public double end(int i) {
    return end[i];
  }

  public int vertexCount(int i) {
    return vertexAt[i + 1] - vertexAt[i];
  }

  public double time(int i, int vertex) {
    return times[vertexAt[i] + Objects.checkIndex(vertex, vertexCount(i))];
  }

  public int lineId(int i, int vertex) {
    return lineIds[vertexAt[i] + Objects.checkIndex(vertex, vertexCount(i))];
  }

  /** The line ID of shadow {@code i}'s first vertex. */
  public int firstLineId(int i) {
    return lineIds[vertexAt[i]];
  }

  /** The line ID of shadow {@code i}'s last vertex. */
  public int lastLineId(int i) {
    return lineIds[vertexAt[i + 1] - 1];
  }

  public int weightCount(int i) {
    return weightAt[i + 1] - weightAt[i];
  }

  public int weightCategory(int i, int w) {
    return weightCategory[weight(i, w)];
  }

  public float inclusiveRatio(int i, int w) {
    return inclusive[weight(i, w)];
  }

  public float exclusiveRatio(int i, int w) {
    return exclusive[weight(i, w)];
  }

  public long weightRealCount(int i, int w) {
    return weightCount[weight(i, w)];
  }

  private int weight(int i, int w) {
    return weightAt[i] + Objects.checkIndex(w, weightCount(i));
  }

  /** Builds columns shadow by shadow: {@link #shadow}, then its vertices and weights. */
  public static final class Builder {
    private int size;
    private int vertices;
    private int weights;
    private byte[] topology;
    private int[] category;
    private long[] realCount;
    private double[] start;
    private double[] end;
    private int[] vertexAt;
    private double[] times;
    private int[] lineIds;
    private int[] weightAt;
    private int[] weightCategory;
    private float[] inclusive;
    private float[] exclusive;
    private long[] weightCount;
    private boolean built;

    /** @param expected shadows expected (a hint: the columns grow as needed) */
    public Builder(int expected) {
      this(expected, 2 * expected, 2 * expected);
    }

    /** A builder for about {@code shadows} shadows with {@code vertices} vertices and {@code weights} weights in all. */
    public Builder(int shadows, int vertices, int weights) {
      int n = Math.max(0, shadows);
      topology = new byte[n];
      category = new int[n];
      realCount = new long[n];
      start = new double[n];
      end = new double[n];
      vertexAt = new int[n + 1];
      weightAt = new int[n + 1];
      times = new double[Math.max(0, vertices)];
      lineIds = new int[times.length];
      weightCategory = new int[Math.max(0, weights)];
      inclusive = new float[weightCategory.length];
      exclusive = new float[weightCategory.length];
      weightCount = new long[weightCategory.length];
    }

    /** Starts the next shadow; its vertices and weights follow. */
    public void shadow(Topology t, int categoryIndex, double earliest, double latest, long real) {
      checkOpen();
      if (size == category.length) {
        int n = 2 * size + 1;
        topology = Arrays.copyOf(topology, n);
        category = Arrays.copyOf(category, n);
        realCount = Arrays.copyOf(realCount, n);
        start = Arrays.copyOf(start, n);
        end = Arrays.copyOf(end, n);
        vertexAt = Arrays.copyOf(vertexAt, n + 1);
        weightAt = Arrays.copyOf(weightAt, n + 1);
      }
      topology[size] = (byte) t.ordinal();
      category[size] = categoryIndex;
      realCount[size] = real;
      start[size] = earliest;
      end[size] = latest;
      size++;
      vertexAt[size] = vertices;
      weightAt[size] = weights;
    }

    public void vertex(double time, int lineId) {
      checkStarted();
      if (vertices == times.length) {
        times = Arrays.copyOf(times, 2 * vertices + 2);
        lineIds = Arrays.copyOf(lineIds, 2 * vertices + 2);
      }
      times[vertices] = time;
      lineIds[vertices] = lineId;
      vertexAt[size] = ++vertices;
    }

    public void weight(int categoryIndex, float inclusiveRatio, float exclusiveRatio, long count) {
      checkStarted();
      if (weights == weightCategory.length) {
        int n = 2 * weights + 2;
        weightCategory = Arrays.copyOf(weightCategory, n);
        inclusive = Arrays.copyOf(inclusive, n);
        exclusive = Arrays.copyOf(exclusive, n);
        weightCount = Arrays.copyOf(weightCount, n);
      }
      weightCategory[weights] = categoryIndex;
      inclusive[weights] = inclusiveRatio;
      exclusive[weights] = exclusiveRatio;
      weightCount[weights] = count;
      weightAt[size] = ++weights;
    }

    /** The columns; the builder is done then (the columns may hold its arrays). */
    public ShadowColumns build() {
      checkOpen();
      built = true;
      return new ShadowColumns(this);
    }

    /** Vertices and weights belong to the shadow started last: one must have been. */
    private void checkStarted() {
      checkOpen();
      if (size == 0) {
        throw new IllegalStateException("a vertex or weight comes after its shadow is started");
      }
    }

    private void checkOpen() {
      if (built) {
        throw new IllegalStateException("the columns were built already");
      }
    }
  }
}
