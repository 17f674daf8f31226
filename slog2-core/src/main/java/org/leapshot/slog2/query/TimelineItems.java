package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.concurrent.Executor;
import org.leapshot.slog2.model.ShadowColumns;
import org.leapshot.slog2.model.Topology;

/**
 * What a {@link StatisticsBuilder} was given, to be read timeline by timeline: real primitives that
 * overlap the range, and shadows with the figures of theirs that statistics use, copied from their
 * nodes' columns as the window lists them. Statistics need no drawing order across timelines, only
 * the order things were added within each (sums of doubles depend on it), so items are put in
 * order of their timelines by a stable counting sort: a timeline is then read from consecutive
 * memory, and its cells fit a small array indexed by category. An item's numbers lie side by side
 * in one array ({@link #S} longs), so that the sort, which reads them in an order unrelated to
 * memory, misses the cache about once per item; a shadow's weights lie together too
 * ({@link ShadowWeights}) and are moved with it. (Read in timeline order straight from the nodes'
 * columns, a whole run of 16 384 timelines missed the cache at nearly every number.)
 */
final class TimelineItems {
  static final byte STATE = 0;
  static final byte EVENT = 1;
  static final byte ARROW = 2;
  static final byte STATE_SHADOW = 3;
  static final byte SHADOW = 4;
  static final byte ARROW_SHADOW = 5;
  /**
   * Longs per item, all in one array so that an item is one or two neighbouring cache lines (as
   * three arrays, the grouping missed the cache about three times an item): start, end, and for a
   * state shadow its state time accounted for ({@link StateShadows#busy}) and unaccounted, as the
   * doubles' bits; {@link #KIND_AND_FIRST}; {@link #LAST_AND_PEER}; {@link #AMOUNT}.
   */
  private static final int S = 7;
  /** Kind (high half); a primitive's category or a shadow's first weight (low half). */
  private static final int KIND_AND_FIRST = 4;
  /** A primitive's last line ID or a shadow's number of weights (high half); an arrow's (or arrow shadow's) receiving timeline (low half). */
  private static final int LAST_AND_PEER = 5;
  /** An arrow's message size (-1: none); an arrow shadow's arrows in the range. */
  private static final int AMOUNT = 6;
  private static final long LOW = 0xFFFF_FFFFL;
  /** Items moved by one thread at a time when grouping. */
  private static final int GATHER_CHUNK = 1 << 15;
  private final KeySlots lines = new KeySlots();
  private int size;
  private int[] row = new int[64];
  private long[] x = new long[64 * S];
  private final ShadowWeights weights = new ShadowWeights();
  /** After {@link #group}: the items of row r are {@code [rowStart[r], rowStart[r + 1])}. */
  private int[] rowStart;
  private int[] lineOfRow;

  /**
   * A primitive of kind STATE, EVENT or ARROW on timeline {@code line}; an arrow's {@code size} is
   * its message size, or -1 when unknown.
   */
  void primitive(byte k, double start, double end, int cat, int line, int lastLine, long size) {
    int i = next(line, start, end);
    x[S * i + KIND_AND_FIRST] = halves(k, cat);
    x[S * i + LAST_AND_PEER] = halves(lastLine, lastLine);
    x[S * i + AMOUNT] = size;
  }

  /**
   * Shadow {@code s} of {@code c}, on the timeline of its first vertex; an arrow shadow stands for
   * {@code arrows} arrows in the range.
   */
  void shadow(ShadowColumns c, int s, long arrows) {
    int i = next(c.firstLineId(s), c.start(s), c.end(s));
    fill(i, weights.add(c.weightCount(s)), c, s, arrows);
  }

  /**
   * Adds room for {@code shadows} shadows with {@code shadowWeights} weights in all, to be filled by
   * {@link #shadowAt} (from any threads, each item once), then {@link #slotLines}; returns the first
   * new item (its first weight is {@link #weightsAdded} before the call).
   */
  int addRoom(int shadows, int shadowWeights) {
    reserve(shadows, 0);
    weights.addRoom(shadowWeights);
    size += shadows;
    return size - shadows;
  }

