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
   * The {@code leapshot} command with only the tool {@code name} under it, with the same error
   * handling as {@link LeapshotCommand#commandLine()}; null when {@code name} is no tool (an option,
   * a file, {@code help}, a mistyped name): the caller then builds the whole command.
   */
  public static CommandLine forTool(String name) {
    for (Class<?> tool : LeapshotCommand.class.getAnnotation(Command.class).subcommands()) {
      Command c = tool.getAnnotation(Command.class);
      if (c != null && c.name().equals(name) && tool != CommandLine.HelpCommand.class) {
        Command top = LeapshotCommand.class.getAnnotation(Command.class);
        CommandSpec spec = CommandSpec.wrapWithoutInspection(new LeapshotCommand()).name(top.name()).version(top.version());
        CommandLine cli = new CommandLine(spec);
        cli.addSubcommand(name, new CommandLine(tool));
        return LeapshotCommand.withErrorHandling(cli);
      }
    }
    return null;
  }
}
