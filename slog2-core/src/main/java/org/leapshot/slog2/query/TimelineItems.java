package org.leapshot.slog2.query;

import java.util.Arrays;
import org.leapshot.slog2.model.ShadowColumns;
import org.leapshot.slog2.model.Topology;

/**
 * What a {@link StatisticsBuilder} was given, as columns, to be read timeline by timeline: real
 * primitives that overlap the range, and shadows with the figures of theirs that statistics use,
 * copied from their nodes' columns as the window lists them. Statistics need no drawing order
 * across timelines, only the order things were added within each (sums of doubles depend on it),
 * so items are put in order of their timelines by a stable counting sort: a timeline is then read
 * from consecutive memory, and its cells fit a small array indexed by category. (Read in timeline
 * order straight from the nodes' columns, a whole run of 16 384 timelines missed the cache at
 * nearly every shadow.)
 */
final class TimelineItems {
  static final byte STATE = 0;
  static final byte EVENT = 1;
  static final byte ARROW = 2;
  static final byte STATE_SHADOW = 3;
  static final byte SHADOW = 4;
  static final byte ARROW_SHADOW = 5;
  private final KeySlots lines = new KeySlots();
  private int size;
  private byte[] kind = new byte[64];
  private int[] row = new int[64];
  private double[] from = new double[64];
  private double[] to = new double[64];
  /** A primitive's category and last line ID; a shadow's first weight and number of weights. */
  private int[] category = new int[64];
  private int[] last = new int[64];
  /** An arrow's receiving timeline, and its message size (-1: none) or, for an arrow shadow, its arrows in the range. */
  private int[] peer = new int[64];
  private long[] amount = new long[64];
  /** A state shadow's state time accounted for ({@link StateShadows#busy}) and unaccounted. */
  private double[] busy = new double[64];
  private double[] unaccounted = new double[64];
  private int weights;
  private int[] weightCategory = new int[64];
  private double[] weightCount = new double[64];
  private float[] inclusive = new float[64];
  private float[] exclusive = new float[64];
  /** After {@link #group()}: the items of row r are {@code [rowStart[r], rowStart[r + 1])}. */
  private int[] rowStart;

  /**
   * A primitive of kind STATE, EVENT or ARROW on timeline {@code line}; an arrow's {@code size} is
   * its message size, or -1 when unknown.
   */
  void primitive(byte k, double start, double end, int cat, int line, int lastLine, long size) {
    int i = next(k, line);
    from[i] = start;
    to[i] = end;
    category[i] = cat;
    last[i] = lastLine;
    peer[i] = lastLine;
    amount[i] = size;
  }

  /**
   * Shadow {@code s} of {@code c}, on the timeline of its first vertex; an arrow shadow stands for
   * {@code arrows} arrows in the range.
   */
  void shadow(ShadowColumns c, int s, long arrows) {
    Topology t = c.topology(s);
    boolean state = t == Topology.STATE;
    int i = next(state ? STATE_SHADOW : t == Topology.ARROW ? ARROW_SHADOW : SHADOW, c.firstLineId(s));
    from[i] = c.start(s);
    to[i] = c.end(s);
    peer[i] = c.lastLineId(s);
    amount[i] = arrows;
    if (state) {
      busy[i] = StateShadows.busy(c, s);
      unaccounted[i] = StateShadows.unaccounted(c, s);
    }
    int n = c.weightCount(s);
    category[i] = weights;
    last[i] = n;
    if (weights + n > weightCategory.length) {
      growWeights(Math.max(2 * weightCategory.length, weights + n));
    }
    for (int w = 0; w < n; w++, weights++) {
      weightCategory[weights] = c.weightCategory(s, w);
      weightCount[weights] = c.weightRealCount(s, w);
      inclusive[weights] = c.inclusiveRatio(s, w);
      exclusive[weights] = c.exclusiveRatio(s, w);
    }
  }

  private void growWeights(int n) {
    weightCategory = Arrays.copyOf(weightCategory, n);
    weightCount = Arrays.copyOf(weightCount, n);
    inclusive = Arrays.copyOf(inclusive, n);
    exclusive = Arrays.copyOf(exclusive, n);
  }

  private int next(byte k, int line) {
    if (size == kind.length) {
      int n = 2 * size;
      kind = Arrays.copyOf(kind, n);
      row = Arrays.copyOf(row, n);
      from = Arrays.copyOf(from, n);
      to = Arrays.copyOf(to, n);
      category = Arrays.copyOf(category, n);
      last = Arrays.copyOf(last, n);
      busy = Arrays.copyOf(busy, n);
      unaccounted = Arrays.copyOf(unaccounted, n);
      peer = Arrays.copyOf(peer, n);
      amount = Arrays.copyOf(amount, n);
    }
    kind[size] = k;
    row[size] = lines.slot(line);
    return size++;
  }

