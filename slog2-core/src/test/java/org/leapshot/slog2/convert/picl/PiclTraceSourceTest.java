package org.leapshot.slog2.convert.picl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.convert.TraceItem.CategoryItem;
import org.leapshot.slog2.convert.TraceItem.DrawableItem;
import org.leapshot.slog2.convert.TraceItem.LineIdMapItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

class PiclTraceSourceTest {

  @TempDir Path dir;

  /** What a source handed out, in order, with the info of each drawable as text. */
  record Read(List<Category> categories, List<String> drawables, List<LineIdMap> maps, ImportReport report) {}

  static Read readAll(Path file, boolean includeHost) throws IOException {
    List<Category> categories = new ArrayList<>();
    List<String> drawables = new ArrayList<>();
    List<LineIdMap> maps = new ArrayList<>();
    try (PiclTraceSource source = PiclTraceSource.open(file, includeHost)) {
      for (TraceItem item = source.next(); item != null; item = source.next()) {
        if (item instanceof CategoryItem c) {
          categories.add(c.category());
        } else if (item instanceof LineIdMapItem m) {
          maps.add(m.map());
        } else {
          Primitive p = (Primitive) ((DrawableItem) item).drawable();
          Category c = categories.get(p.categoryIndex());
          assertThat(c.index()).isEqualTo(p.categoryIndex());
          drawables.add(describe(c, p));
        }
      }
      return new Read(categories, drawables, maps, source.report());
    }
  }

  /** e.g. {@code State send0 [0.001665..0.001711] @6 "entry data=8 1 7 exit data="}. */
  static String describe(Category c, Primitive p) {
    StringBuilder sb = new StringBuilder(c.topology().displayName()).append(' ').append(c.name()).append(" [");
    for (int i = 0; i < p.vertexCount(); i++) {
      sb.append(i > 0 ? ".." : "").append(p.time(i)).append('@').append(p.lineId(i));
    }
    return sb.append("] \"").append(c.formatInfo(p.info())).append('"').toString();
  }

  @Test
  void worleyTable20GivesTheStatesAndEventsOfProcessor6() throws IOException {
    Path trace = Path.of(System.getProperty("leapshot.shared"), "testdata/picl/worley-table20.trf");
    Read read = readAll(trace, false);

    assertThat(read.drawables()).containsExactly(
        "Event tracelevel [-0.715024@6] \"data=1 1 1\"",
        "State traceevents [-0.715017@6..-0.713847@6] \"entry data=2 exit data=\"",
        "State open0 (communication) [-0.713833@6..-0.713735@6] \"entry data= exit data=\"",
        "State tracefiles [-0.713724@6..-0.008091@6] \"entry data= exit data=\"",
        "State clocksync0 [-0.008079@6..5.0E-6@6] \"entry data= exit data=\"",
        // line 19, first broadcast: recv0 waits for the message of type 0 from processor 0.
        "State recv0 (waiting) [1.28E-4@6..5.16E-4@6] \"entry data=0 exit data=8 0 0\"",
        "State user event 0 [1.6E-5@6..5.39E-4@6] \"entry data=0 0 exit data=0 0\"",
        "Event user record 0 [6.35E-4@6] \"event type=0 data=0.000124\"",
        // lines 29 and 31, ring broadcast: receive type 1 from 5, send it on to 7.
        "State recv0 (waiting) [8.18E-4@6..0.001643@6] \"entry data=1 exit data=8 1 5\"",
        "State send0 [0.001665@6..0.001711@6] \"entry data=8 1 7 exit data=\"",
        "State user event 1 [7.11E-4@6..0.001724@6] \"entry data=0 0 exit data=0 0\"",
        "Event user record 0 [0.001971@6] \"event type=1 data=0.000410\"",
        "Event close0 (communication) [0.001979@6] \"data=\"",
        "State tracing [-0.715036@6..0.001982@6] \"entry data= exit data=\"");
    // Only processor 6 was saved: its partners 0, 5 and 7 are not in the file, so there are no arrows.
    assertThat(read.categories()).extracting(Category::name).containsExactly(
        "tracelevel", "traceevents", "open0 (communication)", "tracefiles", "clocksync0", "recv0 (waiting)",
        "user event 0", "user record 0", "send0", "user event 1", "close0 (communication)", "tracing");
    assertThat(read.categories()).extracting(Category::color).doesNotHaveDuplicates();
    assertThat(read.report().skipped()).containsExactlyInAnyOrderEntriesOf(
        Map.of("unmatched receive", 2L, "unmatched send", 1L));
    assertThat(read.report().seen()).containsExactlyInAnyOrderEntriesOf(Map.of("statistics records", 11L));
    assertThat(read.report().messages()).contains(
        trace.getFileName() + ":13: receive from processor 0 to 6, type 0, length 8 has no matching send",
        trace.getFileName() + ":18: receive from processor 5 to 6, type 1, length 8 has no matching send",
        trace.getFileName() + ":19: send from processor 6 to 7, type 1, length 8 has no matching receive");
    assertThat(read.maps()).singleElement().satisfies(m -> {
      assertThat(m.columnLabels()).containsExactly("processor", "process");
      assertThat(m.rowCount()).isEqualTo(1);
      assertThat(m.lineId(0)).isEqualTo(6);
      assertThat(m.values(0)).containsExactly(6, 0);
    });
  }

