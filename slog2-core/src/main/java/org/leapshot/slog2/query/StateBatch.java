package org.leapshot.slog2.query;

import java.util.Arrays;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * The states of a run of consecutive nodes, handed to their timelines together where there are
 * many timelines ({@link StreamedStatistics}): a node of a trace with thousands of timelines has a
 * state or two for each, and visiting a timeline costs a handful of cache misses, however few
 * states it gets. Grouped by timeline (a stable counting sort, whose writes do not wait on memory),
 * each timeline is visited once per batch and gets its states in the order they came.
 *
 * <p>A state is four longs (its start's and end's bits, category with its dense number, last line
 * ID with its node's place in the batch); what is the same for a node's states (the frontier when
 * it came, whether they came in drawing order) is kept once per node. The sort moves every byte of
 * the batch, so a smaller record is a faster sort: seven doubles a state took half again as long;
 * parts of the batch may be sorted by threads apart.
 */
final class StateBatch {
  /** Per state: start's bits, end's bits, category and dense number, last line ID and node. */
  private static final int W = 4;
  private int size;
  private int[] timeline = new int[1024];
  private long[] state = new long[W * 1024];
  private long[] sorted = new long[0];
  /** Per timeline once sorted: where its states begin in {@link #sorted} (and the next's, where they end). */
  private int[] first = new int[0];
  /** Per part and timeline: where its next state goes while sorting. */
  private int[] at = new int[0];
  /** Timelines and parts of the last {@link #count}. */
  private int count;
  private int parts = 1;
  private int nodes;
  /** Per node in the batch: the start of the next node read when it came ({@link StreamedTimeline#addState}). */
  private double[] frontier = new double[64];
  /** Per node in the batch: whether its states came in drawing order ({@link StreamedTimeline#addStateNow}). */
  private boolean[] inOrder = new boolean[64];

  boolean isEmpty() {
    return size == 0;
  }

  int size() {
    return size;
  }

  /** The states {@link #add}ed next are of a node read now, whose next node starts at {@code frontier}. */
  void node(double frontier, boolean inOrder) {
    if (nodes == this.frontier.length) {
      this.frontier = Arrays.copyOf(this.frontier, 2 * nodes);
      this.inOrder = Arrays.copyOf(this.inOrder, 2 * nodes);
    }
    this.frontier[nodes] = frontier;
    this.inOrder[nodes++] = inOrder;
  }

  /**
   * Room for {@code more} states {@link #add}ed next, made at once for {@code fill} when there is
   * too little: a batch fills to about the same size each time, and arrays doubled past it were a
   * third of the live heap, and their copies most of the garbage, of a 16 384-timeline run.
   */
  void room(int more, int fill) {
    if (size + more > timeline.length) {
      int n = Math.max(size + more, fill);
      timeline = Arrays.copyOf(timeline, n);
      state = Arrays.copyOf(state, W * n);
    }
  }

  /** A state of the timeline numbered {@code t}, of the last {@link #node}; see {@link StreamedTimeline#addState}. */
  void add(int t, double s, double e, int cat, int catSlot, int lastLine) {
    if (size == timeline.length) {
      timeline = Arrays.copyOf(timeline, 2 * size);
      state = Arrays.copyOf(state, 2 * state.length);
    }
    timeline[size] = t;
    int at = W * size++;
    state[at] = Double.doubleToRawLongBits(s);
    state[at + 1] = Double.doubleToRawLongBits(e);
    state[at + 2] = pack(cat, catSlot);
    state[at + 3] = pack(lastLine, nodes - 1);
  }

  private static long pack(int high, int low) {
    return (long) high << 32 | (low & 0xFFFFFFFFL);
  }

  /**
   * Counts the states of each timeline (the first {@code count} numbered) in each of {@code parts}
   * parts of the batch, and from that where each part's go: after those of the parts before.
   */
  void count(int count, int parts) {
    this.count = count;
    this.parts = parts;
    if (first.length < count + 1) {
      first = new int[count + 1];
    }
    if (at.length < parts * count) {
      at = new int[parts * count];
    } else {
      Arrays.fill(at, 0, parts * count, 0);
    }
    for (int p = 0; p < parts; p++) {
      for (int i = partStart(p), to = partStart(p + 1); i < to; i += RUN) {
        countRun(p * count, i, to - i < RUN ? to : i + RUN);
      }
    }
    int next = 0;
    for (int t = 0; t < count; t += RUN) {
      next = placeRun(t, count - t < RUN ? count : t + RUN, next);
    }
    first[count] = next;
    if (sorted.length < W * size) {
      sorted = new long[state.length];
    }
  }

  /** States (or timelines) a run of a loop takes: a method is compiled after ~100 calls, a loop after 60 000 turns. */
  private static final int RUN = 64;

  /** Counts states {@code [from, to)} of the part whose counts start at {@code base} of {@link #at}. */
  private void countRun(int base, int from, int to) {
    int[] a = at;
    int[] line = timeline;
    for (int i = from; i < to; i++) {
      a[base + line[i]]++;
    }
  }

  /** Where the states of timelines {@code [from, to)} go, each part's after those before, from {@code next} on. */
  private int placeRun(int from, int to, int next) {
    int[] a = at;
    int[] f = first;
    for (int t = from; t < to; t++) {
      f[t] = next;
      for (int p = t; p < parts * count; p += count) {
        int n = a[p];
        a[p] = next;
        next += n;
      }
    }
    return next;
  }

  private int partStart(int p) {
    return (int) ((long) p * size / parts);
  }

  /**
   * Moves the states of part {@code part} (of those {@link #count}ed) to their places, grouped by
   * timeline (a stable counting sort, whose writes do not wait on memory). Parts apart may be
   * moved at once.
   */
  void scatter(int part) {
    int base = part * count;
    for (int i = partStart(part), stop = partStart(part + 1); i < stop; i += RUN) {
      scatterRun(base, i, stop - i < RUN ? stop : i + RUN);
    }
  }

  /** {@link #scatter}'s states {@code [from, to)}, whose part's places start at {@code base} of {@link #at}. */
  private void scatterRun(int base, int from, int to) {
    int[] next = at;
    long[] in = state;
    long[] out = sorted;
    int[] line = timeline;
    for (int i = from; i < to; i++) {
      int f = W * i;
      int t = W * next[base + line[i]]++;
      out[t] = in[f];
      out[t + 1] = in[f + 1];
      out[t + 2] = in[f + 2];
      out[t + 3] = in[f + 3];
    }
  }

  /**
   * Hands the sorted ({@link #count}ed and {@link #scatter}ed) states of timelines {@code [from,
   * to)} to them in the order they came, and flushes each timeline that got some up to {@code
   * frontier}; returns how many states that added to cells. Only reads the batch: timelines apart
   * may be handed over at once.
   */
  long handOver(StreamedTimeline[] timelines, int from, int to, double start, double end, double frontier,
      StreamedTimeline.Scratch scratch) {
    int[] f = first;
    long added = 0;
    for (int t = from; t < to; t++) {
      if (f[t] < f[t + 1]) {
        added += handOver(timelines[t], f[t], f[t + 1], start, end, frontier, scratch);
      }
    }
    return added;
  }

  /** {@link #handOver} of one timeline's sorted states {@code [from, to)}: compiled after a few hundred timelines. */
  private long handOver(StreamedTimeline line, int from, int to, double start, double end, double frontier,
      StreamedTimeline.Scratch scratch) {
    long[] out = sorted;
    inDrawingOrder(out, from, to);
    for (int k = W * from; k < W * to; k += W) {
      double s = Double.longBitsToDouble(out[k]);
      double e = Double.longBitsToDouble(out[k + 1]);
      long c = out[k + 2];
      long l = out[k + 3];
      int node = (int) l;
      double fr = this.frontier[node];
      if (inOrder[node] && s < fr && s < line.quietBelow) {
        line.workOut(s, e, line.cellAt((int) (c >> 32), (int) c), start, end, scratch); // addStateNow's usual case
      } else if (inOrder[node] && s < fr) {
        line.addStateNow(s, e, (int) (c >> 32), (int) c, (int) (l >> 32), this.frontier[node], start, end,
            scratch);
      } else {
        line.addState(s, e, (int) (c >> 32), (int) c, (int) (l >> 32), this.frontier[node]);
      }
    }
    return line.flush(start, end, frontier, scratch);
  }

  /**
   * Puts the states {@code [from, to)} of one timeline in {@code out} in drawing order (stable):
   * the states released at a node come from it and from held nodes, each in drawing order, and
   * are added a node after another ({@link PendingStates#sources}); a timeline has a state or two
   * of them, so one comparison a state mostly. Many out of order (a timeline with most of the
   * states, or nodes out of order) are sorted, not moved one by one.
   */
  static void inDrawingOrder(long[] out, int from, int to) {
    if (to - from < 2) {
      return;
    }
    double before = Double.longBitsToDouble(out[W * from]);
    int moved = 0;
    for (int i = from + 1; i < to; i++) {
      double s = Double.longBitsToDouble(out[W * i]);
      if (s < before || s == before && after(out, i - 1, i)) {
        if (++moved > INSERTED) {
          sort(out, from, to);
          return;
        }
        moveBack(out, from, i);
        s = Double.longBitsToDouble(out[W * i]); // the last one now
      }
      before = s;
    }
  }

  /** States moved back one by one in a timeline's states, at most: past it they are sorted. */
  private static final int INSERTED = 16;

  /** A stable sort of the states {@code [from, to)} of one timeline in {@code out} into drawing order. */
  private static void sort(long[] out, int from, int to) {
    Integer[] order = new Integer[to - from];
    for (int i = 0; i < order.length; i++) {
      order[i] = from + i;
    }
    Arrays.sort(order, (a, b) -> after(out, a, b) ? 1 : after(out, b, a) ? -1 : 0);
    long[] copy = Arrays.copyOfRange(out, W * from, W * to);
    for (int i = 0; i < order.length; i++) {
      System.arraycopy(copy, W * (order[i] - from), out, W * (from + i), W);
    }
  }

  /** Moves state {@code i} back among the ones before it, in drawing order, after those equal to it. */
  private static void moveBack(long[] out, int from, int i) {
    long a = out[W * i];
    long b = out[W * i + 1];
    long c = out[W * i + 2];
    long d = out[W * i + 3];
    int j = i;
    while (j > from && after(out, j - 1, a, b, c, d)) {
      System.arraycopy(out, W * (j - 1), out, W * j, W);
      j--;
    }
    out[W * j] = a;
    out[W * j + 1] = b;
    out[W * j + 2] = c;
    out[W * j + 3] = d;
  }

  /** Whether state {@code p} comes after state {@code i} in drawing order (both of one timeline). */
  private static boolean after(long[] out, int p, int i) {
    return after(out, p, out[W * i], out[W * i + 1], out[W * i + 2], out[W * i + 3]);
  }

  private static boolean after(long[] out, int p, long start, long end, long cat, long last) {
    return DrawingOrder.compareKeys(Double.longBitsToDouble(out[W * p]), Double.longBitsToDouble(out[W * p + 1]),
        (int) (out[W * p + 2] >> 32), 0, (int) (out[W * p + 3] >> 32), Double.longBitsToDouble(start),
        Double.longBitsToDouble(end), (int) (cat >> 32), 0, (int) (last >> 32)) > 0;
  }

  /** Empties the batch once handed over. */
  void clear() {
    size = 0;
    nodes = 0;
  }
}
