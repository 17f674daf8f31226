package org.leapshot.slog2.convert.otf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.zip.DeflaterOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.TraceInputException;

class OtfLineReaderTest {
  @TempDir Path dir;

  private static List<String> lines(Path file, int bufferBytes) throws IOException {
    List<String> out = new ArrayList<>();
    try (OtfLineReader r = OtfLineReader.open(file, bufferBytes)) {
      while (r.next()) {
        out.add(new String(r.buffer(), r.lineStart(), r.lineEnd() - r.lineStart(), StandardCharsets.ISO_8859_1));
        assertThat(r.lineNumber()).isEqualTo(out.size());
      }
    }
    return out;
  }

  private static String text(int lines) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < lines; i++) {
      sb.append("E").append(Integer.toHexString(i * 7919)).append('\n');
    }
    return sb.toString();
  }

  /** A zlib stream with a final block and its checksum, as a normal compressor writes it (OTF's do not). */
  private static byte[] finishedZlib(String text) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DeflaterOutputStream z = new DeflaterOutputStream(bytes)) {
      z.write(text.getBytes(StandardCharsets.US_ASCII));
    }
    return bytes.toByteArray();
  }

  /**
   * Time and process lines are read in one pass only when written plainly; every other line, those
   * records written otherwise included, comes back for the caller, with the same line numbers and
   * ranges. Repeated many times with a small buffer, so that lines also straddle buffer ends.
   */
  @Test
  void nextLineReadsPlainTimeAndProcessLinesItselfAndHandsBackTheRest() throws IOException {
    String block = "c1\n*2\nE2a3\n 5\n5 \nfffffffffffffff\n0123456789abcdef\n*\n\n*7f\r\nL\n";
    Path f = dir.resolve("k.events");
    Files.writeString(f, block.repeat(700));
    List<String> got = new ArrayList<>();
    try (OtfLineReader r = OtfLineReader.open(f, 1)) {
      for (int kind = r.nextLine(); kind != OtfLineReader.END; kind = r.nextLine()) {
        String line = new String(r.buffer(), r.lineStart(), r.lineEnd() - r.lineStart(), StandardCharsets.ISO_8859_1);
        got.add(r.lineNumber() + " " + switch (kind) {
          case OtfLineReader.TIME -> "time " + Long.toHexString(r.number()) + " [" + line + "]";
          case OtfLineReader.PROCESS -> "process " + Long.toHexString(r.number()) + " [" + line + "]";
          default -> "line [" + line + "]";
        });
      }
    }
    assertThat(got).hasSize(700 * 11);
    assertThat(got.subList(11 * 699, 11 * 700)).containsExactly(
        7690 + " time c1 [c1]", 7691 + " process 2 [*2]", 7692 + " line [E2a3]", 7693 + " line [ 5]",
        7694 + " line [5 ]", 7695 + " time fffffffffffffff [fffffffffffffff]", 7696 + " line [0123456789abcdef]",
        7697 + " line [*]", 7698 + " line []", 7699 + " line [*7f\r]", 7700 + " line [L]");
  }

  @Test
  void plainLinesAcrossSmallBuffers() throws IOException {
    Path f = dir.resolve("a.events");
    Files.writeString(f, text(5000));
    List<String> lines = lines(f, 1);
    assertThat(lines).hasSize(5000);
    assertThat(lines.get(4999)).isEqualTo("E" + Integer.toHexString(4999 * 7919));
  }

  @Test
  void unfinishedZlibStreamEndsNormally() throws IOException {
    Path f = dir.resolve("a.events.z");
    Files.write(f, OtfSyntheticTest.unfinishedZlib(text(20_000)));
    assertThat(lines(f, 1)).hasSize(20_000);
  }

  @Test
  void finishedZlibStreamAlsoReads() throws IOException {
    Path f = dir.resolve("a.events.z");
    Files.write(f, finishedZlib(text(300)));
    assertThat(lines(f, 1 << 16)).hasSize(300);
  }

  @Test
  void linesInflatedAheadOnAnotherThreadAreTheSameAndCloseMidwayStops() throws IOException {
    Path f = dir.resolve("a.events.z");
    Files.write(f, OtfSyntheticTest.unfinishedZlib(text(20_000)));
    ExecutorService thread = Executors.newSingleThreadExecutor();
    try {
      List<String> ahead = new ArrayList<>();
      try (OtfLineReader r = OtfLineReader.open(f, 1, thread)) { // the smallest chunks: many hand-overs
        while (r.next()) {
          ahead.add(new String(r.buffer(), r.lineStart(), r.lineEnd() - r.lineStart(), StandardCharsets.ISO_8859_1));
        }
      }
      assertThat(ahead).isEqualTo(lines(f, 1));
      try (OtfLineReader r = OtfLineReader.open(f, 1, thread)) {
        assertThat(r.next()).isTrue(); // closed with chunks still queued
      }
      // a corrupt block after the first chunks fails when the reader gets there, with the file named
      byte[] bad = OtfSyntheticTest.unfinishedZlib(text(20_000));
      bad[bad.length / 2] ^= 0x7f;
      bad[bad.length / 2 + 1] ^= 0x3c;
      Files.write(f, bad);
      List<String> before = new ArrayList<>();
      assertThatThrownBy(() -> {
        try (OtfLineReader r = OtfLineReader.open(f, 1, thread)) {
          while (r.next()) {
            before.add("");
          }
        }
      }).isInstanceOf(TraceInputException.class).hasMessageContaining("a.events.z");
      assertThat(before).isNotEmpty();
    } finally {
      thread.shutdownNow();
    }
  }

  @Test
  void lastLineWithoutLineEndIsATruncation() throws IOException {
    Path f = dir.resolve("a.events");
    Files.writeString(f, "1\n*1\nE1");
    assertThatThrownBy(() -> lines(f, 1 << 16)).isInstanceOf(TraceInputException.class)
        .hasMessageContaining("a.events:3").hasMessageContaining("ends inside a record");
  }

  @Test
  void notZlibDataIsRejectedWithItsOffset() throws IOException {
    Path f = dir.resolve("a.events.z");
    Files.writeString(f, "this is not zlib\n");
    assertThatThrownBy(() -> lines(f, 1 << 16)).isInstanceOf(TraceInputException.class)
        .hasMessageContaining("a.events.z @").hasMessageContaining("zlib");
  }

  @Test
  void zlibHeaderAskingForAPresetDictionaryIsRejected() throws IOException {
    Path f = dir.resolve("a.events.z");
    // CMF 0x78 (deflate, 32 KiB window), FLG 0xBB: FDICT set, check bits right ((0x78BB % 31) == 0)
    Files.write(f, new byte[] {0x78, (byte) 0xBB, 0, 0, 0, 1, 1, 2, 3});
    assertThatThrownBy(() -> lines(f, 1 << 16)).isInstanceOf(TraceInputException.class)
        .hasMessageContaining("a.events.z @0").hasMessageContaining("preset dictionary");
  }

  @Test
  void aFinishedStreamIsNotCheckedAgainstItsTrailerButCorruptDeflateDataStillFails() throws IOException {
    Path f = dir.resolve("a.events.z");
    byte[] data = finishedZlib(text(300));
    data[data.length - 1] ^= 0x55; // the Adler-32 trailer: the lines themselves are intact
    Files.write(f, data);
    assertThat(lines(f, 1 << 16)).hasSize(300);
    byte[] bad = finishedZlib(text(300));
    bad[2] = (byte) 0xFF; // a reserved block type right after the header
    Files.write(f, bad);
    assertThatThrownBy(() -> lines(f, 1 << 16)).isInstanceOf(TraceInputException.class)
        .hasMessageContaining("bad zlib data");
  }

  @Test
  void overlongLineIsRejectedInsteadOfBuffered() throws IOException {
    Path f = dir.resolve("a.def");
    Files.write(f, new byte[OtfLineReader.MAX_LINE_BYTES + 10]);
    assertThatThrownBy(() -> lines(f, 1 << 16)).isInstanceOf(TraceInputException.class)
        .hasMessageContaining("a.def:1").hasMessageContaining("longer than");
  }
}
