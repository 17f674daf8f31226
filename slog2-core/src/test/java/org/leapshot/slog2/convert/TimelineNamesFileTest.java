package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
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
import org.leapshot.slog2.model.LineIdMap;

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

  /** The one map of a file of timelines 0..n-1: the identity. */
  private static List<LineIdMap> ids(int n) {
    return List.of(LineIdMap.identity(IntStream.range(0, n).toArray()));
  }

  /** A file's maps: the identity of timelines 0..31 and "node / core", 4 cores a node. */
  private static List<LineIdMap> nodes() {
    int[] lines = IntStream.range(0, 32).toArray();
    int[][] values = new int[32][];
    for (int line : lines) {
      values[line] = new int[] {line / 4, line % 4};
    }
    return List.of(new LineIdMap(NODE_MAP, List.of("node", "core"), lines, values, List.of()),
        LineIdMap.identity(lines));
  }

  private static final String NODE_MAP = "Node\tView";
  /** The start of a version 2 file for "x.slog2" of 4 bytes. */
  private static final String G = "# leapshot timeline names 2\nslog2-bytes 4\n";

  @Provide
  Arbitrary<Map<String, String>> nodeNames() {
    return Arbitraries.maps(Arbitraries.integers().between(0, 7).map(String::valueOf), anyName()).ofMaxSize(8);
  }

  private static Arbitrary<String> anyName() {
    return Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(40),
        Arbitraries.strings().withChars("\t\n\r\\/ aé𝄞").ofMaxLength(12),
        Arbitraries.strings().ofMinLength(TimelineNamesFile.MAX_NAME_CHARS - 2).ofMaxLength(TimelineNamesFile.MAX_NAME_CHARS + 3));
  }

  private static String written(String given, String back) {
    String name = given.replaceAll("\\p{Cs}", "\uFFFD"); // a lone surrogate, which UTF-8 cannot hold
    return name.length() <= TimelineNamesFile.MAX_NAME_CHARS ? name : name.substring(0, back.length() - 1) + "…";
  }

  @Property(tries = 200)
  void writtenGroupNamesReadBackWithTheTimelines(@ForAll("names") Map<Integer, String> names,
      @ForAll("nodeNames") Map<String, String> groups) throws IOException {
    Path d = tempDir();
    try {
      Path slog2 = Files.writeString(d.resolve("x.slog2"), "stands for a SLOG-2 file");
      Map<Integer, String> some = new HashMap<>();
      names.forEach((line, name) -> some.put(line % 32, name));
      TimelineNamesFile.write(slog2, some, groups.isEmpty() ? Map.of() : Map.of(NODE_MAP, groups));
      if (some.isEmpty() && groups.isEmpty()) {
        assertThat(TimelineNamesFile.of(slog2)).doesNotExist();
        return;
      }
      TimelineNamesFile.Names back = TimelineNamesFile.read(slog2, nodes());
      Map<String, String> expected = new HashMap<>();
      groups.forEach((path, given) -> expected.put(path, written(given, back.groups().get(NODE_MAP).get(path))));
      assertThat(back.groups()).isEqualTo(groups.isEmpty() ? Map.of() : Map.of(NODE_MAP, expected));
      assertThat(back.timelines().keySet()).isEqualTo(some.keySet());
      // a file without groups is one that older readers know
      assertThat(Files.readAllLines(TimelineNamesFile.of(slog2)).get(0))
          .isEqualTo(groups.isEmpty() ? TimelineNamesFile.HEADER : TimelineNamesFile.HEADER_GROUPS);
    } finally {
      deleteAll(d);
    }
  }

  @Test
  void aReaderOfVersionOneRefusesGroupNamesAtTheHeader() throws IOException {
    Path slog2 = Files.writeString(dir.resolve("x.slog2"), "abcd");
    TimelineNamesFile.write(slog2, Map.of(0, "a"), Map.of(NODE_MAP, Map.of("0", "kn1.eth")));
    assertThatThrownBy(() -> SidecarText.read(TimelineNamesFile.of(slog2), slog2, TimelineNamesFile.HEADER, 1 << 20,
        "a names file", 2, "line ID and name", (f, w) -> { }))
        .hasMessage(TimelineNamesFile.of(slog2) + ": line 1: expected \"# leapshot timeline names 1\"");
  }

  @Test
  void groupLinesAreWrittenInTheOrderOfTheirPathsWhateverTheSourcesOrder() throws IOException {
    Path slog2 = Files.writeString(dir.resolve("x.slog2"), "abcd");
    Map<String, String> groups = new java.util.LinkedHashMap<>();
    groups.put("10", "ten");
    groups.put("2/1", "two-one");
    groups.put("2", "two");
    TimelineNamesFile.write(slog2, Map.of(1, "b", 0, "a"), Map.of("Z", Map.of("0", "z"), NODE_MAP, groups));
    assertThat(Files.readAllLines(TimelineNamesFile.of(slog2))).containsExactly(TimelineNamesFile.HEADER_GROUPS,
        "slog2-bytes 4", "0\ta", "1\tb", "group\tNode\\tView\t2\ttwo", "group\tNode\\tView\t2/1\ttwo-one",
        "group\tNode\\tView\t10\tten", "group\tZ\t0\tz");
  }

  @Provide
  Arbitrary<Map<Integer, String>> names() {
    // any text, tabs, line breaks, backslashes and characters beyond the BMP included
    return Arbitraries.maps(Arbitraries.integers().between(0, 5000), anyName()).ofMaxSize(40);
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
      Map<Integer, String> back = TimelineNamesFile.read(slog2, ids(5001)).timelines();
      Map<Integer, String> expected = new HashMap<>();
      names.forEach((line, given) -> expected.put(line, written(given, back.get(line))));
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
      TimelineNamesFile.write(slog2, written, Map.of(NODE_MAP, Map.of("0", "kn1.eth", "1", names.getOrDefault(1, "kn2"))));
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
        back = TimelineNamesFile.read(slog2, List.of(nodes().get(0), ids(5001).get(0))).timelines();
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
      "# leapshot timeline names 1\nslog2-bytes 4\n77\ta\n|line 3: line ID 77 is not a timeline of x.slog2",
      "# leapshot timeline names 1\nslog2-bytes 4\nx\ta\n|line 3: line ID \"x\" is not a number",
      "# leapshot timeline names 1\nslog2-bytes 4\n0\ta\tb\n|line 3: expected line ID and name",
      "# leapshot timeline names 1\nslog2-bytes 4\n0\ta\\q\n|line 3: unknown escape",
      "# leapshot timeline names 1\nslog2-bytes 4\n0\ta\n1\tb\n0\tc\n|line 5: line ID 0 is named twice",
      "# leapshot timeline names 1|line 2",
      // version 2's group lines: "group", the map's title (escaped), the group's path, its name
      G + "group\tNode\\tView\t8\tkn9|line 3: \"8\" is not a group of the map \"Node\tView\"",
      G + "group\tNode\\tView\t0/1\ta core|line 3: \"0/1\" is not a group of the map",
      G + "group\tIdentity Map\t0\ta|line 3: \"0\" is not a group of the map \"Identity Map\"",
      G + "group\tNo such map\t0\ta|line 3: \"0\" is not a group of the map \"No such map\"",
      G + "group\tNode\\tView\t0\ta\ngroup\tNode\\tView\t0\tb|line 4: group 0 of \"Node\tView\" is named twice",
      G + "grope\tNode\\tView\t0\ta|line 3: expected \"group\" first",
      G + "group\tNode\\tView\t0|line 3: expected line ID and name, or \"group\", map title, path and name",
      G + "group\tNode\\tView\t0\ta\\x|line 3: unknown escape"})
  void aBadNamesFileIsRefusedWithItsNameAndLine(String caseText) throws IOException {
    String[] parts = caseText.split("\\|");
    Path slog2 = Files.writeString(dir.resolve("x.slog2"), "abcd");
    Files.writeString(TimelineNamesFile.of(slog2), parts[0]);

    assertThatThrownBy(() -> TimelineNamesFile.read(slog2, nodes()))
        .isInstanceOf(IOException.class).hasMessageStartingWith(TimelineNamesFile.of(slog2) + ": ")
        .hasMessageContaining(parts[1]);
  }

  @Test
  void binaryOrOversizedNamesFilesAreRefusedBeforeReading() throws IOException {
    Path slog2 = Files.writeString(dir.resolve("x.slog2"), "abcd");
    Path file = TimelineNamesFile.of(slog2);
    Files.write(file, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});
    assertThatThrownBy(() -> TimelineNamesFile.read(slog2, ids(4))).hasMessageContaining("not UTF-8");

    // the bound follows the timelines: a file for 4 of them cannot hold a megabyte
    try (var f = new java.io.RandomAccessFile(file.toFile(), "rw")) {
      f.setLength(TimelineNamesFile.maxBytes(4) + 1);
    }
    assertThatThrownBy(() -> TimelineNamesFile.read(slog2, ids(4)))
        .hasMessage(file + ": " + (TimelineNamesFile.maxBytes(4) + 1) + " bytes, more than the "
            + TimelineNamesFile.maxBytes(4) + " a names file of 4 timelines can have");
    Files.delete(file);
    Files.createDirectory(file);
    assertThatThrownBy(() -> TimelineNamesFile.read(slog2, ids(4))).hasMessage(file + ": is not a regular file");
  }

  @Test
  void noNamesFileReadsAsNoNames() throws IOException {
    Path slog2 = Files.writeString(dir.resolve("x.slog2"), "1234");
    assertThat(TimelineNamesFile.read(slog2, ids(1))).isEqualTo(TimelineNamesFile.Names.NONE);
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
