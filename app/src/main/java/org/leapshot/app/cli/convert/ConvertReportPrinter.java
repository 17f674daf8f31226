package org.leapshot.app.cli.convert;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.leapshot.slog2.convert.ConvertSummary;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.write.WriteSummary;

/** Prints what a conversion did: the summary on stdout, the first skipped records on stderr. */
public final class ConvertReportPrinter {
  /** Skipped-record messages shown; the rest are only counted. */
  static final int MESSAGES_SHOWN = 10;

  private ConvertReportPrinter() {}

  public static void print(ConvertSummary s, Path input, Path output, PrintWriter out, PrintWriter err) {
    WriteSummary w = s.written();
    out.printf(Locale.ROOT, "converted %s (%s, %s) to %s (%s)%n", input, s.format().name().toLowerCase(Locale.ROOT),
        megabytes(s.inputBytes()), output, megabytes(w.bytes()));
    out.printf(Locale.ROOT, "  drawables:  %d (%d states, %d arrows, %d events, %d composites)%n", w.drawables(),
        count(w, Topology.STATE), count(w, Topology.ARROW), count(w, Topology.EVENT), w.composites());
    out.printf(Locale.ROOT, "  categories: %d (with previews), timelines: %d, tree: %d nodes, depth %d%n",
        w.categories(), w.timelines(), w.nodes(), w.depth());
    out.printf(Locale.ROOT, "  time range: %s .. %s s%n", w.timeRange().earliest(), w.timeRange().latest());
    out.printf(Locale.ROOT, "  order:      %s%n", s.sorted()
        ? "not in end-time order, sorted" + (s.spilledRuns() > 0 ? " (" + s.spilledRuns() + " runs spilled)" : "")
        : "in end-time order");
    ImportReport r = s.report();
    out.printf(Locale.ROOT, "  skipped:    %s%n", r.skipped().isEmpty() ? "none" : counts(r.skipped()));
    if (!r.seen().isEmpty()) {
      // Records by kind (an OTF ENTER record is drawn as part of a state), records that are not
      // drawables (PICL statistics) and what the importer noticed: counted, not all left out.
      out.printf(Locale.ROOT, "  counted:    %s%n", counts(r.seen()));
    }
    double seconds = s.wallNanos() / 1e9;
    long text = r.decompressedBytes();
    out.printf(Locale.ROOT, "  time:       %.2f s, %.1f MB/s%s%n", seconds, s.megabytesPerSecond(), text <= 0 || seconds <= 0
        ? "" : String.format(Locale.ROOT, " (%s decompressed: %.1f MB/s)", megabytes(text), text / 1e6 / seconds));
    r.messages().stream().limit(MESSAGES_SHOWN).forEach(m -> err.println("skipped: " + m));
    if (r.skippedTotal() > MESSAGES_SHOWN) {
      err.println("skipped: ... " + (r.skippedTotal() - MESSAGES_SHOWN) + " more");
    }
  }

  private static long count(WriteSummary w, Topology t) {
    return w.primitives().getOrDefault(t, 0L);
  }

  private static String counts(Map<String, Long> byKind) {
    return byKind.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
  }

  private static String megabytes(long bytes) {
    if (bytes < 1_000_000) {
      return String.format(Locale.ROOT, "%.1f kB", bytes / 1e3);
    }
    return String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
  }
}
