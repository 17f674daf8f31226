package org.leapshot.slog2.convert;

import java.io.Closeable;
import java.io.IOException;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The input side of the one-pass writer (the seeds' TRACE API): hands out categories, line-ID maps
 * and drawables one at a time, in input order. Drawables may come in any end-time order; the
 * converter sorts them unless asked to check the order instead.
 *
 * <p>A category must be handed out before the first drawable that uses it. Not thread-safe.
 */
public interface TraceSource extends Closeable {
  /**
   * Largest time, in seconds either side of 0, a drawable may have. Any finite double was taken, but
   * a run from -1e308 to 1e308 s is infinitely wide: the viewer's and {@code render}'s time scales
   * divide by that width, and a file with it could not be drawn. 1e300 s leaves room for sums of widths.
   */
  double MAX_SECONDS = 1e300;

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

  /**
   * Line ID → the name the input gives that timeline (an OTF2 location in its system tree, a Paje
   * container's path, ...), complete once the source is drained; empty when the format has none.
   * A line-ID map holds numbers only, so the converter keeps the names beside the output ({@link
   * TimelineNamesFile}).
   */
  default java.util.Map<Integer, String> timelineNames() {
    return java.util.Map.of();
  }

  /**
   * Line-ID map title → group path ({@link TimelineNamesFile#groupPath}) → the name the input gives
   * that group (an OTF2 system-tree node or location group, a Paje container holding others, a
   * Paraver node the {@code .row} file names, ...), complete once the source is drained; empty when
   * the format has none. Kept beside the output with the timelines' names.
   */
  default java.util.Map<String, java.util.Map<String, String>> timelineGroupNames() {
    return java.util.Map.of();
  }

  /**
   * The leaf byte size of the tree when the user chose none. The default is the reference
   * converters' 64 KiB: the formats they convert keep it, as their output is byte for byte theirs.
   * A format without a reference converter sizes its leaves from its timelines ({@link
   * #leafBytesForTimelines}). Asked once, before the converter reads any item; a source that learns
   * its timelines from its records may read up to its first item to answer (queueing what it read).
   */
  default int suggestedLeafBytes() throws IOException {
    return WriterOptions.DEFAULT.leafByteSize();
  }

  /**
   * About {@link #LEAF_BYTES_PER_TIMELINE} per timeline, to the nearest power of two, between the
   * reference's 64 KiB and {@link #MAX_SUGGESTED_LEAF_BYTES}. With 64 KiB leaves a trace of 1 024
   * timelines has about 1.5 drawables per timeline in a leaf, so every inner node keeps nearly as
   * many shadows as its children have drawables: the file doubles (839 MB against 397 MB with 1 MiB
   * leaves, a 158 MB archive of 1 024 locations) and both the conversion and the whole-run overview
   * slow down (docs/benchmarks.md).
   */
  static int leafBytesForTimelines(long timelines) {
    long wanted = Math.max(1, timelines) * LEAF_BYTES_PER_TIMELINE;
    long below = Long.highestOneBit(wanted);
    long nearest = wanted - below < 2 * below - wanted ? below : 2 * below;
    return (int) Math.max(WriterOptions.DEFAULT.leafByteSize(), Math.min(MAX_SUGGESTED_LEAF_BYTES, nearest));
  }

  /** Leaf bytes per timeline of {@link #leafBytesForTimelines}: about 25 drawables of each timeline a leaf. */
  int LEAF_BYTES_PER_TIMELINE = 1 << 10;

  /**
   * The largest leaf {@link #leafBytesForTimelines} suggests: past it the conversion gets no
   * quicker and a jump to a point reads more than it shows (docs/benchmarks.md).
   */
  int MAX_SUGGESTED_LEAF_BYTES = 2 << 20;

  /** {@link #readAheadItems()} of most sources. */
  int DEFAULT_READ_AHEAD_ITEMS = 8192;
}
