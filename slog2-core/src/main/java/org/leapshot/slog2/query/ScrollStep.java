package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.TimeBox;

/**
 * A planned answer kept for the next query, which, when its window overlaps most of this one (a
 * scroll step), is answered from it: the drawables that are still in the window keep their merged
 * order, and only those the new part adds are picked from the nodes and merged in, so picking and
 * merging cost in proportion to what changed rather than to the whole window (Jumpshot-4 keeps its
 * previous window's drawables in the same way); what stays is only filtered, mostly by position.
 *
 * <p>The answer is the one a fresh planned query gives, drawable for drawable and in the same order:
 * a planned query answers with every drawable of its nodes that counts for the window (all of a
 * node whose box lies inside the window, else those overlapping it), in drawing order with ties by
 * node (in plan order, which is the same for every window: levels from the root, each in xpos
 * order) and place in the node (see {@link RunAssembler}).
 * The step keeps exactly the previous drawables whose node is still planned and that count for the
 * new window, and adds exactly those of the new plan's nodes that count for the new window but did
 * not for the previous one (or whose node was not planned then). Nodes or levels out of drawing
 * order make the caller answer afresh.
 *
 * <p>Immutable: queries on several threads may each step from the same base.
 */
final class ScrollStep {
  /** The least part of the longer window that the two windows of a step share. */
  static final double SHARED = 0.4;
  /** How a kept drawable's node fares in the new window (see {@link #stillInWindow}). */
  private static final byte DROP = 0;
  private static final byte KEEP = 1;
  private static final byte TEST = 2;
  private static final byte EDGE = 3;
  private static final ThreadLocal<long[]> SCRATCH = ThreadLocal.withInitial(() -> new long[0]);
  /** This thread's array for what the kept nodes add, all of them in a row (an array each was fresh memory). */
  private static final ThreadLocal<int[]> PICKS = ThreadLocal.withInitial(() -> new int[0]);
  private final WindowQuery query;
  private final List<BlockPointer> pointers;
  private final LoadedNode[] nodes;
  private final WindowDrawables drawables;

  private ScrollStep(WindowQuery query, List<BlockPointer> pointers, LoadedNode[] nodes, WindowDrawables drawables) {
    this.query = query;
    this.pointers = pointers;
    this.nodes = nodes;
    this.drawables = drawables;
  }

  /**
   * The base for the next step after a planned answer, or {@code null} when it cannot be one.
   *
   * @param nodes the planned nodes, in plan order; the answer's list {@code i} must be node i's drawables
   */
  static ScrollStep of(WindowQuery q, List<BlockPointer> pointers, LoadedNode[] nodes, WindowResult answer) {
    if (!(answer.drawables() instanceof WindowDrawables w) || w.listCount() != nodes.length || w.hasObjects()) {
      return null; // sorted as objects (a file out of order), or not from these nodes
    }
    return new ScrollStep(q, pointers, nodes, w);
  }

  /**
   * Whether {@code q} is answered from this base: the two windows share at least {@link #SHARED} of
   * the longer one (a scroll step of half a window, a zoom by 2×, with room for rounding). Further
   * off, most of the kept drawables would be dropped or most of the answer picked anew: a fresh
   * query is as cheap.
   */
  boolean follows(WindowQuery q) {
    double overlap = Math.min(q.end(), query.end()) - Math.max(q.start(), query.start());
    return overlap >= 0 && overlap >= SHARED * Math.max(q.duration(), query.duration());
  }

  /** The base that {@link #answer} made, for the step after it. */
  record Answer(WindowResult result, ScrollStep next) {}

