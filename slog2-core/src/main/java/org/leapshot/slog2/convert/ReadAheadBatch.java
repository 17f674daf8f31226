package org.leapshot.slog2.convert;

import java.io.IOException;
import java.util.Arrays;

/**
 * A batch of {@link ReadAhead}: entries in input order, each a drawable (with where it was read: a
 * {@link SourcePosition}, or a file name and a line) or another item; then possibly the end of
 * input or the failure that ended reading. Columns of one batch rather than an object per
 * drawable: the drawables alone reach the building thread. Batches are used again once the caller
 * is done with them: a fresh one per 256 drawables had been an eighth of the garbage of the OTF2
 * conversion of 1 024 locations.
 */
final class ReadAheadBatch {
  final Object[] entries = new Object[ReadAhead.BATCH_ITEMS];
  final Object[] where = new Object[ReadAhead.BATCH_ITEMS];
  final long[] lines = new long[ReadAhead.BATCH_ITEMS];
  int size;
  /** Whether an entry is a drawable: only then may the caller keep the batch as a place ({@link ReadAhead#batch()}). */
  boolean hasDrawable;
  boolean last;
  IOException failure;
  Throwable bug;
  double progress;

  boolean isFull() {
    return size == ReadAhead.BATCH_ITEMS;
  }

  /** Empties a used batch for the reading thread; its places stay until overwritten (file names only). */
  ReadAheadBatch reset() {
    Arrays.fill(entries, 0, size, null); // the drawables need not live on here
    size = 0;
    hasDrawable = false;
    return this;
  }
}
