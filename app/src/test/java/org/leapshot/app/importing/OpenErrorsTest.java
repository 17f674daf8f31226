package org.leapshot.app.importing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** What a dialog says about a trace that failed to open: one line naming the file, never a raw Error. */
class OpenErrorsTest {
  private final Path file = Path.of("/traces/huge.slog2");

  @Test
  void outOfMemoryIsASentenceNamingTheFile() {
    String s = OpenErrors.describe(file, new OutOfMemoryError("Requested array size exceeds VM limit"));
    assertThat(s).startsWith("huge.slog2: not enough memory").contains("-Xmx")
        .doesNotContain("OutOfMemoryError", "java.lang", "Requested array size", "\n");
  }

  @Test
  void otherErrorsAndBugsAreInternalErrorsToReport() {
    assertThat(OpenErrors.describe(file, new InternalError("x"))).startsWith("huge.slog2: internal error (InternalError)")
        .contains("report");
    assertThat(OpenErrors.describe(file, new IllegalStateException("bad state")))
        .isEqualTo("huge.slog2: internal error (IllegalStateException: bad state); please report it with the file "
            + "that caused it.");
    assertThat(OpenErrors.describe(file, new StackOverflowError())).isEqualTo("huge.slog2: the file nests too deeply "
        + "to be read.");
  }

  @Test
  void theReadersMessageIsKeptAndNotNamedTwice() {
    String reader = "huge.slog2: tree node (0,3) @4520 (0x11a8): 2147483647 drawables need >= 4 bytes each, 812 remain";
    assertThat(OpenErrors.describe(file, new IOException(reader))).isEqualTo(reader);
    assertThat(OpenErrors.describe(file, new IOException("block too big"))).isEqualTo("huge.slog2: block too big");
  }

  @Test
  void controlBytesAreEscapedAndLongMessagesCut() {
    String s = OpenErrors.describe(file, new IOException("bad\u001b[2J line\r\nnext\u0000" + "x".repeat(5000)));
    assertThat(s).contains("bad\\x1b[2J line next\\x00").doesNotContain("\u001b", "\r", "\n", "\u0000");
    assertThat(s.length()).isLessThanOrEqualTo(OpenErrors.MOST_CHARS + "huge.slog2: ".length());
    assertThat(s).endsWith("…");
  }

  @Test
  void aBackgroundJobsErrorIsLookedThrough() {
    Exception failed = new java.util.concurrent.ExecutionException(new OutOfMemoryError("Java heap space"));
    assertThat(OpenErrors.describeFailure(failed)).startsWith("not enough memory").doesNotContain("java.lang");
    assertThat(OpenErrors.describeFailure(new IOException("x.slog2: tree node (0,1) @4: bad"))).isEqualTo(
        "x.slog2: tree node (0,1) @4: bad");
  }
}
