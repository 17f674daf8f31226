package org.leapshot.slog2.convert.otf;

import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * Turns event records, in merged time order, into drawables (spec §12, §17). Each drawable is
 * made when its last vertex is read, so they come out in non-decreasing end time:
 *
 * <pre>
 *   E a ........ E b ..... L ....... L        one process, file order
 *   |            [state b ]|         |        state b is made at its L,
 *   [state a ............................]    state a at the outer L
 * </pre>
 *
 * <p>Leaves pop the innermost open state whatever their token (it is often 0, "not given");
 * unmatched leaves, states still open at the end and messages without partner are counted.
 */
final class OtfEventConverter {
  /** A deeper call stack is corrupt input; the extra enters are dropped and counted. */
  static final int MAX_DEPTH = 100_000;

  private static final class ProcessState {
    final int line;
    long[] functions = new long[16];
    long[] starts = new long[16];
    int depth;
    long begin = -1;

    ProcessState(int line) {
      this.line = line;
    }
  }

  private final OtfOptions options;
  private final OtfTimelines timelines;
  private final OtfCategories categories;
  private final OtfEventDrawables drawables;
  private final ImportReport report;
  private ItemSink out;
  private final ProcessState[] processes;
  private final OtfMessageMatcher messages = new OtfMessageMatcher();
  private final long[] recordCounts = new long[64];
  private final boolean[] refused = new boolean[1];
  private long lastProcess = -1;
  /**
   * The line of {@link #lastProcess}: an index, not its state, because the process changes with the
   * stream at a quarter of the records, and a reference stored into this long-lived object costs
   * G1's write barrier with a memory fence each time.
   */
  private int lastLine;
  private int maxDepth;
  private long leaveMismatches;

  OtfEventConverter(OtfOptions options, OtfTimelines timelines, OtfCategories categories, OtfEventDrawables drawables,
      ImportReport report, ItemSink out) {
    this.options = options;
    this.timelines = timelines;
    this.categories = categories;
    this.drawables = drawables;
    this.report = report;
    this.out = out;
    this.processes = new ProcessState[timelines.count()];
  }

  /** Converts the record the cursor stands on. */
  void convert(OtfStreamCursor cursor) throws TraceInputException {
    OtfRecord r = cursor.record();
    int id = r.parse(cursor.buffer(), cursor.lineStart(), cursor.lineEnd(), cursor.where());
    long now = cursor.time();
    if (id < 0) {
      report.skip("otf: unknown event record", cursor.position(), "unknown event record skipped");
      return;
    }
    recordCounts[id]++;
    ProcessState p = process(cursor.process());
    switch (id) {
      case OtfKeywords.ENTER -> enter(p, r.token(OtfKeywords.FIRST, "function token of ENTER"), now, cursor);
      case OtfKeywords.LEAVE -> leave(p, r.tokenOr(OtfKeywords.FIRST, "function token of LEAVE", 0), now, cursor);
      case OtfKeywords.SEND, OtfKeywords.RECEIVE -> message(id == OtfKeywords.SEND, cursor, r, now);
      case OtfKeywords.COUNTER -> {
        if (options.counters()) {
          emit(drawables.counter(p.line, r, now), cursor);
        }
      }
      case OtfKeywords.COLLOP -> {
        if (options.collectives()) {
          emit(drawables.collective(p.line, r, now), cursor);
        }
      }
      case OtfKeywords.FILEOP -> {
        if (options.fileOperations()) {
          emit(drawables.fileOperation(p.line, r, now), cursor);
        }
      }
      case OtfKeywords.PROCESS_BEGIN -> p.begin = now;
      case OtfKeywords.PROCESS_END -> {
        if (options.completeAtProcessBounds()) {
          closeOpenStates(p, now, cursor.position(), "otf: states closed at process end");
        }
      }
      case OtfKeywords.COMMENT -> {
        if (options.markers()) {
          emit(drawables.comment(p.line, r, now), cursor);
        }
      }
      case OtfKeywords.COLLOP_BEGIN, OtfKeywords.COLLOP_END, OtfKeywords.FILEOP_BEGIN, OtfKeywords.FILEOP_END,
          OtfKeywords.RMA, OtfKeywords.NOOP -> {
        // Counted above; not converted.
      }
      default -> report.skip("otf: non-event record in events file", cursor.position(), "record skipped");
    }
  }

