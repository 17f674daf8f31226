package org.leapshot.slog2.query;

import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.IntPredicate;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.ShadowColumns;
import org.leapshot.slog2.model.Topology;

/**
 * Accumulates {@link RangeStatistics} for the range [start, end]: exactly from real drawables
 * (primitives clipped to the range; composites through their primitives), and pro-rated from
 * shadows' weights for the approximate answer, with a bound on how far that can be off
 * ({@link StatisticsBound}). What it is given is kept as columns ({@link TimelineItems}) and
 * worked out timeline by timeline ({@link TimelineStatistics}) when built.
 */
final class StatisticsBuilder {
  private final double start;
  private final double end;
  private final Map<Integer, Category> categories;
  private final MessageSizes sizes;
  private final TimelineItems items = new TimelineItems();
  private final KeySlots categorySlots = new KeySlots();
  private boolean approximate;
  /** The timelines (by first line ID) whose primitives are kept: all, or one group of a pass (see {@link StatisticsPasses}). */
  private IntPredicate lines = line -> true;
  private boolean everyLine = true;
  /** Fewest timelines a thread takes at a time. */
  private static final int MIN_CHUNK_ROWS = 64;

  StatisticsBuilder(double start, double end, Map<Integer, Category> categories, MessageSizes sizes) {
    this.start = start;
    this.end = end;
    this.categories = categories;
    this.sizes = sizes;
  }

  /** Keeps only the primitives and shadows of timelines {@code only} accepts (their figures are the same as in a whole answer). */
  StatisticsBuilder onlyLines(IntPredicate only) {
    lines = only;
    everyLine = false;
    return this;
  }

  void addDrawable(Drawable d) {
    if (d instanceof Primitive p) {
      addPrimitive(p);
    } else {
      for (Primitive p : ((Composite) d).primitives()) {
        addPrimitive(p);
      }
    }
  }

  /**
   * A window's answer: its drawables read from their packed columns (an object is made for an
   * arrow only, for its message size) and its shadows from their nodes' columns.
   */
  void addWindow(WindowResult r) {
    int weights = 0;
    if (everyLine && r.shadows() instanceof WindowShadows w) {
      for (int k = 0, n = w.size(); k < n; k++) {
        weights += w.columns(k).weightCount(w.index(k));
      }
    }
    if (everyLine) { // else most are dropped: room grows with the kept ones
      items.reserve(r.drawables().size() + r.shadows().size(), weights);
    }
    DrawableCursor c = r.cursor();
    while (c.next()) {
      Drawable stored = c.stored();
      if (stored != null) {
        addDrawable(stored);
        continue;
      }
      add(c.start(), c.end(), c.categoryIndex(), c.vertexCount(), c.lineId(0), c.lineId(c.vertexCount() - 1), c);
    }
    if (r.shadows() instanceof WindowShadows w) {
      for (int k = 0, n = w.size(); k < n; k++) {
        addShadow(w.columns(k), w.index(k));
      }
    } else {
      ShadowColumns all = ShadowColumns.copyOf(r.shadows());
      for (int i = 0; i < all.size(); i++) {
        addShadow(all, i);
      }
    }
  }

  private void addPrimitive(Primitive p) {
    add(p.start(), p.end(), p.categoryIndex(), p.vertexCount(), p.lineId(0), p.lineId(p.vertexCount() - 1), p);
  }

  /**
   * Keeps a primitive that overlaps the range. {@code source} is the primitive or the cursor on it:
   * an arrow's message size is read from its info.
   */
  private void add(double s, double e, int category, int vertices, int first, int last, Object source) {
    if (!(s <= end && e >= start) || !lines.test(first)) {
      return; // a composite's primitive outside the range, or a timeline of another pass
    }
    long size = -1;
    byte kind = switch (Drawables.topologyOf(category, vertices, first, last, categories)) {
      case STATE -> TimelineItems.STATE;
      case EVENT -> TimelineItems.EVENT;
      case ARROW -> {
        Primitive p = source instanceof Primitive given ? given : (Primitive) ((DrawableCursor) source).drawable();
        size = sizes.sizeOf(category, p.info());
        yield TimelineItems.ARROW;
      }
    };
    categorySlots.slot(category);
    items.primitive(kind, s, e, category, first, last, size);
  }

  /**
   * Shadow {@code i} of {@code c}, pro-rated when built ({@link TimelineStatistics}); an arrow shadow
   * counts the share of its arrows its box has inside the range.
   */
  void addShadow(ShadowColumns c, int i) {
    approximate = true; // also when the timelines asked for have none: the answer stays what a whole one says
    if (!lines.test(c.firstLineId(i))) {
      return;
    }
    long arrows = 0;
    if (c.topology(i) == Topology.ARROW) {
      double duration = c.end(i) - c.start(i);
      double inside = Math.min(c.end(i), end) - Math.max(c.start(i), start);
      double share = duration > 0 ? (inside > 0 ? inside : 0) / duration : 1.0;
      arrows = Math.round(c.realCount(i) * share);
    }
    items.shadow(c, i, arrows);
    for (int w = 0, nw = c.weightCount(i); w < nw; w++) {
      categorySlots.slot(c.weightCategory(i, w));
    }
  }

  RangeStatistics build() {
    return build(null, 1);
  }

  /**
   * The answer, its timelines worked out on the calling thread and on up to {@code threads} − 1 of
   * {@code workers} (none when null) in chunks of rows, taken by whichever thread is free: a busy
   * pool leaves them to the caller. Every cell is summed by one thread in the order it was added,
   * so the answer is the same however the rows are shared.
   */
  RangeStatistics build(Executor workers, int threads) {
    items.group(workers, threads);
    StatisticsRanks ranks = new StatisticsRanks(categorySlots, categories);
    StatisticsRows rows = new StatisticsRows(items.rows());
    int n = items.rows();
    int chunk = Math.max(MIN_CHUNK_ROWS, n / (8 * Math.max(1, threads)));
    SharedWork.run(workers, threads, (n + chunk - 1) / chunk, () -> {
      TimelineStatistics t = new TimelineStatistics(start, end, approximate, items, ranks);
      return c -> {
        for (int r = c * chunk, e = Math.min(n, r + chunk); r < e; r++) {
          t.timeline(r, rows);
        }
      };
    });
    int[] lineOfRow = new int[n];
    for (int r = 0; r < n; r++) {
      lineOfRow[r] = items.lineOf(r);
    }
    return StatisticsAnswer.assemble(start, end, approximate, ranks, rows, lineOfRow);
  }
}
