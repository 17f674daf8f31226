package org.leapshot.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.leapshot.app.cli.print.InfoPrinter;
import org.leapshot.slog2.format.Slog2Reader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code info FILE [--json]}: version, time range, tree shape, drawable counts and line-ID maps. */
@Command(name = "info", mixinStandardHelpOptions = true,
    description = "Summarises a SLOG-2 file: version, time range, tree, drawables by topology and category, line-ID maps.")
public final class InfoCommand implements Callable<Integer> {
  @Spec
  private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "the .slog2 file")
  private Path file;

  @Option(names = "--json", description = "one JSON object")
  private boolean json;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    try (Slog2Reader reader = Slog2Reader.open(file)) {
      if (json) {
        InfoPrinter.printJson(reader, out);
      } else {
        InfoPrinter.printText(reader, out);
      }
    }
    return 0;
  }
}
