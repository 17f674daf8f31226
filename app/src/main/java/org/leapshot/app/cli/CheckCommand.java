package org.leapshot.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.leapshot.slog2.check.Slog2Checker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code check FILE}: validates the whole file node by node. Exit 0 with a one-line summary, or
 * exit 1 with the first problem on one line of stderr (through {@link UserErrorHandler}).
 */
@Command(name = "check", mixinStandardHelpOptions = true,
    description = "Validates a SLOG-2 file: tree, directory, header, boxes, sizes and categories.")
public final class CheckCommand implements Callable<Integer> {
  @Spec
  private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "the .slog2 file")
  private Path file;

  @Override
  public Integer call() throws Exception {
    spec.commandLine().getOut().println(Slog2Checker.check(file).line());
    spec.commandLine().getOut().flush();
    return 0;
  }
}
