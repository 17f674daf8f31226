package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * A command that runs out of memory says so in one line naming the file it was reading (exact
 * statistics of the 16 384-timeline trace at -Xmx64m said only "stats: out of memory (...)").
 */
class OutOfMemoryMessageTest {

  @Command(name = "stats")
  static final class Exhausting implements Runnable {
    @Parameters(index = "0")
    Path file;

    @Override
    public void run() {
      throw new OutOfMemoryError("Java heap space");
    }
  }

  @Command(name = "demo")
  static final class NoFile implements Runnable {
    @Override
    public void run() {
      throw new OutOfMemoryError("Java heap space");
    }
  }

  private static String run(Object command, String... args) {
    CommandLine cli = LeapshotCommand.withErrorHandling(new CommandLine(command));
    StringWriter err = new StringWriter();
    cli.setErr(new PrintWriter(err));
    assertThat(cli.execute(args)).isEqualTo(1);
    return err.toString();
  }

  @Test
  void theMessageNamesTheFileBeingRead() {
    assertThat(run(new Exhausting(), "/data/run/big.slog2")).isEqualTo("stats: /data/run/big.slog2: out of memory"
        + " (Java heap space); give the JVM more heap with java -Xmx..., or report the input that needs it as a bug\n");
  }

  @Test
  void withoutAFileItSaysWhatItCan() {
    assertThat(run(new NoFile())).isEqualTo("demo: out of memory (Java heap space); give the JVM more heap with"
        + " java -Xmx..., or report the input that needs it as a bug\n");
  }
}