  int weightsAdded() {
    return weights.size();
  }

  /** Shadow {@code s} of {@code c} as item {@code i} of the room added, its weights from {@code firstWeight}. */
  void shadowAt(int i, int firstWeight, ShadowColumns c, int s, long arrows) {
    row[i] = c.firstLineId(s); // its line until slotLines
    x[S * i] = Double.doubleToRawLongBits(c.start(s));
    x[S * i + 1] = Double.doubleToRawLongBits(c.end(s));
    fill(i, firstWeight, c, s, arrows);
  }

  /** Gives the items [from, to), filled by {@link #shadowAt}, their timelines' rows. */
  void slotLines(int from, int to) {
    for (int i = from; i < to; i++) {
      row[i] = lines.slot(row[i]);
    }
  }

  private void fill(int i, int firstWeight, ShadowColumns c, int s, long arrows) {
    Topology t = c.topology(s);
    boolean state = t == Topology.STATE;
    int count = c.weightCount(s);
    x[S * i + KIND_AND_FIRST] = halves(state ? STATE_SHADOW : t == Topology.ARROW ? ARROW_SHADOW : SHADOW, firstWeight);
    x[S * i + LAST_AND_PEER] = halves(count, c.lastLineId(s));
    x[S * i + AMOUNT] = arrows;
    weights.copy(firstWeight, c, s);
    if (state) {
      double duration = c.end(s) - c.start(s);
      double busy = StateShadows.busy(weights.positiveSum(firstWeight, count, false), duration);
      x[S * i + 2] = Double.doubleToRawLongBits(busy);
      x[S * i + 3] = Double.doubleToRawLongBits(
          StateShadows.unaccounted(weights.positiveSum(firstWeight, count, true), busy, duration));
    }
  }

  /** Makes room for {@code more} items and {@code moreWeights} weights beyond those added (copying the columns once). */
  void reserve(int more, int moreWeights) {
    if (size + more > row.length) {
      grow(size + more);
    }
    weights.reserve(moreWeights);
  }

  private void grow(int grown) {
    row = ScratchArrays.grown(row, size, grown);
    x = ScratchArrays.grown(x, S * size, S * grown);
  }

  private int next(int line, double start, double end) {
    if (size == row.length) {
      grow(2 * size);
    }
    row[size] = lines.slot(line);
    x[S * size] = Double.doubleToRawLongBits(start);
    x[S * size + 1] = Double.doubleToRawLongBits(end);
    return size++;
  }

  private static long halves(int high, int low) {
    return ((long) high << 32) | (low & LOW);
  }

  /**
   * Puts the items in order of their timelines, keeping the order they were added within each;
   * call once, after the last add. The moves are shared with up to {@code threads} − 1 of
   * {@code workers} (none when null). A shadow's weights follow it ({@link #groupWeights}).
   */
  void group(Executor workers, int threads) {
    int rows = lines.size();
    // rows renumbered in ascending order of their timelines: the answer is read in that order
    lineOfRow = new int[rows];
    int[] rank = lines.ranks(lineOfRow);
    rowStart = new int[rows + 1];
    for (int i = 0; i < size; i++) {
      row[i] = rank[row[i]];
      rowStart[row[i] + 1]++;
    }
    for (int r = 0; r < rows; r++) {
      rowStart[r + 1] += rowStart[r];
    }
    int[] at = Arrays.copyOf(rowStart, rows);
    int[] source = ScratchArrays.ints(size);
    for (int i = 0; i < size; i++) {
      source[at[row[i]]++] = i;
    }
    ScratchArrays.give(row);
    row = null;
    // the moves, which wait on memory, are shared among threads by ranges of the new order
    long[] moved = ScratchArrays.longs(S * size);
    SharedWork.run(workers, threads, (size + GATHER_CHUNK - 1) / GATHER_CHUNK,
        () -> c -> gather(source, moved, c * GATHER_CHUNK, Math.min(size, (c + 1) * GATHER_CHUNK)));
    ScratchArrays.give(source);
    ScratchArrays.give(x);
    x = moved;
    groupWeights(workers, threads);
  }

