package org.leapshot.app.cli;

import java.io.BufferedWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.leapshot.app.cli.print.JsonPrinter;
import org.leapshot.app.cli.print.TextPrinter;
import org.leapshot.slog2.format.Slog2Reader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code print FILE [--json] [--shadows]}: lists a SLOG-2 file's header, categories, maps, directory and drawables. */
@Command(name = "print", mixinStandardHelpOptions = true,
    description = {"Prints a SLOG-2 file: header, categories, line-ID maps, tree directory and every real drawable.",
        "With --json: one JSON object per line (header, category, linemap, then primitive/composite)."})
public final class PrintCommand implements Callable<Integer> {
  /** Large enough that a 100 MB file is written in few system calls. */
  private static final int BUFFER_CHARS = 1 << 20;

  @Spec
  private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "the .slog2 file")
  private Path file;

  @Option(names = "--json", description = "one JSON object per line")
  private boolean json;

  @Option(names = "--shadows", description = "also print each node and the shadows of its children")
  private boolean shadows;

  @Override
  public Integer call() throws Exception {
    try (Slog2Reader reader = Slog2Reader.open(file)) {
      // Not closed: it wraps the command line's stdout, which outlives this command.
      Writer out = new BufferedWriter(spec.commandLine().getOut(), BUFFER_CHARS);
      try {
        if (json) {
          JsonPrinter.print(reader, out, shadows);
        } else {
          TextPrinter.print(reader, out, shadows);
        }
      } finally {
        out.flush();
      }
    }
    return 0;
  }
}
