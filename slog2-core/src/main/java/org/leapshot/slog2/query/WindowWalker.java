package org.leapshot.slog2.query;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.model.TimeBox;

/**
 * Answers a window query by walking the tree one level at a time from the root ({@link LevelWalk}):
 * every node read contributes its real drawables that overlap the window; each child whose box
 * overlaps the window is either read at the next level or, when {@link LevelOfDetail} says its
 * drawables would be narrower than a pixel, stands in through its shadows. Every drawable lies inside the box of the
 * node storing it (the writer's invariant, spec §10.3), so pruning by boxes loses nothing.
 *
 * <p>A level-of-detail query also stops descending where the next level alone would take more
 * node bytes than the session's budget: files with thousands of timelines have inner nodes of
 * megabytes (a shadow per timeline and child), and a whole-run view must not read a whole level of
 * them. The budget bounds the breadth of a level, not the path: a narrow window needs one or two
 * nodes per level and reaches the real drawables however big the nodes above it are (counting the
 * path made a deep zoom into a 4096-timeline trace show nothing but shadows). What it does not read
 * is answered by shadows, so every pixel with data still shows something.
 *
 * <p>Narrow windows skip the walk: their nodes are listed from the tree directory and read in one
 * batch (see {@link DirectoryChoice#planned}).
 */
final class WindowWalker {
  /** Fewest pixels a leaf must span on average for a level-of-detail query to be answered from a plan. */
  static final int PLANNED_LEAF_PIXELS = 16;
  /**
   * How many times the per-level budget a level-of-detail query may read in all when it reads on
   * below that budget into subtrees too wide for their shadows (see {@link LevelOfDetail#wide}).
   */
  static final int WIDE_READ_FACTOR = 16;
  private final NodeLoader loader;
  private final BlockPointer root;
  private final long lodByteBudget;
  private final DirectoryChoice choice;
  /**
   * Windows on each side of a planned window that the read-ahead puts in its {@link SpanColumns}: four,
   * so half-window steps wake its thread every seventh step, not every third (1.8–9 µs such a step, 1.4 else).
   */
  static final int SPAN_WINDOWS = 4;
  /** The last planned answer, which the next scroll step builds on (see {@link ScrollStep}). */
  private final AtomicReference<ScrollStep> last = new AtomicReference<>();
  private final Spans spans;
  /** The walk for windows no plan answers, reading through {@link #loader}. */
  private final LevelWalk levels;

  /**
   * The span around a recent window, shared with the read-ahead's walker that makes it, and the
   * last query answered as a step from the one before (planned, the only kind a span answers).
   * Spans are made only while the user scrolls: after a zoom or a jump, making one was three
   * times the read-ahead's work, on the core the canvas was reading the answer on.
   */
  private static final class Spans {
    volatile SpanColumns current;
    volatile WindowQuery lastStep;
    /** The last window answered from a span: the next one's search for what lasts into it starts from it. */
    volatile SpanWindow lastInSpan;
  }

  /**
   * @param plan where narrow windows find their nodes up front, or {@code null} to walk level by
   *     level only
   */
  WindowWalker(NodeLoader loader, BlockPointer root, long lodByteBudget, DirectoryPlan plan) {
    this(loader, root, lodByteBudget, new DirectoryChoice(plan, lodByteBudget), new Spans());
  }

  private WindowWalker(NodeLoader loader, BlockPointer root, long lodByteBudget, DirectoryChoice choice,
      Spans spans) {
    this.loader = loader;
    this.root = root;
    this.lodByteBudget = lodByteBudget;
    this.choice = choice;
    this.spans = spans;
    this.levels = new LevelWalk(loader, root, lodByteBudget, choice);
  }

  /** A walker of the same tree reading through {@code other} (the read-ahead's), sharing this one's spans. */
  WindowWalker withLoader(NodeLoader other) {
    return new WindowWalker(other, root, lodByteBudget, choice, spans);
  }

  WindowResult run(WindowQuery q, BooleanSupplier cancelled) throws IOException {
    long t0 = System.nanoTime();
    DirectoryPlan.Nodes planned = choice.planned(q);
    if (planned == null) {
      NodeLoader.Tally tally = new NodeLoader.Tally();
      DirectoryPlan.Nodes whole = choice.wholeIfWide(q);
      if (whole == null) {
        RunAssembler drawables = new RunAssembler();
        WindowShadows.Collector shadows = new WindowShadows.Collector();
        List<TimeBox> coarse = new ArrayList<>();
        whole = levels.walk(q, cancelled, tally, drawables, shadows, coarse);
        if (whole == null) {
          return new WindowResult(q, drawables.result(), shadows.sorted(), tally.read.get(), tally.cached.get(),
              System.nanoTime() - t0, coarse);
        } // else what the walk collected so far is in the plan's answer too
      }
      RunAssembler all = new RunAssembler();
      readPlanned(whole, q, cancelled, tally, all);
      return new WindowResult(q, all.result(), WindowShadows.EMPTY, tally.read.get(), tally.cached.get(),
          System.nanoTime() - t0);
    }
    SpanColumns span = spans.current;
    SpanWindow inSpan = span == null ? null : span.window(q, planned.nodes(), spans.lastInSpan);
    if (inSpan != null) { // every node it needs is planned, and was read for the span
      spans.lastStep = q;
      spans.lastInSpan = inSpan;
      return new WindowResult(q, inSpan, WindowShadows.EMPTY, 0, planned.nodes().size(), System.nanoTime() - t0);
    }
    RunAssembler drawables = new RunAssembler();
    ScrollStep base = last.get();
    ScrollStep.Answer step = base != null && base.follows(q) ? base.answer(q, planned, loader, cancelled, t0) : null;
    if (step != null) {
      spans.lastStep = q;
      last.set(step.next());
      return step.result();
    }
    NodeLoader.Tally tally = new NodeLoader.Tally(); // not before: five objects a step from the span made for nothing
    LoadedNode[] nodes = readPlanned(planned, q, cancelled, tally, drawables);
    WindowResult r = new WindowResult(q, drawables.result(), WindowShadows.EMPTY, tally.read.get(),
        tally.cached.get(), System.nanoTime() - t0);
    last.set(ScrollStep.of(q, planned.nodes(), nodes, r));
    return r;
  }

