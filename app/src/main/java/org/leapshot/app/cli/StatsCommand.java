package org.leapshot.app.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.leapshot.app.cli.stats.StatsReport;
import org.leapshot.app.cli.stats.TimelineList;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.TraceSession;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code stats FILE [--from T0 --to T1] [--timelines LIST] [--approximate] [--json]}: per timeline
 * and category the count, inclusive and exclusive seconds inside the range, and per timeline pair
 * the messages and bytes — the viewer's Statistics window for scripts and reports.
 */
public final class StatsCommand implements Callable<Integer> {
  static final String NAME = "stats";

  // Declared in code, not with annotations: start-up time (CommandSpecs).
  private final PositionalParamSpec fileSpec = CommandSpecs.file("FILE", "the .slog2 trace");
  private final OptionSpec fromSpec = CommandSpecs.value("--from", Double.class, "T0",
      "range start in seconds (default: start of the run)");
  private final OptionSpec toSpec = CommandSpecs.value("--to", Double.class, "T1",
      "range end in seconds (default: end of the run)");
  private final OptionSpec timelinesSpec = CommandSpecs.value("--timelines", String.class, "LIST",
      "only these timelines (line IDs), e.g. 0,3,8-15; messages are those they send");
  private final OptionSpec approximateSpec = CommandSpecs.flag("--approximate",
      "answer from the file's preview summaries (fast; each figure within the stated bound)");
  private final OptionSpec jsonSpec = CommandSpecs.flag("--json", "print one JSON object (see README)");
  private final CommandSpec spec = CommandSpecs.with(CommandSpecs.command(this, NAME,
      "Statistics of a time range of a SLOG-2 trace: per timeline and category the count, inclusive "
          + "and exclusive seconds (only the part inside the range), per timeline pair the messages and bytes.",
      "Exact (every drawable of the range is read) unless --approximate."),
      fileSpec, fromSpec, toSpec, timelinesSpec, approximateSpec, jsonSpec);
  private Path file;

  private StatsCommand() {}

  /** The {@code stats} command, to go under the {@code leapshot} command. */
  static CommandLine commandLine() {
    return new CommandLine(new StatsCommand().spec);
  }

  @Override
  public Integer call() throws Exception {
    file = fileSpec.getValue();
    Double from = fromSpec.getValue();
    Double to = toSpec.getValue();
    String timelines = timelinesSpec.getValue();
    boolean approximate = approximateSpec.<Boolean>getValue();
    boolean json = jsonSpec.<Boolean>getValue();
    TimelineList list = null;
    if (timelines != null) {
      try {
        list = TimelineList.parse(timelines);
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), "--timelines: " + e.getMessage());
      }
    }
    try (TraceSession session = TraceSession.open(file)) {
      double t0 = from != null ? from : session.timeRange().earliest();
      double t1 = to != null ? to : session.timeRange().latest();
      if (!Double.isFinite(t0) || !Double.isFinite(t1) || t0 > t1) {
        throw new ParameterException(spec.commandLine(),
            "--from and --to must be finite seconds with --from not after --to, got " + t0 + " and " + t1);
      }
      String missed = RunWindow.missed(file, t0, t1, session.timeRange());
      if (missed != null) {
        throw new ParameterException(spec.commandLine(), missed);
      }
      Set<Integer> only = list == null ? null : known(session, list);
      RangeStatistics stats = statistics(session, t0, t1, approximate, only);
      // Not closed: it wraps the command line's stdout, which outlives this command.
      Writer out = new BufferedWriter(spec.commandLine().getOut(), 1 << 16);
      StatsReport report = new StatsReport(file.toString(), stats, session.categories(), only);
      if (json) {
        report.json(out);
      } else {
        report.text(out);
      }
      out.flush();
    }
    return 0;
  }

  /**
   * The statistics printed. Exact ones of a list are of its timelines only: the engine drops every
   * other timeline's primitives as it reads, rather than working them out to leave them unprinted.
   * Approximate ones stay of every timeline: their stated bound (printed) is the largest over all
   * timelines, and the list's own would be smaller, which would change what scripts read.
   */
  private static RangeStatistics statistics(TraceSession session, double t0, double t1, boolean approximate,
      Set<Integer> only) throws IOException {
    if (approximate) {
      return session.approximateStatistics(t0, t1);
    }
    return only == null ? session.statistics(t0, t1, true)
        : session.statistics(t0, t1, true, only.stream().mapToInt(Integer::intValue).toArray());
  }

  /** The listed line IDs; one the file has no timeline for is a typing mistake, not an empty answer. */
  private Set<Integer> known(TraceSession session, TimelineList list) {
    TreeSet<Integer> known = new TreeSet<>();
    for (LineIdMap m : session.lineIdMaps()) {
      for (int row = 0; row < m.rowCount(); row++) {
        known.add(m.lineId(row));
      }
    }
    try {
      return list.within(known);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--timelines: " + file + " " + e.getMessage());
    }
  }
}
