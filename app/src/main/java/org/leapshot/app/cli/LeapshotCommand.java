package org.leapshot.app.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top-level {@code leapshot} command; each tool is a subcommand registered here. */
@Command(
    name = "leapshot",
    mixinStandardHelpOptions = true,
    version = "Leapshot 0.1.0",
    description = "Viewer and tools for SLOG-2 trace files. Without a command, starts the viewer.",
    subcommands = {
      // Each tool adds one line here.
      CommandLine.HelpCommand.class,
      PrintCommand.class,
      CheckCommand.class,
      InfoCommand.class,
      ConvertCommand.class,
      BenchCommand.class,
      RenderCommand.class,
      StatsCommand.class,
    })
public final class LeapshotCommand implements Runnable {

  /** A command line with the project's error handling: user errors print one line to stderr, exit 2. */
  public static CommandLine commandLine() {
    CommandLine cli = new CommandLine(new LeapshotCommand());
    cli.setExecutionExceptionHandler(new UserErrorHandler());
    return cli;
  }

  @Override
  public void run() {
    CommandLine.usage(this, System.out);
  }
}
