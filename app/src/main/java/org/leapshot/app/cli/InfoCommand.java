package org.leapshot.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.leapshot.app.cli.print.InfoPrinter;
import org.leapshot.app.cli.print.ProblemReport;
import org.leapshot.slog2.check.Slog2Checker;
import org.leapshot.slog2.format.Slog2Reader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code info FILE [--json] [--keep-going]}: version, time range, tree shape, drawable counts and
 * line-ID maps. The file is checked whole first, as {@code check} does, so that info never
 * summarises a file check rejects: the first problem is the error (exit 1), or with --keep-going
 * every problem is reported on stderr before the summary (exit 0).
 */
@Command(name = "info", mixinStandardHelpOptions = true,
    description = {"Summarises a SLOG-2 file: version, time range, tree, drawables by topology and category, line-ID maps.",
        "The file is checked whole first; a file that check rejects is an error unless --keep-going is given."})
public final class InfoCommand implements Callable<Integer> {
  @Spec
  private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "the .slog2 file")
  private Path file;

  @Option(names = "--json", description = "one JSON object")
  private boolean json;

  @Option(names = "--keep-going", description = "report each problem of a damaged file on stderr and summarise it "
      + "anyway (exit 0)")
  private boolean keepGoing;

  @Override
  public Integer call() throws Exception {
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
