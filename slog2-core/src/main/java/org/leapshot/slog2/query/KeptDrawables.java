package org.leapshot.slog2.query;

import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.model.TimeBox;

/**
 * The filter of a {@link ScrollStep}: which of the base's drawables still count for the new
 * window. Apart from the step because it is its hottest loop and changes for its own reasons (how
 * a drawable is tested against the two windows), while the step changes with how nodes are loaded
 * and runs merged.
 */
final class KeptDrawables {
  /** How a kept drawable's node fares in the new window (see {@link #stillInWindow}). */
  private static final byte DROP = 0;
  private static final byte KEEP = 1;
  private static final byte TEST = 2;
  private static final byte EDGE = 3;

  private KeptDrawables() {}

  /**
   * Writes the base's drawables that count for {@code q} and whose node is still planned,
   * renumbered to the new plan, into {@code out}; returns how many. The base answered
   * {@code query} with {@code drawables} from {@code nodes}; {@code newPlace} is each node's place
   * in the new plan (or -1), whose nodes are {@code now}.
   *
   * <p>The base's drawables are in order of start, and each either overlapped the old window or
   * counted because its node lay inside it ({@code wasWhole}). On a step to later times, those of
   * the first kind that start inside the new window stay without a look at their times, and only
   * those starting before it are tested (their end); on a step to earlier times, those starting
   * after the new window leave, and the rest of the first kind stay. Testing every drawable's times
   * was half of a step: they are scattered over the nodes' columns, which the read-ahead on the
   * other core has pushed out of this one's cache.
   */
  static int stillInWindow(WindowQuery query, LoadedNode[] nodes, WindowDrawables drawables, WindowQuery q,
      int[] newPlace, LoadedNode[] now, long[] out) {
    long[] refs = drawables.refs();
    int size = drawables.size();
    double start = q.start();
    double end = q.end();
    int lists = nodes.length;
    PackedDrawables[] packed = new PackedDrawables[lists];
    // Per node of the base: DROP when not planned now, KEEP when its box lies inside the new window
    // (all of it counts), TEST when it lay inside the old window but not the new one (its
    // drawables counted without a look at their times, so each is tested now), else EDGE.
    byte[] kind = new byte[lists];
    for (int old = 0; old < lists; old++) {
      packed[old] = nodes[old].packed();
      if (newPlace[old] < 0) {
        kind[old] = DROP;
      } else if (inside(now[newPlace[old]].box(), start, end)) {
        kind[old] = KEEP;
      } else {
        kind[old] = inside(nodes[old].box(), query.start(), query.end()) ? TEST : EDGE;
      }
    }
    boolean later = start >= query.start() && end >= query.end();
    boolean earlier = start <= query.start() && end <= query.end();
    // later: [0, from) starts before the new window; earlier: [from, size) starts after it.
    int from = later ? firstStartingAfter(refs, size, packed, start, false)
        : earlier ? firstStartingAfter(refs, size, packed, end, true) : size;
    if (later) {
      return laterStillInWindow(refs, size, from, kind, renumber(newPlace), packed, start, end, out);
    }
    int k = 0;
    for (int j = 0; j < size; j++) {
      long ref = refs[j];
      int old = WindowDrawables.list(ref);
      int i = WindowDrawables.index(ref);
      if (stays(kind[old], j < from, later, earlier, packed[old], i, start, end)) {
        out[k++] = WindowDrawables.ref(newPlace[old], i);
      }
    }
    return k;
  }

  /**
   * {@link #stillInWindow} of a step to later times, the rule of {@link #stays} split at
   * {@code from} so that each part is a loop of its own: every reference is written renumbered
   * ({@code delta}) and counted only when it stays, so the loop does not branch on what the
   * drawables of interleaved nodes decide (this filter was 58 % of a 64-timeline step's query).
   */
  private static int laterStillInWindow(long[] refs, int size, int from, byte[] kind, long[] delta,
      PackedDrawables[] packed, double start, double end, long[] out) {
    int k = 0;
    for (int j = 0; j < from; j++) { // starts before the window: stays when it ends in it
      long ref = refs[j];
      int old = WindowDrawables.list(ref);
      byte c = kind[old];
      boolean stays = c == KEEP || (c != DROP && packed[old].end(WindowDrawables.index(ref)) >= start);
      out[k] = ref + delta[old];
      k += stays ? 1 : 0;
    }
    for (int j = from; j < size; j++) { // starts in the window
      long ref = refs[j];
      int old = WindowDrawables.list(ref);
      byte c = kind[old];
      boolean stays = c == TEST ? overlaps(packed[old], WindowDrawables.index(ref), start, end) : c != DROP;
      out[k] = ref + delta[old];
      k += stays ? 1 : 0;
    }
    return k;
  }

  /** Per old list, what added to one of its references makes the reference into its new list. */
  private static long[] renumber(int[] newPlace) {
    long[] delta = new long[newPlace.length];
    for (int old = 0; old < delta.length; old++) {
      delta[old] = (long) (newPlace[old] - old) << 32;
    }
    return delta;
  }

  /**
   * Whether a drawable of the base, of a node of kind {@code c}, counts for [start, end].
   * {@code before}: on a step to later times it starts before the new window, so it counts when it
   * ends in it (start <= old end <= new end), and one starting in it counts unless its node needs a
   * test (an EDGE node's overlapped the old window); on a step to earlier times it starts by the
   * new window's end, so an EDGE node's counts (end >= old start >= new start). Else every drawable
   * of a node not inside the window is tested.
   */
  private static boolean stays(byte c, boolean before, boolean later, boolean earlier, PackedDrawables p, int i,
      double start, double end) {
    if (c == KEEP || c == DROP) {
      return c == KEEP;
    }
    if (later) {
      return before ? p.end(i) >= start : c == EDGE || overlaps(p, i, start, end);
    }
    if (earlier && c == EDGE) {
      return before;
    }
    return overlaps(p, i, start, end);
  }

  private static boolean overlaps(PackedDrawables p, int i, double start, double end) {
    return p.start(i) <= end && p.end(i) >= start;
  }

  /** The first of the references (in order of start) whose start is at least ({@code strictly}: after) {@code t}. */
  private static int firstStartingAfter(long[] refs, int size, PackedDrawables[] packed, double t, boolean strictly) {
    int lo = 0;
    int hi = size;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      double s = packed[WindowDrawables.list(refs[mid])].start(WindowDrawables.index(refs[mid]));
      if (strictly ? s <= t : s < t) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  /** Whether {@code box} lies inside [start, end]. */
  static boolean inside(TimeBox box, double start, double end) {
    return start <= box.earliest() && box.latest() <= end;
  }
}
