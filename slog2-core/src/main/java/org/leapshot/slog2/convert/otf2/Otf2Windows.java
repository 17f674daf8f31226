package org.leapshot.slog2.convert.otf2;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The read windows of an archive's event files, carved side by side out of a few shared arrays
 * rather than an array each.
 *
 * <p>Every byte read from a window is bounds-checked against its array's length, which lies in the
 * array's header, a cache line of its own away from the bytes. With 1 024 locations the merge
 * moves to another location at nearly every event, so 1 024 headers were one more cold line per
 * event; a few shared arrays have a few headers, which stay in the cache.
 */
final class Otf2Windows {
  /** Read windows of all locations together; each gets a share, between 16 KiB and a chunk. */
  private static final int WINDOW_BUDGET = 32 << 20;
  private static final int MIN_WINDOW = 16 << 10;
  /** Bytes of one shared array at most (an array for each so many bytes of windows). */
  static final int ARRAY_BYTES = 32 << 20;

  private long remaining;
  private byte[] array = new byte[0];
  private int used;

  /** The window of each of {@code locations} event files of chunks of {@code chunkSize}. */
  static int windowOfEach(long chunkSize, int locations) {
    return (int) Math.max(MIN_WINDOW, Math.min(chunkSize, WINDOW_BUDGET / Math.max(1, locations)));
  }

  /** Room for the windows of the event files of {@code locations} that exist, each of {@code window} bytes at most. */
  static Otf2Windows forEventFiles(Otf2Anchor anchor, List<Otf2Definitions.Location> locations, int window)
      throws IOException {
    long bytes = 0;
    for (Otf2Definitions.Location l : locations) {
      Path events = anchor.events(l.id());
      if (Files.isRegularFile(events)) {
        bytes += Otf2ChunkReader.windowSize(anchor.eventChunkSize(), Files.size(events), window);
      }
    }
    return new Otf2Windows(bytes);
  }

  /** Windows of {@code totalBytes} in all are to be taken (more is allowed, in further arrays). */
  Otf2Windows(long totalBytes) {
    this.remaining = Math.max(0, totalBytes);
  }

  /** Takes a window of {@code bytes}; returns its start in {@link #array()}, the array it is in. */
  int take(int bytes) {
    if (bytes > array.length - used) {
      array = new byte[(int) Math.max(bytes, Math.min(ARRAY_BYTES, remaining))];
      used = 0;
    }
    int start = used;
    used += bytes;
    remaining -= bytes;
    return start;
  }

  /** The array of the window {@link #take} gave last. */
  byte[] array() {
    return array;
  }
}
