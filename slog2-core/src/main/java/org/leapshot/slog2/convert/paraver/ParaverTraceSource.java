package org.leapshot.slog2.convert.paraver;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.SteppedTraceSource;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.convert.TraceSource;
import org.leapshot.slog2.model.LineIdMap;

/**
 * A Paraver trace ({@code <stub>.prv} or {@code <stub>.prv.gz}, with {@code <stub>.pcf} and {@code
 * <stub>.row} beside it when present) as a {@link org.leapshot.slog2.convert.TraceSource}. One
 * timeline per thread; state
 * records become states; begin/end event pairs nested states (see {@link ParaverCallStates}) and
 * the other pairs of an event record one event (category from its shape);
 * communication records arrows from the physical send to the physical receive. Global-operation,
 * communicator and comment lines are counted. Times go from the header's unit to seconds.
 *
 * <p>Records come in start-time order; {@link ParaverDrawables} hands the drawables out in end
 * order, so the converter writes them without sorting. Each line is parsed in place as bytes: a
 * plain record in one pass with its line's end ({@link PlainRecord}), any other line by a {@link
 * ParaverRecordCursor}, which also says what is wrong with a malformed record.
 * A malformed line throws a {@link TraceInputException} naming the file and line; reading can go
 * on after it. A record naming a thread the header does not declare is skipped and counted, as
 * Paraver does.
 */
public final class ParaverTraceSource extends SteppedTraceSource {
  /** Longest line accepted: an event record with thousands of pairs is far shorter. */
  static final int MAX_LINE_BYTES = 1 << 20;

  private final String name;
  private final CountingInput counted;
  private final ParaverLines reader;
  private final long fileBytes;
  private final boolean gzipped;
  private final ImportReport report = new ImportReport();
  private ParaverTimelines timelines;
  private ParaverCategories categories;
  private ParaverEventText eventText;
  private ParaverCallStates calls;
  private ParaverDrawables drawables;
  private final ParaverCounts counts = new ParaverCounts();
  private final PlainRecord plain = new PlainRecord();
  private final ParaverRecordCursor record;

  private ParaverTraceSource(Path file) throws IOException {
    this.name = String.valueOf(file);
    this.fileBytes = Files.size(file);
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
    this.reader = new ParaverLines(name, in, MAX_LINE_BYTES);
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
    ParaverHeader header = readHeader();
    ParaverRowFile names = Files.isRegularFile(row) ? ParaverRowFile.read(row) : ParaverRowFile.empty();
    timelines = new ParaverTimelines(header, names);
    categories = new ParaverCategories(config);
    eventText = new ParaverEventText(config, categories);
    calls = new ParaverCallStates(config, categories, header.unitsPerSecond());
    drawables = new ParaverDrawables(name, reader, header, timelines.count(), categories, eventText, calls, counts);
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

  /** One timeline per thread of the header. */
  @Override
  public int suggestedLeafBytes() {
    return TraceSource.leafBytesForTimelines(timelines.count());
  }

  /** Line ID → thread name (from the {@code .row} file, else "THREAD a.t.th"). */
  @Override
  public Map<Integer, String> timelineNames() {
    return timelines.names();
  }

  /** The nodes, applications and tasks the {@code .row} file names, as groups of the two maps. */
  @Override
  public Map<String, Map<String, String>> timelineGroupNames() {
    return timelines.groupNames();
  }

  private boolean nextLine() throws IOException {
    try {
      return reader.next();
    } catch (java.util.zip.ZipException | java.io.EOFException e) {
      throw new TraceInputException(SourcePosition.line(name, reader.lineNumber() + 1),
          "the gzip stream is damaged or cut short: " + e.getMessage());
    }
  }

  /** Reads one line and hands on what it makes, or finishes. */
  @Override
  protected void step(ItemSink sink) throws IOException {
    if (reader.nextPlain(plain)) {
      if (!plainRecord(sink)) {
        parse(sink);
      }
      return;
    }
    if (!nextLine()) {
      finish(sink);
      return;
    }
    parse(sink);
  }

  /**
   * Converts the plain record just read when it has the fields of its type and returns true;
   * false leaves it to {@link #parse}, which says what is wrong with it.
   */
  private boolean plainRecord(ItemSink sink) throws TraceInputException {
    PlainRecord r = plain;
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

  /** Reads the current line with the cursor, which names the field of a malformed record. */
  private void parse(ItemSink sink) throws TraceInputException {
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
    return SourcePosition.line(name, reader.lineNumber());
  }

  private void finish(ItemSink sink) throws TraceInputException {
    markFinished();
    drawables.finish(sink);
    if (gzipped) {
      report.addDecompressedBytes(reader.consumed());
    }
    counts.report(report, calls, eventText);
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
