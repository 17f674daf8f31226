package org.leapshot.slog2.query;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import java.util.function.IntPredicate;
import java.util.function.LongSupplier;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.TreeDirectory;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.TimeBox;

/**
 * Whole-range work on top of window queries: statistics (exact, or from shadows when the range is
 * large) and the exact drawables of a range of any width, read in bounded pieces.
 */
final class RangeReader {
  private final WindowWalker walker;
  private final TreeDirectory directory;
  private final TimeBox run;
  private final Map<Integer, Category> categories;
  private final MessageSizes messageSizes;
  /** Threads that work out statistics' timelines beside the caller (the session's decoding threads). */
  private final Executor workers;
  private final int threads;
  /** When a streamed read goes in passes over groups of timelines ({@link #withTimelines}). */
  private StreamedPasses passes = new StreamedPasses(0, 0);

  RangeReader(WindowWalker walker, TreeDirectory directory, TimeBox run, Map<Integer, Category> categories,
      Executor workers, int threads) {
    this.walker = walker;
    this.workers = workers;
    this.threads = threads;
    this.directory = directory;
    this.run = run;
    this.categories = categories;
    this.messageSizes = new MessageSizes(categories);
  }

  /**
   * Exact statistics of [start, end] from one read of the nodes overlapping it, worked out as they
   * stream by ({@link StreamedRead}); a file that cannot be streamed is scanned in file order by a
   * builder that keeps every primitive and sorts each timeline's states itself (the drawing-order
   * merge of a window query, most of its cost over a whole run, is needed by neither).
   */
  RangeStatistics exactStatistics(double start, double end, DrawableScan scan, BooleanSupplier cancelled)
      throws IOException {
    return exactStatistics(start, end, scan, cancelled, null);
  }

  /** The same for timelines {@code lines} only (null: all), reading no more of another's primitives than their bytes. */
  RangeStatistics exactStatistics(double start, double end, DrawableScan scan, BooleanSupplier cancelled,
      StatisticsLines lines) throws IOException {
    return exactStatistics(start, end, scan, cancelled, ExactStatisticsMemory.availableHeap(),
        ExactStatisticsMemory::availableHeapAfterCollecting, lines);
  }

  /**
   * The same, within {@code availableHeap} bytes: streamed while the states held take at most half
   * of it. Else every primitive is kept: a range whose nodes could hold more drawables than fit is
   * counted first from its approximate statistics (a tenth of a second on the 16 384-timeline whole
   * run), and when they do not fit, read in as many passes as it takes, each keeping a group of
   * timelines ({@link StatisticsPasses}); past {@link #MAX_PASSES} (or one timeline that alone does
   * not fit), refused in one line.
   */
  RangeStatistics exactStatistics(double start, double end, DrawableScan scan, BooleanSupplier cancelled,
      long availableHeap) throws IOException {
    return exactStatistics(start, end, scan, cancelled, availableHeap, () -> availableHeap, null);
  }

  /**
   * The same, where {@code afterCollecting} gives the free heap once garbage is collected: asked at
   * most once, only when {@code availableHeap} would cut the streamed read short or refuse the range.
   */
  RangeStatistics exactStatistics(double start, double end, DrawableScan scan, BooleanSupplier cancelled,
      long availableHeap, LongSupplier afterCollecting) throws IOException {
    return exactStatistics(start, end, scan, cancelled, availableHeap, afterCollecting, null);
  }

  private RangeStatistics exactStatistics(double start, double end, DrawableScan scan, BooleanSupplier cancelled,
      long availableHeap, LongSupplier afterCollecting, StatisticsLines lines) throws IOException {
    long buffers = threads * InnerPrefixes.bufferBytes(directory, start, end);
    availableHeap = Math.max(0, availableHeap - buffers);
    boolean collectedOnce = false;
    if (passes.first(ExactStatisticsMemory.heldBudget(availableHeap), lines) > 1) {
      // passes only if they must be
      availableHeap = Math.max(availableHeap, Math.max(0, afterCollecting.getAsLong() - buffers));
      collectedOnce = true;
    }
    int first = passes.first(ExactStatisticsMemory.heldBudget(availableHeap), lines);
    if (first == 1) {
      try {
        return streamed(start, end, scan, cancelled, ExactStatisticsMemory.heldBudget(availableHeap), lines);
      } catch (NotStreamable e) {
        if (!e.heldTooMuch()) {
          // a file out of the order streaming needs: every primitive is kept instead
          return collectedOnce ? kept(start, end, scan, cancelled, availableHeap, lines)
              : keptCollectingOnce(start, end, scan, cancelled, availableHeap, afterCollecting, lines);
        }
      }
      if (!collectedOnce) {
        long collected = Math.max(0, afterCollecting.getAsLong() - buffers);
        if (collected > availableHeap) {
          availableHeap = collected;
          try {
            return streamed(start, end, scan, cancelled, ExactStatisticsMemory.heldBudget(collected), lines);
          } catch (NotStreamable e) {
            if (!e.heldTooMuch()) {
              return kept(start, end, scan, cancelled, collected, lines);
            }
          }
        }
      }
      first = 2;
    }
    return passes.read((budget, group) -> streamed(start, end, scan, cancelled, budget, group),
        free -> kept(start, end, scan, cancelled, free, lines), availableHeap, lines, first, start, end);
  }

