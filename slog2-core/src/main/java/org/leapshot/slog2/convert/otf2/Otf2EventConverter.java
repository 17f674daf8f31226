package org.leapshot.slog2.convert.otf2;

import static org.leapshot.slog2.convert.otf2.Otf2EventTypes.*;
import static org.leapshot.slog2.convert.otf2.Otf2InfoBytes.longInfo;
import static org.leapshot.slog2.convert.otf2.Otf2InfoBytes.putInt;

import java.util.Arrays;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Primitive;

/**
 * Turns events, in time order over all locations, into drawables (spec §13). Each drawable is made
 * at its last vertex, so they come out in non-decreasing end time: a state at its Leave, an arrow
 * at the later of its send and receive, a collective at its End, metrics and markers at once.
 *
 * <p>A Leave closes the innermost open Enter whatever region it names (real files break the rule;
 * the mismatch is counted); orphan Leaves are dropped and counted; Enters still open when a
 * location ends are closed at its last event. Positions name the event file and the event's number
 * in it (as the "line").
 */
final class Otf2EventConverter {
  /** A deeper call stack is corrupt input; the extra Enters are dropped and counted. */
  static final int MAX_DEPTH = 100_000;

  private final Otf2Definitions defs;
  private final Otf2Communicators comms;
  private final Otf2Categories categories;
  private final Otf2Metrics metrics;
  private final Otf2AttributeText attributes;
  private final ImportReport report;
  private final Otf2CallStacks stacks;
  /**
   * Per timeline: the time of its last event, and of its open MpiCollectiveBegin (-1 if none).
   * Dense arrays, as the stacks, for the cache (see {@link Otf2CallStacks}).
   */
  private final long[] lastTimes;
  private final long[] collectiveBegins;
  private final Otf2MessageMatcher messages = new Otf2MessageMatcher();
  private final long[] typeCounts = new long[256];
  private final long origin;
  private final double ticksPerSecond;
  /**
   * Whether every time in seconds is finite: then a primitive made here, its box from its vertices,
   * passes every drawable check but its category's, and is handed over as checked, sparing those
   * checks for each of millions of drawables. Always so while the definitions refuse a timer
   * resolution of 0 (which makes times infinite); a guard should that change.
   */
  private final boolean finiteTimes;
  private ItemSink out;
  private int maxDepth;
  private long leaveMismatches;
  private long backwardArrows;
  private long arrows;
  private final Otf2InfoBytes infos = new Otf2InfoBytes();

  Otf2EventConverter(Otf2Definitions defs, Otf2Timelines timelines, Otf2Categories categories, ImportReport report,
      long origin, ItemSink out) {
    this.defs = defs;
    this.comms = new Otf2Communicators(defs, timelines);
    this.categories = categories;
    this.metrics = new Otf2Metrics(defs, categories);
    this.attributes = new Otf2AttributeText(defs);
    this.report = report;
    this.origin = origin;
    this.ticksPerSecond = defs.timerResolution;
    this.finiteTimes = ticksPerSecond != 0;
    this.out = out;
    this.stacks = new Otf2CallStacks(timelines.count());
    this.lastTimes = new long[timelines.count()];
    this.collectiveBegins = new long[timelines.count()];
    Arrays.fill(collectiveBegins, -1);
  }

  /** Where items go from now on; stored only when it changes (see the OTF 1 converter). */
  void output(ItemSink sink) {
    if (out != sink) {
      out = sink;
    }
  }

  double seconds(long ticks) {
    return (ticks - origin) / ticksPerSecond;
  }

  /** Whether an Enter on {@code line} would be kept (its call stack is not too deep), making no report entry. */
  boolean entersQuietly(int line) {
    return stacks.depth(line) < MAX_DEPTH;
  }

