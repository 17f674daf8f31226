package org.leapshot.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.leapshot.slog2.check.Slog2Checker;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code check FILE}: validates the whole file node by node. Exit 0 with a one-line summary, or
 * exit 1 with the first problem on one line of stderr (through {@link UserErrorHandler}).
 */
public final class CheckCommand implements Callable<Integer> {
  static final String NAME = "check";

  // Declared in code, not with annotations: start-up time (CommandSpecs).
  private final PositionalParamSpec fileSpec = CommandSpecs.file("FILE", "the .slog2 file");
  private final CommandSpec spec = CommandSpecs.with(CommandSpecs.command(this, NAME,
      "Validates a SLOG-2 file: tree, directory, header, boxes, sizes and categories."), fileSpec);

  private CheckCommand() {}

  /** The {@code check} command, to go under the {@code leapshot} command. */
  static CommandLine commandLine() {
    return new CommandLine(new CheckCommand().spec);
  }

  @Override
  public Integer call() throws Exception {
    spec.commandLine().getOut().println(Slog2Checker.check(fileSpec.<Path>getValue()).line());
    spec.commandLine().getOut().flush();
    return 0;
  }
}