  /**
   * Puts the items, and shadows' weights, in order of their rows, keeping the order they were added
   * within each; call once, after the last add.
   */
  void group() {
    int rows = lines.size();
    rowStart = new int[rows + 1];
    for (int i = 0; i < size; i++) {
      rowStart[row[i] + 1]++;
    }
    for (int r = 0; r < rows; r++) {
      rowStart[r + 1] += rowStart[r];
    }
    int[] at = Arrays.copyOf(rowStart, rows);
    int[] source = new int[size];
    for (int i = 0; i < size; i++) {
      source[at[row[i]]++] = i;
    }
    kind = gather(kind, source);
    from = gather(from, source);
    to = gather(to, source);
    busy = gather(busy, source);
    unaccounted = gather(unaccounted, source);
    last = gather(last, source);
    peer = gather(peer, source);
    amount = gather(amount, source);
    int[] c = new int[size];
    int[] wc = new int[weights];
    double[] wn = new double[weights];
    float[] wi = new float[weights];
    float[] we = new float[weights];
    for (int j = 0, w = 0; j < size; j++) {
      int i = source[j];
      if (kind[j] < STATE_SHADOW) {
        c[j] = category[i];
        continue;
      }
      c[j] = w;
      for (int k = category[i], e = k + last[j]; k < e; k++, w++) {
        wc[w] = weightCategory[k];
        wn[w] = weightCount[k];
        wi[w] = inclusive[k];
        we[w] = exclusive[k];
      }
    }
    category = c;
    weightCategory = wc;
    weightCount = wn;
    inclusive = wi;
    exclusive = we;
    row = null;
  }

  private static byte[] gather(byte[] a, int[] source) {
    byte[] out = new byte[source.length];
    for (int j = 0; j < out.length; j++) {
      out[j] = a[source[j]];
    }
    return out;
  }

  private static int[] gather(int[] a, int[] source) {
    int[] out = new int[source.length];
    for (int j = 0; j < out.length; j++) {
      out[j] = a[source[j]];
    }
    return out;
  }

  private static long[] gather(long[] a, int[] source) {
    long[] out = new long[source.length];
    for (int j = 0; j < out.length; j++) {
      out[j] = a[source[j]];
    }
    return out;
  }

  private static double[] gather(double[] a, int[] source) {
    double[] out = new double[source.length];
    for (int j = 0; j < out.length; j++) {
      out[j] = a[source[j]];
    }
    return out;
  }

  int rows() {
    return lines.size();
  }

  int lineOf(int row) {
    return (int) lines.keyOf(row);
  }

  /** The rows in ascending order of their timelines. */
  int[] rowsByLine() {
    long[] keyed = new long[rows()];
    for (int r = 0; r < keyed.length; r++) {
      keyed[r] = KeySlots.pair(lineOf(r), r);
    }
    Arrays.sort(keyed);
    int[] out = new int[keyed.length];
    for (int r = 0; r < out.length; r++) {
      out[r] = (int) keyed[r];
    }
    return out;
  }

  int firstOf(int row) {
    return rowStart[row];
  }

  int endOf(int row) {
    return rowStart[row + 1];
  }

  byte kind(int i) {
    return kind[i];
  }

  double start(int i) {
    return from[i];
  }

  double end(int i) {
    return to[i];
  }

  /** A primitive's category. */
  int category(int i) {
    return category[i];
  }

  int lastLine(int i) {
    return last[i];
  }

  /** An arrow's (or arrow shadow's) receiving timeline. */
  int peer(int i) {
    return peer[i];
  }

  /** An arrow's message size (-1: unknown); an arrow shadow's number of arrows in the range. */
  long amount(int i) {
    return amount[i];
  }

  double busy(int i) {
    return busy[i];
  }

  double unaccounted(int i) {
    return unaccounted[i];
  }

  /** A shadow's first weight; its weights are {@code [firstWeight, firstWeight + weightCount)}. */
  int firstWeight(int i) {
    return category[i];
  }

  int weightCount(int i) {
    return last[i];
  }

  int weightCategory(int w) {
    return weightCategory[w];
  }

  double weightRealCount(int w) {
    return weightCount[w];
  }

  float inclusiveRatio(int w) {
    return inclusive[w];
  }

  float exclusiveRatio(int w) {
    return exclusive[w];
  }
}
