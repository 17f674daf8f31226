package org.leapshot.slog2.convert.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.convert.ImportReport;

/**
 * A category index defined twice with different contents keeps the later definition (the file holds
 * one): the earlier one's name, colour and label were dropped without a word; now each such
 * redefinition is counted and named with its line. Repeating the same definition is not.
 */
class TextCategoryRedefinitionTest {
  private static final String REDUCE = "Category[ index=13 name=REDUCE topo=State color=(160,32,240,127,true) width=1 ]\n";
  private static final String BROADCAST =
      "Category[ index=13 name=User_Broadcast topo=State color=(255,0,0,127,true) width=1 ]\n";

  private static ImportReport readAll(String text) throws IOException {
    try (TextTraceSource s = new TextTraceSource(
        new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t.txt", text.length())) {
      while (s.next() != null) {
        // every item, to the end
      }
      return s.report();
    }
  }

  @Test
  void aDifferentRedefinitionIsCountedWithItsLine() throws IOException {
    ImportReport report = readAll(BROADCAST + REDUCE);
    assertThat(report.skipped()).containsEntry("text: categories defined again differently (the earlier definition"
        + " dropped)", 1L);
    assertThat(report.messages()).containsExactly("t.txt:2: category 13 User_Broadcast is defined again as REDUCE");
  }

  @Test
  void theSameDefinitionTwiceIsNoProblem() throws IOException {
    assertThat(readAll(REDUCE + REDUCE).skipped()).isEmpty();
  }
}
