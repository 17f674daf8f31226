package org.leapshot.slog2.convert.sort;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import org.leapshot.slog2.model.Drawable;

/**
 * Sorts drawables by end time, stably, in bounded memory: drawables are collected until their
 * estimated heap size reaches the budget, sorted and spilled as a run to a temporary file; at the
 * end the runs and the last in-memory stretch are merged. More runs than the fan-in are first
 * merged in groups of consecutive runs, which keeps ties in input order.
 *
 * <p>Use: {@link #add} every drawable, then read {@link #sorted()} once, then {@link #close()},
 * which deletes every temporary file, also after a failure. Not thread-safe.
 */
public final class ExternalSorter implements Closeable {
  /** Runs merged at once: 64 readers with 64 KiB buffers each stay at 4 MiB. */
  static final int DEFAULT_FAN_IN = 64;

  private static final Comparator<Drawable> BY_END = (a, b) -> Double.compare(a.end(), b.end());

  private final long budgetBytes;
  private final Path tempDir;
  private final int fanIn;
  private final List<RunFile> runs = new ArrayList<>();
  private List<Drawable> buffer = new ArrayList<>();
  private long bufferBytes;
  private long count;
  private boolean sorting;

  /**
   * @param budgetBytes estimated heap bytes of drawables held before a run is spilled (at least 1)
   * @param tempDir where run files go (e.g. beside the output file)
   */
  public ExternalSorter(long budgetBytes, Path tempDir) {
    this(budgetBytes, tempDir, DEFAULT_FAN_IN);
  }

  ExternalSorter(long budgetBytes, Path tempDir, int fanIn) {
    if (budgetBytes < 1) {
      throw new IllegalArgumentException("budgetBytes must be >= 1, was " + budgetBytes);
    }
    if (fanIn < 2) {
      throw new IllegalArgumentException("fanIn must be >= 2, was " + fanIn);
    }
    this.budgetBytes = budgetBytes;
    this.tempDir = tempDir;
    this.fanIn = fanIn;
  }

  public void add(Drawable drawable) throws IOException {
    if (sorting) {
      throw new IllegalStateException("add after sorted()");
    }
    buffer.add(drawable);
    bufferBytes += DrawableCodec.heapBytes(drawable);
    count++;
    if (bufferBytes >= budgetBytes) {
      spill();
    }
  }

  /** Drawables added so far. */
  public long count() {
    return count;
  }

  /** Runs spilled to temporary files so far (0 when everything fit in the budget). */
  public int spilledRuns() {
    return runs.size();
  }

  /** Ends adding and returns every drawable in non-decreasing end time, ties in input order. */
  public DrawableCursor sorted() throws IOException {
    if (sorting) {
      throw new IllegalStateException("sorted() called twice");
    }
    sorting = true;
    buffer.sort(BY_END);
    Iterator<Drawable> memory = buffer.iterator();
    DrawableCursor last = () -> memory.hasNext() ? memory.next() : null;
    if (runs.isEmpty()) {
      return last;
    }
    // One merge slot stays free for the in-memory stretch, which comes last in input order.
    while (runs.size() > fanIn - 1) {
      mergePass();
    }
    List<DrawableCursor> sources = new ArrayList<>(runs.size() + 1);
    for (RunFile run : runs) {
      sources.add(run.open());
    }
    sources.add(last);
    return new MergeCursor(sources);
  }

  /** Deletes every temporary file and drops the in-memory drawables. */
  @Override
  public void close() throws IOException {
    IOException failure = null;
    for (RunFile run : runs) {
      try {
        run.close();
      } catch (IOException e) {
        failure = failure == null ? e : failure;
      }
    }
    runs.clear();
    buffer = new ArrayList<>();
    if (failure != null) {
      throw failure;
    }
  }

  private void spill() throws IOException {
    buffer.sort(BY_END);
    Iterator<Drawable> it = buffer.iterator();
    runs.add(RunFile.write(tempDir, () -> it.hasNext() ? it.next() : null));
    buffer = new ArrayList<>();
    bufferBytes = 0;
  }

  /** Replaces each group of up to {@code fanIn} consecutive runs by their merge. */
  private void mergePass() throws IOException {
    List<RunFile> merged = new ArrayList<>();
    int i = 0;
    try {
      for (; i < runs.size(); i += fanIn) {
        List<RunFile> group = runs.subList(i, Math.min(i + fanIn, runs.size()));
        List<DrawableCursor> sources = new ArrayList<>(group.size());
        for (RunFile run : group) {
          sources.add(run.open());
        }
        merged.add(RunFile.write(tempDir, new MergeCursor(sources)));
        for (RunFile run : group) {
          run.close();
        }
      }
    } catch (IOException | RuntimeException e) {
      // Keep track of everything still on disk so that close() deletes it.
      runs.subList(0, i).clear();
      runs.addAll(0, merged);
      throw e;
    }
    runs.clear();
    runs.addAll(merged);
  }
}
