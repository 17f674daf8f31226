package org.leapshot.slog2.query;

import org.leapshot.slog2.format.decode.PackedDrawables;

/**
 * A window's drawables as one contiguous array in drawing order, {@link #STRIDE} numbers each: the
 * two vertex times, the two line IDs and the category with the number of vertices (0: an object,
 * read through the window's references). What {@link DrawableCursor} reads.
 *
 * <p>Why: a window's references point into the columns of many nodes, so reading a drawable missed
 * the processor's cache several times (kind, category, times and lines each in their own array). A
 * scroll step copies the drawables it keeps from the previous window's array, which the previous
 * reading left in the cache, and reads only the new ones from the nodes (Jumpshot-4 likewise
 * re-walks its previous window's objects).
 */
final class WindowColumns {
  static final int STRIDE = 4;
  /** Larger windows are read through their references: the array would be 4× their size. */
  static final int MOST = 1 << 16;

  private WindowColumns() {}

  /** The columns of {@code size} drawables referenced as {@link WindowDrawables} does. */
  static long[] of(PackedDrawables[] lists, long[] refs, int size) {
    long[] out = new long[size * STRIDE];
    for (int p = 0; p < size; p++) {
      put(lists, refs[p], out, p * STRIDE);
    }
    return out;
  }

  /**
   * The columns of a scroll step's answer: the drawables it kept ({@code kept}, references in the
   * new answer's numbering, in order; {@code keptFrom}, their places in the previous answer) are
   * copied from the previous answer's columns, the others read from their nodes.
   */
  static long[] stepped(PackedDrawables[] lists, long[] refs, int size, long[] kept, int[] keptFrom, int keptCount,
      long[] previous) {
    long[] out = new long[size * STRIDE];
    int k = 0;
    for (int p = 0; p < size; p++) {
      long r = refs[p];
      int at = p * STRIDE;
      if (k < keptCount && kept[k] == r) { // references are unique: equal means the same drawable
        System.arraycopy(previous, keptFrom[k++] * STRIDE, out, at, STRIDE);
      } else {
        put(lists, r, out, at);
      }
    }
    return out;
  }

  private static void put(PackedDrawables[] lists, long ref, long[] out, int at) {
    int l = WindowDrawables.list(ref);
    if (l == WindowDrawables.OBJECTS) {
      return; // kind 0: read through the references
    }
    PackedDrawables list = lists[l];
    int i = WindowDrawables.index(ref);
    int kind = list.vertexCount(i);
    if (kind == 0) {
      return;
    }
    // An event's one vertex is held twice, so both vertices' columns hold something to read.
    out[at] = Double.doubleToRawLongBits(list.time(i, 0));
    out[at + 1] = Double.doubleToRawLongBits(list.time(i, 1));
    out[at + 2] = ((long) list.lineId(i, 0) << 32) | (list.lineId(i, 1) & 0xFFFF_FFFFL);
    out[at + 3] = ((long) list.category(i) << 32) | kind;
  }

  static int kind(long[] c, int at) {
    return (int) c[at + 3] & 0xFF;
  }

  static int category(long[] c, int at) {
    return (int) (c[at + 3] >> 32);
  }

  static double time(long[] c, int at, int vertex) {
    return Double.longBitsToDouble(c[at + vertex]);
  }

  static int lineId(long[] c, int at, int vertex) {
    return vertex == 0 ? (int) (c[at + 2] >> 32) : (int) c[at + 2];
  }
}