  /**
   * Answers {@code q}, whose planned nodes are {@code plan}, from this base; {@code null} when a
   * node is out of drawing order (then only a fresh query answers as a planned one does).
   */
  Answer answer(WindowQuery q, DirectoryPlan.Nodes plan, NodeLoader loader, BooleanSupplier cancelled, long t0)
      throws IOException {
    if (cancelled.getAsBoolean()) {
      throw new InterruptedIOException("query superseded");
    }
    List<BlockPointer> planned = plan.nodes();
    int n = planned.size();
    int[] newPlace = placesInPlan(planned);
    LoadedNode[] now = new LoadedNode[n];
    boolean[] kept = new boolean[n];
    NodeLoader.Tally tally = new NodeLoader.Tally();
    List<BlockPointer> missing = new ArrayList<>();
    List<Integer> missingAt = new ArrayList<>();
    int reused = 0;
    for (int old = 0; old < nodes.length; old++) {
      if (newPlace[old] >= 0) {
        now[newPlace[old]] = nodes[old];
        kept[newPlace[old]] = true;
        reused++; // counted as from the cache, as a fresh query would find them
      }
    }
    for (int i = 0; i < n; i++) {
      if (now[i] == null) {
        missing.add(planned.get(i));
        missingAt.add(i);
      }
    }
    loader.touch(planned, plan.inner(), kept); // recent in the cache, for read-ahead and later steps
    if (!missing.isEmpty()) {
      boolean[] inner = new boolean[missing.size()];
      for (int k = 0; k < inner.length; k++) {
        inner[k] = plan.inner()[missingAt.get(k)];
      }
      LoadedNode[] loaded = loader.load(missing, inner, cancelled, tally, null, null);
      for (int k = 0; k < loaded.length; k++) {
        now[missingAt.get(k)] = loaded[k];
      }
    }
    for (LoadedNode node : now) {
      if (!node.sorted()) {
        return null;
      }
    }
    RunAssembler out = new RunAssembler();
    for (LoadedNode node : now) {
      out.register(node.packed());
    }
    // What the nodes new to the plan add; the kept ones' are picks[pickFrom[i], pickFrom[i + 1]).
    int[][] added = new int[n][];
    int[] pickFrom = new int[n + 1];
    int[] picks = PICKS.get();
    int addedCount = 0;
    for (int i = 0; i < n; i++) {
      int used = pickFrom[i];
      if (kept[i]) {
        if (picks.length < used + now[i].packed().size()) {
          picks = Arrays.copyOf(picks, Math.max(used + now[i].packed().size(), 2 * picks.length));
          PICKS.set(picks);
        }
        pickFrom[i + 1] = added(now[i], q, picks, used);
        addedCount += pickFrom[i + 1] - used;
      } else {
        pickFrom[i + 1] = used;
        added[i] = NodeOverlap.overlapping(now[i], q.start(), q.end());
        addedCount += added[i] == NodeOverlap.WHOLE ? now[i].packed().size() : added[i].length;
      }
    }
    // The kept drawables come first, in an array with room to merge the rest in place; then what
    // each tree level adds, as one run per level as a fresh query makes them.
    long[] staying = scratch(drawables.size());
    int keptCount = stillInWindow(q, newPlace, now, staying);
    long[] stay = new long[keptCount + addedCount];
    System.arraycopy(staying, 0, stay, 0, keptCount);
    out.startRun(stay, keptCount);
    int at = 0;
    for (int size : plan.levelSizes()) {
      int count = 0;
      for (int i = at; i < at + size; i++) {
        count += kept[i] ? pickFrom[i + 1] - pickFrom[i]
            : added[i] == NodeOverlap.WHOLE ? now[i].packed().size() : added[i].length;
      }
      if (at + size == n) { // the leaves: most of what is new, merged into stay, in this thread's array (free again)
        out.startBorrowedRun(scratch(count));
      } else {
        out.startRun(count); // sized: grown from a few slots, the leaves' run was half of what a step allocated
      }
      for (int i = at; i < at + size; i++) {
        if (kept[i]) {
          out.append(i, picks, pickFrom[i], pickFrom[i + 1] - pickFrom[i], true);
        } else if (added[i] == NodeOverlap.WHOLE) {
          out.appendWhole(i, true);
        } else {
          out.append(i, added[i], 0, added[i].length, true);
        }
      }
      at += size;
    }
    List<Drawable> merged = out.result();
    if (!(merged instanceof WindowDrawables)) {
      return null; // a level out of order, sorted as objects: only a fresh query puts ties as it does
    }
    WindowResult r = new WindowResult(q, merged, WindowShadows.EMPTY, tally.read.get(), tally.cached.get() + reused,
        System.nanoTime() - t0);
    return new Answer(r, of(q, planned, now, r));
  }

