package org.leapshot.slog2.convert.clog2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Rgba;

/**
 * The lazily parsed colour table answers as the whole table parsed at once did (lines read with
 * {@code readLine}, split at white space, the name every field after the numbers joined by a space,
 * the first line of a name winning), in any order of lookups.
 */
class ColorNamesTest {
  private static final byte[] RESOURCE = resource();
  private static final Map<String, Rgba> WHOLE = bruteForce(new String(RESOURCE, StandardCharsets.US_ASCII));

  @Test
  void everyNameOfTheTableHasItsFirstLinesColour() {
    assertThat(WHOLE).hasSizeGreaterThan(700);
    ColorNames table = new ColorNames(RESOURCE);
    WHOLE.forEach((name, rgba) -> assertThat(table.find(name)).as(name).isEqualTo(rgba));
    WHOLE.forEach((name, rgba) -> assertThat(ColorNames.lookup(name)).as(name).isEqualTo(rgba));
    assertThat(ColorNames.lookup("navy blue")).isEqualTo(ColorNames.lookup("NavyBlue"))
        .isEqualTo(new Rgba(0, 0, 128, 255));
  }

  @Test
  void namesNotInTheTableAreAbsent() {
    ColorNames table = new ColorNames(RESOURCE);
    for (String name : List.of("", " ", "navy  blue", "navy\tblue", " navy blue", "navy blue ", "Red", "RED",
        "red ", "gray:2x2", "blue5", "255 0 0", "snow\n")) {
      assertThat(WHOLE).doesNotContainKey(name);
      assertThat(table.find(name)).as(name).isNull();
      assertThat(ColorNames.lookup(name)).as(name).isNull();
    }
    assertThat(table.find("red")).isEqualTo(new Rgba(255, 0, 0, 255)); // after the whole table was parsed
  }

  /** Lookups in any order, with absent names among them, from a fresh table each time. */
  @Property
  void anySequenceOfLookupsAnswersAsTheWholeTable(@ForAll("lookups") List<String> names) {
    ColorNames table = new ColorNames(RESOURCE);
    for (String name : names) {
      assertThat(table.find(name)).as(name).isEqualTo(WHOLE.get(name));
    }
  }

  /** Tables of odd lines: blanks, short lines, runs of any white space, CR and CRLF, repeated names. */
  @Property
  void anyTableParsesAsTheWholeTable(@ForAll("tables") String text, @ForAll("lookups") List<String> names) {
    Map<String, Rgba> whole = bruteForce(text);
    ColorNames table = new ColorNames(text.getBytes(StandardCharsets.US_ASCII));
    for (String name : names) {
      assertThat(table.find(name)).as(name).isEqualTo(whole.get(name));
    }
    whole.forEach((name, rgba) -> assertThat(table.find(name)).as(name).isEqualTo(rgba));
  }

  @Property
  void namesOfRandomCharactersAreAbsentUnlessInTheTable(
      @ForAll @StringLength(max = 12) @Chars({' ', '\t', 'a', 'e', 'd', 'r', 'n', 'y', 'B', '1'}) String name) {
    assertThat(ColorNames.lookup(name)).isEqualTo(WHOLE.get(name));
  }

  @Provide
  Arbitrary<List<String>> lookups() {
    List<String> names = new ArrayList<>(WHOLE.keySet());
    names.addAll(List.of("a", "b c", "navy  blue", "Red", "x y", "not a colour"));
    return Arbitraries.of(names).list().ofMaxSize(30);
  }

  @Provide
  Arbitrary<String> tables() {
    Arbitrary<String> space = Arbitraries.of(" ", "\t", "  ", "\t\t", "\u000B", "\f", " \t ");
    Arbitrary<String> number = Arbitraries.integers().between(0, 255).map(String::valueOf);
    Arbitrary<String> word = Arbitraries.of("a", "b", "c", "red", "navy", "blue", "x");
    // A name's words each after a run of white space, perhaps with white space after the last.
    Arbitrary<String> name = Combinators.combine(space, word).as(String::concat).list().ofMaxSize(3)
        .flatMap(words -> Arbitraries.of("", " ", "\t").map(after -> String.join("", words) + after));
    Arbitrary<String> line = Arbitraries.frequencyOf(
        Tuple.of(8, Combinators.combine(space, number, space, number, space, number, name)
            .as((s0, r, s1, g, s2, b, n) -> s0 + r + s1 + g + s2 + b + n)),
        Tuple.of(1, Arbitraries.just("")),
        Tuple.of(1, number.list().ofMaxSize(2).map(ns -> String.join(" ", ns))));
    Arbitrary<String> end = Arbitraries.of("\n", "\r", "\r\n");
    return Combinators.combine(line, end).as(String::concat).list().ofMaxSize(12)
        .map(lines -> String.join("", lines));
  }

  /** The table as it was read before the lazy parse: every line at class initialisation. */
  private static Map<String, Rgba> bruteForce(String text) {
    Map<String, Rgba> table = new HashMap<>();
    try (BufferedReader reader = new BufferedReader(new StringReader(text))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        String trimmed = line.trim();
        String[] fields = trimmed.isEmpty() ? new String[0] : trimmed.split("\\s+");
        if (fields.length < 4) {
          continue;
        }
        String name = String.join(" ", List.of(fields).subList(3, fields.length));
        table.putIfAbsent(name, new Rgba(Integer.parseInt(fields[0]), Integer.parseInt(fields[1]),
            Integer.parseInt(fields[2]), 255));
      }
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    return table;
  }

  private static byte[] resource() {
    try (InputStream in = ColorNames.class.getResourceAsStream("jumpshot-colors.txt")) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }
}
