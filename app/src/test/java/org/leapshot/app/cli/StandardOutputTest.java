package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * A failed write to standard output stops the command: a full disk is one line and exit 1 (it was
 * exit 0 with the output cut short), a pipe whose reader has gone stops it quietly, at once.
 */
class StandardOutputTest {
  private final String fpilog = CliRun.testdata("reference/fpilog.slog2").toString();

  @Test
  void aFullDiskIsOneLineAndExitStatusOne() {
    for (String[] args : new String[][] {{"print", "--json", fpilog}, {"stats", fpilog}, {"info", fpilog},
        {"check", fpilog}, {"print", fpilog, "--from", "0.05", "--to", "0.06"}, {"render", "--help"}}) {
      Failing disk = new Failing(50, "No space left on device");
      StringWriter err = new StringWriter();
      int status = run(disk, err, args);
      assertThat(status).as(String.join(" ", args)).isEqualTo(1);
      assertThat(err.toString()).isEqualTo(args[0] + ": cannot write standard output: No space left on device\n");
    }
  }

  @Test
  void aPipeWhoseReaderHasGoneStopsTheListingQuietly(@TempDir Path dir) throws IOException {
    // a listing of several MB: it went on writing into the closed pipe, a failed write at a time
    Path trace = dir.resolve("t.slog2");
    assertThat(CliRun.of("convert", SignalCleanupTest.textTrace(dir.resolve("t.txt"), 30_000).toString(), "-o",
        trace.toString()).exitCode()).isZero();
    Failing pipe = new Failing(4096, "Broken pipe");
    StringWriter err = new StringWriter();
    assertThat(run(pipe, err, "print", "--json", trace.toString())).isZero();
    assertThat(err.toString()).isEmpty();
    assertThat(pipe.attempts).as("writes after the reader had gone").isBetween(1, 3);
  }

  @Test
  void aWorkingOutputGetsTheSameBytesAsBefore() {
    CliRun plain = CliRun.of("print", "--json", fpilog);
    Failing roomy = new Failing(Long.MAX_VALUE, "unused");
    StringWriter err = new StringWriter();
    assertThat(run(roomy, err, "print", "--json", fpilog)).isZero();
    assertThat(roomy.written.toString(StandardCharsets.UTF_8)).isEqualTo(plain.out());
  }

  private static int run(OutputStream out, StringWriter err, String... args) {
    CommandLine cli = ToolLauncher.forTool(args[0]);
    cli.setOut(StandardOutput.over(out, StandardCharsets.UTF_8));
    cli.setErr(new PrintWriter(err));
    return cli.execute(args);
  }

  /** Takes {@code room} bytes, then fails every write with {@code reason}. */
  private static final class Failing extends OutputStream {
    final java.io.ByteArrayOutputStream written = new java.io.ByteArrayOutputStream();
    private final long room;
    private final String reason;
    int attempts;

    Failing(long room, String reason) {
      this.room = room;
      this.reason = reason;
    }

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      if (written.size() + len > room) {
        attempts++;
        throw new IOException(reason);
      }
      written.write(b, off, len);
    }
  }
}
