package org.leapshot.slog2.convert;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;
import org.leapshot.slog2.convert.TraceItem.CategoryItem;
import org.leapshot.slog2.convert.TraceItem.LineIdMapItem;
import org.leapshot.slog2.convert.sort.DrawableCursor;
import org.leapshot.slog2.convert.sort.ExternalSorter;
import org.leapshot.slog2.io.FileKinds;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriteSummary;

/**
 * Converts a trace file to SLOG-2: source → (sorter) → {@link Slog2Writer}.
 *
 * <p>Drawables must reach the writer in non-decreasing end time. Most inputs already are, so the
 * first pass streams straight to the writer; at the first drawable that ends too early it gives up
 * that file and converts again through the external sorter. The stable sort makes the result the
 * same as if the input had been in order. With {@code checkOrder} the early drawable is an error
 * naming its line instead. The output file appears only when everything succeeded.
 *
 * <p>Interrupting the converting thread cancels: the conversion stops within a batch of drawables,
 * deletes its temporary files and throws {@link ConversionCancelledException}.
 */
public final class Converter {
  /** Drawables between two progress calls. */
  private static final int PROGRESS_EVERY = 1 << 13;
  /**
   * Drawables between two looks at the interrupt flag: cheap, and well under a millisecond of work.
   * Few, as in a heap too small each drawable can wait for a full collection (see HeapWatch).
   */
  private static final int CANCEL_CHECK_EVERY = 1 << 4;

  private final ConvertOptions options;
  private final ProgressListener progress;
  private final Function<Thread, HeapWatch> heapWatch;

  public Converter(ConvertOptions options, ProgressListener progress) {
    this(options, progress, HeapWatch::start);
  }

  /** With the heap watched by {@code heapWatch} (tests give one reading their own numbers). */
  Converter(ConvertOptions options, ProgressListener progress, Function<Thread, HeapWatch> heapWatch) {
    this.options = options;
    this.progress = progress == null ? ProgressListener.NONE : progress;
    this.heapWatch = heapWatch;
  }

  /**
   * Converts {@code input} into {@code output}, which appears only on success.
   *
   * @throws ConversionCancelledException if the thread was interrupted; no output file is left
   * @throws OutOfMemoryError if the heap ran out, or stayed full after collections (the heap is
   *     watched while converting); no output file is left
   */
  public ConvertSummary convert(Path input, Path output) throws IOException {
    HeapWatch watch = heapWatch.apply(Thread.currentThread());
    try {
      return convertOrCancel(input, output);
    } catch (IOException | RuntimeException e) {
      watch.close();
      if (watch.exhausted() == null) {
        throw e;
      }
      // The watch's interrupt, not the user's: the conversion stopped (and cleaned up) as if
      // cancelled, and is reported as the heap running out.
      Thread.interrupted();
      OutOfMemoryError heap = new OutOfMemoryError(watch.exhausted());
      heap.initCause(e);
      throw heap;
    } finally {
      watch.close();
      if (watch.exhausted() != null) {
        Thread.interrupted(); // finished before the watch's interrupt was noticed
      }
    }
  }

  private ConvertSummary convertOrCancel(Path input, Path output) throws IOException {
    try {
      return convertOrFail(input, output);
    } catch (ConversionCancelledException e) {
      Thread.currentThread().interrupt();
      throw e;
    } catch (IOException e) {
      if (!cancelled(e)) {
        throw e;
      }
      ConversionCancelledException c = new ConversionCancelledException(input.toString());
      c.initCause(e);
      Thread.currentThread().interrupt();
      throw c;
    }
  }

  /** True if {@code e} came from an interrupt rather than from the input or the disk. */
  private static boolean cancelled(IOException e) {
    return Thread.currentThread().isInterrupted() || e instanceof InterruptedIOException
        || e instanceof ClosedByInterruptException;
  }

  /** Throws the cancellation if the thread was interrupted (clearing the flag; convert() sets it again). */
  private static void checkCancelled(Path input) throws ConversionCancelledException {
    if (Thread.interrupted()) {
      throw new ConversionCancelledException(input.toString());
    }
  }

  private ConvertSummary convertOrFail(Path input, Path output) throws IOException {
    long started = System.nanoTime();
    checkCancelled(input);
    FileKinds.requireRegularFile(FormatDetector.traceFile(input));
    TraceFiles.checkOutput(FormatDetector.traceFile(input), output);
    TraceFiles.checkOutput(FormatDetector.traceFile(input), CategoryGroupsFile.of(output));
    TraceFiles.checkOutput(FormatDetector.traceFile(input), TimelineNamesFile.of(output));
    TraceFormat format = options.format() != null ? options.format() : FormatDetector.detect(input);
    long inputBytes = InputSize.of(input, format);
    Pass pass = new Pass(input, output, format, false);
    WriteSummary written = pass.run();
    if (written == null) {
      checkCancelled(input);
      pass = new Pass(input, output, format, true);
      written = pass.run();
    }
    writeGroups(output, pass);
    return new ConvertSummary(format, written, pass.report, inputBytes, System.nanoTime() - started, pass.sorting,
        pass.spilledRuns);
  }

  /**
   * The input's category groups and timeline names beside the output (see {@link
   * CategoryGroupsFile}, {@link TimelineNamesFile}); the output
   * exists by now, so a failure here names both files.
   */
  private static void writeGroups(Path output, Pass pass) throws IOException {
    try {
      CategoryGroupsFile.write(output, pass.names, pass.groups);
    } catch (IOException e) {
      throw new IOException("wrote " + output + " but not its category groups: " + e.getMessage(), e);
    }
    try {
      TimelineNamesFile.write(output, pass.timelines, pass.timelineGroups);
    } catch (IOException e) {
      throw new IOException("wrote " + output + " but not its timeline names: " + e.getMessage(), e);
    }
  }

