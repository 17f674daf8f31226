package org.leapshot.app.stats;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import org.leapshot.slog2.model.Category;

/**
 * Statistics as CSV (RFC 4180): one section per table, separated by a blank line, each with a
 * header row. Times are in seconds and shares as fractions, at full precision, so a spreadsheet
 * gets numbers rather than the rounded text the window shows.
 */
public final class StatsCsv {
  private StatsCsv() {}

  public static String of(StatsRows rows, String timelineTitle) {
    return of(rows, timelineTitle, null);
  }

  /**
   * As {@link #of(StatsRows, String)}; for figures of a part of the timelines ({@code scope} not all)
   * a second line says so ("# timelines,16,of 16384"), so that a spreadsheet is not read as the whole run's.
   */
  public static String of(StatsRows rows, String timelineTitle, TimelineScope scope) {
    StringBuilder sb = new StringBuilder();
    sb.append("# range,").append(number(rows.stats().start())).append(',').append(number(rows.stats().end()))
        .append(rows.stats().approximate() ? ",approximate" : ",exact").append("\r\n");
    if (scope != null && !scope.isAll()) {
      sb.append("# timelines,").append(scope.size()).append(",of ").append(scope.total()).append("\r\n");
    }
    sb.append("\r\n");
    List<StatsTableModel<?>> tables = List.of(StatsTableModel.byCategory(rows),
        StatsTableModel.byTimeline(rows, timelineTitle), StatsTableModel.messages(rows));
    for (int t = 0; t < tables.size(); t++) {
      if (t > 0) {
        sb.append("\r\n");
      }
      append(sb, tables.get(t));
    }
    return sb.toString();
  }

  static void append(StringBuilder sb, StatsTableModel<?> m) {
    for (int c = 0; c < m.getColumnCount(); c++) {
      sb.append(c > 0 ? "," : "").append(quote(header(m.column(c))));
    }
    sb.append("\r\n");
    for (int r = 0; r < m.getRowCount(); r++) {
      for (int c = 0; c < m.getColumnCount(); c++) {
        sb.append(c > 0 ? "," : "").append(cell(m.getValueAt(r, c)));
      }
      sb.append("\r\n");
    }
  }

  private static String header(StatsColumn<?> c) {
    return switch (c.kind()) {
      case SECONDS -> c.name() + " (s)";
      case SHARE -> c.name() + " (fraction)";
      default -> c.name();
    };
  }

  private static String cell(Object v) {
    if (v instanceof Category c) {
      return quote(c.name());
    }
    if (v instanceof Double d) {
      return d.isNaN() ? "" : number(d);
    }
    if (v == null) {
      return "";
    }
    return v instanceof Number ? v.toString() : quote(String.valueOf(v));
  }

  private static String number(double d) {
    if (!Double.isFinite(d)) {
      return "";
    }
    // nine significant digits: far beyond what a trace's clock resolves, without binary noise
    return new BigDecimal(d).round(new MathContext(9)).stripTrailingZeros().toPlainString();
  }

  static String quote(String s) {
    boolean needs = s.indexOf(',') >= 0 || s.indexOf('"') >= 0 || s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0;
    return needs ? '"' + s.replace("\"", "\"\"") + '"' : s;
  }
}
