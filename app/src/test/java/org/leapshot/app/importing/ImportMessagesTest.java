package org.leapshot.app.importing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/** What the error dialog says about a failed conversion (headless). */
class ImportMessagesTest {
  @Test
  void theConvertersMessageIsShownAsItIs() {
    TraceInputException e = new TraceInputException(SourcePosition.offset("/t/bad.clog2", 4096), "truncated record");
    assertThat(TraceOpener.describe(e)).isEqualTo(e.getMessage()).contains("/t/bad.clog2 @4096");
  }

  @Test
  void diskFailuresSayWhatWentWrongNotOnlyThePath() {
    assertThat(TraceOpener.describe(new AccessDeniedException("/c/x.slog2"))).isEqualTo("Permission denied: /c/x.slog2");
    assertThat(TraceOpener.describe(new NoSuchFileException("/in.otf"))).isEqualTo("No such file: /in.otf");
    assertThat(TraceOpener.describe(new FileAlreadyExistsException("/c")))
        .isEqualTo("FileAlreadyExistsException: /c");
    assertThat(TraceOpener.describe(new FileSystemException("/c", null, "No space left on device")))
        .isEqualTo("/c: No space left on device");
    assertThat(TraceOpener.describe(new OutOfMemoryError())).contains("-Xmx");
    assertThat(TraceOpener.describe(new IOException())).isEqualTo("java.io.IOException");
  }
}
