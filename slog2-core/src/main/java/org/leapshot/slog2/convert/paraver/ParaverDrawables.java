package org.leapshot.slog2.convert.paraver;

import org.leapshot.slog2.convert.EndOrderBuffer;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.model.Primitive;

/**
 * Turns the fields of Paraver records, however they were read, into drawables handed on in end
 * order: states, the calls and the event of an event record, arrows. Records come in start-time
 * order; an {@link EndOrderBuffer} holds each drawable until nothing read later can end before it.
 */
final class ParaverDrawables {
  private final String name;
  private final ParaverLines lines;
  private final long endTime;
  /** As a double: dividing gives the nearest double to the time, where multiplying by 1e-9 may not. */
  private final double unitsPerSecond;
  private final ParaverCategories categories;
  private final ParaverEventText eventText;
  private final ParaverCallStates calls;
  private final ParaverCounts counts;
  private final EndOrderBuffer held;
  /** Per line ID the latest time a record of the thread reached, where its open calls close at the end. */
  private final long[] lastUnits;
  private final long[] callTypes = new long[ParaverEventText.MAX_PAIRS];
  private final long[] callValues = new long[ParaverEventText.MAX_PAIRS];
  /** Begin/end pairs of the current event record. */
  private int callPairs;
  private double now = Double.NEGATIVE_INFINITY;

  /** Drawables of the trace {@code name} whose lines {@code lines} reads. */
  ParaverDrawables(String name, ParaverLines lines, ParaverHeader header, int timelines, ParaverCategories categories,
      ParaverEventText eventText, ParaverCallStates calls, ParaverCounts counts) {
    this.name = name;
    this.lines = lines;
    this.endTime = header.endTime();
    this.unitsPerSecond = header.unitsPerSecond();
    this.categories = categories;
    this.eventText = eventText;
    this.calls = calls;
    this.counts = counts;
    this.held = new EndOrderBuffer(name);
    this.lastUnits = new long[timelines];
  }

  /** A state record's drawable; {@code stop} -1 for a state without an end. */
  void state(int timeline, long begin, long stop, long value, ItemSink sink) throws TraceInputException {
    if (timeline < 0) {
      return;
    }
    if (stop == -1) {
      stop = Math.max(begin, endTime);
      counts.openStates++;
    } else if (stop < begin) {
      throw new TraceInputException(SourcePosition.line(name, lines.lineNumber()),
          "state ends at " + stop + ", before it begins at " + begin);
    }
    double t0 = reached(begin, sink);
    lastUnits[timeline] = Math.max(lastUnits[timeline], stop);
    int category = category(categories.state(value), sink);
    held.add(Primitive.adopt(category, t0, timeline, stop / unitsPerSecond, timeline, null), lines.lineNumber(), now,
        sink);
    counts.states++;
  }

  /** Starts an event record: its {@link #pair}s follow, then {@link #event}. */
  void beginEvent() {
    eventText.begin();
    callPairs = 0;
  }

  /** A pair of the current event record, its value's digits in the line at {@code [from, to)}. */
  void pair(long type, long value, int from, int to) {
    if (calls.isCall(type)) {
      call(type, value);
    } else {
      eventText.pair(type, value, from, to);
    }
  }

  /** A begin/end pair, kept for {@link #event}; apart so that {@link #pair} stays small enough to inline. */
  private void call(long type, long value) {
    if (callPairs < callTypes.length) {
      callTypes[callPairs] = type;
      callValues[callPairs++] = value;
    }
  }

  /** The calls the current event record opens or closes, and its event. */
  void event(int timeline, long time, ItemSink sink) throws TraceInputException {
    if (timeline < 0) {
      return;
    }
    double t = reached(time, sink);
    lastUnits[timeline] = Math.max(lastUnits[timeline], time);
    for (int i = 0; i < callPairs; i++) {
      Primitive call = calls.take(timeline, callTypes[i], callValues[i], time);
      if (call != null) {
        categories.handOut(sink, name, lines.lineNumber());
        held.add(call, lines.lineNumber(), now, sink);
      }
    }
    if (eventText.pairs() == 0) {
      return;
    }
    int category = category(eventText.category(), sink);
    byte[] info = eventText.info(lines.bytes());
    held.add(Primitive.adopt(category, t, timeline, info, eventText.offset(), eventText.length()), lines.lineNumber(),
        now, sink);
    counts.events++;
  }

  /** An arrow from the physical send to the physical receive. */
  void message(int from, long send, int to, long receive, long size, long tag, ItemSink sink)
      throws TraceInputException {
    if (from < 0 || to < 0) {
      return;
    }
    byte[] info = new byte[12];
    putInt(info, 0, tag);
    putInt(info, 4, size >>> 32);
    putInt(info, 8, size);
    int category = category(categories.message(), sink);
    held.add(Primitive.adopt(category, send / unitsPerSecond, from, receive / unitsPerSecond, to, info),
        lines.lineNumber(), now, sink);
    counts.messages++;
  }

  private static void putInt(byte[] b, int at, long v) {
    b[at] = (byte) (v >>> 24);
    b[at + 1] = (byte) (v >>> 16);
    b[at + 2] = (byte) (v >>> 8);
    b[at + 3] = (byte) v;
  }

  /** Moves the input's time to {@code units} (never back) and releases what has ended; returns seconds. */
  private double reached(long units, ItemSink sink) throws TraceInputException {
    double t = units / unitsPerSecond;
    if (t > now) {
      now = t;
      held.releaseUpTo(now, sink);
    }
    return t;
  }

  /** Hands on categories made for the drawable about to be added, before it. */
  private int category(int index, ItemSink sink) throws TraceInputException {
    categories.handOut(sink, name, lines.lineNumber());
    return index;
  }

  /** At the input's end: closes the calls still open and hands on everything held. */
  void finish(ItemSink sink) throws TraceInputException {
    for (Primitive call : calls.closeOpen(lastUnits)) {
      categories.handOut(sink, name, lines.lineNumber());
      held.add(call, lines.lineNumber(), now, sink);
    }
    held.releaseAll(sink);
  }
}
