package org.leapshot.slog2.convert.paraver;

import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * Turns one record line of a {@code .prv} into what {@link ParaverDrawables} makes of it. A plain
 * record (all fields numbers, as almost every line is) is taken from its {@link PlainRecord} in one
 * pass; any other line goes through a {@link ParaverRecordCursor}, which names the field that is
 * wrong with a malformed record.
 */
final class ParaverRecords {
  private final String name;
  private final ParaverTimelines timelines;
  private final ParaverDrawables drawables;
  private final ParaverCounts counts;
  private final ImportReport report;
  private final ParaverRecordCursor record;
  /** The line being converted, for the positions of skipped records. */
  private long lineNumber;

  ParaverRecords(String name, ParaverTimelines timelines, ParaverDrawables drawables, ParaverCounts counts,
      ImportReport report) {
    this.name = name;
    this.timelines = timelines;
    this.drawables = drawables;
    this.counts = counts;
    this.report = report;
    this.record = new ParaverRecordCursor(name);
  }

  /**
   * Converts the plain record just read when it has the fields of its type and returns true;
   * false leaves it to {@link #parse}, which says what is wrong with it.
   */
  boolean plain(PlainRecord r, long lineNumber, ItemSink sink) throws TraceInputException {
    this.lineNumber = lineNumber;
    int n = r.count();
    switch (r.kind()) {
      case '1' -> {
        if (n != 7) {
          return false;
        }
        int timeline = timeline(r.value(1), r.value(2), r.value(3));
        drawables.state(timeline, r.value(4), r.value(5), r.value(6), sink);
      }
      case '2' -> {
        if (n < 7 || (n & 1) == 0) {
          return false;
        }
        int timeline = timeline(r.value(1), r.value(2), r.value(3));
        drawables.beginEvent();
        for (int i = 5; i < n; i += 2) {
          drawables.pair(r.value(i), r.value(i + 1), r.end(i) + 1, r.end(i + 1));
        }
        drawables.event(timeline, r.value(4), sink);
      }
      default -> {
        if (n != 14) {
          return false;
        }
        int from = timeline(r.value(1), r.value(2), r.value(3));
        int to = timeline(r.value(7), r.value(8), r.value(9));
        drawables.message(from, r.value(5), to, r.value(11), r.value(12), r.value(13), sink);
      }
    }
    return true;
  }

  /** Reads a line with the cursor, which names the field of a malformed record. */
  void parse(byte[] bytes, int start, int end, long lineNumber, ItemSink sink) throws TraceInputException {
    this.lineNumber = lineNumber;
    record.reset(bytes, start, end, lineNumber);
    int kind = record.kind();
    if (kind < 0) {
      return;
    }
    if (record.typed()) {
      switch (kind) {
        case '1' -> state(sink);
        case '2' -> event(sink);
        case '3' -> message(sink);
        case '4' -> counts.globalOps++;
        case 'c', 'C', 'i', 'I' -> counts.communicators++;
        default -> throw bad("unknown record type '" + (char) kind + "'");
      }
      return;
    }
    if (kind == '#') {
      counts.comments++;
      return;
    }
    throw bad("not a Paraver record: \"" + ParaverHeader.shortText(record.text()) + "\"");
  }

  /** {@code 1:cpu:appl:task:thread:begin:end:state}. */
  private void state(ItemSink sink) throws TraceInputException {
    record.field("cpu");
    int timeline = thread();
    long begin = record.time("begin time");
    long stop = record.field("end time");
    long value = record.field("state");
    record.expectEnd();
    drawables.state(timeline, begin, stop, value, sink);
  }

  /**
   * {@code 2:cpu:appl:task:thread:time:type:value[:type:value...]}: the pairs of begin/end types
   * open or close calls (see {@link ParaverCallStates}); the other pairs make one event, its
   * category the shape of those pairs (see {@link ParaverEventText}).
   */
  private void event(ItemSink sink) throws TraceInputException {
    record.field("cpu");
    int timeline = thread();
    long time = record.time("time");
    if (!record.more()) {
      throw bad("event record without a type:value pair");
    }
    drawables.beginEvent();
    while (record.more()) {
      long type = record.field("event type");
      int from = record.at();
      long value = record.field("event value");
      drawables.pair(type, value, from, record.fieldEnd());
    }
    drawables.event(timeline, time, sink);
  }

  /**
   * {@code 3:cpu:appl:task:thread:lsend:psend:cpu:appl:task:thread:lrecv:precv:size:tag}: an arrow
   * from the physical send to the physical receive (the logical times say when the program called
   * send and receive). Writers place the record at its logical send (qsort_beo3) or its physical
   * send (Extrae), so it does not move the input's time; it waits until the states pass its end.
   */
  private void message(ItemSink sink) throws TraceInputException {
    record.field("sender cpu");
    int from = thread();
    record.field("logical send time");
    long send = record.time("physical send time");
    record.field("receiver cpu");
    int to = thread();
    record.field("logical receive time");
    long receive = record.time("physical receive time");
    long size = record.field("size");
    long tag = record.field("tag");
    record.expectEnd();
    drawables.message(from, send, to, receive, size, tag, sink);
  }

  /** The line ID of the record's {@code appl:task:thread}, or -1 (counted) when undeclared. */
  private int thread() throws TraceInputException {
    long app = record.field("application");
    long task = record.field("task");
    long thread = record.field("thread");
    return timeline(app, task, thread);
  }

  /** The line ID of thread {@code app.task.thread}, or -1 (counted) when undeclared. */
  private int timeline(long app, long task, long thread) {
    int timeline = timelines.lineOf(app, task, thread);
    if (timeline < 0) {
      report.skip("paraver: record for an undeclared thread", position(),
          "thread " + app + "." + task + "." + thread + " is not declared by the header");
    }
    return timeline;
  }

  private TraceInputException bad(String problem) {
    return new TraceInputException(position(), problem);
  }

  private SourcePosition position() {
    return SourcePosition.line(name, lineNumber);
  }
}
