package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.List;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.model.Drawable;

/**
 * Every drawable that a stretch of time around the window overlaps (its span: the window and a
 * few windows on each side), in drawing order, copied into columns of their own: made by the
 * read-ahead after a planned query, it answers any planned window inside the span with two binary
 * searches and the few drawables that start before the window and last into it
 * ({@link #window}). The answer is a view of a slice of these columns, so a scroll step copies
 * nothing, and reading it walks a few arrays in order instead of dozens of nodes' columns (3.5 ns
 * a drawable by place in the nodes).
 *
 * <p>Why: a scroll step that filtered the previous window's drawables and merged in the new ones
 * did, for 1 322 drawables on 64 timelines, 20 µs of work per half-window step; Jumpshot-4 takes
 * 27 µs. The span is drawn up off the step, on the read-ahead thread, as the nodes of the next
 * windows are.
 *
 * <p>The answer is the one a fresh planned query gives, drawable for drawable and in the same
 * order: the span was assembled as a planned query over the span, so its order is drawing order
 * with ties by node in plan order (levels from the root, each in xpos order, the same for every
 * window) and place in the node; a window's planned nodes must be exactly the span's nodes whose
 * box overlaps it, in the same order, and every drawable of the span lies inside its node's box
 * (checked when made), so the span's drawables that overlap the window are exactly those the
 * window's nodes give (all of a node inside the window, else those overlapping it). Immutable: any
 * thread may answer from it.
 */
