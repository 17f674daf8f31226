package org.leapshot.slog2.convert.picl;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.convert.TraceItem.CategoryItem;
import org.leapshot.slog2.convert.TraceItem.DrawableItem;
import org.leapshot.slog2.convert.TraceItem.LineIdMapItem;
import org.leapshot.slog2.convert.TraceSource;
import org.leapshot.slog2.convert.picl.MessageMatcher.Match;
import org.leapshot.slog2.convert.picl.MessageMatcher.Message;
import org.leapshot.slog2.model.Primitive;

/**
 * A PICL trace file as a {@link TraceSource}; see the package description for what becomes what.
 * One record per line. A bad record throws a {@link TraceInputException} naming its line; the
 * source can be read on after it, the record being dropped.
 *
 * <p>Records on the host processor (32767) are left out unless asked for, as ParaGraph does.
 */
public final class PiclTraceSource implements TraceSource {
  /** PICL's processor id for the host (report §2.5). */
  public static final int HOST_PROCESSOR = 32767;

  /** The file name messages start with, as the text source names its file. */
  private final String name;
  /** Longest line read; a PICL record is far shorter, so longer lines are errors. */
  static final int MAX_LINE_CHARS = 1 << 20;

  private final BoundedLineReader reader;
  private final long fileBytes;
  private final boolean includeHost;
  private final PiclRecordParser parser;
  private final ImportReport report = new ImportReport();
  private final ArrayDeque<TraceItem> pending = new ArrayDeque<>();
  private final PiclCategories categories;
  private final MessageMatcher matcher = new MessageMatcher();
  private final EntryStacks entries = new EntryStacks();
  private final Timelines timelines = new Timelines();
  private long lineNumber;
  private long bytesRead;
  private long sequence;
  private boolean ended;

  private PiclTraceSource(Path file, boolean includeHost, Map<Integer, String> labels) throws IOException {
    this.name = String.valueOf(file.getFileName());
    this.includeHost = includeHost;
    this.fileBytes = Files.size(file);
    this.parser = new PiclRecordParser(name);
    this.categories = new PiclCategories(labels, c -> pending.add(new CategoryItem(c, current())));
    this.reader = new BoundedLineReader(Files.newBufferedReader(file, StandardCharsets.ISO_8859_1), MAX_LINE_CHARS);
  }

  /**
   * Opens a PICL file. Event labels are read in a first quick pass, so that a category is named by
   * its label even when the label record comes after the event's first record.
   */
  public static PiclTraceSource open(Path file, boolean includeHost) throws IOException {
    return new PiclTraceSource(file, includeHost, EventLabels.read(file));
  }

  @Override
  public TraceItem peek() throws IOException {
    fill();
    return pending.peek();
  }

  @Override
  public TraceItem next() throws IOException {
    fill();
    return pending.poll();
  }

  @Override
  public ImportReport report() {
    return report;
  }

  @Override
  public double progress() {
    return fileBytes == 0 ? 1 : Math.min(1.0, (double) bytesRead / fileBytes);
  }

  @Override
  public void close() throws IOException {
    reader.close();
  }

  private SourcePosition current() {
    return SourcePosition.line(name, lineNumber);
  }

  private void fill() throws IOException {
    while (pending.isEmpty() && !ended) {
      String line = reader.readLine();
      if (line == null) {
        ended = true;
        finish();
        return;
      }
      lineNumber++;
      bytesRead = reader.charsRead();
      if (reader.tooLong()) {
        throw new TraceInputException(current(), "line is longer than " + MAX_LINE_CHARS + " characters");
      }
      PiclRecord record = parser.parse(line, lineNumber);
      if (record != null) {
        handle(record);
      }
    }
  }

  private void handle(PiclRecord r) {
    if (r.processor() == HOST_PROCESSOR && !includeHost) {
      report.count("host processor records left out", 1);
      return;
    }
    int type = r.recordType();
    if (type >= 0 || type == PiclRecord.MARK || type == PiclRecord.ENTRY || type == PiclRecord.EXIT) {
      if (r.processor() < 0) {
        report.skip("record for no single processor", r.position(),
            "record type " + type + " on processor " + r.processor() + " has no timeline");
        return;
      }
      timelines.see(r.processor(), r.process());
    }
    switch (type) {
      case PiclRecord.MARK -> mark(r);
      case PiclRecord.ENTRY -> entry(r);
      case PiclRecord.EXIT -> exit(r);
      case PiclRecord.LABEL -> report.count("event labels", 1);
      case PiclRecord.DESCRIPTOR -> report.count("data descriptors", 1);
      case PiclRecord.MESSAGE -> report.count("messages", 1);
      case -101, -102, -103 -> report.count("statistics records", 1);
      case -201, -202, -203 -> report.count("subset definitions", 1);
      default -> {
        if (type >= 0) {
          userRecord(r);
        } else {
          report.skip("unknown record type", r.position(), "record type " + type + " is not defined by PICL");
        }
      }
    }
  }

