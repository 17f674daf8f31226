package org.leapshot.slog2.convert.otf;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.HashMap;
import java.util.Map;
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

  private static final int COUNTER_INFO_CHUNK = 4096;
  private static final VarHandle BIG_ENDIAN_LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  private final OtfOptions options;
  private final OtfDefinitions defs;
  private final OtfTimelines timelines;
  private final OtfCategories categories;
  private final OtfNameDecoder names;
  /** {@link #fileName} by file token: decoding and encoding a name for each of millions of operations cost 6 % of reading. */
  private final Map<Long, byte[]> fileNames = new HashMap<>();
  private final ImportReport report;
  private ItemSink out;
  private final double ticksPerSecond;
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
  private byte[] counterInfos = new byte[0];
  private int counterInfoUsed;
  private long leaveMismatches;

  OtfEventConverter(OtfOptions options, OtfDefinitions defs, OtfTimelines timelines, OtfCategories categories,
      OtfNameDecoder names, ImportReport report, ItemSink out) {
    this.options = options;
    this.defs = defs;
    this.timelines = timelines;
    this.categories = categories;
    this.names = names;
    this.report = report;
    this.out = out;
    this.ticksPerSecond = defs.ticksPerSecond();
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
          counter(p, r, now, cursor);
        }
      }
      case OtfKeywords.COLLOP -> {
        if (options.collectives()) {
          collective(p, r, now, cursor);
        }
      }
      case OtfKeywords.FILEOP -> {
        if (options.fileOperations()) {
          fileOperation(p, r, now, cursor);
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
          byte[] text = OtfInfo.utf8(names.decode(r.stringBytes(OtfKeywords.FIRST)));
          byte[] info = new OtfInfo(OtfInfo.stringSize(text, 30_000)).putString(text, 30_000).array();
          emit(Primitive.event(categories.comment(), seconds(now), p.line, info), cursor);
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
    // The info array is this record's alone: handed over, not copied again (as for the events below).
    emit(Primitive.adopt(categories.message(), seconds(send.time()), senderLine, seconds(recv.time()), receiverLine,
        info), cursor);
  }

  private void counter(ProcessState p, OtfRecord r, long now, OtfStreamCursor cursor) throws TraceInputException {
    long token = r.token(OtfKeywords.FIRST, "counter token");
    long raw = r.number(OtfKeywords.V, 0);
    int category = categories.counter(token);
    long properties = categories.counterProperties(category);
    long bits = OtfCounterValue.isFloating(properties)
        ? Double.doubleToRawLongBits(OtfCounterValue.asDouble(properties, raw))
        : OtfCounterValue.asLong(properties, raw);
    // Counters are most of the drawables of many traces: their 8-byte infos share chunks instead
    // of taking an array each. A chunk's bytes are never changed once handed out.
    if (counterInfoUsed + Long.BYTES > counterInfos.length) {
      counterInfos = new byte[COUNTER_INFO_CHUNK];
      counterInfoUsed = 0;
    }
    BIG_ENDIAN_LONG.set(counterInfos, counterInfoUsed, bits);
    emit(Primitive.adopt(category, seconds(now), p.line, counterInfos, counterInfoUsed, Long.BYTES), cursor);
    counterInfoUsed += Long.BYTES;
  }

  private void collective(ProcessState p, OtfRecord r, long now, OtfStreamCursor cursor) throws TraceInputException {
    long token = r.token(OtfKeywords.FIRST, "collective operation token");
    byte[] info = new OtfInfo(32)
        .putInt(r.tokenOr(OtfKeywords.C, "communicator", 0))
        .putInt(r.tokenOr(OtfKeywords.RT, "root process", 0))
        .putLong(r.number(OtfKeywords.S, 0))
        .putLong(r.number(OtfKeywords.R, 0))
        .putDouble(r.number(OtfKeywords.D, 0) / ticksPerSecond)
        .array();
    emit(Primitive.adopt(categories.collective(token), seconds(now), p.line, info), cursor);
  }

  /** A file's name as info bytes; the definitions are all read before the events, so it never changes. */
  private byte[] fileName(long file) {
    OtfDefinitions.Named def = defs.files.get(file);
    return OtfInfo.utf8(def == null ? "0x" + Long.toHexString(file) : names.decode(def.name()));
  }

  private void fileOperation(ProcessState p, OtfRecord r, long now, OtfStreamCursor cursor) throws TraceInputException {
    long file = r.token(OtfKeywords.FIRST, "file token");
    long operation = r.number(OtfKeywords.OP, 0);
    byte[] name = fileNames.computeIfAbsent(file, this::fileName);
    byte[] info = new OtfInfo(OtfInfo.stringSize(name, 1000) + 8 + 8 + 4 + 8)
        .putString(name, 1000)
        .putLong(r.number(OtfKeywords.H, 0))
        .putLong(r.number(OtfKeywords.B, 0))
        .putInt(operation & ~0x1fL)
        .putDouble(r.number(OtfKeywords.D, 0) / ticksPerSecond)
        .array();
    emit(Primitive.adopt(categories.fileOperation((int) (operation & 0x1f)), seconds(now), p.line, info),
        cursor);
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

  double seconds(long ticks) {
    return ticks / ticksPerSecond;
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
    report.count("otf: max call depth", maxDepth);
    if (leaveMismatches > 0) {
      report.count("otf: leave token differs from the open state", leaveMismatches);
    }
  }
}
