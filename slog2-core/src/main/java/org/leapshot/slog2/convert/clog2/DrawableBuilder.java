package org.leapshot.slog2.convert.clog2;

import java.util.Deque;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * Turns CLOG2 records into trace items the way the reference's drawable builder does
 * (clog2-format.md Part B): definitions become categories, matched events become states, arrows and
 * events at the record that completes them, COMMEVTs build the line table, and after the log come
 * the two line-ID maps. Items go to {@code out} in exactly the reference's delivery order.
 *
 * <p>Where the reference would crash or exit on a semantic problem (unknown event ID, a role that
 * does not fit the record type, a line no COMMEVT introduced), the record is skipped and counted.
 */
final class DrawableBuilder {
  private static final int UNDEFINED_ETYPE = -1;

  private final Clog2Preamble preamble;
  private final String file;
  private final ImportReport report;
  private final Deque<TraceItem> out;
  private final EventIdTable ids;
  private final Clog2Categories categories;
  private final LineTable lines;
  /** Open states, one queue per (category, line): matching is first-in first-out per line (§B.4). */
  private final PendingQueues states = new PendingQueues();
  private final MessageMatcher messages = new MessageMatcher();
  private Clog2Categories.Entry lastStateDef;
  private long drawables;
  private final long[] recordsByType = new long[Clog2RecordType.TIMESHIFT + 1];

  DrawableBuilder(Clog2Preamble preamble, String file, ImportReport report, Deque<TraceItem> out) {
    this.preamble = preamble;
    this.file = file;
    this.report = report;
    this.out = out;
    this.ids = new EventIdTable(preamble);
    this.categories = new Clog2Categories(report);
    this.lines = new LineTable(preamble.maxCommWorldSize(), preamble.maxThreadCount());
  }

  /**
   * The item before any record: the arrow category {@code message}. (The reference hands over the
   * three preview categories before it; the SLOG-2 writer registers those itself.)
   */
  void begin() {
    emit(categories.message(), SourcePosition.offset(file, Clog2Preamble.SIZE));
  }

  /** Interprets the reader's current record. */
  void accept(Clog2RecordReader r) throws TraceInputException {
    recordsByType[r.rectype()]++;
    switch (r.rectype()) {
      case Clog2RecordType.STATEDEF -> stateDef(r);
      case Clog2RecordType.EVENTDEF -> eventDef(r);
      case Clog2RecordType.BAREEVT -> event(r, false);
      case Clog2RecordType.CARGOEVT -> event(r, true);
      case Clog2RecordType.MSGEVT -> message(r);
      case Clog2RecordType.COMMEVT -> communicator(r);
      default -> { } // CONSTDEF, COLLEVT, SRCLOC, TIMESHIFT: nothing to draw; times are already shifted
    }
  }

  /** After ENDLOG: counts what stayed unmatched, then hands out the two line-ID maps. */
  void end(long offset) {
    states.forEach((category, line, unused, time, lineId, at) -> report.skip("CLOG2 unmatched state start",
        SourcePosition.offset(file, at), "state of category " + category + " started at " + time + " on line " + line
            + " never ends"));
    messages.forEachPendingSend((tag, sender, receiver, time, at) -> report.skip("CLOG2 unmatched message send",
        SourcePosition.offset(file, at), "send at " + time + " (tag " + tag + ", process line " + sender + " -> "
            + receiver + ") has no receive"));
    messages.forEachPendingReceive((tag, sender, receiver, time, at) -> report.skip("CLOG2 unmatched message receive",
        SourcePosition.offset(file, at), "receive at " + time + " (tag " + tag + ", process line " + sender + " -> "
            + receiver + ") has no send"));
    for (int type = 0; type < recordsByType.length; type++) {
      // Events and messages become drawables (or skips); the other kinds are read but draw nothing.
      boolean draws = type == Clog2RecordType.BAREEVT || type == Clog2RecordType.CARGOEVT
          || type == Clog2RecordType.MSGEVT;
      if (recordsByType[type] > 0 && !draws) {
        report.count("CLOG2 " + Clog2RecordType.name(type) + " records", recordsByType[type]);
      }
    }
    SourcePosition at = SourcePosition.offset(file, offset);
    for (LineIdMap map : lines.maps()) {
      out.add(new TraceItem.LineIdMapItem(map, at));
    }
  }

