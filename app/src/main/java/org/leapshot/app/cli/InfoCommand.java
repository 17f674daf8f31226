package org.leapshot.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.leapshot.app.cli.print.InfoPrinter;
import org.leapshot.app.cli.print.ProblemReport;
import org.leapshot.slog2.check.Slog2Checker;
import org.leapshot.slog2.format.Slog2Reader;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code info FILE [--json] [--keep-going]}: version, time range, tree shape, drawable counts and
 * line-ID maps. The file is checked whole first, as {@code check} does, so that info never
 * summarises a file check rejects: the first problem is the error (exit 1), or with --keep-going
 * every problem is reported on stderr before the summary (exit 0).
 */
public final class InfoCommand implements Callable<Integer> {
  static final String NAME = "info";

  // Declared in code, not with annotations: start-up time (CommandSpecs).
  private final PositionalParamSpec fileSpec = CommandSpecs.file("FILE", "the .slog2 file");
  private final OptionSpec jsonSpec = CommandSpecs.flag("--json", "one JSON object");
  private final OptionSpec keepGoingSpec = CommandSpecs.flag("--keep-going",
      "report each problem of a damaged file on stderr and summarise it anyway (exit 0)");
  private final CommandSpec spec = CommandSpecs.with(CommandSpecs.command(this, NAME,
      "Summarises a SLOG-2 file: version, time range, tree, drawables by topology and category, line-ID maps.",
      "The file is checked whole first; a file that check rejects is an error unless --keep-going is given."),
      fileSpec, jsonSpec, keepGoingSpec);

  private InfoCommand() {}

  /** The {@code info} command, to go under the {@code leapshot} command. */
  static CommandLine commandLine() {
    return new CommandLine(new InfoCommand().spec);
  }

  @Override
  public Integer call() throws Exception {
    Path file = fileSpec.getValue();
    boolean json = jsonSpec.<Boolean>getValue();
    boolean keepGoing = keepGoingSpec.<Boolean>getValue();
    PrintWriter out = spec.commandLine().getOut();
    try (Slog2Reader reader = Slog2Reader.open(file)) {
      if (keepGoing) {
        Slog2Checker.walkLeniently(reader, (entry, node) -> { }, new ProblemReport(spec.commandLine().getErr(), "info"));
      } else {
        Slog2Checker.check(reader);
      }
      if (json) {
        InfoPrinter.printJson(reader, out);
      } else {
        InfoPrinter.printText(reader, out);
      }
    }
    return 0;
  }
}
