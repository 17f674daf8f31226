package org.leapshot.slog2.convert.otf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.leapshot.slog2.convert.EventFileCursors;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.convert.TraceSource;

/**
 * An OTF 1 trace as a {@link TraceSource}, opened from its master file {@code <stub>.otf} (spec
 * {@code otf1-format.md}). Reads all definitions first, then merges the streams' event files by
 * time with a priority queue of cursors, converting records as they come (§17). Items come out as
 * the line-ID map, then categories (each just before its first drawable) and drawables in
 * non-decreasing end time, so a writer can take them without sorting.
 *
 * <p>Memory is bounded by definitions, streams, processes and open call-stack levels, not by the
 * event volume. Bad input gives a {@link TraceInputException} naming the file and line.
 */
public final class OtfTraceSource implements TraceSource {
  /**
   * Total read-buffer budget shared by the stream cursors. Small on purpose: the streams are read a
   * few lines at a time in turn, and when all their inflated buffers fit in the core's cache the
   * reading thread needed 10-20 % less CPU on a 16-stream trace than with 256 KiB per stream.
   */
  private static final int CURSOR_BUFFER_BUDGET = 1 << 20;
  private static final int QUEUE_RECORDS = 1 << 14;

  private final ImportReport report = new ImportReport();
  /**
   * Items converted but not handed out yet. Replaced by a new one every {@link #QUEUE_RECORDS}
   * records, so that it stays a young object: storing each new item into an array the collector
   * has moved to the old generation costs a write barrier with a memory fence.
   */
  private ArrayDeque<TraceItem> queue = new ArrayDeque<>();
  private int recordsOnQueue;
  /** Puts converted items on {@link #queue}, for {@link #peek()} and {@link #next()}. */
  private ItemSink queueSink = ItemSink.into(queue);
  private final OtfCursorHeap streams = new OtfCursorHeap();
  private final EventFileCursors<OtfStreamCursor> allCursors = new EventFileCursors<>();
  private final OtfMaster master;
  private final OtfDefinitions defs = new OtfDefinitions();
  /** Inflates the compressed streams ahead of the reading thread; see {@link OtfInflateAhead}. */
  private final ExecutorService inflateAhead = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "leapshot-otf-inflate");
    t.setDaemon(true);
    return t;
  });
  private final OtfMarkers markers = new OtfMarkers();
  private final OtfOptions options;
  private OtfNameDecoder names;
  private OtfTimelines timelines;
  private OtfCategories categories;
  private OtfEventDrawables drawables;
  private OtfEventConverter converter;
  private List<OtfMarkers.Spot> spots = List.of();
  private int nextSpot;
  private long lastTime;
  private boolean finished;
  /** The top cursor, while the record it stands on or its next line turned out bad; else null. */
  private OtfStreamCursor badLineOn;

  private OtfTraceSource(Path masterFile, OtfOptions options) throws IOException {
    this.options = options;
    this.master = OtfMaster.read(masterFile);
  }

  /** Opens the trace whose master file is {@code masterFile}, with the default options. */
  public static OtfTraceSource open(Path masterFile) throws IOException {
    return open(masterFile, OtfOptions.DEFAULT);
  }

  public static OtfTraceSource open(Path masterFile, OtfOptions options) throws IOException {
    OtfTraceSource source = new OtfTraceSource(masterFile, options);
    try {
      source.start();
      return source;
    } catch (IOException | RuntimeException e) {
      source.close();
      throw e;
    }
  }

  /**
   * True when {@code file} is named {@code *.otf} and starts like an OTF 1 master file
   * ({@code <hex>:<hex>,...}). OTF2's {@code *.otf2} does not match.
   */
  public static boolean looksLikeOtf(Path file) {
    return OtfMaster.looksLikeMaster(file);
  }

  private void start() throws IOException {
    defs.readAll(master, report);
    if (master.part("0.def") == null && defs.functions.isEmpty()) {
      report.skip("otf: missing definitions", SourcePosition.line(master.file().toString(), 0),
          "no definition file " + master.stub() + ".0.def[.z]");
    }
    if (defs.conflicts() > 0) {
      report.count("otf: conflicting definitions (first kept)", defs.conflicts());
    }
    names = OtfNameDecoder.forNames(defs.allNames(), options.nameCharset());
    timelines = new OtfTimelines(master, defs, names);
    timelines.countMismatches(report);
    categories = new OtfCategories(defs, names);
    drawables = new OtfEventDrawables(defs, categories, names);
    converter = new OtfEventConverter(options, timelines, categories, drawables, report, queueSink);
    if (options.markers()) {
      spots = markers.readAll(master, report);
    }
    openStreams();
    queue.add(new TraceItem.LineIdMapItem(timelines.map(), SourcePosition.line(master.file().toString(), 1)));
  }

  private void openStreams() throws IOException {
    int bufferBytes = CURSOR_BUFFER_BUDGET / Math.max(1, master.streams().size());
    int order = 0;
    for (Map.Entry<Long, long[]> e : master.streams().entrySet()) {
      Path events = master.part(e.getKey(), "events");
      if (events == null) {
        report.count("otf: streams without an events file", 1);
        continue;
      }
      OtfStreamCursor cursor = new OtfStreamCursor(e.getKey(), order++, e.getValue(), events, bufferBytes,
          inflateAhead, report);
      allCursors.add(cursor);
      if (cursor.advance()) {
        streams.add(cursor);
      }
    }
  }

  /**
   * Category index → group (the function's {@code DFG} name, the counter group, "messages",
   * "collective operations", "file operations", "markers"), for colouring and filtering. A live
   * view: categories are made on first use, so it is complete once the source is drained.
   */
  public Map<Integer, String> categoryGroups() {
    return categories.groups();
  }

  /** Line ID → timeline name (the process's {@code NM}). */
  @Override
  public Map<Integer, String> timelineNames() {
    return timelines.names();
  }

  /** Processes holding threads, named as the processes themselves. */
  @Override
  public Map<String, Map<String, String>> timelineGroupNames() {
    return Map.of(OtfTimelines.MAP_TITLE, timelines.groupNames());
  }

  /** Ticks per second of the trace's timer (DTR, default 10^6). */
  public long ticksPerSecond() {
    return defs.ticksPerSecond();
  }

  /** The charset used for names that are not UTF-8. */
  public java.nio.charset.Charset nameCharset() {
    return names.fallback();
  }

  @Override
  public TraceItem peek() throws IOException {
    converter.output(queueSink);
    while (queue.isEmpty() && !finished) {
      if (++recordsOnQueue == QUEUE_RECORDS) {
        recordsOnQueue = 0;
        queue = new ArrayDeque<>();
        queueSink = ItemSink.into(queue);
        converter.output(queueSink);
      }
      step();
    }
    return queue.peek();
  }

  /** Converts one record (or finishes) straight into {@code sink}, after any items {@link #peek()} queued. */
  @Override
  public boolean drainTo(ItemSink sink) throws IOException {
    if (!queue.isEmpty()) {
      sink.item(queue.poll());
      return true;
    }
    if (finished) {
      return false;
    }
    converter.output(sink);
    step();
    return true;
  }

  @Override
  public TraceItem next() throws IOException {
    TraceItem item = peek();
    if (item != null) {
      queue.poll();
    }
    return item;
  }

  /** Converts the next record (marker spot or event in time order), or finishes. */
  private void step() throws IOException {
    if (badLineOn != null) {
      // The last step threw on a bad line of this cursor (skipped with --keep-going): go on after it.
      advanceTop(badLineOn);
      return;
    }
    OtfStreamCursor cursor = streams.isEmpty() ? null : streams.top();
    if (nextSpot < spots.size() && (cursor == null || spots.get(nextSpot).time() <= cursor.time())) {
      marker(spots.get(nextSpot++));
      return;
    }
    if (cursor != null) {
      lastTime = Math.max(lastTime, cursor.time());
      badLineOn = cursor;
      converter.convert(cursor);
      advanceTop(cursor);
      return;
    }
    finished = true;
    converter.finish(master.file().toString(), lastTime);
    for (OtfStreamCursor c : allCursors) {
      report.addDecompressedBytes(c.decompressedBytes());
    }
    allCursors.forEach(c -> report.count("otf: key-value lines", c.keyValues()));
  }

  /** Moves the top cursor on and restores the heap; leaves {@link #badLineOn} set if a line is bad. */
  private void advanceTop(OtfStreamCursor cursor) throws IOException {
    badLineOn = cursor;
    boolean more = cursor.advance();
    badLineOn = null;
    if (more) {
      streams.topAdvanced();
    } else {
      streams.removeTop();
    }
  }

  private void marker(OtfMarkers.Spot spot) throws TraceInputException {
    int line = timelines.lineOf(spot.process());
    if (line < 0 || spot.time() < 0) {
      report.skip("otf: marker on unknown process", spot.position(), "marker spot on process 0x"
          + Long.toHexString(spot.process()) + ", which has no timeline");
      return;
    }
    lastTime = Math.max(lastTime, spot.time());
    byte[] kindName = markers.kinds.get(spot.kind());
    String name = kindName == null ? "marker 0x" + Long.toHexString(spot.kind()) : names.decode(kindName);
    converter.emit(drawables.marker(spot.kind(), name, line, spot.time(), spot.text()), spot.position());
  }

  @Override
  public ImportReport report() {
    return report;
  }

  /**
   * Eight times the default: an OTF trace's drawables come in bursts (time, process and enter
   * records make none, leaves and counter samples one each). With the default queue the 1 GB
   * trace's reading thread waited 2.5 s for room and the building thread 2.8 s for items in the
   * same 8.7 s (wall-clock profile); with this one, 9.37 s on average over 6 interleaved runs
   * instead of 9.74 s, and again 8.42-9.82 s against 9.01-10.20 s in a later check. Text traces
   * come evenly and convert slower with it (the 4096-timeline trace 1.91-2.07 s instead of
   * 1.66-1.85 s: more items alive at each collection).
   */
  @Override
  public int readAheadItems() {
    return 8 * DEFAULT_READ_AHEAD_ITEMS;
  }

  @Override
  public double progress() {
    if (finished) {
      return 1;
    }
    return allCursors.progress();
  }

  @Override
  public void close() throws IOException {
    try {
      allCursors.close();
    } finally {
      inflateAhead.shutdownNow(); // after the cursors, which wait for their chunks being inflated
    }
  }
}
