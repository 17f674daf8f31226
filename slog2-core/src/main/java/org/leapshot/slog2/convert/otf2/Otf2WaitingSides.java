package org.leapshot.slog2.convert.otf2;

/**
 * The sides of messages of one key (sender, receiver, communicator, tag) waiting for their partner,
 * oldest first: all sends or all receives, since a side of the other kind takes the oldest instead
 * of waiting. Kept in a ring of primitive columns rather than an object per side: with 1 024 ranks
 * about 700 000 sides wait for a while, and an object each was a twelfth of what the reader
 * allocated.
 */
final class Otf2WaitingSides {
  private boolean sends;
  private long[] times = new long[2];
  private long[] lengths = new long[2];
  private long[] offsets = new long[2];
  private String[] files = new String[2];
  private int head;
  private int count;

  boolean isEmpty() {
    return count == 0;
  }

  int size() {
    return count;
  }

  /** Whether the sides waiting are sends (meaningful while not empty). */
  boolean areSends() {
    return sends;
  }

  /** Adds a side after the others; it is of their kind when there are others. */
  void add(boolean isSend, long time, long length, String file, long offset) {
    if (count == times.length) {
      grow();
    }
    int at = (head + count) & (times.length - 1);
    times[at] = time;
    lengths[at] = length;
    offsets[at] = offset;
    files[at] = file;
    sends = isSend;
    count++;
  }

  /** Time of the {@code i}-th oldest side. */
  long time(int i) {
    return times[(head + i) & (times.length - 1)];
  }

  long length(int i) {
    return lengths[(head + i) & (times.length - 1)];
  }

  /** Where the {@code i}-th oldest side was read: its event file and its number there. */
  String file(int i) {
    return files[(head + i) & (times.length - 1)];
  }

  long offset(int i) {
    return offsets[(head + i) & (times.length - 1)];
  }

  /** Drops the oldest side, once its time and length are read. */
  void removeOldest() {
    files[head] = null;
    head = (head + 1) & (times.length - 1);
    count--;
  }

  private void grow() {
    int n = times.length;
    times = unrolled(times, 2 * n);
    lengths = unrolled(lengths, 2 * n);
    offsets = unrolled(offsets, 2 * n);
    String[] f = new String[2 * n];
    for (int i = 0; i < count; i++) {
      f[i] = files[(head + i) & (n - 1)];
    }
    files = f;
    head = 0;
  }

  /** The ring's {@link #count} values oldest first, in an array of {@code size}. */
  private long[] unrolled(long[] ring, int size) {
    long[] to = new long[size];
    int first = Math.min(count, ring.length - head);
    System.arraycopy(ring, head, to, 0, first);
    System.arraycopy(ring, 0, to, first, count - first);
    return to;
  }
}