  /**
   * Converts the event the cursor stands on. A type drawn here must be left out of the local ones
   * of {@link Otf2LocalEvents}, which are converted out of the merge's order.
   */
  void convert(Otf2EventCursor c) throws TraceInputException {
    typeCounts[c.type & 0xff]++;
    lastTimes[c.line] = c.time;
    switch (c.type) {
      case ENTER -> enter(c);
      case LEAVE -> leave(c);
      case MPI_SEND, MPI_ISEND -> message(true, c);
      case MPI_RECV, MPI_IRECV -> message(false, c);
      case MPI_COLLECTIVE_BEGIN -> collectiveBegins[c.line] = c.time;
      case MPI_COLLECTIVE_END -> collective(c);
      case METRIC -> metric(c);
      case PROGRAM_BEGIN -> {
        byte[] name = defs.string(c.ref).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        int n = Math.min(name.length, 1000);
        byte[] info = new byte[2 + n];
        putInt(info, 0, n, 2);
        System.arraycopy(name, 0, info, 2, n);
        event(categories.marker("program begin", "program=%s"), c, info);
      }
      case PROGRAM_END -> event(categories.marker("program end", "exit status=%l"), c, longInfo(c.length));
      case MEASUREMENT_ON_OFF -> event(categories.marker(c.ref == 2 ? "measurement off" : "measurement on", ""), c,
          null);
      case BUFFER_FLUSH -> event(categories.marker("buffer flush", "until=%E s"), c,
          longInfo(Double.doubleToRawLongBits(seconds(c.length))));
      case OMP_FORK, THREAD_FORK -> {
        byte[] info = new byte[4];
        putInt(info, 0, c.ref, 4);
        event(categories.marker("thread fork", "threads=%d"), c, info);
      }
      case OMP_JOIN, THREAD_JOIN -> event(categories.marker("thread join", ""), c, null);
      default -> {
        // Counted by type; not drawn (requests, parameters, RMA, I/O, ...).
      }
    }
  }

  private void enter(Otf2EventCursor c) {
    int depth = stacks.depth(c.line);
    if (depth >= MAX_DEPTH) {
      report.skip("otf2: call stack too deep", position(c), "more than " + MAX_DEPTH + " open regions");
      return;
    }
    stacks.push(c.line, c.ref, c.time, attributes.active() ? attributes.info(c) : null);
    maxDepth = Math.max(maxDepth, depth + 1);
  }

  private void leave(Otf2EventCursor c) throws TraceInputException {
    int line = c.line;
    if (stacks.depth(line) == 0) {
      report.skip("otf2: orphan leaves", position(c), "Leave of region " + c.ref + " with no open Enter");
      return;
    }
    int d = stacks.pop(line);
    long region = stacks.region(line, d);
    if (region != c.ref) {
      leaveMismatches++;
    }
    emit(Primitive.adopt(categories.region(region), seconds(stacks.start(line, d)), line, seconds(c.time), line,
        stacks.info(line, d)), c);
  }

  private void message(boolean isSend, Otf2EventCursor c) throws TraceInputException {
    int peerLine = comms.line(c.comm, c.ref, c.line);
    if (peerLine < 0) {
      report.skip("otf2: messages with an unresolved peer", position(c), (isSend ? "send to" : "receive from")
          + " rank " + c.ref + " of communicator " + c.comm + ", which names no timeline");
      return;
    }
    int senderLine = isSend ? c.line : peerLine;
    int receiverLine = isSend ? peerLine : c.line;
    boolean full = messages.full();
    boolean matched = messages.offer(senderLine, receiverLine, c.comm, c.tag, isSend, c.time, c.length,
        c.fileName(), c.events());
    if (!matched) {
      if (full) {
        report.skip(isSend ? "otf2: unmatched sends" : "otf2: unmatched receives", position(c),
            "more than " + Otf2MessageMatcher.MAX_PENDING + " messages wait for their partner");
      }
      return;
    }
    long sendTime = isSend ? c.time : messages.partnerTime();
    long recvTime = isSend ? messages.partnerTime() : c.time;
    long sendLength = isSend ? c.length : messages.partnerLength();
    if (recvTime < sendTime) {
      backwardArrows++;
    }
    arrows++;
    int at = infos.reserve(8);
    byte[] info = infos.chunk();
    putInt(info, at, c.tag, 4);
    putInt(info, at + 4, Math.min(sendLength & Long.MAX_VALUE, Integer.MAX_VALUE), 4);
    emit(Primitive.adopt(categories.message(), seconds(sendTime), senderLine, seconds(recvTime), receiverLine, info,
        at, 8), c);
  }

