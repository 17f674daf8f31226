package org.leapshot.slog2.convert.clog2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Rgba;

/**
 * The compact, lazily parsed colour table answers as the reference's whole table parsed at once did
 * (lines read with {@code readLine}, split at white space, the name every field after the numbers
 * joined by a space, the first line of a name winning), in any order of lookups.
 */
class ColorNamesTest {
  /** The reference's table: each name's colour at its first line, in the order of first lines. */
  private static final Map<String, Rgba> WHOLE = bruteForce(resource());

  @Test
  void compactTableIsTheReferencesTable() {
    StringBuilder compact = new StringBuilder();
    WHOLE.forEach((name, rgba) -> compact.append(name).append('\t')
        .append(String.format("%02x%02x%02x", rgba.red(), rgba.green(), rgba.blue())).append('\n'));
    assertThat(ColorTable.TEXT).as("ColorTable.TEXT made from the test resource jumpshot-colors.txt")
        .isEqualTo(compact.toString());
  }

  @Test
  void everyNameOfTheTableHasItsFirstLinesColour() {
    assertThat(WHOLE).hasSizeGreaterThan(700);
    ColorNames table = new ColorNames(ColorTable.TEXT);
    WHOLE.forEach((name, rgba) -> assertThat(table.find(name)).as(name).isEqualTo(rgba));
    WHOLE.forEach((name, rgba) -> assertThat(ColorNames.lookup(name)).as(name).isEqualTo(rgba));
    assertThat(ColorNames.lookup("navy blue")).isEqualTo(ColorNames.lookup("NavyBlue"))
        .isEqualTo(new Rgba(0, 0, 128, 255));
  }

  @Test
  void namesNotInTheTableAreAbsent() {
    ColorNames table = new ColorNames(ColorTable.TEXT);
    for (String name : List.of("", " ", "navy  blue", "navy\tblue", " navy blue", "navy blue ", "Red", "RED",
        "red ", "gray:2x2", "blue5", "255 0 0", "snow\n", "snow\tfffafa")) {
      assertThat(WHOLE).doesNotContainKey(name);
      assertThat(table.find(name)).as(name).isNull();
      assertThat(ColorNames.lookup(name)).as(name).isNull();
    }
    assertThat(table.find("red")).isEqualTo(new Rgba(255, 0, 0, 255)); // after the whole table was parsed
  }

  /** Lookups in any order, with absent names among them, from a fresh table each time. */
  @Property
  void anySequenceOfLookupsAnswersAsTheWholeTable(@ForAll("lookups") List<String> names) {
    ColorNames table = new ColorNames(ColorTable.TEXT);
    for (String name : names) {
      assertThat(table.find(name)).as(name).isEqualTo(WHOLE.get(name));
    }
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

  /** The table as it was read before the lazy parse: every line at class initialisation. */
  private static Map<String, Rgba> bruteForce(String text) {
    Map<String, Rgba> table = new LinkedHashMap<>();
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

  private static String resource() {
    try (InputStream in = ColorNamesTest.class.getResourceAsStream("jumpshot-colors.txt")) {
      return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }
}