  private ProcessState process(long token) {
    if (token == lastProcess) {
      return processes[lastLine];
    }
    // The cursor only hands out records of listed processes, so the line exists.
    int line = timelines.lineOf(token);
    ProcessState p = processes[line];
    if (p == null) {
      p = new ProcessState(line);
      processes[line] = p;
    }
    lastProcess = token;
    lastLine = line;
    return p;
  }

  private void enter(ProcessState p, long function, long now, OtfStreamCursor cursor) {
    if (p.depth >= MAX_DEPTH) {
      report.skip("otf: call stack too deep", cursor.position(), "more than " + MAX_DEPTH + " open states");
      return;
    }
    if (p.depth == p.functions.length) {
      p.functions = java.util.Arrays.copyOf(p.functions, p.depth * 2);
      p.starts = java.util.Arrays.copyOf(p.starts, p.depth * 2);
    }
    p.functions[p.depth] = function;
    p.starts[p.depth] = now;
    p.depth++;
    maxDepth = Math.max(maxDepth, p.depth);
  }

  private void leave(ProcessState p, long function, long now, OtfStreamCursor cursor) throws TraceInputException {
    if (p.depth == 0) {
      if (options.completeAtProcessBounds() && p.begin >= 0) {
        // The state was entered before the trace began; the leave's token (0 when absent) names it.
        report.count("otf: orphan leaves completed from process begin", 1);
        emit(Primitive.state(categories.function(function), seconds(p.begin), seconds(now), p.line, null),
            cursor);
        return;
      }
      report.skip("otf: orphan leave", cursor.position(), "leave on process 0x"
          + Long.toHexString(cursor.process()) + " with no open state");
      return;
    }
    p.depth--;
    long entered = p.functions[p.depth];
    if (function != 0 && function != entered) {
      leaveMismatches++;
    }
    int category = categories.function(entered);
    emit(Primitive.state(category, seconds(p.starts[p.depth]), seconds(now), p.line, null), cursor);
  }

  private void message(boolean isSend, OtfStreamCursor cursor, OtfRecord r, long now) throws TraceInputException {
    long self = cursor.process();
    long peer = r.token(OtfKeywords.FIRST, isSend ? "receiver of SEND" : "sender of RECEIVE");
    long length = r.number(OtfKeywords.L, 0);
    long tag = r.tokenOr(OtfKeywords.T, "message tag", 0);
    long comm = r.tokenOr(OtfKeywords.C, "communicator", 0);
    OtfMessageMatcher.Key key = isSend ? new OtfMessageMatcher.Key(self, peer, comm, tag)
        : new OtfMessageMatcher.Key(peer, self, comm, tag);
    OtfMessageMatcher.Half half = new OtfMessageMatcher.Half(isSend, now, length, cursor.reader().fileName(),
        cursor.reader().lineNumber());
    OtfMessageMatcher.Half partner = messages.offer(key, half, refused);
    if (refused[0]) {
      report.skip(isSend ? "otf: unmatched send" : "otf: unmatched receive", cursor.position(),
          "more than " + OtfMessageMatcher.MAX_PENDING + " messages wait for their partner");
      return;
    }
    if (partner == null) {
      return;
    }
    OtfMessageMatcher.Half send = isSend ? half : partner;
    OtfMessageMatcher.Half recv = isSend ? partner : half;
    int senderLine = timelines.lineOf(key.sender());
    int receiverLine = timelines.lineOf(key.receiver());
    if (senderLine < 0 || receiverLine < 0) {
      report.skip("otf: message with unknown process", cursor.position(), "message between processes 0x"
          + Long.toHexString(key.sender()) + " and 0x" + Long.toHexString(key.receiver()) + ", one has no timeline");
      return;
    }
    byte[] info = new OtfInfo(16).putInt(tag).putLong(send.length()).putInt(comm).array();
    // The info array is this record's alone: handed over, not copied again.
    emit(Primitive.adopt(categories.message(), seconds(send.time()), senderLine, seconds(recv.time()), receiverLine,
        info), cursor);
  }

