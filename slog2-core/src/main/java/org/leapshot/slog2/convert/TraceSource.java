package org.leapshot.slog2.convert;

import java.io.Closeable;
import java.io.IOException;

/**
 * The input side of the one-pass writer (the seeds' TRACE API): hands out categories, line-ID maps
 * and drawables one at a time, in input order. Drawables may come in any end-time order; the
 * converter sorts them unless asked to check the order instead.
 *
 * <p>A category must be handed out before the first drawable that uses it. Not thread-safe.
 */
public interface TraceSource extends Closeable {

  /** The next item without consuming it, or {@code null} at the end of the input. */
  TraceItem peek() throws IOException;

  /** Consumes and returns the next item, or {@code null} at the end of the input. */
  TraceItem next() throws IOException;

  /**
   * Hands the next items to {@code sink}, in the order {@link #next()} would give them, and returns
   * false once the input is exhausted. A call may hand over no item (a record that makes none). The
   * converter reads through this; the default passes on {@link #next()}, one item per call.
   */
  default boolean drainTo(ItemSink sink) throws IOException {
    TraceItem item = next();
    if (item == null) {
      return false;
    }
    sink.item(item);
    return true;
  }

  /** Anomalies counted so far (skipped records by kind, unmatched events, ...). */
  ImportReport report();

  /**
   * Approximate fraction of the input consumed so far, 0..1, for progress bars; {@code -1} when
   * unknown.
   */
  default double progress() {
    return -1;
  }

  /**
   * How many items the converter should be able to read ahead of the tree builder. The default
   * covers a few milliseconds of building; a source whose drawables come in bursts (stretches of
   * records that make none, then many) needs more, or the reading and the building threads take
   * turns waiting for each other.
   */
  default int readAheadItems() {
    return DEFAULT_READ_AHEAD_ITEMS;
  }

  /**
   * Category index → the group the input puts it in (an OTF function group, an OTF2 paradigm, ...),
   * complete once the source is drained; empty when the format has none. SLOG-2 has no field for
   * it, so the converter keeps it beside the output ({@link CategoryGroupsFile}).
   */
  default java.util.Map<Integer, String> categoryGroups() {
    return java.util.Map.of();
  }

  /** {@link #readAheadItems()} of most sources. */
  int DEFAULT_READ_AHEAD_ITEMS = 8192;
}