  /** One read of the input into one writer. */
  private final class Pass {
    private final Path input;
    private final Path output;
    private final TraceFormat format;
    private final boolean sorting;
    private ImportReport report;
    private int spilledRuns;
    private final java.util.Map<Integer, String> names = new java.util.HashMap<>();
    private java.util.Map<Integer, String> groups = java.util.Map.of();
    private java.util.Map<Integer, String> timelines = java.util.Map.of();
    private java.util.Map<String, java.util.Map<String, String>> timelineGroups = java.util.Map.of();
    private double lastEnd = Double.NEGATIVE_INFINITY;

    Pass(Path input, Path output, TraceFormat format, boolean sorting) {
      this.input = input;
      this.output = output;
      this.format = format;
      this.sorting = sorting;
    }

    /** The summary, or {@code null} when streaming met a drawable out of order and sorting is needed. */
    WriteSummary run() throws IOException {
      try (TraceSource source = TraceSources.open(input, format, options);
          Slog2Writer writer = Slog2Writer.create(output, options.writerFor(source));
          ExternalSorter sorter = sorting ? new ExternalSorter(options.sortBudgetBytes(), tempDir()) : null) {
        report = source.report();
        long drawables;
        try (ReadAhead items = new ReadAhead(new CheckedSource(source, options.keepGoing()), source.readAheadItems())) {
          drawables = readAll(items, writer, sorter);
          if (drawables < 0) {
            return null;
          }
        }
        groups = java.util.Map.copyOf(source.categoryGroups());
        timelines = java.util.Map.copyOf(source.timelineNames());
        timelineGroups = java.util.Map.copyOf(source.timelineGroupNames());
        checkCancelled(input);
        if (drawables == 0) {
          throw noDrawables();
        }
        if (sorting) {
          spilledRuns = sorter.spilledRuns();
          writeSorted(sorter, writer);
        }
        checkCancelled(input);
        return writer.finish();
      }
    }

    /** A trace that gave no drawable: the input's fault, so named with what was skipped to get there. */
    private IOException noDrawables() {
      long skipped = report.skippedTotal();
      return new IOException(input + ": no drawables in the input, and a SLOG-2 file needs at least one"
          + (skipped == 0 ? "" : "; skipped " + skipped + " bad record" + (skipped == 1 ? "" : "s")
              + (report.messages().isEmpty() ? "" : ", the first: " + report.messages().get(0))));
    }

    /** Hands every item on and returns how many drawables; -1 when streaming met a drawable out of order. */
    private long readAll(ReadAhead items, Slog2Writer writer, ExternalSorter sorter) throws IOException {
      long count = 0;
      // Locals, not fields: storing into this long-lived object for every drawable would cost a
      // garbage-collector write barrier with a memory fence each time.
      Object previousBatch = null;
      int previousIndex = -1;
      while (items.advance()) {
        Drawable d = items.drawable();
        if (d == null) {
          TraceItem item = items.item();
          if (item instanceof CategoryItem c) {
            writer.addCategory(c.category());
            names.put(c.category().index(), c.category().name());
          } else if (item instanceof LineIdMapItem m) {
            writer.addLineIdMap(m.map());
          }
          continue;
        }
        if (sorting) {
          sorter.add(d);
        } else if (!inOrder(d, items, previousBatch, previousIndex)) {
          return -1;
        } else {
          writer.addDrawable(d);
          previousBatch = items.batch();
          previousIndex = items.index();
        }
        if (++count % CANCEL_CHECK_EVERY == 0) {
          checkCancelled(input);
          if (count % PROGRESS_EVERY == 0) {
            progress.progress(sorting ? "reading to sort" : "reading", items.progress());
          }
        }
      }
      return count;
    }

    /**
     * True if the current drawable can go to the writer now; false to restart with sorting; or the
     * order error, naming the previous drawable's place ({@code previousBatch} null when none).
     */
    private boolean inOrder(Drawable d, ReadAhead items, Object previousBatch, int previousIndex)
        throws TraceInputException {
      double end = d.end();
      if (end < lastEnd) {
        if (!options.checkOrder()) {
          return false;
        }
        SourcePosition lastPosition = previousBatch == null ? null : ReadAhead.positionAt(previousBatch, previousIndex);
        throw new TraceInputException(items.position(), "drawable ends at " + end + ", before the previous drawable"
            + (lastPosition == null ? "" : " (" + where(lastPosition) + ")") + " ends at " + lastEnd
            + "; drawables must come in non-decreasing end time");
      }
      lastEnd = end;
      return true;
    }

    private static String where(SourcePosition p) {
      return p.line() >= 0 ? "line " + p.line() : "byte " + p.byteOffset();
    }

    private void writeSorted(ExternalSorter sorter, Slog2Writer writer) throws IOException {
      long total = sorter.count();
      long written = 0;
      DrawableCursor cursor = sorter.sorted();
      for (Drawable d = cursor.next(); d != null; d = cursor.next()) {
        writer.addDrawable(d);
        if (++written % CANCEL_CHECK_EVERY == 0) {
          checkCancelled(input);
          if (written % PROGRESS_EVERY == 0) {
            progress.progress("writing", (double) written / total);
          }
        }
      }
    }

    private Path tempDir() {
      Path parent = output.toAbsolutePath().getParent();
      return parent != null ? parent : Path.of(".");
    }
  }
}