  /** Drawables handed out so far (the reference's "Number of Drawables"). */
  long drawables() {
    return drawables;
  }

  /** Open states plus unpaired message halves (the reference's "Number of Unmatched Events"). */
  long unmatchedEvents() {
    return states.waiting() + messages.pendingSends() + messages.pendingReceives();
  }

  private void stateDef(Clog2RecordReader r) {
    int startEtype = r.bodyInt(4);
    int finalEtype = r.bodyInt(8);
    String color = r.bodyString(16, 24);
    String name = r.bodyString(40, 32);
    String format = r.bodyString(72, 40);
    SourcePosition at = position(r);
    long start = ids.lookup(startEtype);
    long fin = ids.lookup(finalEtype);
    if (start == EventIdTable.NOT_FOUND || fin == EventIdTable.NOT_FOUND) {
      int index = ids.allocate();
      ids.register(startEtype, index, EventIdTable.START);
      ids.register(finalEtype, index, EventIdTable.FINAL);
      emit(categories.create(index, Topology.STATE, name, color, format, at), at);
      lastStateDef = categories.entry(index, Topology.STATE);
    } else if (EventIdTable.category(start) == EventIdTable.category(fin)) {
      Clog2Categories.Entry e = categories.entry(EventIdTable.category(start), topologyOf(EventIdTable.role(start)));
      emit(categories.update(e, name, color, format, at), at);
      lastStateDef = e;
    } else {
      report.skip("CLOG2 conflicting state definition", at, "STATEDEF events " + startEtype + " and " + finalEtype
          + " belong to different categories " + EventIdTable.category(start) + " and " + EventIdTable.category(fin));
      // The reference then hands over again the last defined (or last pre-allocated) state category.
      Clog2Categories.Entry again = lastStateDef;
      if (again == null && ids.lastPreallocatedState() >= 0) {
        again = categories.entry(ids.lastPreallocatedState(), Topology.STATE);
      }
      if (again != null) {
        emit(again.toCategory(), at);
      }
    }
  }

  private void eventDef(Clog2RecordReader r) {
    int etype = r.bodyInt(0);
    String color = r.bodyString(8, 24);
    String name = r.bodyString(32, 32);
    String format = r.bodyString(64, 40);
    SourcePosition at = position(r);
    long found = ids.lookup(etype);
    if (found == EventIdTable.NOT_FOUND) {
      int index = ids.allocate();
      ids.register(etype, index, EventIdTable.SOLO);
      emit(categories.create(index, Topology.EVENT, name, color, format, at), at);
    } else {
      Clog2Categories.Entry e = categories.entry(EventIdTable.category(found), topologyOf(EventIdTable.role(found)));
      emit(categories.update(e, name, color, format, at), at);
    }
  }

  private void event(Clog2RecordReader r, boolean cargo) {
    int etype = r.bodyInt(0);
    if (etype == UNDEFINED_ETYPE) {
      return;
    }
    long found = ids.lookup(etype);
    if (found == EventIdTable.NOT_FOUND) {
      report.skip("CLOG2 unknown event ID", position(r), Clog2RecordType.name(r.rectype()) + " has event ID " + etype
          + ", which no STATEDEF/EVENTDEF or preamble range defines");
      return;
    }
    double time = r.time();
    if (!Double.isFinite(time)) {
      report.skip("CLOG2 non-finite time", position(r), "event time is " + time);
      return;
    }
    int category = EventIdTable.category(found);
    int line = lines.lineId(r.icomm(), r.rank(), r.thread());
    byte[] info = cargo ? r.bodyBytes(8, Clog2RecordType.CARGO_SIZE) : null;
    switch (EventIdTable.role(found)) {
      case EventIdTable.START -> states.add(category, line, 0, time, line, 0, info, r.offset());
      case EventIdTable.FINAL -> {
        int s = states.poll(category, line, 0);
        if (s == PendingQueues.NONE) {
          report.skip("CLOG2 unmatched state end", position(r), "final event " + etype + " at " + time + " on line "
              + line + " has no open start");
          return;
        }
        byte[] startInfo = states.takeInfo(s);
        deliver(Primitive.adopt(category, new double[] {states.time(s), time}, new int[] {line, line},
            cargo ? info : startInfo),
            Topology.STATE, r);
      }
      case EventIdTable.SOLO -> deliver(Primitive.adopt(category, new double[] {time}, new int[] {line}, info),
          Topology.EVENT, r);
      default -> report.skip("CLOG2 message ID in a plain event", position(r), Clog2RecordType.name(r.rectype())
          + " has message event ID " + etype + "; only MSGEVT records carry messages");
    }
  }

