package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A file the user may not read: the JDK's exception says only the path, and "info: trace.slog2"
 * alone told nothing (the tests run as root, who reads every file, so the exception is made here).
 */
class UserErrorHandlerTest {

  private static String handled(Exception e) {
    CommandLine info = LeapshotCommand.commandLine().getSubcommands().get("info");
    StringWriter err = new StringWriter();
    info.setErr(new PrintWriter(err));
    int code = new UserErrorHandler().handleExecutionException(e, info, null);
    assertThat(code).isEqualTo(1);
    return err.toString();
  }

  @Test
  void anUnreadableFileSaysPermissionDenied() {
    assertThat(handled(new AccessDeniedException("/data/run/trace.slog2")))
        .isEqualTo("info: /data/run/trace.slog2: permission denied\n");
  }

  @Test
  void otherFileSystemErrorsWithoutAReasonSayWhichKind() {
    assertThat(handled(new NoSuchFileException("gone.slog2"))).isEqualTo("info: gone.slog2: no such file\n");
    assertThat(handled(new FileSystemException("a.slog2", "b.slog2", null)))
        .isEqualTo("info: a.slog2 -> b.slog2: FileSystemException\n");
  }

  @Test
  void aReasonOrAMessageIsKeptAsItIs() {
    assertThat(handled(new NoSuchFileException("x.slog2", null, "no such file"))).isEqualTo("info: x.slog2: no such file\n");
    assertThat(handled(new java.io.IOException("x.slog2: header @0 (0x0): file is 0 bytes")))
        .isEqualTo("info: x.slog2: header @0 (0x0): file is 0 bytes\n");
  }
}