  @Test
  void sendsAndReceivesMatchFirstInFirstOutAcrossProcessors() throws IOException {
    Path trace = write(
        "-3 -21 1.0 0 -1 3 2 100 7 1",   // send type 7 to 1, length 100
        "-4 -21 1.5 0 -1 0",
        "-3 -21 2.0 0 -1 3 2 200 7 1",   // second send, same key
        "-4 -21 2.5 0 -1 0",
        "-3 -51 0.5 1 -1 1 2 7",
        "-4 -51 3.0 1 -1 3 2 100 7 0",   // first receive: pairs with the first send
        "-3 -52 3.5 1 -1 1 2 7",
        "-4 -52 4.0 1 -1 3 2 200 7 0",   // second receive: pairs with the second send
        "-4 -52 4.5 2 -1 3 2 50 9 3",    // receive read before its send (processor 3)
        "-2 -21 0.25 3 -1 3 2 50 9 2");  // a send as a mark record
    Read read = readAll(trace, false);
    assertThat(read.drawables()).filteredOn(d -> d.startsWith("Arrow")).containsExactly(
        "Arrow message [1.0@0..3.0@1] \"message type=7 length=100\"",
        "Arrow message [2.0@0..4.0@1] \"message type=7 length=200\"",
        "Arrow message [0.25@3..4.5@2] \"message type=9 length=50\"");
    assertThat(read.report().skipped()).containsExactlyInAnyOrderEntriesOf(Map.of("unmatched exit", 1L));
    assertThat(read.maps()).as("no processes given, no map").isEmpty();
    assertThat(read.categories()).filteredOn(c -> c.topology() == Topology.ARROW).hasSize(1);
  }

  @Test
  void aBroadcastPairsWithOneReceiveOnEveryOtherProcessor() throws IOException {
    Path trace = write(
        "-4 -52 2.0 2 -1 3 2 8 0 0",     // processor 2 receives before the broadcast is read
        "-2 -21 1.0 0 -1 3 2 8 0 -1",    // processor 0 sends type 0 to all
        "-4 -52 3.0 1 -1 3 2 8 0 0",
        "-4 -52 4.0 1 -1 3 2 8 0 0");    // a second receive on 1 has no send left
    Read read = readAll(trace, false);
    assertThat(read.drawables()).filteredOn(d -> d.startsWith("Arrow")).containsExactly(
        "Arrow message [1.0@0..2.0@2] \"message type=0 length=8\"",
        "Arrow message [1.0@0..3.0@1] \"message type=0 length=8\"");
    assertThat(read.report().skipped()).containsEntry("unmatched receive", 1L);
  }

  @Test
  void labelsNameEventsEvenWhenTheyComeLast() throws IOException {
    Path trace = write(
        "-3 5 -2.0 0 0 0",
        "-4 5 -1.0 0 0 0",
        "-2 -601 0.5 0 0 0",
        "-5 5 0.0 -1 -1 1 0 solve the system",
        "-7 -1 0.0 0 0 1 0 a debugging message",
        "-201 -1 0.0 -1 -1 3 2 -9 0 1");
    Read read = readAll(trace, false);
    assertThat(read.drawables()).containsExactly(
        "State solve the system [-2.0@0..-1.0@0] \"entry data= exit data=\"",
        "Event idle [0.5@0] \"data=\"");
    assertThat(read.report().seen()).containsExactlyInAnyOrderEntriesOf(
        Map.of("event labels", 1L, "messages", 1L, "subset definitions", 1L));
  }

