package org.leapshot.app.cli;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParseResult;

/** The top-level {@code leapshot} command; each tool is a subcommand registered here. */
@Command(
    name = LeapshotCommand.NAME,
    mixinStandardHelpOptions = true,
    version = LeapshotCommand.VERSION,
    description = "Viewer and tools for SLOG-2 trace files. Without a command, starts the viewer.",
    subcommands = {CommandLine.HelpCommand.class})
public final class LeapshotCommand implements Runnable {
  static final String NAME = "leapshot";
  static final String VERSION = "Leapshot 0.1.0";

  /**
   * The tools, in the order help lists them. Each tool adds one line here: an annotated command
   * class, or one whose options are declared in code (also named in {@link #declaredInCode}).
   */
  static final List<Class<?>> TOOLS = List.of(
      PrintCommand.class,
      CheckCommand.class,
      InfoCommand.class,
      ConvertCommand.class,
      BenchCommand.class,
      RenderCommand.class,
      StatsCommand.class,
      OverviewCommand.class);

  /**
   * A command line with the project's error handling, each one line on stderr: argument mistakes
   * exit 2, bad input files 1, and a bug says it is one.
   */
  public static CommandLine commandLine() {
    CommandLine cli = new CommandLine(new LeapshotCommand());
    for (Class<?> tool : TOOLS) {
      cli.addSubcommand(tool(tool));
    }
    return withErrorHandling(cli);
  }

  /** The command line of one tool. */
  static CommandLine tool(Class<?> tool) {
    CommandLine inCode = declaredInCode(tool);
    return inCode != null ? inCode : new CommandLine(tool);
  }

  /**
   * The command line of a tool whose options are declared in code (CommandSpecs: start-up time),
   * or null for one declared with annotations.
   */
  private static CommandLine declaredInCode(Class<?> tool) {
    if (tool == ConvertCommand.class) {
      return ConvertCommand.commandLine();
    } else if (tool == InfoCommand.class) {
      return InfoCommand.commandLine();
    } else if (tool == PrintCommand.class) {
      return PrintCommand.commandLine();
    } else if (tool == CheckCommand.class) {
      return CheckCommand.commandLine();
    } else if (tool == StatsCommand.class) {
      return StatsCommand.commandLine();
    }
    return null;
  }

  /** The tool declared in code that is called {@code name}, or null (found without building any command). */
  static Class<?> declaredInCode(String name) {
    return switch (name) {
      case ConvertCommand.NAME -> ConvertCommand.class;
      case InfoCommand.NAME -> InfoCommand.class;
      case PrintCommand.NAME -> PrintCommand.class;
      case CheckCommand.NAME -> CheckCommand.class;
      case StatsCommand.NAME -> StatsCommand.class;
      default -> null;
    };
  }

  /** Gives {@code cli} the error handling of {@link #commandLine()} (also for a single tool's command line). */
  static CommandLine withErrorHandling(CommandLine cli) {
    cli.setOut(StandardOutput.create()); // a failed write stops the command instead of being lost
    cli.setParameterExceptionHandler(new UsageErrorHandler());
    cli.setExecutionExceptionHandler(new UserErrorHandler());
    cli.setExecutionStrategy(new WithinHeap());
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

  /**
   * Runs the command; running out of memory is a one-line message too, not a stack trace. A class,
   * not a method reference: a lambda here was spun at every command's start (issue #22).
   */
  private static final class WithinHeap implements CommandLine.IExecutionStrategy {
    @Override
    public int execute(ParseResult parsed) {
      return runWithinHeap(parsed);
    }
  }

  private static int runWithinHeap(ParseResult parsed) {
    CommandLine cmd = parsed.subcommand() != null ? parsed.subcommand().commandSpec().commandLine()
        : parsed.commandSpec().commandLine();
    try {
      int status = new CommandLine.RunLast().execute(parsed);
      cmd.getOut().flush(); // the last buffered bytes fail here on a full disk
      return status;
    } catch (StandardOutput.Failed e) { // in help, or in the last flush
      return e.report(cmd.getErr(), cmd.getCommandName(), 0);
    } catch (OutOfMemoryError e) {
      String input = inputOf(parsed.subcommand() != null ? parsed.subcommand() : parsed);
      cmd.getErr().println(cmd.getCommandName() + ": " + (input == null ? "" : input + ": ") + "out of memory ("
          + e.getMessage() + "); give the JVM more heap with java -Xmx..., or report the input that needs it as a bug");
      cmd.getErr().flush();
      return UserErrorHandler.FAILED;
    }
  }

  /** The file a command reads, as its first positional parameter gives it, for a message; or null. */
  static String inputOf(ParseResult parsed) {
    for (CommandLine.Model.PositionalParamSpec p : parsed.matchedPositionals()) {
      Object v = p.getValue();
      if (v instanceof List<?> l) {
        v = l.isEmpty() ? null : l.get(0);
      }
      if (v != null) {
        return v.toString();
      }
    }
    return null;
  }

  @Override
  public void run() {
    CommandLine.usage(this, System.out);
  }
}