  /** This reader, told that the file has about {@code count} timelines ({@link StreamedPasses#timelinesOf}). */
  RangeReader withTimelines(int count) {
    this.passes = new StreamedPasses(count, categories.size());
    return this;
  }

  private RangeStatistics keptCollectingOnce(double start, double end, DrawableScan scan, BooleanSupplier cancelled,
      long availableHeap, LongSupplier afterCollecting, StatisticsLines lines) throws IOException {
    try {
      return kept(start, end, scan, cancelled, availableHeap, lines);
    } catch (ExactStatisticsMemory.TooBig e) {
      long collected = afterCollecting.getAsLong();
      if (collected <= availableHeap) {
        throw e;
      }
      return kept(start, end, scan, cancelled, collected, lines);
    }
  }

  /** Exact statistics of [start, end] keeping every primitive, within {@code availableHeap} bytes (see above). */
  RangeStatistics kept(double start, double end, DrawableScan scan, BooleanSupplier cancelled, long availableHeap)
      throws IOException {
    return kept(start, end, scan, cancelled, availableHeap, null);
  }

  /** The same for timelines {@code lines} only (null: all); the passes are counted as for all of them. */
  private RangeStatistics kept(double start, double end, DrawableScan scan, BooleanSupplier cancelled,
      long availableHeap, StatisticsLines lines) throws IOException {
    IntPredicate asked = lines == null ? line -> true : lines::has;
    int passes = 1;
    if (!ExactStatisticsMemory.surelyFits(bytesOverlapping(start, end), availableHeap)) {
      RangeStatistics estimate = windowStatistics(
          WindowQuery.lod(start, end, TraceSession.APPROXIMATE_STATISTICS_PIXELS), cancelled, null);
      long items = 0;
      for (DurationStats s : estimate.byCategory().values()) {
        items += s.count();
      }
      // the count is pro-rated from shadows: allow for its bound on every category
      items += estimate.bound().count() * estimate.byCategory().size();
      passes = ExactStatisticsMemory.passes(items, estimate.byTimeline().size(), availableHeap, MAX_PASSES);
      if (passes == 0) {
        throw ExactStatisticsMemory.tooBig(items, availableHeap, MAX_PASSES, start, end);
      }
    }
    if (passes == 1) {
      return exactPass(start, end, scan, cancelled, asked);
    }
    List<RangeStatistics> parts = new ArrayList<>(passes);
    for (int p = 0; p < passes; p++) {
      int pass = p;
      int of = passes;
      parts.add(exactPass(start, end, scan, cancelled,
          line -> asked.test(line) && StatisticsPasses.inPass(line, pass, of)));
    }
    return StatisticsPasses.merge(parts);
  }

  /**
   * Exact statistics of [start, end] worked out as the nodes overlapping it stream by, in order of
   * their start ({@link StreamedStatistics}); at most {@code budget} states and arrows held.
   */
  RangeStatistics streamed(double start, double end, DrawableScan scan, BooleanSupplier cancelled, long budget)
      throws IOException {
    return streamed(start, end, scan, cancelled, budget, null);
  }

  private RangeStatistics streamed(double start, double end, DrawableScan scan, BooleanSupplier cancelled,
      long budget, StatisticsLines lines) throws IOException {
    return StreamedRead.run(directory, start, end, categories, messageSizes, scan, cancelled, budget,
        Math.max(1, Math.min(MAX_SHARDS, threads / 2)), lines); // the scan's decoding threads keep the other half
  }

  /** Most groups of timelines whose streamed statistics are worked out at once, each by a thread. */
  static final int MAX_SHARDS = 4;

