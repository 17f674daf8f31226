package org.leapshot.app.cli;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParseResult;

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
      OverviewCommand.class,
    })
public final class LeapshotCommand implements Runnable {

  /**
   * A command line with the project's error handling, each one line on stderr: argument mistakes
   * exit 2, bad input files 1, and a bug says it is one.
   */
  public static CommandLine commandLine() {
    return withErrorHandling(new CommandLine(new LeapshotCommand()));
  }

  /** Gives {@code cli} the error handling of {@link #commandLine()} (also for a single tool's command line). */
  static CommandLine withErrorHandling(CommandLine cli) {
    cli.setParameterExceptionHandler(new UsageErrorHandler());
    cli.setExecutionExceptionHandler(new UserErrorHandler());
    cli.setExecutionStrategy(LeapshotCommand::runWithinHeap);
    return cli;
  }

  /**
   * True when {@code args} mean the viewer: none, or one that names a file. A word that is neither
   * a command nor a file ({@code leapshot prnt FILE}) goes to the command line, which says it is
   * unknown, rather than opening a window on a mistyped command.
   */
  public static boolean opensViewer(String[] args, Set<String> commands) {
    if (args.length == 0) {
      return true;
    }
    String first = args[0];
    if (args.length > 1 || first.startsWith("-") || commands.contains(first)) {
      return false;
    }
    return first.contains(".") || first.contains("/") || first.contains(File.separator) || exists(first);
  }

  private static boolean exists(String name) {
    try {
      return Files.exists(Path.of(name));
    } catch (InvalidPathException e) {
      return false;
    }
  }

  /** Runs the command; running out of memory is a one-line message too, not a stack trace. */
  private static int runWithinHeap(ParseResult parsed) {
    try {
      return new CommandLine.RunLast().execute(parsed);
    } catch (OutOfMemoryError e) {
      CommandLine cmd = parsed.subcommand() != null ? parsed.subcommand().commandSpec().commandLine()
          : parsed.commandSpec().commandLine();
      cmd.getErr().println(cmd.getCommandName() + ": out of memory (" + e.getMessage() + "); give the JVM more heap"
          + " with java -Xmx..., or report the input that needs it as a bug");
      cmd.getErr().flush();
      return UserErrorHandler.FAILED;
    }
  }

  @Override
  public void run() {
    CommandLine.usage(this, System.out);
  }
}
