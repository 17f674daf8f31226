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
  private ParaverRecords records;

  private ParaverTraceSource(Path file) throws IOException {
    this.name = String.valueOf(file);
    this.fileBytes = Files.size(file);
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
    records = new ParaverRecords(name, timelines, drawables, counts, report);
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
      if (!records.plain(plain, reader.lineNumber(), sink)) {
        records.parse(reader.bytes(), reader.start(), reader.end(), reader.lineNumber(), sink);
      }
      return;
    }
    if (!nextLine()) {
      finish(sink);
      return;
    }
    records.parse(reader.bytes(), reader.start(), reader.end(), reader.lineNumber(), sink);
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
