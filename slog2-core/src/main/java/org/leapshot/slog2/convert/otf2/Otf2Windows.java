package org.leapshot.slog2.convert.otf2;

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
  /** Bytes of one shared array at most (an array for each so many bytes of windows). */
  static final int ARRAY_BYTES = 32 << 20;

  private long remaining;
  private byte[] array = new byte[0];
  private int used;

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
