package org.leapshot.slog2.tree;

import java.util.ArrayDeque;
import java.util.Iterator;

/**
 * Byte arrays handed back for reuse by the tree writer's two threads: the stored form of shadow
 * buffers made ahead of their parent's block, and blocks waiting for the node writer thread to
 * append them. Each is garbage once copied onward, and allocating them had been an eighth of the
 * garbage of an OTF conversion with 1024 timelines. Only a few arrays of at most
 * {@link #LARGEST} bytes are kept, so the pool holds little memory even on a small heap.
 */
final class ByteArrayPool {
  /** Largest array kept; bigger ones (the few buffers near the root) are left to the collector. */
  static final int LARGEST = 1 << 20;
  private static final int KEPT = 16;

  private final ArrayDeque<byte[]> free = new ArrayDeque<>();

  /**
   * An array of at least {@code size} bytes (contents undefined): a kept one no more than twice as
   * long, or a new one with an eighth to spare, so that a sibling's slightly larger buffer fits it next.
   */
  synchronized byte[] take(int size) {
    for (Iterator<byte[]> it = free.iterator(); it.hasNext();) {
      byte[] b = it.next();
      if (b.length >= size && b.length / 2 <= size) {
        it.remove();
        return b;
      }
    }
    return new byte[size <= LARGEST ? size + size / 8 : size];
  }

  /** Hands back an array that nothing reads or writes any more. */
  synchronized void give(byte[] b) {
    if (b.length > LARGEST + LARGEST / 8) {
      return;
    }
    if (free.size() == KEPT) {
      free.removeFirst();
    }
    free.addLast(b);
  }
}