  @Test
  void dataDescriptorRecordsDefineAliases() throws IOException {
    Path trace = write(
        "-6 -1 0.0 -1 -1 1 \"%d%s\" 9 \"%d%lf\"",
        "-2 3 1.0 0 -1 2 9 4 0.5 5 0.25",
        "-2 3 2.0 0 -1 2 9 4 0.5 5");    // one value short of two "%d%lf" fields
    List<String> drawables = new ArrayList<>();
    try (PiclTraceSource source = PiclTraceSource.open(trace, false)) {
      assertThat(source.next()).isInstanceOf(CategoryItem.class);
      Primitive p = (Primitive) ((DrawableItem) source.next()).drawable();
      assertThat(PiclCategories.MARK_LABEL.types()).isEqualTo("s");
      drawables.add(org.leapshot.slog2.model.InfoFormatter.format(PiclCategories.MARK_LABEL, p.info()));
      assertThatThrownBy(source::next).isInstanceOf(TraceInputException.class)
          .hasMessage(trace.getFileName() + ":3: 2 data fields of \"%d%lf\" need 4 values, found 3");
      assertThat(source.next()).as("the source reads on after a bad record").isNull();
      assertThat(source.report().seen()).containsEntry("data descriptors", 1L);
    }
    assertThat(drawables).containsExactly("data=4 0.5 5 0.25");
  }

  @Test
  void theHostIsLeftOutUnlessAskedFor() throws IOException {
    Path trace = write(
        "-2 -12 -0.5 32767 -1 0",
        "-3 -21 1.0 32767 -1 3 2 8 1 0",
        "-4 -21 1.5 32767 -1 0",
        "-3 -51 1.2 0 -1 1 2 1",
        "-4 -51 2.0 0 -1 3 2 8 1 32767",
        "-3 -601 3.0 1 -1 0");
    Read without = readAll(trace, false);
    assertThat(without.drawables()).containsExactly("State recv0 [1.2@0..2.0@0] \"entry data=1 exit data=8 1 32767\"");
    assertThat(without.report().seen()).containsExactlyInAnyOrderEntriesOf(
        Map.of("host processor records left out", 3L, "messages to or from the left-out host", 1L));
    assertThat(without.report().skipped()).containsExactlyInAnyOrderEntriesOf(Map.of("unmatched entry", 1L));

    Read with = readAll(trace, true);
    assertThat(with.drawables()).containsExactly(
        "Event close0 (communication) [-0.5@32767] \"data=\"",
        "State send0 [1.0@32767..1.5@32767] \"entry data=8 1 0 exit data=\"",
        "State recv0 [1.2@0..2.0@0] \"entry data=1 exit data=8 1 32767\"",
        "Arrow message [1.0@32767..2.0@0] \"message type=1 length=8\"");
  }

  @Test
  void badRecordsNameTheirLine() throws IOException {
    Path trace = write(
        "-3 -21 x 0 -1 0",
        "-3 -21",
        "-2 -12 1.0 0 -1 2 \"%d",
        "-2 -12 1.0 0 -1 1 8 5",
        "-2 -12 1.0 0 -1 0 5",
        "-2 -12 NaN 0 -1 0",
        "-2 -12 2.0 0 -1 0");
    try (PiclTraceSource source = PiclTraceSource.open(trace, false)) {
      List<String> problems = new ArrayList<>();
      TraceItem last = null;
      for (int i = 0; i < 8 && last == null; i++) {
        try {
          TraceItem item = source.next();
          if (item instanceof DrawableItem d) {
            last = d;
          }
        } catch (TraceInputException e) {
          problems.add(e.getMessage());
        }
      }
      assertThat(problems).containsExactly(
          trace.getFileName() + ":1: timestamp is not a number: x",
          trace.getFileName() + ":2: a PICL record needs record type, event type, timestamp, processor, process and number of data"
              + " fields; found 2 fields",
          trace.getFileName() + ":3: unterminated quoted string at column 19",
          trace.getFileName() + ":4: data descriptor 8 is not defined",
          trace.getFileName() + ":5: record has 0 data fields but 1 more values",
          trace.getFileName() + ":6: timestamp is not finite: NaN");
      assertThat(last.position().line()).isEqualTo(7);
    }
  }

  @Test
  void anOverlongLineIsAnErrorAndTheSourceReadsOn() throws IOException {
    Path trace = write(
        "-2 -12 1.0 0 -1 1 0 " + "x".repeat(PiclTraceSource.MAX_LINE_CHARS + 10),
        "-2 -12 2.0 0 -1 0");
    try (PiclTraceSource source = PiclTraceSource.open(trace, false)) {
      assertThatThrownBy(source::next).isInstanceOf(TraceInputException.class)
          .hasMessage("t.trf:1: line is longer than 1048576 characters");
      assertThat(source.next()).isInstanceOf(CategoryItem.class);
      assertThat(source.next().position().line()).isEqualTo(2);
      assertThat(source.next()).isNull();
      assertThat(source.progress()).isEqualTo(1.0);
    }
  }

  private Path write(String... lines) throws IOException {
    Path file = dir.resolve("t.trf");
    Files.write(file, List.of(lines));
    return file;
  }
}
