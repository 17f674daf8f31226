package org.leapshot.app.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.leapshot.app.cli.print.DrawableFeed;
import org.leapshot.app.cli.print.JsonPrinter;
import org.leapshot.app.cli.print.NodeFeed;
import org.leapshot.app.cli.print.ProblemReport;
import org.leapshot.app.cli.print.TextPrinter;
import org.leapshot.app.cli.print.WindowOfSoundNodes;
import org.leapshot.slog2.check.Slog2Checker;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.query.TraceSession;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code print FILE [--json] [--shadows] [--from T0] [--to T1] [--keep-going]}: lists a SLOG-2
 * file's header, categories, maps, directory and drawables; with a window, only the drawables
 * intersecting it, in drawing order. The whole file is read through {@code check}'s walk: a file
 * check rejects stops the listing with its problem on stderr (exit 1), or with --keep-going each
 * problem is reported and what it spoils skipped (exit 0).
 */
public final class PrintCommand implements Callable<Integer> {
  static final String NAME = "print";
  /** Large enough that a 100 MB file is written in few system calls. */
  private static final int BUFFER_CHARS = 1 << 20;

  // Declared in code, not with annotations: start-up time (CommandSpecs).
  private final PositionalParamSpec fileSpec = CommandSpecs.file("FILE", "the .slog2 file");
  private final OptionSpec jsonSpec = CommandSpecs.flag("--json", "one JSON object per line");
  private final OptionSpec shadowsSpec = CommandSpecs.flag("--shadows",
      "also print each node and the shadows of its children");
  private final OptionSpec fromSpec = CommandSpecs.value("--from", Double.class, "T0",
      "print only the drawables intersecting [T0, T1] (seconds)");
  private final OptionSpec toSpec = CommandSpecs.value("--to", Double.class, "T1",
      "end of that window (default: the end of the run)");
  private final OptionSpec keepGoingSpec = CommandSpecs.flag("--keep-going",
      "report each problem of a damaged file on stderr, skip the nodes it spoils and print the rest (exit 0)");
  private final CommandSpec spec = CommandSpecs.with(CommandSpecs.command(this, NAME,
      "Prints a SLOG-2 file: header, categories, line-ID maps, tree directory and every real drawable.",
      "With --json: one JSON object per line (header, category, linemap, then primitive/composite).",
      "A file that check rejects stops the listing at the problem (exit 1) unless --keep-going is given."),
      fileSpec, jsonSpec, shadowsSpec, fromSpec, toSpec, keepGoingSpec);
  private boolean json;
  private boolean shadows;

  private PrintCommand() {}

  /** The {@code print} command, to go under the {@code leapshot} command. */
  static CommandLine commandLine() {
    return new CommandLine(new PrintCommand().spec);
  }

  @Override
  public Integer call() throws Exception {
    Path file = fileSpec.getValue();
    json = jsonSpec.<Boolean>getValue();
    shadows = shadowsSpec.<Boolean>getValue();
    Double from = fromSpec.getValue();
    Double to = toSpec.getValue();
    boolean keepGoing = keepGoingSpec.<Boolean>getValue();
    ProblemReport problems = new ProblemReport(spec.commandLine().getErr(), "print");
    if (from == null && to == null) {
      try (Slog2Reader reader = Slog2Reader.open(file)) {
        if (keepGoing) {
          print(reader, visitor -> Slog2Checker.walkLeniently(reader, visitor, problems), null);
        } else {
          Slog2Checker.checkDirectory(reader); // refused before anything is printed
          print(reader, visitor -> Slog2Checker.walk(reader, visitor), null);
        }
      }
      return 0;
    }
    if (shadows) {
      throw new ParameterException(spec.commandLine(), "--shadows cannot be combined with --from/--to");
    }
    // The window goes through the engine's exact window query, in bounded pieces, after check's
    // walk over the nodes that query reads (and the whole directory).
    try (Slog2Reader reader = Slog2Reader.open(file); TraceSession session = TraceSession.open(file)) {
      double t0 = from != null ? from : session.timeRange().earliest();
      double t1 = to != null ? to : session.timeRange().latest();
      if (!(t0 <= t1) || Double.isInfinite(t0) || Double.isInfinite(t1)) {
        throw new ParameterException(spec.commandLine(), "--from must be a finite time not after --to, got " + t0
            + " and " + t1);
      }
      if (!keepGoing) {
        try {
          Slog2Checker.walkWindow(reader, t0, t1, (entry, node) -> { }, null);
        } catch (Slog2FormatException e) {
          throw new Slog2FormatException(e.file(), e.block(), e.offset(), e.problem()
              + " (nothing is printed; --keep-going skips what is damaged)");
        }
        print(reader, null, visitor -> session.forEachDrawable(t0, t1, visitor));
        return 0;
      }
      int before = problems.count();
      Slog2Checker.walkWindow(reader, t0, t1, (entry, node) -> { }, problems);
      if (problems.count() == before) {
        print(reader, null, visitor -> session.forEachDrawable(t0, t1, visitor));
      } else { // the engine would stop at (or show) what check rejects: the sound nodes' drawables instead
        List<Drawable> sound = WindowOfSoundNodes.read(reader, t0, t1);
        print(reader, null, visitor -> {
          for (Drawable d : sound) {
            visitor.visit(d);
          }
        });
      }
    }
    return 0;
  }

  private void print(Slog2Reader reader, NodeFeed nodes, DrawableFeed window) throws IOException {
    // Not closed: it wraps the command line's stdout, which outlives this command.
    Writer out = new BufferedWriter(spec.commandLine().getOut(), BUFFER_CHARS);
    try {
      if (json) {
        JsonPrinter.print(reader, out, shadows, nodes, window);
      } else {
        TextPrinter.print(reader, out, shadows, nodes, window);
      }
    } catch (Slog2FormatException e) {
      throw new Slog2FormatException(e.file(), e.block(), e.offset(), e.problem()
          + " (the listing stops here; --keep-going skips what is damaged)");
    } finally {
      out.flush();
    }
  }
}
