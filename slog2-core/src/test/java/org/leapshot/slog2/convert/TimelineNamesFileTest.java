package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The timeline names kept beside a converted file: what is written reads back (any text, cut only
 * past {@link TimelineNamesFile#MAX_NAME_CHARS}); a file that does not fit the trace is refused as
 * a whole with one line naming it and the line, whatever its damage; none is left by a format
 * without names.
 */
class TimelineNamesFileTest {
  @TempDir Path dir;

  private static Path tempDir() throws IOException {
    return Files.createTempDirectory("names-prop");
  }

  private static void deleteAll(Path d) throws IOException {
    try (Stream<Path> files = Files.list(d)) {
      for (Path f : files.toList()) {
        Files.delete(f);
      }
    }
    Files.delete(d);
  }

  @Provide
  Arbitrary<Map<Integer, String>> names() {
    // any text, tabs, line breaks, backslashes and characters beyond the BMP included
    Arbitrary<String> name = Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(40),
        Arbitraries.strings().withChars("\t\n\r\\/ aé𝄞").ofMaxLength(12),
        Arbitraries.strings().ofMinLength(TimelineNamesFile.MAX_NAME_CHARS - 2).ofMaxLength(TimelineNamesFile.MAX_NAME_CHARS + 3));
    return Arbitraries.maps(Arbitraries.integers().between(0, 5000), name).ofMaxSize(40);
  }

  @Property(tries = 200)
  void writtenNamesReadBack(@ForAll("names") Map<Integer, String> names) throws IOException {
    Path d = tempDir();
    try {
      Path slog2 = Files.writeString(d.resolve("x.slog2"), "stands for a SLOG-2 file");
      TimelineNamesFile.write(slog2, names);
      if (names.isEmpty()) {
        assertThat(TimelineNamesFile.of(slog2)).doesNotExist();
        return;
      }
      Map<Integer, String> back = TimelineNamesFile.read(slog2, 5001, line -> line >= 0 && line <= 5000);
      Map<Integer, String> expected = new HashMap<>();
      names.forEach((line, given) -> {
        String name = given.replaceAll("\\p{Cs}", "\uFFFD"); // a lone surrogate, which UTF-8 cannot hold
        expected.put(line, name.length() <= TimelineNamesFile.MAX_NAME_CHARS ? name
            : name.substring(0, back.get(line).length() - 1) + "…");
      });
      assertThat(back).isEqualTo(expected);
      assertThat(back.values()).allMatch(n -> n.length() <= TimelineNamesFile.MAX_NAME_CHARS);
      assertThat(Files.size(TimelineNamesFile.of(slog2))).isLessThanOrEqualTo(TimelineNamesFile.maxBytes(names.size()));
    } finally {
      deleteAll(d);
    }
  }

  /** Truncated, bit-flipped or spliced, a names file reads as itself or is refused with one line: never anything else. */
  @Property(tries = 300)
  void aDamagedFileIsRefusedWithOneLineOrReadsAsWritten(@ForAll("names") Map<Integer, String> names,
      @ForAll @IntRange(min = 0, max = 2) int damage, @ForAll @IntRange(min = 0, max = 1 << 20) int where,
      @ForAll @IntRange(min = 0, max = 7) int bit) throws IOException {
    Path d = tempDir();
    try {
      Path slog2 = Files.writeString(d.resolve("x.slog2"), "stands for a SLOG-2 file");
      Map<Integer, String> written = new HashMap<>(names);
      written.put(0, "MPI Rank 0");
      TimelineNamesFile.write(slog2, written);
      Path file = TimelineNamesFile.of(slog2);
      byte[] bytes = Files.readAllBytes(file);
      int at = where % bytes.length;
      byte[] damaged = switch (damage) {
        case 0 -> java.util.Arrays.copyOf(bytes, at);
        case 1 -> {
          byte[] b = bytes.clone();
          b[at] ^= (byte) (1 << bit);
          yield b;
        }
        default -> (new String(bytes, 0, at, StandardCharsets.ISO_8859_1) + "\t\\x\n")
            .getBytes(StandardCharsets.ISO_8859_1);
      };
      Files.write(file, damaged);
      Map<Integer, String> back;
      try {
        back = TimelineNamesFile.read(slog2, 5001, line -> line >= 0 && line <= 5000);
      } catch (IOException e) {
        assertThat(e.getMessage()).startsWith(file + ": ").doesNotContain("\n");
        return;
      }
      // a flip inside a name or a cut at a line's end still reads: timelines of the file, each once
      assertThat(back.keySet()).allMatch(line -> line >= 0 && line <= 5000);
      assertThat(back.size()).isLessThanOrEqualTo(written.size());
    } finally {
      deleteAll(d);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "# something else\nslog2-bytes 4\n0\ta\n|line 1",
      "# leapshot timeline names 1\nslog2-bytes 5\n0\ta\n|line 2: written for another x.slog2",
      "# leapshot timeline names 1\nslog2-bytes 4\n7\ta\n|line 3: line ID 7 is not a timeline of x.slog2",
      "# leapshot timeline names 1\nslog2-bytes 4\nx\ta\n|line 3: line ID \"x\" is not a number",
      "# leapshot timeline names 1\nslog2-bytes 4\n0\ta\tb\n|line 3: expected line ID and name",
      "# leapshot timeline names 1\nslog2-bytes 4\n0\ta\\q\n|line 3: unknown escape",
      "# leapshot timeline names 1\nslog2-bytes 4\n0\ta\n1\tb\n0\tc\n|line 5: line ID 0 is named twice",
      "# leapshot timeline names 1|line 2"})
  void aBadNamesFileIsRefusedWithItsNameAndLine(String caseText) throws IOException {
    String[] parts = caseText.split("\\|");
    Path slog2 = Files.writeString(dir.resolve("x.slog2"), "abcd");
    Files.writeString(TimelineNamesFile.of(slog2), parts[0]);

    assertThatThrownBy(() -> TimelineNamesFile.read(slog2, 2, line -> line == 0 || line == 1))
        .isInstanceOf(IOException.class).hasMessageStartingWith(TimelineNamesFile.of(slog2) + ": ")
        .hasMessageContaining(parts[1]);
  }

  @Test
  void binaryOrOversizedNamesFilesAreRefusedBeforeReading() throws IOException {
    Path slog2 = Files.writeString(dir.resolve("x.slog2"), "abcd");
    Path file = TimelineNamesFile.of(slog2);
    Files.write(file, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});
    assertThatThrownBy(() -> TimelineNamesFile.read(slog2, 4, line -> true)).hasMessageContaining("not UTF-8");

    // the bound follows the timelines: a file for 4 of them cannot hold a megabyte
    try (var f = new java.io.RandomAccessFile(file.toFile(), "rw")) {
      f.setLength(TimelineNamesFile.maxBytes(4) + 1);
    }
    assertThatThrownBy(() -> TimelineNamesFile.read(slog2, 4, line -> true))
        .hasMessage(file + ": " + (TimelineNamesFile.maxBytes(4) + 1) + " bytes, more than the "
            + TimelineNamesFile.maxBytes(4) + " a names file of 4 timelines can have");
    Files.delete(file);
    Files.createDirectory(file);
    assertThatThrownBy(() -> TimelineNamesFile.read(slog2, 4, line -> true)).hasMessage(file + ": is not a regular file");
  }

  @Test
  void noNamesFileReadsAsNoNames() throws IOException {
    Path slog2 = Files.writeString(dir.resolve("x.slog2"), "1234");
    assertThat(TimelineNamesFile.read(slog2, 1, line -> true)).isEmpty();
  }

  @Test
  void aFormatWithoutNamesWritesNoneAndRemovesAStaleOne() throws IOException {
    Path in = dir.resolve("t.trf");
    Files.writeString(in, "-3 -601 1.0 0 -1 0\n-4 -601 5.0 0 -1 0\n");
    Path out = dir.resolve("t.slog2");
    Files.writeString(TimelineNamesFile.of(out), "left by an earlier conversion\n");

    new Converter(ConvertOptions.defaults(), null).convert(in, out);

    assertThat(TimelineNamesFile.of(out)).doesNotExist();
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files).containsExactlyInAnyOrder(in, out);
    }
  }

  @Test
  void aNameLongerThanAnyLabelIsCutWithAnEllipsisNeverInsideACharacter() {
    String pairs = "𝄞".repeat(TimelineNamesFile.MAX_NAME_CHARS);
    String cut = TimelineNamesFile.cut(pairs);
    assertThat(cut).endsWith("…").hasSizeLessThanOrEqualTo(TimelineNamesFile.MAX_NAME_CHARS);
    assertThat(Character.isHighSurrogate(cut.charAt(cut.length() - 2))).isFalse();
    assertThat(TimelineNamesFile.cut("short")).isEqualTo("short");
  }

  @Property(tries = 300)
  void escapingRoundTripsAndLeavesNoTabOrLineBreak(@ForAll String s) throws IOException {
    String escaped = SidecarText.escape(s);
    assertThat(escaped).doesNotContain("\t", "\n", "\r");
    assertThat(SidecarText.unescape(escaped, "")).isEqualTo(s);
  }
}
