package org.leapshot.slog2.convert.paraver;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.leapshot.slog2.convert.EndOrderBuffer;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.SteppedTraceSource;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.convert.text.LineReader;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;

/**
 * A Paraver trace ({@code <stub>.prv} or {@code <stub>.prv.gz}, with {@code <stub>.pcf} and {@code
 * <stub>.row} beside it when present) as a {@link org.leapshot.slog2.convert.TraceSource}. One
 * timeline per thread; state
 * records become states; begin/end event pairs nested states (see {@link ParaverCallStates}) and
 * the other pairs of an event record one event (category from its shape);
 * communication records arrows from the physical send to the physical receive. Global-operation,
 * communicator and comment lines are counted. Times go from the header's unit to seconds.
 *
 * <p>Records come in start-time order; an {@link EndOrderBuffer} hands the drawables out in end
 * order, so the converter writes them without sorting. Each line is parsed in place as bytes.
 * A malformed line throws a {@link TraceInputException} naming the file and line; reading can go
 * on after it. A record naming a thread the header does not declare is skipped and counted, as
 * Paraver does.
 */
public final class ParaverTraceSource extends SteppedTraceSource {
  /** Longest line accepted: an event record with thousands of pairs is far shorter. */
  static final int MAX_LINE_BYTES = 1 << 20;

  private final String name;
  private final CountingInput counted;
  private final LineReader reader;
  private final long fileBytes;
  private final boolean gzipped;
  private final ImportReport report = new ImportReport();
  private ParaverHeader header;
  private ParaverTimelines timelines;
  private ParaverCategories categories;
  private ParaverEventText eventText;
  private ParaverCallStates calls;
  /** Per line ID the latest time a record of the thread reached, where its open calls close at the end. */
  private long[] lastUnits;
  private final long[] callTypes = new long[ParaverEventText.MAX_PAIRS];
  private final long[] callValues = new long[ParaverEventText.MAX_PAIRS];
  private final EndOrderBuffer held;
  /** As a double: dividing gives the nearest double to the time, where multiplying by 1e-9 may not. */
  private double unitsPerSecond;
  private double now = Double.NEGATIVE_INFINITY;
  private long states;
  private long events;
  private long messages;
  private long globalOps;
  private long comments;
  private long communicators;
  private long openStates;

  private final ParaverRecordCursor record;

  private ParaverTraceSource(Path file) throws IOException {
    this.name = String.valueOf(file);
    this.fileBytes = Files.size(file);
    this.held = new EndOrderBuffer(name);
    this.record = new ParaverRecordCursor(name);
    InputStream raw = Files.newInputStream(file);
    this.counted = new CountingInput(raw);
    InputStream in = counted;
    this.gzipped = ParaverFiles.of(file).gzipped();
    try {
      if (gzipped) {
        in = new GZIPInputStream(counted, 1 << 16);
      }
    } catch (IOException e) {
      raw.close();
      throw new TraceInputException(SourcePosition.offset(name, 0), "not a readable gzip file: " + e.getMessage());
    }
    this.reader = new LineReader(in, MAX_LINE_BYTES);
  }

  /** Opens {@code file} and reads its header, {@code .pcf} and {@code .row}. */
  public static ParaverTraceSource open(Path file) throws IOException {
    ParaverTraceSource source = new ParaverTraceSource(file);
    try {
      source.start(file);
      return source;
    } catch (IOException | RuntimeException e) {
      source.close();
      throw e;
    }
  }

  private void start(Path file) throws IOException {
    ParaverFiles files = ParaverFiles.of(file);
    Path pcf = files.pcf();
    Path row = files.row();
    ParaverConfig config = Files.isRegularFile(pcf) ? ParaverConfig.read(pcf, report) : ParaverConfig.empty();
    if (!Files.isRegularFile(pcf)) {
      report.count("paraver: no .pcf beside the trace (states and events named by number)", 1);
    }
    header = readHeader();
    unitsPerSecond = header.unitsPerSecond();
    ParaverRowFile names = Files.isRegularFile(row) ? ParaverRowFile.read(row) : ParaverRowFile.empty();
    timelines = new ParaverTimelines(header, names);
    categories = new ParaverCategories(config);
    eventText = new ParaverEventText(config, categories);
    calls = new ParaverCallStates(config, categories, unitsPerSecond);
    lastUnits = new long[timelines.count()];
    if (timelines.count() > 0) {
      for (LineIdMap m : timelines.maps()) {
        queue(new TraceItem.LineIdMapItem(m, position()));
      }
    }
  }

  private ParaverHeader readHeader() throws IOException {
    while (nextLine()) {
      String text = new String(reader.bytes(), reader.start(), reader.end() - reader.start(),
          StandardCharsets.ISO_8859_1);
      if (text.isBlank() || text.strip().equals("new format")) {
        continue;
      }
      return ParaverHeader.parse(text, position());
    }
    throw new TraceInputException(position(), "the file is empty: no #Paraver header");
  }

  /** Category index → group; complete once the source is drained. */
  @Override
  public Map<Integer, String> categoryGroups() {
    return categories == null ? Map.of() : categories.groups();
  }

  /** Line ID → thread name (from the {@code .row} file, else "THREAD a.t.th"). */
  public Map<Integer, String> timelineNames() {
    return timelines.names();
  }

  private boolean nextLine() throws IOException {
    try {
      return reader.next();
    } catch (LineReader.LineTooLongException e) {
      throw new TraceInputException(SourcePosition.line(name, reader.lineNumber() + 1), e.getMessage());
    } catch (java.util.zip.ZipException | java.io.EOFException e) {
      throw new TraceInputException(SourcePosition.line(name, reader.lineNumber() + 1),
          "the gzip stream is damaged or cut short: " + e.getMessage());
    }
  }