  /** Most passes over a range for its exact statistics (each reads its nodes again). */
  static final int MAX_PASSES = 16;

  private RangeStatistics exactPass(double start, double end, DrawableScan scan, BooleanSupplier cancelled,
      IntPredicate lines) throws IOException {
    StatisticsBuilder b = new StatisticsBuilder(start, end, categories, messageSizes).onlyLines(lines);
    scan.run(directory, start, end, d -> {
      if (d.start() <= end && d.end() >= start) {
        b.addDrawable(d);
      }
    }, cancelled);
    return b.build(workers, threads);
  }

  RangeStatistics statistics(WindowQuery q, DrawableScan scan, BooleanSupplier cancelled) throws IOException {
    return statistics(q, scan, cancelled, null);
  }

  /**
   * The same for timelines {@code lines} only (null: all). A window the walker answers from real
   * drawables alone is an exact answer, so it is worked out streaming, as exact statistics are,
   * within their heap check: through a window result the window and the builder would each hold
   * every drawable (on the 4 096-timeline trace the whole run is every drawable of the file: out of
   * memory at 64 MB of heap, and 1.3–3 times the streamed read's time where it fits). The figures
   * are the exact ones: a window would sum arrow times in drawing order, differing in the last bits.
   */
  RangeStatistics statistics(WindowQuery q, DrawableScan scan, BooleanSupplier cancelled, StatisticsLines lines)
      throws IOException {
    return statistics(q, scan, cancelled, lines, ExactStatisticsMemory.availableHeap(),
        ExactStatisticsMemory::availableHeapAfterCollecting);
  }

  /** The same as if {@code availableHeap} bytes were free, {@code afterCollecting} once garbage is collected (tests). */
  RangeStatistics statistics(WindowQuery q, DrawableScan scan, BooleanSupplier cancelled, StatisticsLines lines,
      long availableHeap, LongSupplier afterCollecting) throws IOException {
    if (drawablesOnly(q)) {
      return exactStatistics(q.start(), q.end(), scan, cancelled, availableHeap, afterCollecting, lines);
    }
    return windowStatistics(q, cancelled, lines);
  }

  /** Whether the walker answers {@code q} from real drawables alone (its statistics are then streamed). */
  boolean drawablesOnly(WindowQuery q) {
    return walker.drawablesOnly(q);
  }

  /** Statistics of the window's answer (shadows where it has them), for timelines {@code lines} only (null: all). */
  private RangeStatistics windowStatistics(WindowQuery q, BooleanSupplier cancelled, StatisticsLines lines)
      throws IOException {
    WindowResult r = walker.run(q, cancelled);
    StatisticsBuilder b = new StatisticsBuilder(q.start(), q.end(), categories, messageSizes);
    if (lines != null) {
      b.onlyLines(lines::has);
    }
    b.addWindow(r, workers, threads);
    return b.build(workers, threads);
  }

  /**
   * The exact drawables of [start, end] in drawing order, piece by piece; a drawable crossing a
   * piece boundary is handed over with the first piece it intersects only.
   */
  long forEachDrawable(double start, double end, long pieceBytes, DrawableVisitor visitor, BooleanSupplier cancelled)
      throws IOException {
    if (!(start <= end)) {
      return 0;
    }
    double from = Math.max(start, run.earliest());
    double to = Math.min(end, run.latest());
    int pieces = (int) Math.min(1 << 20, Math.max(1, bytesOverlapping(start, end) / pieceBytes + 1));
    if (!(from < to)) { // a range outside the run, or of no width: one exact query answers it
      pieces = 1;
      from = start;
      to = end;
    }
    long n = 0;
    double pieceStart = start;
    for (int i = 0; i < pieces; i++) {
      double pieceEnd = i == pieces - 1 ? end : from + (to - from) * (i + 1) / pieces;
      for (Drawable d : walker.run(WindowQuery.exact(pieceStart, pieceEnd), cancelled).drawables()) {
        if (i == 0 || d.start() > pieceStart) { // else it intersected the previous (closed) piece
          visitor.visit(d);
          n++;
        }
      }
      pieceStart = pieceEnd;
    }
    return n;
  }

  long bytesOverlapping(double start, double end) {
    long bytes = 0;
    for (DirectoryEntry e : directory.entries()) {
      if (e.box().overlaps(start, end)) {
        bytes += e.pointer().size();
      }
    }
    return bytes;
  }
}
