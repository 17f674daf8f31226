package org.leapshot.slog2.convert.otf2;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.EventFileCursors;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.convert.TraceSource;
import org.leapshot.slog2.model.LineIdMap;

/**
 * An OTF2 archive as a {@link TraceSource}, opened from its anchor file {@code NAME.otf2} or the
 * directory holding it (spec {@code otf2-format.md}). Reads the global and local definitions
 * first, then merges the locations' event files by time ({@link Otf2LocationMerge}), converting events
 * as they come (§13, §14). Items come out as the line-ID maps, then categories (each just before
 * its first drawable) and drawables in non-decreasing end time, so the writer takes them without
 * sorting.
 *
 * <p>Memory is bounded by the definitions, a read window per location, open regions and messages
 * waiting for their partner, not by the event volume. Bad input gives a
 * {@link org.leapshot.slog2.convert.TraceInputException} naming the file and the byte offset.
 *
 * <p>One thread decodes, merges and converts, each event decoded from its file's window only when
 * the merge reaches it: the 14 or so bytes of an encoded event are the cheapest form to keep it in.
 * Events that change only their own timeline and draw nothing (Enters, most of the rest) are
 * converted as soon as their location's cursor reads them, without the merge ({@link
 * Otf2LocalEvents}).
 * Two ways to overlap were tried and cost more than they saved. Decoding runs of each location's
 * events ahead into columns (66 bytes an event): with 1 024 locations the merge moves to another
 * location at 97 % of events and found the columns cold (reading alone 2.1 s of CPU instead of
 * 0.9 s; with a second thread decoding, 1.2 s on the merging one). Merging on a second thread and
 * handing the merged events over in blocks of columns: on the 1 GB archive of 16 locations the
 * merging thread alone took 3.3 s and the converting one 2.2 s, where one thread had taken 3.2 s.
 */
public final class Otf2TraceSource implements TraceSource {
  /** Items are queued for {@link #peek()} into a fresh deque every so many events (see the OTF 1 source). */
  private static final int QUEUE_RECORDS = 1 << 14;
  /**
   * Events converted per {@link #drainTo} call: most events make no drawable or one, and a call
   * per event went through the checking and read-ahead layers 75 million times for a 1 GB archive.
   */
  private static final int EVENTS_PER_DRAIN = 64;

  private final ImportReport report = new ImportReport();
  private ArrayDeque<TraceItem> queue = new ArrayDeque<>();
  private ItemSink queueSink = ItemSink.into(queue);
  private int recordsOnQueue;
  private final EventFileCursors<Otf2EventCursor> cursors = new EventFileCursors<>();
  private final Otf2Anchor anchor;
  private Otf2Definitions defs;
  private Otf2Timelines timelines;
  private Otf2Categories categories;
  private Otf2EventConverter converter;
  private Otf2LocationMerge merge;
  private Otf2WindowPrefetch prefetch;

  private Otf2TraceSource(Path anchorFile) throws IOException {
    this.anchor = Otf2Anchor.read(anchorFile);
  }

  /** Opens the archive whose anchor file (or directory) is {@code path}. */
  public static Otf2TraceSource open(Path path) throws IOException {
    Otf2TraceSource source = new Otf2TraceSource(path);
    try {
      source.start();
      return source;
    } catch (IOException | RuntimeException e) {
      source.close();
      throw e;
    }
  }

  /** True when {@code file} starts like an OTF2 anchor file: {@code 03 42|23 "OTF2\0"}. */
  public static boolean looksLikeAnchor(byte[] head) {
    return head.length >= 7 && head[0] == 3 && (head[1] == 0x42 || head[1] == 0x23) && head[2] == 'O'
        && head[3] == 'T' && head[4] == 'F' && head[5] == '2' && head[6] == 0;
  }

  /** The anchor file of an archive given as its anchor or its directory (for the cache and the detector). */
  public static Path anchorOf(Path path) throws IOException {
    return Files.isDirectory(path) ? Otf2Anchor.anchorIn(path) : path;
  }

