package org.leapshot.slog2.convert;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * The event-file cursors of a source that merges many files by time (OTF 1 streams, OTF2
 * locations): progress weighted by each file's size, and closing them all. Only the cold parts;
 * the per-record merge stays in each source.
 */
public final class EventFileCursors<C extends EventFileCursors.Cursor> implements Iterable<C> {
  /** One event file read from start to end. */
  public interface Cursor extends Closeable {
    /** Size of the file on disk, the weight of its progress. */
    long fileBytes();

    /** Fraction of the file read, 0 to 1. */
    double progress();
  }

  private final List<C> cursors = new ArrayList<>();
  private long totalBytes;

  /** Takes {@code cursor} into the progress and into {@link #close()}. */
  public void add(C cursor) {
    cursors.add(cursor);
    totalBytes += cursor.fileBytes();
  }

  /** Fraction of all files' bytes read, or -1 when the files are empty (progress unknown). */
  public double progress() {
    if (totalBytes <= 0) {
      return -1;
    }
    double done = 0;
    for (C c : cursors) {
      done += c.progress() * c.fileBytes();
    }
    return Math.min(1, done / totalBytes);
  }

  /** Closes every cursor, also after one failed, and throws the first failure. */
  public void close() throws IOException {
    IOException first = null;
    for (C c : cursors) {
      try {
        c.close();
      } catch (IOException e) {
        first = first == null ? e : first;
      }
    }
    if (first != null) {
      throw first;
    }
  }

  @Override
  public Iterator<C> iterator() {
    return cursors.iterator();
  }
}