  private void message(Clog2RecordReader r) {
    int etype = r.bodyInt(0);
    if (etype == UNDEFINED_ETYPE) {
      return;
    }
    long found = ids.lookup(etype);
    int role = found == EventIdTable.NOT_FOUND ? 0 : EventIdTable.role(found);
    if (role != EventIdTable.SEND && role != EventIdTable.RECEIVE) {
      report.skip("CLOG2 bad message event ID", position(r), "MSGEVT has event ID " + etype
          + ", which is not a message send or receive");
      return;
    }
    double time = r.time();
    if (!Double.isFinite(time)) {
      report.skip("CLOG2 non-finite time", position(r), "message time is " + time);
      return;
    }
    int mw = preamble.maxCommWorldSize();
    int me = r.icomm() * mw + r.rank();
    int peer = r.bodyInt(4) * mw + r.bodyInt(8);
    int tag = r.bodyInt(12);
    int line = lines.lineId(r.icomm(), r.rank(), r.thread());
    int category = EventIdTable.category(found);
    Primitive arrow = role == EventIdTable.SEND
        ? messages.send(category, me, peer, tag, r.bodyInt(16), time, line, r.offset())
        : messages.receive(category, me, peer, tag, time, line, r.offset());
    if (arrow != null) {
      deliver(arrow, Topology.ARROW, r);
    }
  }

  private void communicator(Clog2RecordReader r) throws TraceInputException {
    if (!lines.addCommunicator(r.bodyInt(4), r.bodyInt(8), r.bodyInt(12))) {
      throw r.error(r.offset(), "COMMEVT records introduce more than " + LineTable.MAX_LINES
          + " timelines (max_thread_count " + preamble.maxThreadCount() + ")");
    }
  }

  /** Hands out a completed drawable, preceded by its category at the category's first use. */
  private void deliver(Primitive p, Topology topology, Clog2RecordReader r) {
    int first = p.firstLineId();
    int last = p.lastLineId();
    // The reference marks the lines of the first and last vertex used; it crashes on a missing one.
    boolean lastKnown = first == last || lines.contains(last);
    if (!lastKnown || !lines.markUsed(first)) {
      report.skip("CLOG2 drawable on an unknown timeline", position(r), topology.displayName() + " on line "
          + (lastKnown ? first : last) + ", which no earlier COMMEVT introduced");
      return;
    }
    if (first != last) {
      lines.markUsed(last);
    }
    SourcePosition at = position(r);
    Category firstUse = categories.use(p.categoryIndex(), topology);
    if (firstUse != null) {
      out.add(new TraceItem.CategoryItem(firstUse, at));
    }
    out.add(new TraceItem.DrawableItem(p, at));
    drawables++;
  }

  private void emit(Category c, SourcePosition at) {
    out.add(new TraceItem.CategoryItem(c, at));
  }

  private SourcePosition position(Clog2RecordReader r) {
    return SourcePosition.offset(file, r.offset());
  }

  private static Topology topologyOf(int role) {
    return switch (role) {
      case EventIdTable.START, EventIdTable.FINAL -> Topology.STATE;
      case EventIdTable.SOLO -> Topology.EVENT;
      default -> Topology.ARROW;
    };
  }
}
