package org.leapshot.app.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Builds the command line of one tool only, for a process that runs that tool: picocli reads every
 * registered command's options by reflection when the whole {@code leapshot} command is built (about
 * 170 of its classes and most of the start-up CPU for {@code --version}), where a run of
 * {@code convert} needs only {@code convert}'s.
 */
public final class ToolLauncher {
  private ToolLauncher() {}

  /**
   * True when {@code args} ask only for the version ({@code --version} or {@code -V} alone): the
   * caller prints {@link #versionLine()} without building any command, which costs most of that
   * run's CPU (picocli's model of every tool, read by reflection).
   */
  public static boolean asksOnlyVersion(String[] args) {
    return args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"));
  }

  /** What {@code leapshot --version} prints, as picocli prints the command's version. */
  public static String versionLine() {
    return LeapshotCommand.VERSION;
  }

  /**
   * The {@code leapshot} command with only the tool {@code name} under it, with the same error
   * handling as {@link LeapshotCommand#commandLine()}; null when {@code name} is no tool (an option,
   * a file, {@code help}, a mistyped name): the caller then builds the whole command.
   */
  public static CommandLine forTool(String name) {
    // The tools declared in code are found without reading any annotation: that alone costs milliseconds.
    Class<?> found = LeapshotCommand.declaredInCode(name);
    for (int i = 0; found == null && i < LeapshotCommand.TOOLS.size(); i++) {
      Command c = LeapshotCommand.TOOLS.get(i).getAnnotation(Command.class);
      found = c != null && c.name().equals(name) ? LeapshotCommand.TOOLS.get(i) : null;
    }
    if (found == null) {
      return null;
    }
    CommandSpec spec = CommandSpec.wrapWithoutInspection(new LeapshotCommand()).name(LeapshotCommand.NAME)
        .version(LeapshotCommand.VERSION);
    CommandLine cli = new CommandLine(spec);
    cli.addSubcommand(name, LeapshotCommand.tool(found));
    return LeapshotCommand.withErrorHandling(cli);
  }
}