  /** Reads one line and hands on what it makes, or finishes. */
  @Override
  protected void step(ItemSink sink) throws IOException {
    if (!nextLine()) {
      finish(sink);
      return;
    }
    record.reset(reader.bytes(), reader.start(), reader.end(), reader.lineNumber());
    int kind = record.kind();
    if (kind < 0) {
      return;
    }
    if (record.typed()) {
      switch (kind) {
        case '1' -> state(sink);
        case '2' -> event(sink);
        case '3' -> message(sink);
        case '4' -> globalOps++;
        case 'c', 'C', 'i', 'I' -> communicators++;
        default -> throw bad("unknown record type '" + (char) kind + "'");
      }
      return;
    }
    if (kind == '#') {
      comments++;
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
    if (timeline < 0) {
      return;
    }
    if (stop == -1) {
      stop = Math.max(begin, header.endTime());
      openStates++;
    } else if (stop < begin) {
      throw bad("state ends at " + stop + ", before it begins at " + begin);
    }
    double t0 = reached(begin, sink);
    lastUnits[timeline] = Math.max(lastUnits[timeline], stop);
    int category = category(categories.state(value), sink);
    held.add(Primitive.adopt(category, t0, timeline, stop / unitsPerSecond, timeline, null), reader.lineNumber(), now,
        sink);
    states++;
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
    eventText.begin();
    int callPairs = 0;
    while (record.more()) {
      long type = record.field("event type");
      int from = record.at();
      long value = record.field("event value");
      if (!calls.isCall(type)) {
        eventText.pair(type, value, from, record.fieldEnd());
      } else if (callPairs < callTypes.length) {
        callTypes[callPairs] = type;
        callValues[callPairs++] = value;
      }
    }
    if (timeline < 0) {
      return;
    }
    double t = reached(time, sink);
    lastUnits[timeline] = Math.max(lastUnits[timeline], time);
    for (int i = 0; i < callPairs; i++) {
      Primitive call = calls.take(timeline, callTypes[i], callValues[i], time);
      if (call != null) {
        categories.handOut(sink, name, reader.lineNumber());
        held.add(call, reader.lineNumber(), now, sink);
      }
    }
    if (eventText.pairs() == 0) {
      return;
    }
    int category = category(eventText.category(), sink);
    byte[] info = eventText.info(record.bytes());
    held.add(Primitive.adopt(category, t, timeline, info, eventText.offset(), eventText.length()), reader.lineNumber(),
        now, sink);
    events++;
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
    if (from < 0 || to < 0) {
      return;
    }
    byte[] info = new byte[12];
    putInt(info, 0, tag);
    putInt(info, 4, size >>> 32);
    putInt(info, 8, size);
    int category = category(categories.message(), sink);
    held.add(Primitive.adopt(category, send / unitsPerSecond, from, receive / unitsPerSecond, to, info),
        reader.lineNumber(), now, sink);
    messages++;
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
    categories.handOut(sink, name, reader.lineNumber());
    return index;
  }

  /** The line ID of the record's {@code appl:task:thread}, or -1 (counted) when undeclared. */
  private int thread() throws TraceInputException {
    long app = record.field("application");
    long task = record.field("task");
    long thread = record.field("thread");
    int timeline = timelines.lineOf(app, task, thread);
    if (timeline < 0) {
      report.skip("paraver: record for an undeclared thread", position(),
          "thread " + app + "." + task + "." + thread + " is not declared by the header");
    }
    return timeline;
  }

  private TraceInputException bad(String problem) {
    return record.bad(problem);
  }

  private SourcePosition position() {
    return SourcePosition.line(name, reader.lineNumber());
  }

  private void finish(ItemSink sink) throws TraceInputException {
    markFinished();
    for (Primitive call : calls.closeOpen(lastUnits)) {
      categories.handOut(sink, name, reader.lineNumber());
      held.add(call, reader.lineNumber(), now, sink);
    }
    held.releaseAll(sink);
    if (gzipped) {
      report.addDecompressedBytes(reader.consumed());
    }
    report.count("paraver: states", states);
    report.count("paraver: events", events);
    report.count("paraver: call states (begin/end event pairs)", calls.calls());
    report.count("paraver: messages", messages);
    report.count("paraver: global operation records (not drawn)", globalOps);
    report.count("paraver: communicator lines", communicators);
    report.count("paraver: comment lines", comments);
    if (eventText.dropped() > 0) {
      report.count("paraver: event pairs beyond " + ParaverEventText.MAX_PAIRS + " in a record (left out)",
          eventText.dropped());
    }
    if (calls.unmatchedEnds() > 0) {
      report.count("paraver: call ends without an open call (not drawn)", calls.unmatchedEnds());
    }
    if (calls.closedAtEnd() > 0) {
      report.count("paraver: calls still open at the end (closed at their thread's last time)", calls.closedAtEnd());
    }
    if (calls.tooDeep() > 0) {
      report.count("paraver: calls nested deeper than " + ParaverCallStates.MAX_DEPTH + " (left out)",
          calls.tooDeep());
    }
    if (openStates > 0) {
      report.count("paraver: states without an end (closed at the trace's end)", openStates);
    }
  }

  @Override
  public ImportReport report() {
    return report;
  }

  @Override
  public double progress() {
    return isFinished() ? 1 : fileBytes == 0 ? -1 : Math.min(1, (double) counted.count / fileBytes);
  }

  @Override
  public void close() throws IOException {
    counted.close();
  }
}