  private void start() throws IOException {
    Otf2DefinitionReader reader = new Otf2DefinitionReader(anchor, report);
    defs = reader.readGlobal();
    if (defs.locations.size() != anchor.locations()) {
      report.count("otf2: locations differ from the anchor's count (" + anchor.locations() + ")",
          defs.locations.size());
    }
    Otf2EventFiles files = new Otf2EventFiles(anchor, reader, defs, report, cursors);
    List<Otf2EventCursor> open = files.open;
    timelines = new Otf2Timelines(defs, files.withEvents);
    prefetch = new Otf2WindowPrefetch(open);
    long origin = defs.globalOffset;
    for (Otf2EventCursor c : open) {
      c.line = timelines.lineOf(c.location);
      c.order = c.line;
      origin = Math.min(origin, c.time);
    }
    if (origin != defs.globalOffset) {
      report.count("otf2: events before the global offset (time 0 moved to the first event)", 1);
    }
    categories = new Otf2Categories(defs);
    converter = new Otf2EventConverter(defs, timelines, categories, report, origin, queueSink);
    merge = new Otf2LocationMerge(open, cursors, timelines, categories, converter, report);
    for (LineIdMap map : timelines.maps()) {
      queue.add(new TraceItem.LineIdMapItem(map, SourcePosition.offset(anchor.file().toString(), 0)));
    }
  }

  /** Line ID → "node / process / location" names from the system tree and the definitions; groups by theirs. */
  @Override
  public Map<Integer, String> timelineNames() {
    return timelines.names();
  }

  @Override
  public Map<String, Map<String, String>> timelineGroupNames() {
    return timelines.groupNames();
  }

  /** Only to test {@link Otf2LocalEvents}: every event goes through the merge. */
  void mergeEveryEvent() {
    merge.mergeEveryEvent();
  }

  /** The OTF2 location id shown on a line. */
  public long locationOf(int line) {
    return timelines.location(line).id();
  }

  /** Category index → group ("MPI", "OpenMP", "metrics", ...); complete once the source is drained. */
  public Map<Integer, String> categoryGroups() {
    return categories.groups();
  }

  /** Ticks per second of the archive's timer. */
  public long ticksPerSecond() {
    return defs.timerResolution;
  }

  @Override
  public TraceItem peek() throws IOException {
    converter.output(queueSink);
    while (queue.isEmpty() && !merge.finished()) {
      if (++recordsOnQueue == QUEUE_RECORDS) {
        recordsOnQueue = 0;
        queue = new ArrayDeque<>();
        queueSink = ItemSink.into(queue);
        converter.output(queueSink);
      }
      merge.step();
    }
    return queue.peek();
  }

  @Override
  public TraceItem next() throws IOException {
    return peek() != null ? queue.poll() : null;
  }

  /**
   * Converts up to {@link #EVENTS_PER_DRAIN} events (or finishes) straight into {@code sink}, after
   * any items {@link #peek()} queued.
   */
  @Override
  public boolean drainTo(ItemSink sink) throws IOException {
    if (!queue.isEmpty()) {
      sink.item(queue.poll());
      return true;
    }
    if (merge.finished()) {
      return false;
    }
    converter.output(sink);
    for (int i = 0; i < EVENTS_PER_DRAIN && !merge.finished(); i++) {
      merge.step();
    }
    prefetch.afterEvents(EVENTS_PER_DRAIN);
    return true;
  }

  @Override
  public ImportReport report() {
    return report;
  }

  /** One timeline per location with events, all known from the definitions and the event files' first chunks. */
  @Override
  public int suggestedLeafBytes() {
    return TraceSource.leafBytesForTimelines(timelines.count());
  }

  /** Many events make no drawable (Enter, requests, begins), as in OTF 1: room for bursts. */
  @Override
  public int readAheadItems() {
    return 8 * DEFAULT_READ_AHEAD_ITEMS;
  }

  /** The share of the event files' bytes read ({@link Otf2LocationMerge#progress()}). */
  @Override
  public double progress() {
    return merge.progress();
  }

  @Override
  public void close() throws IOException {
    cursors.close();
  }
}