  private void collective(Otf2EventCursor c) throws TraceInputException {
    long begin = collectiveBegins[c.line];
    if (begin < 0) {
      report.skip("otf2: collective ends without a begin", position(c), "MpiCollectiveEnd without MpiCollectiveBegin");
      begin = c.time;
    }
    collectiveBegins[c.line] = -1;
    int at = infos.reserve(24);
    byte[] info = infos.chunk();
    putInt(info, at, c.comm, 4);
    putInt(info, at + 4, c.ref == Otf2Definitions.UNDEFINED32 ? -1 : c.ref, 4);
    putInt(info, at + 8, c.length, 8);
    putInt(info, at + 16, c.received, 8);
    emit(Primitive.adopt(categories.collective(c.op), seconds(begin), c.line, seconds(c.time), c.line, info, at, 24),
        c);
  }

  private void metric(Otf2EventCursor c) throws TraceInputException {
    int[] values = metrics.values(c.ref, c.metricCount);
    double time = seconds(c.time);
    for (int i = 0; i < c.metricCount; i++) {
      int at = infos.reserve(8);
      byte[] info = infos.chunk();
      putInt(info, at, Otf2Metrics.bits(c.metricTypes[i], c.metricValues[i], (values[i] & 1) != 0), 8);
      emit(Primitive.adopt(values[i] >> 1, time, c.line, info, at, 8), c);
    }
  }

  private void event(int category, Otf2EventCursor c, byte[] info) throws TraceInputException {
    emit(Primitive.adopt(category, seconds(c.time), c.line, info), c);
  }

  private SourcePosition position(Otf2EventCursor c) {
    return SourcePosition.line(c.fileName(), c.events());
  }

  private void emit(Primitive p, Otf2EventCursor c) throws TraceInputException {
    if (categories.hasFresh()) {
      SourcePosition at = position(c);
      for (Category k = categories.pollFresh(); k != null; k = categories.pollFresh()) {
        out.item(new TraceItem.CategoryItem(k, at));
      }
    }
    if (finiteTimes) {
      out.checkedPrimitive(p, c.fileName(), c.events());
    } else {
      out.drawable(p, c.fileName(), c.events());
    }
  }

  /**
   * A location has no more events: its Enters still open are closed at its last event (innermost
   * first), which keeps the output in end-time order since no event of any location came later.
   */
  void finishLocation(Otf2EventCursor c) throws TraceInputException {
    int line = c.line;
    if (stacks.depth(line) > 0) {
      report.skip("otf2: regions open at the end of a location", position(c), stacks.depth(line)
          + " regions entered but never left; closed at the location's last event");
    }
    while (stacks.depth(line) > 0) {
      int d = stacks.pop(line);
      emit(Primitive.adopt(categories.region(stacks.region(line, d)), seconds(stacks.start(line, d)), line,
          seconds(lastTimes[line]), line, stacks.info(line, d)), c);
    }
  }

  /** Counts what is left at the end: messages without partner, records by type. */
  void finish() {
    messages.waiting().forEach((key, queue) -> {
      for (int i = 0; i < queue.size(); i++) {
        report.skip(queue.areSends() ? "otf2: unmatched sends" : "otf2: unmatched receives",
            SourcePosition.line(queue.file(i), queue.offset(i)), (queue.areSends() ? "send" : "receive")
                + " without partner: timeline " + key.senderLine() + " to " + key.receiverLine() + ", communicator "
                + key.comm() + ", tag " + key.tag());
      }
    });
    for (int t = 0; t < typeCounts.length; t++) {
      if (typeCounts[t] > 0) {
        String name = Otf2EventTypes.name(t);
        report.count(name == null ? "otf2: unknown event records skipped (type " + t + ")"
            : "otf2: " + name + " records", typeCounts[t]);
      }
    }
    report.count("otf2: max call depth", maxDepth);
    report.count("otf2: arrows", arrows);
    if (leaveMismatches > 0) {
      report.count("otf2: Leave naming another region than the open Enter", leaveMismatches);
    }
    if (backwardArrows > 0) {
      report.count("otf2: arrows received before sent (unsynchronised clocks)", backwardArrows);
    }
  }
}