  /** Closes the open states of a process at {@code now}, innermost first (all end at {@code now}). */
  private void closeOpenStates(ProcessState p, long now, SourcePosition position, String kind)
      throws TraceInputException {
    if (p.depth > 0) {
      report.count(kind, p.depth);
    }
    while (p.depth > 0) {
      p.depth--;
      emit(Primitive.state(categories.function(p.functions[p.depth]), seconds(p.starts[p.depth]), seconds(now),
          p.line, null), position);
    }
  }

  /**
   * Where items go from now on. The source calls this before every record, almost always with the
   * same sink: storing it only when it changes spares this long-lived object a write barrier per record.
   */
  void output(ItemSink sink) {
    if (out != sink) {
      out = sink;
    }
  }

  /** Hands out a drawable, preceded by any category it is the first to use. */
  void emit(Drawable d, SourcePosition position) throws TraceInputException {
    emitFreshCategories(position);
    out.item(new TraceItem.DrawableItem(d, position));
  }

  /** The same for a drawable of the cursor's current line, whose position is made only if asked for. */
  private void emit(Drawable d, OtfStreamCursor cursor) throws TraceInputException {
    if (categories.hasFresh()) {
      emitFreshCategories(cursor.position());
    }
    OtfLineReader line = cursor.reader();
    out.drawable(d, line.fileName(), line.lineNumber());
  }

  private void emitFreshCategories(SourcePosition position) throws TraceInputException {
    for (Category c = categories.pollFresh(); c != null; c = categories.pollFresh()) {
      out.item(new TraceItem.CategoryItem(c, position));
    }
  }

  private double seconds(long ticks) {
    return drawables.seconds(ticks);
  }

  /** Counts what is left at the end of the trace: open states, messages without partner, record totals. */
  void finish(String anyFile, long lastTime) throws TraceInputException {
    for (ProcessState p : processes) {
      if (p != null && options.completeAtProcessBounds()) {
        closeOpenStates(p, lastTime, SourcePosition.line(anyFile, -1), "otf: states closed at trace end");
      }
    }
    for (ProcessState p : processes) {
      for (int i = 0; p != null && i < p.depth; i++) {
        report.skip("otf: state open at end", SourcePosition.line(anyFile, -1), "state of process 0x"
            + Long.toHexString(timelines.token(p.line)) + " entered but never left");
      }
    }
    messages.waiting().forEach((key, queue) -> queue.forEach(half -> report.skip(
        half.isSend() ? "otf: unmatched send" : "otf: unmatched receive", SourcePosition.line(half.file(), half.line()),
        (half.isSend() ? "send" : "receive") + " without partner: " + key)));
    for (int i = 0; i < recordCounts.length; i++) {
      if (recordCounts[i] > 0) {
        report.count("otf: " + OtfKeywords.longName(i) + " records", recordCounts[i]);
      }
    }
    report.count("otf: categories used", categories.groups().size());
    if (categories.undefinedReferences() > 0) {
      report.count("otf: references to undefined tokens", categories.undefinedReferences());
    }
    report.count("otf: max call depth", maxDepth);
    if (leaveMismatches > 0) {
      report.count("otf: leave token differs from the open state", leaveMismatches);
    }
  }
}
