package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MessageTextTest {

  @Test
  void plainTextIsUnchanged() {
    String s = "data.txt:14: Primitive TimeBBox start 0.0025 is after its end 0.001";
    assertThat(MessageText.safe(s)).isSameAs(s);
  }

  @Test
  void controlBytesThatATerminalWouldActOnAreEscaped() {
    assertThat(MessageText.safe("bad 'x\r\0\u001B[2J\ty\u007F\u0085'"))
        .isEqualTo("bad 'x\\r\\0\\e[2J\\ty\\x7F\\x85'");
    assertThat(MessageText.safe("two\nlines")).isEqualTo("two\\nlines").doesNotContain("\n");
  }

  @Test
  void aLongTokenIsShortenedToItsStartAndLength() {
    String line = "x".repeat(1_000_000);
    String safe = MessageText.safe("t.txt:3: bad number '" + line + "' here");
    assertThat(safe).startsWith("t.txt:3: bad number '" + "x".repeat(MessageText.KEPT - 1) + "… (1000002 characters)")
        .endsWith(" here").hasSizeLessThan(200);
  }

  @Test
  void manyShortTokensAreCutAfterTheMessageLimit() {
    String safe = MessageText.safe("ab ".repeat(100_000));
    assertThat(safe.length()).isLessThan(MessageText.MAX_MESSAGE + 40);
    assertThat(safe).endsWith("… (300000 characters)");
  }

  @Test
  void aTraceInputExceptionAndTheReportCarryOnlySafeText() {
    TraceInputException e = new TraceInputException(SourcePosition.line("t.txt", 2), "bad token '\u001B[2J'");
    assertThat(e.getMessage()).isEqualTo("t.txt:2: bad token '\\e[2J'");
    assertThat(e.problem()).isEqualTo("bad token '\\e[2J'");
    ImportReport r = new ImportReport();
    r.skip("bad record", SourcePosition.line("t.txt", 3), "cr\rhere");
    assertThat(r.messages()).containsExactly("t.txt:3: cr\\rhere");
  }
}
