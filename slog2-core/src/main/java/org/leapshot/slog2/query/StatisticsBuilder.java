package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
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
  /** Shadows a thread copies at a time. */
  private int shadowChunk = 1 << 14;

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

  /** Copies shadows {@code chunk} at a time (tests: many chunks of a small window). */
  StatisticsBuilder shadowChunk(int chunk) {
    shadowChunk = chunk;
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
    addWindow(r, null, 1);
  }

  /**
   * The same, the shadows copied on the calling thread and up to {@code threads} − 1 of
   * {@code workers} (none when null) when every timeline is kept: the copy, each shadow and its
   * weights read from its node's columns, was a quarter of the calling thread's time on the
   * 16 384-timeline whole run. Each shadow lands where it would have been added one by one.
   */
  void addWindow(WindowResult r, Executor workers, int threads) {
    int shadows = r.shadows().size();
    int chunks = (shadows + shadowChunk - 1) / shadowChunk;
    int[] chunkWeights = new int[chunks + 1]; // where each chunk's first weight goes, from the first shadow's
    WindowShadows w = r.shadows() instanceof WindowShadows given ? given : null;
    if (everyLine && w != null) {
      for (int k = 0; k < shadows; k++) {
        chunkWeights[k / shadowChunk + 1] += w.columns(k).weightCount(w.index(k));
      }
      Arrays.parallelPrefix(chunkWeights, Integer::sum);
      // else most are dropped: room grows with the kept ones
      items.reserve(r.drawables().size() + shadows, chunkWeights[chunks]);
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
    if (everyLine && w != null) {
      addShadows(w, chunkWeights, workers, threads);
    } else if (w != null) {
      for (int k = 0; k < shadows; k++) {
        addShadow(w.columns(k), w.index(k));
      }
    } else {
      ShadowColumns all = ShadowColumns.copyOf(r.shadows());
      for (int i = 0; i < all.size(); i++) {
        addShadow(all, i);
      }
    }
  }

  /** Every shadow of {@code w}, chunks of them shared among threads, {@code chunkWeights} from {@link #addWindow}. */
  private void addShadows(WindowShadows w, int[] chunkWeights, Executor workers, int threads) {
    int shadows = w.size();
    if (shadows == 0) {
      return;
    }
    approximate = true;
    int weights = items.weightsAdded();
    int first = items.addRoom(shadows, chunkWeights[chunkWeights.length - 1]);
    // each thread notes the categories of the weights it copies, while they are in its cache (read
    // again afterwards, they were a tenth of the calling thread's time): their ranks are sorted, so
    // the order they are noted in does not matter
    Queue<KeySlots> seen = new ConcurrentLinkedQueue<>();
    SharedWork.run(workers, threads, chunkWeights.length - 1, () -> {
      KeySlots categories = new KeySlots();
      seen.add(categories);
      return chunk -> {
        int weight = weights + chunkWeights[chunk];
        for (int k = chunk * shadowChunk, e = Math.min(shadows, k + shadowChunk); k < e; k++) {
          ShadowColumns c = w.columns(k);
          int i = w.index(k);
          items.shadowAt(first + k, weight, c, i, arrowsInside(c, i));
          for (int n = c.weightCount(i), end = weight + n; weight < end; weight++) {
            categories.slot(items.weights().category(weight));
          }
        }
      };
    });
    items.slotLines(first, first + shadows);
    for (KeySlots categories : seen) {
      for (int s = 0; s < categories.size(); s++) {
        categorySlots.slot(categories.keyOf(s));
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
    items.shadow(c, i, arrowsInside(c, i));
    for (int w = 0, nw = c.weightCount(i); w < nw; w++) {
      categorySlots.slot(c.weightCategory(i, w));
    }
  }

  /** For an arrow shadow, the share of its arrows its box has inside the range; 0 for others. */
  private long arrowsInside(ShadowColumns c, int i) {
    if (c.topology(i) != Topology.ARROW) {
      return 0;
    }
    double duration = c.end(i) - c.start(i);
    double inside = Math.min(c.end(i), end) - Math.max(c.start(i), start);
    double share = duration > 0 ? (inside > 0 ? inside : 0) / duration : 1.0;
    return Math.round(c.realCount(i) * share);
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
    items.release(); // the rows hold what the answer needs
    return StatisticsAnswer.assemble(start, end, approximate, ranks, rows, lineOfRow, workers, threads);
  }
}