  private void mark(PiclRecord r) {
    byte[] info = new InfoBytes().putString(r.dataText()).toArray();
    emit(Primitive.event(categories.mark(r.eventType()), r.time(), r.processor(), info), r);
    if (MessageEvents.isSend(r.eventType())) {
      send(r);
    } else if (MessageEvents.isReceive(r.eventType())) {
      receive(r, r.values().size() >= 6 ? 3 : 1, r);
    }
  }

  private void entry(PiclRecord r) {
    entries.push(r);
    if (MessageEvents.isSend(r.eventType())) {
      send(r);
    }
  }

  private void exit(PiclRecord r) {
    PiclRecord entry = entries.pop(r);
    if (entry == null) {
      report.skip("unmatched exit", r.position(), "exit of " + PiclEventNames.of(r.eventType()) + " on processor "
          + r.processor() + " has no entry");
    } else if (r.time() < entry.time()) {
      report.skip("exit before entry", r.position(), "exit at " + r.time() + " is before its entry at " + entry.time());
    } else {
      byte[] info = new InfoBytes().putString(entry.dataText()).putString(r.dataText()).toArray();
      emit(Primitive.state(categories.state(r.eventType()), entry.time(), r.time(), r.processor(), info), r);
    }
    if (MessageEvents.isReceive(r.eventType())) {
      receive(r, 0, r);
    }
  }

  private void userRecord(PiclRecord r) {
    byte[] info = new InfoBytes().putInt(r.eventType()).putString(r.dataText()).toArray();
    emit(Primitive.event(categories.userRecord(r.recordType()), r.time(), r.processor(), info), r);
  }

  /** A send's data: length, message type, destination processor (report Table 7). */
  private void send(PiclRecord r) {
    Integer length = r.intValue(0);
    Integer type = r.intValue(1);
    Integer to = r.intValue(2);
    if (type == null || to == null) {
      report.skip("send without destination", r.position(), "send has no message type and destination processor");
      return;
    }
    if (to == HOST_PROCESSOR && !includeHost) {
      report.count("messages to or from the left-out host", 1);
      return;
    }
    Message m = new Message(r.processor(), to, type, length == null ? -1 : length, r.time(), r.position(), sequence++);
    for (Match match : matcher.send(m)) {
      arrow(match, r);
    }
  }

  /** A receive's data from {@code offset}: length, message type, source processor (report Tables 7–8). */
  private void receive(PiclRecord r, int offset, PiclRecord at) {
    Integer length = r.intValue(offset);
    Integer type = r.intValue(offset + 1);
    Integer from = r.intValue(offset + 2);
    if (type == null || from == null || from < 0) {
      report.skip("receive without source", r.position(), "receive has no message type and source processor");
      return;
    }
    if (from == HOST_PROCESSOR && !includeHost) {
      report.count("messages to or from the left-out host", 1);
      return;
    }
    Message m = new Message(from, r.processor(), type, length == null ? -1 : length, r.time(), r.position(), sequence++);
    Match match = matcher.receive(m);
    if (match != null) {
      arrow(match, at);
    }
  }

  private void arrow(Match m, PiclRecord at) {
    byte[] info = new InfoBytes().putInt(m.send().type()).putInt(m.length()).toArray();
    emit(Primitive.arrow(categories.message(), m.send().time(), m.send().from(), m.receive().time(), m.receive().to(),
        info), at);
  }

  private void emit(Primitive p, PiclRecord at) {
    pending.add(new DrawableItem(p, at.position()));
  }

  private void finish() {
    entries.finish(report);
    matcher.finish(report);
    if (timelines.processesGiven()) {
      pending.add(new LineIdMapItem(timelines.lineIdMap(), current()));
    }
  }
}
