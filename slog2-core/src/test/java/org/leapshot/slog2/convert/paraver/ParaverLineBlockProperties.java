package org.leapshot.slog2.convert.paraver;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The block parser's fields against a plain reference parse of each line ({@code split(":")} and
 * a regular expression), for random valid and damaged records packed into one block.
 */
class ParaverLineBlockProperties {

  /** What the reference expects of one line: the field values, and the problem code. */
  private record Parsed(List<Long> values, int problem) {}

  private static Parsed reference(String line) {
    List<Long> values = new ArrayList<>();
    if (line.length() < 2 || line.charAt(1) != ':' || line.charAt(0) < '1' || line.charAt(0) > '3') {
      return new Parsed(values, 0);
    }
    String text = line.substring(2);
    if (text.isEmpty()) {
      return new Parsed(values, 0);
    }
    String[] pieces = text.split(":", -1);
    int column = 3;
    for (int j = 0; j < pieces.length; j++) {
      String piece = pieces[j];
      boolean last = j == pieces.length - 1;
      if (last && piece.isEmpty()) {
        break; // a trailing ':' ends the record
      }
      if (piece.matches("-?[0-9]{1,18}")) {
        values.add(Long.parseLong(piece));
      } else {
        return new Parsed(values, last && piece.equals("-") ? ParaverLineBlock.MISSING : column);
      }
      column += piece.length() + 1;
    }
    return new Parsed(values, 0);
  }

  @Provide
  Arbitrary<List<String>> lines() {
    Arbitrary<String> number = Arbitraries.longs().between(-1, Long.MAX_VALUE / 8).map(String::valueOf);
    Arbitrary<String> digits = Arbitraries.strings().withChars("0123456789").ofMinLength(1).ofMaxLength(21);
    Arbitrary<String> junk = Arbitraries.strings().withChars("0123456789:-/;a \u00b9").ofMaxLength(6);
    Arbitrary<String> field = Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(8, number), net.jqwik.api.Tuple.of(2, digits), net.jqwik.api.Tuple.of(1, junk));
    Arbitrary<String> kind = Arbitraries.of("1:", "2:", "3:", "c:", "4:", "#", "1", "");
    Arbitrary<String> line = net.jqwik.api.Combinators.combine(kind, field.list().ofMaxSize(20),
        Arbitraries.of("", ":", "-"))
        .as((k, fs, tail) -> k + String.join(":", fs) + tail);
    return line.list().ofMinSize(1).ofMaxSize(40);
  }

  @Property(tries = 500)
  void fieldsEqualAPlainSplitOfEachLine(@ForAll("lines") List<String> lines) {
    ParaverLineBlock block = new ParaverLineBlock();
    block.clear(1);
    for (String l : lines) {
      byte[] b = ("xx" + l + "yy").getBytes(StandardCharsets.ISO_8859_1);
      assertThat(block.add(b, 2, b.length - 2)).isTrue();
    }
    assertThat(block.lines).isEqualTo(lines.size());
    for (int i = 0; i < lines.size(); i++) {
      Parsed want = reference(lines.get(i));
      List<Long> got = new ArrayList<>();
      for (int f = 0; f < block.fieldCount[i]; f++) {
        got.add(block.values[block.firstField[i] + f]);
      }
      assertThat(got).as("values of %s", lines.get(i)).isEqualTo(want.values());
      assertThat(block.problem[i]).as("problem of %s", lines.get(i)).isEqualTo(want.problem());
      String text = new String(block.bytes, block.lineStart[i], block.lineEnd[i] - block.lineStart[i],
          StandardCharsets.ISO_8859_1);
      assertThat(text).isEqualTo(lines.get(i));
    }
  }

  @Property(tries = 50)
  void aFullBlockRefusesTheNextLineAndALongLineGetsABlockOfItsOwn(@ForAll("lines") List<String> lines) {
    ParaverLineBlock block = new ParaverLineBlock();
    block.clear(7);
    byte[] big = ("1:" + "1:".repeat(ParaverLineBlock.BYTES / 2)).getBytes(StandardCharsets.ISO_8859_1);
    assertThat(block.add(big, 0, big.length)).isTrue();
    assertThat(block.fieldCount[0]).isEqualTo(ParaverLineBlock.BYTES / 2);
    byte[] small = lines.get(0).getBytes(StandardCharsets.ISO_8859_1);
    assertThat(block.add(small, 0, small.length)).isFalse();
    assertThat(block.lines).isEqualTo(1);
  }
}
