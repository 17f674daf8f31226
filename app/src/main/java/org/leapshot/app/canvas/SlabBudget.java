package org.leapshot.app.canvas;

/**
 * How many stored bytes one slab of the exact drawing ({@link ExactPicture}) may read, from the heap
 * the JVM has left. Every slab re-reads and re-nests the long states of every timeline it crosses
 * (on 16 384 timelines, 64 slabs of 32 MB cost 2.6 times the CPU of one pass), so slabs are as large
 * as the heap allows: one slab when the window fits, small ones only when memory demands it.
 */
final class SlabBudget {
  /**
   * Heap per stored byte while a slab is read and folded (measured: the whole-window builder needed
   * 2.5 GB for the 1 GB of the 64-timeline trace, about 250 bytes per drawable of ~100 stored bytes;
   * a slab holds less than the builder, so this leaves room).
   */
  static final long HEAP_PER_STORED_BYTE = 3;
  /** The share of the free heap one slab may take: the rest is the picture, the GC's room and the error in the estimate. */
  static final double HEAP_SHARE = 0.5;
  /** The smallest slab: below this the re-read long states cost more than the memory saved. */
  static final long MIN_BYTES = 4L << 20;

  private SlabBudget() {}

  /** Stored bytes per slab when {@code availableHeap} bytes of heap are free. */
  static long forHeap(long availableHeap) {
    long share = (long) (Math.max(0, availableHeap) * HEAP_SHARE) / HEAP_PER_STORED_BYTE;
    return Math.max(MIN_BYTES, share);
  }

  /** Stored bytes per slab for the heap this JVM has free now. */
  static long now() {
    Runtime rt = Runtime.getRuntime();
    return forHeap(rt.maxMemory() - (rt.totalMemory() - rt.freeMemory()));
  }
}
