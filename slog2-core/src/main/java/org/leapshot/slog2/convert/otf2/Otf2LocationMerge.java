package org.leapshot.slog2.convert.otf2;

import java.io.IOException;
import java.util.List;
import org.leapshot.slog2.convert.EventFileCursors;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * The locations' event files merged by time (spec §14): a heap of cursors whose top, the earliest
 * event of all locations, is converted next; a location leaves the merge at the end of its events
 * or at a cut one. Once every location is done it counts what the cursors met, and it answers the
 * share of the files read. The {@link Otf2TraceSource} around it queues and hands on the items.
 */
final class Otf2LocationMerge {
  /** Events merged per location between two sums of {@link #progress()}. */
  static final int PROGRESS_EVENTS_PER_LOCATION = 64;

  private final Otf2CursorHeap<Otf2EventCursor> heap = new Otf2CursorHeap<>();
  private final EventFileCursors<Otf2EventCursor> cursors;
  private final Otf2Timelines timelines;
  private final Otf2Categories categories;
  private final Otf2EventConverter converter;
  private final Otf2LocalEvents localEvents;
  private final ImportReport report;
  /** Event files open for the merge. */
  private final int locations;
  private boolean finished;
  /** Events merged so far, and when {@link #progress()} may add up the locations again. */
  private long steps;
  private long stepsForProgress;
  private double progress;

  /** Merges {@code open}, cursors at their first events with their lines set, of all {@code cursors}. */
  Otf2LocationMerge(List<Otf2EventCursor> open, EventFileCursors<Otf2EventCursor> cursors, Otf2Timelines timelines,
      Otf2Categories categories, Otf2EventConverter converter, ImportReport report) {
    this.cursors = cursors;
    this.timelines = timelines;
    this.categories = categories;
    this.converter = converter;
    this.localEvents = new Otf2LocalEvents(converter);
    this.report = report;
    this.locations = open.size();
    for (Otf2EventCursor c : open) {
      heap.add(c, c.time, c.order);
    }
  }

  /** Whether every location's events are converted and the converter finished. */
  boolean finished() {
    return finished;
  }

  /** Only to test {@link Otf2LocalEvents}: every event goes through the merge. */
  void mergeEveryEvent() {
    localEvents.ahead = false;
  }

  /** Converts the earliest event of all locations, or finishes. */
  void step() throws IOException {
    steps++;
    if (heap.isEmpty()) {
      finish();
      return;
    }
    Otf2EventCursor c = heap.top();
    if (!c.stop) { // a stop is no event (see Otf2LocalEvents)
      converter.convert(c);
    }
    boolean more;
    try {
      more = localEvents.next(c);
    } catch (TraceInputException e) {
      // The location's events end here (as when a run is killed before its buffers are flushed):
      // its timeline is closed at its last good event first, so that with --keep-going the
      // conversion goes on with the other locations.
      endLocation(c);
      throw e;
    }
    if (more) {
      heap.topAdvanced(c.time);
    } else {
      endLocation(c);
    }
  }

  /** Takes the heap's top cursor, at the end of its events, out of the merge. */
  private void endLocation(Otf2EventCursor c) throws IOException {
    heap.removeTop();
    converter.finishLocation(c);
    Otf2Definitions.Location l = timelines.location(c.line);
    if (l.numberOfEvents() != c.events()) {
      // Only a check: APEX writes its number of regions there.
      report.count("otf2: locations whose event count differs from their definition", 1);
    }
    c.close();
  }

  private void finish() {
    finished = true;
    converter.finish();
    long attributeLists = 0;
    long reversals = 0;
    for (Otf2EventCursor c : cursors) {
      attributeLists += c.attributeLists();
      reversals += c.timeReversals();
    }
    if (attributeLists > 0) {
      report.count("otf2: attribute lists (an Enter's shown in its region state's info)", attributeLists);
    }
    if (reversals > 0) {
      report.count("otf2: timestamps going backwards (kept at the previous time)", reversals);
    }
    report.count("otf2: categories used", categories.groups().size());
    report.count("otf2: timelines", timelines.count());
  }

  /**
   * The share of the event files' bytes read, added up over the locations again only once at
   * least {@link #PROGRESS_EVENTS_PER_LOCATION} events a location were merged since the last
   * time (before, the last sum is given): the sum reads every location's cursor, a cold line each
   * with 1 024 locations, and asked for every 4 096 drawables it was 1.5 % of the reading
   * thread's time on the 1 GB archive of 1 024 locations.
   */
  double progress() {
    if (finished) {
      return 1;
    }
    if (steps >= stepsForProgress) {
      stepsForProgress = steps + PROGRESS_EVENTS_PER_LOCATION * (long) locations;
      progress = cursors.progress();
    }
    return progress;
  }
}
