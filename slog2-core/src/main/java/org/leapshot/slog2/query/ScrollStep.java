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
    int keptCount = KeptDrawables.stillInWindow(query, nodes, drawables, q, newPlace, now, staying);
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
   * The drawables of a node planned for both windows that count for {@code q} but did not for this
   * base's window, in the node's order (counting: every drawable of a node whose box lies inside
   * the window, else those overlapping it, as {@link NodeOverlap#overlapping} decides). In a sorted
   * node those starting after the old window are one stretch found by binary search; those ending
   * before it are looked for only when they can count now. Written into {@code picks} from
   * {@code at} (room for the node's size); returns where they end.
   */
  private int added(LoadedNode node, WindowQuery q, int[] picks, int at) {
    double oldStart = query.start();
    if (KeptDrawables.inside(node.box(), oldStart, query.end())) {
      return at; // every drawable counted already
    }
    boolean whole = KeptDrawables.inside(node.box(), q.start(), q.end());
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

}
