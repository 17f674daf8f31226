package org.leapshot.app.cli.convert;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
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
    // No printf: java.util.Formatter and the locale data it loads were a tenth of a small
    // conversion's CPU (issue #22, command start); fixed() rounds as its %.Nf does.
    WriteSummary w = s.written();
    out.println("converted " + input + " (" + s.format().name().toLowerCase(Locale.ROOT) + ", "
        + megabytes(s.inputBytes()) + ") to " + output + " (" + megabytes(w.bytes()) + ")");
    out.println("  drawables:  " + w.drawables() + " (" + count(w, Topology.STATE) + " states, "
        + count(w, Topology.ARROW) + " arrows, " + count(w, Topology.EVENT) + " events, " + w.composites()
        + " composites)");
    out.println("  categories: " + w.categories() + " (with previews), timelines: " + w.timelines() + ", tree: "
        + w.nodes() + " nodes, depth " + w.depth());
    out.println("  time range: " + w.timeRange().earliest() + " .. " + w.timeRange().latest() + " s");
    out.println("  order:      " + (s.sorted()
        ? "not in end-time order, sorted" + (s.spilledRuns() > 0 ? " (" + s.spilledRuns() + " runs spilled)" : "")
        : "in end-time order"));
    ImportReport r = s.report();
    out.println("  skipped:    " + (r.skipped().isEmpty() ? "none" : counts(r.skipped())));
    if (!r.seen().isEmpty()) {
      // Records by kind (an OTF ENTER record is drawn as part of a state), records that are not
      // drawables (PICL statistics) and what the importer noticed: counted, not all left out.
      out.println("  counted:    " + counts(r.seen()));
    }
    double seconds = s.wallNanos() / 1e9;
    long text = r.decompressedBytes();
    out.println("  time:       " + fixed(seconds, 2) + " s, " + fixed(s.megabytesPerSecond(), 1) + " MB/s"
        + (text <= 0 || seconds <= 0 ? ""
            : " (" + megabytes(text) + " decompressed: " + fixed(text / 1e6 / seconds, 1) + " MB/s)"));
    r.messages().stream().limit(MESSAGES_SHOWN).forEach(m -> err.println("skipped: " + m));
    if (r.skippedTotal() > MESSAGES_SHOWN) {
      err.println("skipped: ... " + (r.skippedTotal() - MESSAGES_SHOWN) + " more");
    }
  }

  private static long count(WriteSummary w, Topology t) {
    return w.primitives().getOrDefault(t, 0L);
  }

  private static String counts(Map<String, Long> byKind) {
    // A loop, not a stream over the map: that stream's lambda was spun at every run (not archived).
    StringBuilder text = new StringBuilder();
    for (Map.Entry<String, Long> e : byKind.entrySet()) {
      text.append(text.length() > 0 ? ", " : "").append(e.getKey()).append(' ').append(e.getValue());
    }
    return text.toString();
  }

  private static String megabytes(long bytes) {
    return bytes < 1_000_000 ? fixed(bytes / 1e3, 1) + " kB" : fixed(bytes / 1e6, 1) + " MB";
  }

  /**
   * {@code value} with {@code digits} decimals as {@code String.format(Locale.ROOT, "%.Nf", value)}
   * writes it: its shortest decimal form rounded half up, the sign kept (also of a value that rounds
   * to zero), NaN and infinities by name.
   */
  static String fixed(double value, int digits) {
    if (!Double.isFinite(value)) {
      return Double.toString(value);
    }
    if (Double.doubleToRawLongBits(value) < 0) {
      return "-" + fixed(-value, digits);
    }
    return new BigDecimal(Double.toString(value)).setScale(digits, RoundingMode.HALF_UP).toPlainString();
  }
}