  /**
   * This thread's array of at least {@code n} slots for the kept references, so that the answer's
   * array is made for exactly what stays: sized for every previous drawable, it was twice what the
   * answer needed, and writing fresh memory is much of a step whose caches the caller has just used.
   */
  private static long[] scratch(int n) {
    long[] s = SCRATCH.get();
    if (s.length < n) {
      s = new long[Math.max(n, 2 * s.length)];
      SCRATCH.set(s);
    }
    return s;
  }

  /** For each node of this base, its place in {@code planned} (both in plan order), or -1 when it is not planned. */
  private int[] placesInPlan(List<BlockPointer> planned) {
    int[] place = new int[pointers.size()];
    int from = 0;
    for (int old = 0; old < place.length; old++) {
      place[old] = -1;
      long offset = pointers.get(old).offset();
      for (int i = from; i < planned.size(); i++) {
        if (planned.get(i).offset() == offset) {
          place[old] = i;
          from = i + 1;
          break;
        }
      }
    }
    return place;
  }

  /**
   * Writes the base's drawables that count for {@code q} and whose node is still planned,
   * renumbered to the new plan, into {@code out}; returns how many.
   *
   * <p>The base's drawables are in order of start, and each either overlapped the old window or
   * counted because its node lay inside it ({@code wasWhole}). On a step to later times, those of
   * the first kind that start inside the new window stay without a look at their times, and only
   * those starting before it are tested (their end); on a step to earlier times, those starting
   * after the new window leave, and the rest of the first kind stay. Testing every drawable's times
   * was half of a step: they are scattered over the nodes' columns, which the read-ahead on the
   * other core has pushed out of this one's cache.
   */
  private int stillInWindow(WindowQuery q, int[] newPlace, LoadedNode[] now, long[] out) {
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

  /**
   * The drawables of a node planned for both windows that count for {@code q} but did not for this
   * base's window, in the node's order (counting: every drawable of a node whose box lies inside
   * the window, else those overlapping it, as {@link NodeOverlap#overlapping} decides). In a sorted
   * node those starting after the old window are one stretch found by binary search; those ending
   * before it are looked for only when they can count now. Written into {@code picks} from
   * {@code at} (room for the node's size); returns where they end.
   */
  private int added(LoadedNode node, WindowQuery q, int[] picks, int at) {
    double oldStart = query.start();
    if (inside(node.box(), oldStart, query.end())) {
      return at; // every drawable counted already
    }
    boolean whole = inside(node.box(), q.start(), q.end());
    double start = q.start();
    PackedDrawables p = node.packed();
    int afterOld = NodeOverlap.startsUpTo(p, query.end());
    int upTo = whole ? p.size() : NodeOverlap.startsUpTo(p, q.end());
    int left = whole || start < oldStart ? Math.min(afterOld, upTo) : 0;
    int k = at;
    for (int i = 0; i < left; i++) {
      if (leftOf(p.end(i), oldStart, start, whole)) {
        picks[k++] = i;
      }
    }
    for (int i = afterOld; i < upTo; i++) {
      if (whole || p.end(i) >= start) {
        picks[k++] = i;
      }
    }
    return k;
  }

  /** Whether a drawable starting within the old window, ending at {@code e}, is new: it ends before the old window. */
  private static boolean leftOf(double e, double oldStart, double start, boolean whole) {
    return !(e >= oldStart) && (whole || e >= start);
  }

  private static boolean inside(TimeBox box, double start, double end) {
    return start <= box.earliest() && box.latest() <= end;
  }
}
