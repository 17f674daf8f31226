package org.leapshot.slog2.convert.clog2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/** The colour table's lines are split without a regular expression, into the fields the expression gave. */
class ColorNamesFieldsTest {

  private static List<String> bySplit(String line) {
    String trimmed = line.trim();
    return trimmed.isEmpty() ? List.of() : Arrays.asList(trimmed.split("\\s+"));
  }

  @Property
  void fieldsAreTheRegularExpressionsFields(
      @ForAll @StringLength(max = 40) @Chars({' ', '\t', '\n', '\u000B', '\f', '\r', 'a', 'B', '7', ':', '-'})
      String line) {
    assertThat(ColorNames.fields(line)).isEqualTo(bySplit(line));
  }

  @Test
  void everyLineOfTheTableSplitsAsBefore() throws IOException {
    try (InputStream in = ColorNames.class.getResourceAsStream("jumpshot-colors.txt")) {
      String[] lines = new String(in.readAllBytes(), StandardCharsets.US_ASCII).split("\n");
      assertThat(lines).hasSizeGreaterThan(700);
      for (String line : lines) {
        assertThat(ColorNames.fields(line)).as(line).isEqualTo(bySplit(line));
      }
    }
    assertThat(ColorNames.lookup("navy blue")).isEqualTo(ColorNames.lookup("NavyBlue")).isNotNull();
  }
}
