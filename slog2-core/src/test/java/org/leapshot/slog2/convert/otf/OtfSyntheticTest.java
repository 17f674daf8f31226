package org.leapshot.slog2.convert.otf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.model.Primitive;

/** Small hand-written traces for the rules the samples do not exercise. */
class OtfSyntheticTest {
  @TempDir Path dir;

  private Path trace(String master, String defs, String... events) throws IOException {
    Files.writeString(dir.resolve("t.otf"), master);
    if (defs != null) {
      Files.writeString(dir.resolve("t.0.def"), defs);
    }
    for (int i = 0; i < events.length; i++) {
      Files.writeString(dir.resolve("t." + Integer.toHexString(i + 1) + ".events"), events[i]);
    }
    return dir.resolve("t.otf");
  }

  /** As the OTF library writes .z parts: full flushes, never finished (spec §4). */
  static byte[] unfinishedZlib(String text) {
    Deflater deflater = new Deflater();
    deflater.setInput(text.getBytes(StandardCharsets.ISO_8859_1));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] buf = new byte[4096];
    int n;
    while ((n = deflater.deflate(buf, 0, buf.length, Deflater.FULL_FLUSH)) > 0) {
      out.write(buf, 0, n);
    }
    deflater.end();
    return out.toByteArray();
  }

  @Test
  void longFormatReadsLikeShortFormat() throws Exception {
    Path master = trace("1:1\n",
        "DEFTIMERRESOLUTION 3e8\nDEFPROCESS 1 NAME \"P\"\nDEFFUNCTIONGROUP 1 NAME \"g\"\nDEFFUNCTION 5 GROUP 1 NAME \"f\"\n",
        "a\n*1\nENTER 5\n14\n*1\nLEAVE 5\n");
    OtfTraceStats s = OtfTraceStats.read(dir, master);
    assertThat(s.states).hasSize(1);
    assertThat(s.states.get(0).start()).isEqualTo(10 / 1000.0);
    assertThat(s.states.get(0).end()).isEqualTo(20 / 1000.0);
    assertThat(s.categories.get(s.states.get(0).categoryIndex()).name()).isEqualTo("f");
  }

  @Test
  void compressedPartsWithoutFinalBlockReadCompletely() throws Exception {
    Path master = trace("1:1\n", null);
    Files.write(dir.resolve("t.0.def.z"), unfinishedZlib("DP1NM\"P\"\nDF1G0NM\"f\"\n"));
    StringBuilder events = new StringBuilder();
    for (int i = 0; i < 5000; i++) {
      events.append(Integer.toHexString(2 * i)).append("\n*1\nE1\n").append(Integer.toHexString(2 * i + 1)).append("\n*1\nL\n");
    }
    Files.write(dir.resolve("t.1.events.z"), unfinishedZlib(events.toString()));
    OtfTraceStats s = OtfTraceStats.read(dir, master);
    assertThat(s.states).hasSize(5000);
    assertThat(s.source.report().skipped()).isEmpty();
  }

  @Test
  void plainPartWinsOverCompressedOne() throws Exception {
    Path master = trace("1:1\n", "DP1NM\"plain\"\n", "1\n*1\nE1\n2\n*1\nL\n");
    Files.write(dir.resolve("t.0.def.z"), unfinishedZlib("DP1NM\"compressed\"\n"));
    OtfTraceStats s = OtfTraceStats.read(dir, master);
    assertThat(s.source.timelineNames()).containsEntry(0, "plain");
  }

  @Test
  void messagesMatchFifoPerKeyEvenWhenTheReceiveComesFirst() throws Exception {
    // Process 2 receives at ticks 5 and 6; process 1 sends at 8 and 9 (clocks disagree).
    Path master = trace("1:1\n2:2\n", "DP1\nDP2\n",
        "8\n*1\nS2L10T7C1\n9\n*1\nS2L20T7C1\n",
        "5\n*2\nR1L10T7C1\n6\n*2\nR1L20T7C1\n");
    OtfTraceStats s = OtfTraceStats.read(dir, master);
    assertThat(s.arrows).hasSize(2);
    Primitive first = s.arrows.get(0);
    assertThat(first.time(0)).isEqualTo(8e-6);
    assertThat(first.time(1)).isEqualTo(5e-6);
    assertThat(first.lineId(0)).isZero();
    assertThat(first.lineId(1)).isEqualTo(1);
    assertThat(s.arrows.get(1).time(1)).isEqualTo(6e-6);
    assertThat(s.endTimesNonDecreasing).isTrue();
  }

  @Test
  void unmatchedMessagesAreCounted() throws Exception {
    Path master = trace("1:1\n2:2\n", "DP1\nDP2\n", "8\n*1\nS2L10T7C1\n", "5\n*2\nR1L10T8C1\n");
    OtfTraceStats s = OtfTraceStats.read(dir, master);
    assertThat(s.arrows).isEmpty();
    assertThat(s.skipped("otf: unmatched send")).isEqualTo(1);
    assertThat(s.skipped("otf: unmatched receive")).isEqualTo(1);
  }

  @Test
  void missingTimerResolutionMeansMicroseconds() throws Exception {
    Path master = trace("1:1\n", "DP1\n", "f4240\n*1\nE0\n1e8480\n*1\nL\n");
    OtfTraceStats s = OtfTraceStats.read(dir, master);
    assertThat(s.source.ticksPerSecond()).isEqualTo(1_000_000);
    assertThat(s.states.get(0).start()).isEqualTo(1.0);
    assertThat(s.states.get(0).end()).isEqualTo(2.0);
    assertThat(s.source.report().seen()).containsEntry("otf: references to undefined tokens", 1L);
  }

  @Test
  void unknownRecordsAndTrailingFieldsAreSkippedAndCounted() throws Exception {
    Path master = trace("1:1\n", "DP1\nDXYZ1\n", "1\n*1\nE1XYZ99\nQQQ\n2\n*1\nL\n");
    OtfTraceStats s = OtfTraceStats.read(dir, master);
    assertThat(s.states).hasSize(1);
    assertThat(s.skipped("otf: unknown definition record")).isEqualTo(1);
    assertThat(s.skipped("otf: unknown event record")).isEqualTo(1);
  }

  @Test
  void missingEventsFileIsReported() throws Exception {
    Path master = trace("1:1\n2:2\n", "DP1\nDP2\n", "1\n*1\nE1\n2\n*1\nL\n");
    OtfTraceStats s = OtfTraceStats.read(dir, master);
    assertThat(s.states).hasSize(1);
    assertThat(s.maps.get(0).rowCount()).isEqualTo(2);
    assertThat(s.source.report().seen()).containsEntry("otf: streams without an events file", 1L);
  }

  @Test
  void timeGoingBackwardsIsAnErrorNamingFileAndLine() throws Exception {
    Path master = trace("1:1\n", "DP1\n", "5\n*1\nE1\n4\n*1\nL\n");
    assertThatThrownBy(() -> OtfTraceStats.read(dir, master))
        .isInstanceOf(TraceInputException.class)
        .hasMessageContaining("t.1.events:4")
        .hasMessageContaining("time goes backwards");
  }

  @Test
  void recordBeforeTimeAndProcessIsAnError() throws Exception {
    Path master = trace("1:1\n", "DP1\n", "E1\n");
    assertThatThrownBy(() -> OtfTraceStats.read(dir, master))
        .isInstanceOf(TraceInputException.class)
        .hasMessageContaining("t.1.events:1");
  }

  @Test
  void recordsOfProcessesNotListedForTheStreamAreSkippedAndCounted() throws Exception {
    // As the library does (spec §3): process 2 is listed, but for stream 2, not stream 1.
    Path master = trace("1:1\n2:2\n", "DP1\nDP2\n", "5\n*2\nE1\n6\n*2\nL\n7\n*1\nE1\n8\n*1\nL\n");
    OtfTraceStats s = OtfTraceStats.read(dir, master);
    assertThat(s.states).hasSize(1);
    assertThat(s.states.get(0).lineId(0)).isZero();
    assertThat(s.skipped("otf: record of a process not listed for its stream")).isEqualTo(2);
    assertThat(s.source.report().messages()).anySatisfy(m -> assertThat(m).contains("t.1.events:3"));
  }

  @Test
  void truncatedLastLineIsAnError() throws Exception {
    Path master = trace("1:1\n", "DP1\n", "5\n*1\nE1\n6\n*1\nL");
    assertThatThrownBy(() -> OtfTraceStats.read(dir, master))
        .isInstanceOf(TraceInputException.class)
        .hasMessageContaining("t.1.events:6")
        .hasMessageContaining("ends inside a record");
  }

  @Test
  void iofslTracesAreRefusedClearly() throws Exception {
    Path master = trace("i4:1:2\n1:1\n", "DP1\n");
    assertThatThrownBy(() -> OtfTraceSource.open(master))
        .isInstanceOf(TraceInputException.class)
        .hasMessageContaining("t.otf:1")
        .hasMessageContaining("IOFSL");
  }

  @Test
  void openStatesCloseAtTraceEndWhenThereIsNoProcessEnd() throws Exception {
    Path master = trace("1:1\n2:2\n", "DP1\nDP2\nDF1G0NM\"f\"\nDF2G0NM\"g\"\n",
        "1\n*1\nE1\n2\n*1\nE2\n", "9\n*2\nE1\na\n*2\nL\n");
    OtfTraceStats strict = OtfTraceStats.read(master, OtfOptions.DEFAULT);
    assertThat(strict.states).hasSize(1);
    assertThat(strict.skipped("otf: state open at end")).isEqualTo(2);
    OtfTraceStats completed = OtfTraceStats.read(master, OtfOptions.DEFAULT.withCompleteAtProcessBounds(true));
    assertThat(completed.states).hasSize(3);
    assertThat(completed.states).extracting(Primitive::end).containsOnly(10e-6);
    assertThat(completed.maxDepth()).isEqualTo(2);
    assertThat(completed.endTimesNonDecreasing).isTrue();
    assertThat(completed.source.report().skipped()).isEmpty();
  }

  @Test
  void progressReachesOne() throws Exception {
    Path master = trace("1:1\n", "DP1\n", "1\n*1\nE1\n2\n*1\nL\n");
    try (OtfTraceSource source = OtfTraceSource.open(master)) {
      assertThat(source.progress()).isBetween(0.0, 1.0);
      while (source.next() != null) {
        assertThat(source.progress()).isBetween(0.0, 1.0);
      }
      assertThat(source.progress()).isEqualTo(1.0);
    }
  }

  @Test
  void commentsBecomeEventsAndUnconvertedRecordsAreCounted() throws Exception {
    Path master = trace("1:1\n", "DP1\n",
        "1\n*1\n#\"checkpoint\"\nCOPB1H2C3RT0S0R0\nCOPE2\nT0P1C3T4L5\nFA9\nFF1MI9H1OP2B10\nN\n");
    OtfTraceStats s = OtfTraceStats.read(dir, master);
    assertThat(s.events).hasSize(1);
    Primitive comment = s.events.get(0);
    assertThat(s.categories.get(comment.categoryIndex()).formatInfo(comment.info())).isEqualTo("checkpoint");
    assertThat(s.source.report().seen()).containsEntry("otf: COLLOPBEGIN (not converted) records", 1L)
        .containsEntry("otf: COLLOPEND (not converted) records", 1L)
        .containsEntry("otf: RMA (put, get, end; not converted) records", 1L)
        .containsEntry("otf: FILEOPBEGIN (not converted) records", 1L)
        .containsEntry("otf: FILEOPEND (not converted) records", 1L)
        .containsEntry("otf: NOOP records", 1L);
    assertThat(s.source.report().skipped()).isEmpty();
  }

  @Test
  void tooManyStreamsAreRefusedBeforeOpeningFiles() throws Exception {
    StringBuilder master = new StringBuilder();
    for (int i = 1; i <= OtfMaster.MAX_STREAMS + 1; i++) {
      master.append(Integer.toHexString(i)).append(':').append(Integer.toHexString(i)).append('\n');
    }
    Path file = trace(master.toString(), "DP1\n");
    assertThatThrownBy(() -> OtfTraceSource.open(file)).isInstanceOf(TraceInputException.class)
        .hasMessageContaining("t.otf:" + (OtfMaster.MAX_STREAMS + 1)).hasMessageContaining("streams");
  }

  @Test
  void aProcessInTwoStreamsIsAnError() throws Exception {
    Path file = trace("1:1,2\n2:2\n", "DP1\n");
    assertThatThrownBy(() -> OtfTraceSource.open(file)).isInstanceOf(TraceInputException.class)
        .hasMessageContaining("t.otf:2").hasMessageContaining("process 0x2");
  }

  @Test
  void utf8NamesStayUtf8() throws Exception {
    Path master = trace("1:1\n", "DP1NM\"Größe\"\n", "1\n*1\nE1\n2\n*1\nL\n");
    OtfTraceStats s = OtfTraceStats.read(dir, master);
    assertThat(s.source.timelineNames()).containsEntry(0, "Größe");
  }
}