  /** Loads the nodes the query needs (into the cache) without collecting anything: read-ahead. */
  void touch(WindowQuery q, BooleanSupplier cancelled) throws IOException {
    NodeLoader.Tally tally = new NodeLoader.Tally();
    DirectoryPlan.Nodes planned = choice.planned(q);
    planned = planned != null ? planned : choice.wholeIfWide(q);
    if (planned != null) {
      loader.load(planned.nodes(), planned.inner(), cancelled, tally, null, null);
    } else {
      DirectoryPlan.Nodes whole = levels.walk(q, cancelled, tally, null, null, null);
      if (whole != null) {
        loader.load(whole.nodes(), whole.inner(), cancelled, tally, null, null);
      }
    }
  }

  /**
   * Puts every drawable of the span around {@code q} ({@link #SPAN_WINDOWS} windows on each side)
   * into a {@link SpanColumns} for the windows to come, reading its nodes (read-ahead); false when
   * the span's nodes are too many for a plan or its drawables too many to hold, or the file is out
   * of order, and nothing was made.
   */
  boolean prepareSpan(WindowQuery q, BooleanSupplier cancelled) throws IOException {
    double margin = SPAN_WINDOWS * q.duration();
    WindowQuery around;
    try {
      around = new WindowQuery(q.start() - margin, q.end() + margin, q.widthPx(), q.exact());
    } catch (IllegalArgumentException e) {
      return false; // at the end of the number range
    }
    DirectoryPlan.Nodes nodes = choice.overlapping(around.start(), around.end());
    if (nodes == null) {
      return false;
    }
    RunAssembler all = new RunAssembler();
    LoadedNode[] loaded = readPlanned(nodes, around, cancelled, new NodeLoader.Tally(), all);
    SpanColumns span = SpanColumns.of(around.start(), around.end(), nodes.nodes(), loaded, all.result());
    if (span != null) {
      spans.current = span;
    }
    return span != null;
  }

  /** The span the read-ahead made last, or null. */
  SpanColumns currentSpan() {
    return spans.current;
  }

  /** True when the span holds [start, end]. */
  boolean spanCovers(double start, double end) {
    SpanColumns span = spans.current;
    return span != null && span.covers(start, end);
  }

  /** True when {@code q} (the very query) was the last one answered as a step, and is wide enough to scroll. */
  boolean spanWanted(WindowQuery q) {
    return spans.lastStep == q && q.duration() > 0;
  }

  /**
   * True when a {@link #touch} of {@code q} would find nothing to load: a narrow window whose
   * planned nodes are all in the cache. Checked before handing read-ahead to its thread, as waking
   * that thread cost a scroll step more than the check.
   */
  boolean cached(WindowQuery q) {
    DirectoryPlan.Nodes planned = choice.planned(q);
    return planned != null && loader.allCached(planned.nodes(), planned.inner());
  }

  /**
   * True when {@code q} is known, before reading, to be answered from real drawables alone (an
   * exact query, or one answered from the directory's plan): its answer holds no shadow, so its
   * statistics are exact ones, which {@link RangeReader} works out streaming instead of holding
   * every drawable of the window at once.
   */
  boolean drawablesOnly(WindowQuery q) {
    return choice.drawablesOnly(q);
  }

  /**
   * Answers from the planned nodes in one batch on all threads: of the inner nodes only the
   * drawables are read, not the child shadow buffers that are most of their bytes and that nothing
   * here needs (the plan already says which children to read). Each level is one run in xpos order,
   * as the walk makes them.
   */
  private LoadedNode[] readPlanned(DirectoryPlan.Nodes plan, WindowQuery q, BooleanSupplier cancelled,
      NodeLoader.Tally tally, RunAssembler out) throws IOException {
    double start = q.start();
    double end = q.end();
    int[][] parts = new int[plan.nodes().size()][];
    LoadedNode[] nodes = loader.load(plan.nodes(), plan.inner(), cancelled, tally,
        (i, loaded) -> NodeOverlap.overlapping(loaded, start, end), parts);
    // The level with the most drawables gets room for all of them: the others are merged into it in place.
    int[] counts = new int[plan.levelSizes().length];
    int largest = 0;
    int total = 0;
    int at = 0;
    for (int level = 0; level < counts.length; level++) {
      int size = plan.levelSizes()[level];
      counts[level] = NodeOverlap.drawableCount(nodes, parts, at, at + size);
      largest = counts[level] > counts[largest] ? level : largest;
      total += counts[level];
      at += size;
    }
    at = 0;
    for (int level = 0; level < counts.length; level++) {
      int size = plan.levelSizes()[level];
      NodeOverlap.addLevel(nodes, parts, at, at + size, level == largest ? total : counts[level], out);
      at += size;
    }
    return nodes; // list i of the answer is node i's (every node registers its list, empty or not)
  }
}