final class SpanColumns {
  /** Drawables per block of {@link #blockEnd}: the search for those lasting into the window skips a block at a look. */
  static final int BLOCK = 32;
  /**
   * The most drawables a span holds (about 60 MB of columns): past that, its memory beside the node
   * cache's is not worth a step that is fast already for windows so full.
   */
  static final int MAX_DRAWABLES = 1 << 20;
  private static final int STRIDE = PackedDrawables.STRIDE;
  private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[0]);
  private final double from;
  private final double to;
  /** The drawables as the span's planned answer references them (see {@link WindowDrawables}), for objects. */
  private final PackedDrawables[] lists;
  private final long[] refs;
  private final int size;
  /**
   * What a reader of drawable j reads, laid out as {@link PackedDrawables#readColumns()} from
   * {@code STRIDE * j}: a window's slice is one stretch of memory that a reading loop fetches in order.
   */
  final long[] read;
  /**
   * The arrays of a window's places in this span ({@link DrawablePlaces}: array 0 for objects, none
   * here, then {@link #read}), made once rather than at every step.
   */
  final long[][] reads;
  /**
   * The later of the two vertex times: what the search for drawables lasting into a window reads, in
   * a column of its own: it looks at tens of thousands of drawables on 4 096 timelines, and their
   * ends alone are a quarter of the memory of their values.
   */
  private final double[] end;
  /** Per block of {@link #BLOCK} drawables, the latest end among them. */
  private final double[] blockEnd;
  /**
   * Per block, the earliest end among them: a block whose every drawable lasts into the window is
   * taken whole, without a look at each (on 4 096 timelines most of a window's drawables are states
   * that started before it, and most blocks before the window are all such).
   */
  private final double[] blockMinEnd;
  /** The span's planned nodes, in plan order: file offsets and boxes. */
  private final SpanNodes nodes;

  private SpanColumns(double from, double to, WindowDrawables w, List<BlockPointer> nodes, LoadedNode[] loaded) {
    this.from = from;
    this.to = to;
    this.size = w.size();
    this.refs = w.refs();
    this.lists = new PackedDrawables[loaded.length];
    read = new long[STRIDE * size];
    reads = new long[][] {new long[0], read};
    end = new double[size];
    blockEnd = new double[(size + BLOCK - 1) / BLOCK];
    Arrays.fill(blockEnd, Double.NEGATIVE_INFINITY);
    blockMinEnd = new double[blockEnd.length];
    Arrays.fill(blockMinEnd, Double.POSITIVE_INFINITY);
    this.nodes = new SpanNodes(nodes, loaded);
    for (int n = 0; n < loaded.length; n++) {
      lists[n] = loaded[n].packed();
    }
    for (int j = 0; j < size; j++) {
      PackedDrawables p = lists[WindowDrawables.list(refs[j])];
      int i = WindowDrawables.index(refs[j]);
      PackedDrawables.copyRead(p.readColumns(), i, read, j);
      double e = Math.max(p.time(i, 0), p.time(i, 1));
      end[j] = e;
      blockEnd[j / BLOCK] = Math.max(blockEnd[j / BLOCK], e);
      blockMinEnd[j / BLOCK] = Math.min(blockMinEnd[j / BLOCK], e);
    }
  }

  /**
   * The span [from, to] of a planned answer over it, or {@code null} when it cannot be one: its
   * drawables sorted as objects (a file out of order), from other lists than the nodes, more than
   * {@link #MAX_DRAWABLES}, or some drawable outside its node's box (then a window's nodes would
   * not say which drawables it has).
   *
   * @param nodes the planned nodes, in plan order; the answer's list {@code i} must be node i's drawables
   */
  static SpanColumns of(double from, double to, List<BlockPointer> nodes, LoadedNode[] loaded, List<Drawable> answer) {
    if (!(answer instanceof WindowDrawables w) || w.listCount() != loaded.length || w.hasObjects()
        || w.size() > MAX_DRAWABLES) {
      return null;
    }
    SpanColumns span = new SpanColumns(from, to, w, nodes, loaded);
    return span.withinBoxes() ? span : null;
  }

  /**
   * True when each drawable lies inside its node's box (no NaN times either). Those of the span are
   * enough: a drawable that overlaps no part of the span overlaps no window inside it, and a node
   * whose box lies inside the span gave all of its drawables. (Checking every drawable of every node
   * was most of making a span: upper nodes hold thousands.)
   */
  private boolean withinBoxes() {
    for (int j = 0; j < size; j++) {
      int n = WindowDrawables.list(refs[j]);
      double s = start(j);
      double e = end[j];
      if (!nodes.holds(n, s, e)) {
        return false;
      }
    }
    return true;
  }

  /** True when [start, end] lies inside the span. */
  boolean covers(double start, double end) {
    return from <= start && end <= to;
  }

  /**
   * The drawables of {@code q}, whose planned nodes are {@code planned}, in drawing order; null when
   * the span does not answer it: the window is not inside the span, or its nodes are not the span's
   * nodes whose box overlaps it (a directory whose boxes do not nest).
   *
   * @param previous an earlier window answered from any span, or null: when it is this span's and
   *     starts no later, the drawables lasting into {@code q} are found among its own and those
   *     starting between the two windows ({@link #carried}), not among all before {@code q}
   */
  SpanWindow window(WindowQuery q, List<BlockPointer> planned, SpanWindow previous) {
    double s = q.start();
    double e = q.end();
    if (!covers(s, e) || !nodes.sameAs(planned, s, e)) {
      return null;
    }
    boolean later = previous != null && previous.span() == this && previous.startSec() <= s;
    int lo = later ? firstStartFrom(s, false, previous.from()) : firstStart(s, false, 0, size);
    int hi = firstStartFrom(e, true, later && previous.endSec() <= e ? Math.max(lo, previous.to()) : lo);
    int[] before = later && previous.before().length + (lo - previous.from()) < lo
        ? carried(previous, s, lo) : lastingInto(s, lo);
    return new SpanWindow(this, s, e, before, lo, hi);
  }

  /**
   * {@link #lastingInto} from an earlier window of this span starting at or before {@code s}: a
   * drawable that starts before that window and lasts until {@code s} lasted into it too, so it is
   * one of its {@code before}; the rest start between the two windows, looked for block by block
   * (most of those blocks end before {@code s}). Why: on 4 096 timelines, 15 000–25 000 of the up to
   * 50 000 drawables before a window last into it, spread over most blocks, and a scroll step adds a
   * few thousand; the same drawables were looked for again at every step.
   */
  int[] carried(SpanWindow previous, double s, int lo) {
    int[] was = previous.before();
    int[] out = scratch(was.length + lo - previous.from());
    int k = 0;
    for (int p : was) {
      out[k] = p;
      k += end[p] >= s ? 1 : 0;
    }
    return Arrays.copyOf(out, lasting(s, previous.from(), lo, out, k));
  }

  /** The places before {@code lo} (those starting before {@code s}) whose drawable lasts until {@code s} or later, ascending. */
  int[] lastingInto(double s, int lo) {
    int[] out = scratch(lo);
    return Arrays.copyOf(out, lasting(s, 0, lo, out, 0));
  }

  /**
   * Puts the places of [from, lo) whose drawable lasts until {@code s} or later into {@code out}
   * from {@code k} on, ascending; returns where they end. A block whose drawables all end before
   * {@code s} is passed over at one look, one whose drawables all last is taken whole.
   */
  private int lasting(double s, int from, int lo, int[] out, int k) {
    for (int b = from / BLOCK, blocks = (lo + BLOCK - 1) / BLOCK; b < blocks; b++) {
      if (!(blockEnd[b] >= s)) {
        continue;
      }
      int first = Math.max(from, b * BLOCK);
      int last = Math.min(lo, b * BLOCK + BLOCK);
      if (blockMinEnd[b] >= s) {
        for (int j = first; j < last; j++) {
          out[k++] = j;
        }
        continue;
      }
      for (int j = first; j < last; j++) {
        out[k] = j;
        k += end[j] >= s ? 1 : 0; // no branch on what interleaved timelines decide
      }
    }
    return k;
  }

  /**
   * {@link #firstStart} known to be at {@code from} or later: looked for in steps doubling from
   * there, so that a step's search touches the drawables near the window (read next) rather than
   * the middle of the span, cold from the core that made it.
   */
  private int firstStartFrom(double t, boolean strictly, int from) {
    int lo = from;
    int hi = from;
    for (int step = 1; hi < size && (strictly ? start(hi) <= t : start(hi) < t); step <<= 1) {
      lo = hi + 1;
      hi = from + step;
    }
    return firstStart(t, strictly, lo, Math.min(hi, size));
  }

  /** The first place in [lo, hi) whose start is at least ({@code strictly}: after) {@code t}, else hi. */
  private int firstStart(double t, boolean strictly, int lo, int hi) {
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      double v = start(mid);
      if (strictly ? v <= t : v < t) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  /**
   * Drawable j's start, from its values in {@link #read} (an object's is vertex 0's field): no column
   * of its own, so that the searches of a step, a few looks each, touch the memory the reader of its
   * answer reads next, not an array beside it (a span is made on the read-ahead's core, and each
   * line a step touches first comes from there).
   */
  private double start(int j) {
    int at = STRIDE * j;
    double t0 = Double.longBitsToDouble(read[at]);
    return (int) read[at + 2] == 0 ? t0 : Math.min(t0, Double.longBitsToDouble(read[at + 1]));
  }

  /** This thread's array of at least {@code n} places (grown arrays were most of what a step allocated). */
  private static int[] scratch(int n) {
    int[] s = SCRATCH.get();
    if (s.length < n) {
      s = new int[Math.max(n, 2 * s.length)];
      SCRATCH.set(s);
    }
    return s;
  }

  int size() {
    return size;
  }

  /** Drawable {@code j} held as an object (a composite, a primitive of more vertices), else null. */
  Drawable stored(int j) {
    long r = refs[j];
    return lists[WindowDrawables.list(r)].stored(WindowDrawables.index(r));
  }

  /** Drawable {@code j} as an object (a new one when it is held in columns). */
  Drawable drawable(int j) {
    long r = refs[j];
    return lists[WindowDrawables.list(r)].get(WindowDrawables.index(r));
  }

  /** The reference of drawable {@code j} into {@link #lists()}. */
  long ref(int j) {
    return refs[j];
  }

  PackedDrawables[] lists() {
    return lists;
  }
}
