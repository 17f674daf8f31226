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
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DeflaterOutputStream z = new DeflaterOutputStream(bytes)) {
      z.write(text(300).getBytes(StandardCharsets.US_ASCII));
    }
    Files.write(f, bytes.toByteArray());
    assertThat(lines(f, 1 << 16)).hasSize(300);
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
  void overlongLineIsRejectedInsteadOfBuffered() throws IOException {
    Path f = dir.resolve("a.def");
    Files.write(f, new byte[OtfLineReader.MAX_LINE_BYTES + 10]);
    assertThatThrownBy(() -> lines(f, 1 << 16)).isInstanceOf(TraceInputException.class)
        .hasMessageContaining("a.def:1").hasMessageContaining("longer than");
  }
}