  /**
   * Puts the shadows' weights in the items' new order, to be read from consecutive memory: read where
   * they were added, each shadow's missed the cache (a quarter of the 16 384-timeline whole run's time).
   */
  private void groupWeights(Executor workers, int threads) {
    if (weights.size() == 0) {
      return; // real drawables only (exact statistics)
    }
    int chunks = (size + GATHER_CHUNK - 1) / GATHER_CHUNK;
    int[] chunkFirst = new int[chunks + 1]; // where each chunk's first weight goes
    for (int j = 0; j < size; j++) {
      chunkFirst[j / GATHER_CHUNK + 1] += kind(j) >= STATE_SHADOW ? weightCount(j) : 0;
    }
    Arrays.parallelPrefix(chunkFirst, Integer::sum);
    double[] moved = weights.emptyCopy();
    SharedWork.run(workers, threads, chunks, () -> c -> {
      int to = chunkFirst[c];
      for (int j = c * GATHER_CHUNK, e = Math.min(size, j + GATHER_CHUNK); j < e; j++) {
        if (kind(j) >= STATE_SHADOW) {
          int count = weightCount(j);
          weights.move(firstWeight(j), count, moved, to);
          x[S * j + KIND_AND_FIRST] = halves(kind(j), to);
          to += count;
        }
      }
    });
    weights.use(moved);
  }

  private void gather(int[] source, long[] out, int from, int to) {
    for (int j = from; j < to; j++) {
      int i = S * source[j];
      for (int k = 0; k < S; k++) {
        out[S * j + k] = x[i + k];
      }
    }
  }

  /** Gives the large arrays back for the next answer ({@link ScratchArrays}), after the last read: then empty. */
  void release() {
    ScratchArrays.give(row);
    ScratchArrays.give(x);
    row = new int[64];
    x = new long[64 * S];
    size = 0;
    weights.release();
  }

  int rows() {
    return lines.size();
  }

  /** The timeline of a row; rows ascend with their timelines once grouped. */
  int lineOf(int row) {
    return lineOfRow[row];
  }

  int firstOf(int row) {
    return rowStart[row];
  }

  int endOf(int row) {
    return rowStart[row + 1];
  }

  byte kind(int i) {
    return (byte) (x[S * i + KIND_AND_FIRST] >> 32);
  }

  double start(int i) {
    return Double.longBitsToDouble(x[S * i]);
  }

  double end(int i) {
    return Double.longBitsToDouble(x[S * i + 1]);
  }

  double busy(int i) {
    return Double.longBitsToDouble(x[S * i + 2]);
  }

  double unaccounted(int i) {
    return Double.longBitsToDouble(x[S * i + 3]);
  }

  /** A primitive's category. */
  int category(int i) {
    return (int) x[S * i + KIND_AND_FIRST];
  }

  int lastLine(int i) {
    return (int) (x[S * i + LAST_AND_PEER] >> 32);
  }

  /** An arrow's (or arrow shadow's) receiving timeline. */
  int peer(int i) {
    return (int) x[S * i + LAST_AND_PEER];
  }

  /** An arrow's message size (-1: unknown); an arrow shadow's number of arrows in the range. */
  long amount(int i) {
    return x[S * i + AMOUNT];
  }

  /** A shadow's first weight; its weights are {@code [firstWeight, firstWeight + weightCount)}. */
  int firstWeight(int i) {
    return (int) x[S * i + KIND_AND_FIRST];
  }

  int weightCount(int i) {
    return (int) (x[S * i + LAST_AND_PEER] >> 32);
  }

  /** The shadows' weights, by the numbers {@link #firstWeight} gives. */
  ShadowWeights weights() {
    return weights;
  }
}
