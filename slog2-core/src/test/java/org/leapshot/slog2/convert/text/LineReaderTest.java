package org.leapshot.slog2.convert.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.convert.LineFeeds;

/** Lines of any length and any terminator, across the reader's 1 MiB buffer boundaries. */
class LineReaderTest {

  private static List<String> readAll(byte[] input) throws IOException {
    LineReader r = new LineReader(new ByteArrayInputStream(input));
    List<String> lines = new ArrayList<>();
    while (r.next()) {
      lines.add(new String(r.bytes(), r.start(), r.end() - r.start(), StandardCharsets.ISO_8859_1));
      assertThat(r.lineNumber()).isEqualTo(lines.size());
    }
    assertThat(r.consumed()).isEqualTo(input.length);
    return lines;
  }

  @Test
  void linesOfRandomLengthsIncludingOneLongerThanTheBufferComeBackExactly() throws IOException {
    Random rnd = new Random(7);
    List<String> expected = new ArrayList<>();
    StringBuilder all = new StringBuilder();
    for (int i = 0; i < 3000; i++) {
      int len = i == 1500 ? 2_500_000 : rnd.nextInt(2000);
      StringBuilder line = new StringBuilder(len);
      for (int k = 0; k < len; k++) {
        line.append((char) ('a' + rnd.nextInt(26)));
      }
      expected.add(line.toString());
      all.append(line).append(i % 3 == 0 ? "\r\n" : "\n");
    }
    all.append("last line without newline");
    expected.add("last line without newline");
    assertThat(readAll(all.toString().getBytes(StandardCharsets.ISO_8859_1))).isEqualTo(expected);
  }

  @Test
  void newlineSearchFindsTheFirstNewlineAtEveryOffset() {
    for (int at = 0; at < 20; at++) {
      byte[] b = new byte[20];
      java.util.Arrays.fill(b, (byte) 0x8a); // bytes that differ from '\n' only in the high bit
      b[at] = '\n';
      if (at + 3 < 20) {
        b[at + 3] = '\n';
      }
      assertThat(LineFeeds.indexOf(b, 0, 20)).isEqualTo(at);
      assertThat(LineFeeds.indexOf(b, 0, at)).isEqualTo(-1);
    }
  }
}
