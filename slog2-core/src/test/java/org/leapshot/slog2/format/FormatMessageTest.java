package org.leapshot.slog2.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Messages quote names from damaged files: control bytes are escaped and long names shortened. */
class FormatMessageTest {

  @Test
  void controlBytesAreEscaped() {
    String problem = "map 'a\u001b[2Jb\rc\u0000' has no rows";
    Slog2FormatException e = new Slog2FormatException("t.slog2", "line-ID map list", 48, problem);
    assertThat(e.getMessage()).isEqualTo("t.slog2: line-ID map list @48 (0x30): map 'a\\x1b[2Jb\\x0dc\\x00' has no rows");
    assertThat(e.problem()).isEqualTo(problem);
  }

  @Test
  void longNamesAreShortenedInTheMiddle() {
    String name = "x".repeat(32_000);
    String message = new Slog2FormatException("t.slog2", "category map", 24, "category '" + name + "' is bad").getMessage();
    assertThat(message).hasSizeLessThan(1300).startsWith("t.slog2: category map @24 (0x18): category 'xxx")
        .contains(" characters left out) ").endsWith("xxx' is bad");
  }
}
