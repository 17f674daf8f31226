package org.leapshot.app.cli;

import java.io.BufferedWriter;
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
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code stats FILE [--from T0 --to T1] [--timelines LIST] [--approximate] [--json]}: per timeline
 * and category the count, inclusive and exclusive seconds inside the range, and per timeline pair
 * the messages and bytes — the viewer's Statistics window for scripts and reports.
 */
@Command(name = "stats", mixinStandardHelpOptions = true,
    description = {"Statistics of a time range of a SLOG-2 trace: per timeline and category the count, inclusive "
        + "and exclusive seconds (only the part inside the range), per timeline pair the messages and bytes.",
        "Exact (every drawable of the range is read) unless --approximate."})
public final class StatsCommand implements Callable<Integer> {
  @Spec
  private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "the .slog2 trace")
  private Path file;

  @Option(names = "--from", paramLabel = "T0", description = "range start in seconds (default: start of the run)")
  private Double from;

  @Option(names = "--to", paramLabel = "T1", description = "range end in seconds (default: end of the run)")
  private Double to;

  @Option(names = "--timelines", paramLabel = "LIST",
      description = "only these timelines (line IDs), e.g. 0,3,8-15; messages are those they send")
  private String timelines;

  @Option(names = "--approximate",
      description = "answer from the file's preview summaries (fast; each figure within the stated bound)")
  private boolean approximate;

  @Option(names = "--json", description = "print one JSON object (see README)")
  private boolean json;

  @Override
  public Integer call() throws Exception {
    Set<Integer> only = null;
    if (timelines != null) {
      try {
        only = TimelineList.parse(timelines);
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
      if (only != null) {
        checkKnown(session, only);
      }
      RangeStatistics stats = approximate ? session.approximateStatistics(t0, t1) : session.statistics(t0, t1, true);
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

  /** A line ID the file has no timeline for is a typing mistake, not an empty answer. */
  private void checkKnown(TraceSession session, Set<Integer> only) {
    Set<Integer> unknown = new TreeSet<>(only);
    for (LineIdMap m : session.lineIdMaps()) {
      for (int row = 0; row < m.rowCount(); row++) {
        unknown.remove(m.lineId(row));
      }
    }
    if (!unknown.isEmpty()) {
      throw new ParameterException(spec.commandLine(), "--timelines: " + file + " has no timeline with line ID "
          + unknown.iterator().next());
    }
  }
}
