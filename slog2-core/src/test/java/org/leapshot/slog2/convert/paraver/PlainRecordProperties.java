package org.leapshot.slog2.convert.paraver;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.constraints.IntRange;

/** The one-pass record scan and the line buffer around it, against plain splitting of the text. */
class PlainRecordProperties {

  /** What the scan must find: the LF's index and the fields, or -1; by splitting strings. */
  private static long[] bruteForce(String text) {
    int lf = text.indexOf('\n');
    String line = text.substring(0, lf);
    if (line.length() < 2 || line.charAt(0) < '1' || line.charAt(0) > '3' || line.charAt(1) != ':') {
      return null;
    }
    String[] fields = line.substring(2).split(":", -1);
    if (fields.length > PlainRecord.MAX_FIELDS) {
      return null;
    }
    long[] values = new long[fields.length];
    for (int i = 0; i < fields.length; i++) {
      if (!fields[i].matches("[0-9]{1,18}")) {
        return null;
      }
      values[i] = Long.parseLong(fields[i]);
    }
    return values;
  }

  /** Lines mostly of records, with now and then a character that is not plain. */
  @Provide
  Arbitrary<String> lines() {
    Arbitrary<String> field = Arbitraries.frequencyOf(
        Tuple.of(20, Arbitraries.longs().between(0, 999_999_999_999_999_999L).map(String::valueOf)),
        Tuple.of(2, Arbitraries.strings().withChars("0123456789").ofMinLength(0).ofMaxLength(21)),
        Tuple.of(1, Arbitraries.strings().withChars("0123456789-: \r\tx\u00ff").ofMinLength(1).ofMaxLength(4)));
    Arbitrary<String> kind = Arbitraries.frequencyOf(Tuple.of(12, Arbitraries.of("1:", "2:", "3:")),
        Tuple.of(1, Arbitraries.of("4:", "c:", "#", "1", "", "2::", "0:", "3;")));
    Arbitrary<List<String>> fields = Arbitraries.frequencyOf(Tuple.of(8, field.list().ofMaxSize(16)),
        Tuple.of(1, field.list().ofMinSize(PlainRecord.MAX_FIELDS - 2).ofMaxSize(PlainRecord.MAX_FIELDS + 2)));
    return Combinators.combine(kind, fields)
        .as((k, f) -> k + String.join(":", f));
  }

  @Property(tries = 3000)
  void scanFindsTheFieldsAndTheLineEndOfPlainRecordsOnly(@ForAll("lines") String line,
      @ForAll @IntRange(min = 0, max = 3) int before) {
    String text = "9".repeat(before) + line + "\n" + "1:2:3\n";
    byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
    PlainRecord r = new PlainRecord();
    int lf = r.scan(b, before);
    long[] expected = bruteForce(text.substring(before));
    Statistics.collect(expected != null ? "plain" : "not plain");
    if (expected == null) {
      assertThat(lf).isEqualTo(-1);
      return;
    }
    assertThat(lf).isEqualTo(before + line.length());
    assertThat(r.kind()).isEqualTo(line.charAt(0));
    String[] texts = line.substring(2).split(":", -1);
    long[] values = new long[r.count()];
    int at = before + 2;
    for (int i = 0; i < r.count(); i++) {
      values[i] = r.value(i);
      assertThat(new String(b, at, r.end(i) - at, StandardCharsets.ISO_8859_1)).as("digits of field %d", i)
          .isEqualTo(texts[i]);
      at = r.end(i) + 1;
    }
    assertThat(values).containsExactly(expected);
  }

  /** Gives at most {@code step} bytes per read, so lines cross the reader's buffer end. */
  private static InputStream trickle(byte[] bytes, int step) {
    return new ByteArrayInputStream(bytes) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.min(len, step));
      }
    };
  }

  @Provide
  Arbitrary<List<String>> texts() {
    return lines().list().ofMaxSize(30);
  }

  @Property(tries = 300)
  void linesReadPlainOrRawAreTheTextsLinesInOrder(@ForAll("texts") List<String> lines,
      @ForAll @IntRange(min = 1, max = 40) int step, @ForAll boolean lastLf) throws IOException {
    String text = String.join("\n", lines) + (lastLf ? "\n" : "");
    ParaverLines reader = new ParaverLines("t.prv", trickle(text.getBytes(StandardCharsets.ISO_8859_1), step), 1 << 20);
    PlainRecord r = new PlainRecord();
    List<String> read = new ArrayList<>();
    List<String> expected = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
    if (expected.get(expected.size() - 1).isEmpty()) {
      expected.remove(expected.size() - 1); // no line after the last LF
    }
    while (true) {
      boolean plain = reader.nextPlain(r);
      if (!plain && !reader.next()) {
        break;
      }
      String line = new String(reader.bytes(), reader.start(), reader.end() - reader.start(),
          StandardCharsets.ISO_8859_1);
      read.add(line);
      assertThat(reader.lineNumber()).isEqualTo(read.size());
      if (plain) {
        assertThat(bruteForce(line + "\n")).containsExactly(fields(r));
      }
    }
    assertThat(read).containsExactlyElementsOf(expected.stream().map(l -> l.endsWith("\r") ? l.substring(0,
        l.length() - 1) : l).toList());
    assertThat(reader.consumed()).isEqualTo(text.length());
  }

  private static long[] fields(PlainRecord r) {
    long[] v = new long[r.count()];
    for (int i = 0; i < v.length; i++) {
      v[i] = r.value(i);
    }
    return v;
  }
}
