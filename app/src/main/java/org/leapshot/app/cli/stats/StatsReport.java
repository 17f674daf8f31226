package org.leapshot.app.cli.stats;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.io.Writer;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.LinePair;
import org.leapshot.slog2.query.MessageStats;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.StatisticsBound;

/**
 * What {@code stats} prints: rows of timeline × category (count, inclusive and exclusive seconds)
 * in line-ID then category-index order, and message rows per sender/receiver pair, as aligned text
 * or as one JSON object. Message bytes are unknown in an approximate answer (JSON {@code null}).
 */
public final class StatsReport {
  // a row's field names, quoted once (written 290 000 times for the 16 384-timeline whole run)
  private static final SerializedString TIMELINE = new SerializedString("timeline");
  private static final SerializedString CATEGORY = new SerializedString("category");
  private static final SerializedString COUNT = new SerializedString("count");
  private static final SerializedString INCLUSIVE = new SerializedString("inclusive");
  private static final SerializedString EXCLUSIVE = new SerializedString("exclusive");
  private final String file;
  private final RangeStatistics stats;
  private final Map<Integer, Category> categories;
  private final Set<Integer> only;

  /** @param only the line IDs to report, or {@code null} for all */
  public StatsReport(String file, RangeStatistics stats, Map<Integer, Category> categories, Set<Integer> only) {
    this.file = file;
    this.stats = stats;
    this.categories = categories;
    this.only = only;
  }

  private boolean shown(int lineId) {
    return only == null || only.contains(lineId);
  }

  private List<Map.Entry<LinePair, MessageStats>> messages() {
    return stats.messages().entrySet().stream().filter(e -> shown(e.getKey().from()))
        .sorted(Map.Entry.comparingByKey(Comparator.comparingInt(LinePair::from).thenComparingInt(LinePair::to)))
        .toList();
  }

  public void json(Writer out) throws IOException {
    JsonFactory factory = JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
        .disable(StreamWriteFeature.AUTO_CLOSE_CONTENT).build();
    try (JsonGenerator g = factory.createGenerator(out)) {
      g.writeStartObject();
      g.writeStringField("file", file);
      g.writeNumberField("from", stats.start());
      g.writeNumberField("to", stats.end());
      g.writeBooleanField("approximate", stats.approximate());
      StatisticsBound b = stats.bound();
      g.writeObjectFieldStart("bound");
      g.writeNumberField("timelineSeconds", b.timelineSeconds());
      g.writeNumberField("categorySeconds", b.categorySeconds());
      g.writeNumberField("count", b.count());
      g.writeEndObject();
      g.writeArrayFieldStart("categories");
      for (Category c : categories.values().stream().filter(c -> !c.isPreview())
          .sorted(Comparator.comparingInt(Category::index)).toList()) {
        g.writeStartObject();
        g.writeNumberField("index", c.index());
        g.writeStringField("name", c.name());
        g.writeStringField("topology", c.topology().displayName());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeArrayFieldStart("rows");
      for (Map.Entry<Integer, Map<Integer, DurationStats>> line : stats.byTimeline().entrySet()) {
        if (!shown(line.getKey())) {
          continue;
        }
        int timeline = line.getKey();
        for (Map.Entry<Integer, DurationStats> cell : line.getValue().entrySet()) {
          DurationStats d = cell.getValue();
          g.writeStartObject();
          g.writeFieldName(TIMELINE);
          g.writeNumber(timeline);
          g.writeFieldName(CATEGORY);
          g.writeNumber(cell.getKey());
          g.writeFieldName(COUNT);
          g.writeNumber(d.count());
          writeSeconds(g, d.inclusive(), d.exclusive());
          g.writeEndObject();
        }
      }
      g.writeEndArray();
      g.writeArrayFieldStart("messages");
      for (Map.Entry<LinePair, MessageStats> m : messages()) {
        g.writeStartObject();
        g.writeNumberField("from", m.getKey().from());
        g.writeNumberField("to", m.getKey().to());
        g.writeNumberField("count", m.getValue().count());
        if (stats.approximate()) {
          g.writeNullField("bytes");
        } else {
          g.writeNumberField("bytes", m.getValue().bytes());
        }
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeEndObject();
    }
    out.write('\n');
  }

  /**
   * A row's inclusive and exclusive seconds as {@link JsonGenerator#writeNumber(double)} writes them
   * ({@link Double#toString}). Most cells' two are the same number (a state with nothing nested in
   * it, an arrow, an event): it is turned into text once. On the 16 384-timeline whole run,
   * formatting doubles was most of the JSON's time (290 000 rows, two thirds of them alike).
   */
  private static void writeSeconds(JsonGenerator g, double inclusive, double exclusive) throws IOException {
    g.writeFieldName(INCLUSIVE);
    if (Double.doubleToRawLongBits(inclusive) != Double.doubleToRawLongBits(exclusive)
        || !Double.isFinite(inclusive)) { // a quoted NaN or infinity: left to the generator
      g.writeNumber(inclusive);
      g.writeFieldName(EXCLUSIVE);
      g.writeNumber(exclusive);
      return;
    }
    String text = Double.toString(inclusive);
    g.writeNumber(text);
    g.writeFieldName(EXCLUSIVE);
    g.writeNumber(text);
  }

  public void text(Writer out) throws IOException {
    StatisticsBound b = stats.bound();
    // the range in the table's fixed decimals: a run starting 2.64 µs in read "2.64E-6 .. 67.62275011 s"
    out.write(file + ": " + String.format(Locale.ROOT, "%.9f .. %.9f s, ", stats.start(), stats.end())
        + (stats.approximate() ? String.format(Locale.ROOT,
            "approximate (each timeline figure within ±%.6g s and ±%d drawables, category totals within ±%.6g s)",
            b.timelineSeconds(), b.count(), b.categorySeconds()) : "exact") + "\n");
    out.write(String.format(Locale.ROOT, "%10s %9s %-28s %12s %16s %16s%n", "timeline", "category", "name", "count",
        "inclusive (s)", "exclusive (s)"));
    StringBuilder row = new StringBuilder(128);
    for (Map.Entry<Integer, Map<Integer, DurationStats>> line : stats.byTimeline().entrySet()) {
      if (!shown(line.getKey())) {
        continue;
      }
      for (Map.Entry<Integer, DurationStats> cell : line.getValue().entrySet()) {
        row.setLength(0);
        cellRow(row, line.getKey(), cell.getKey(), cell.getValue());
        out.append(row);
      }
    }
    out.write(String.format(Locale.ROOT, "%nmessages%n%10s %10s %12s %16s%n", "from", "to", "count", "bytes"));
    for (Map.Entry<LinePair, MessageStats> m : messages()) {
      row.setLength(0);
      FixedColumns.appendRight(row, m.getKey().from(), 10);
      row.append(' ');
      FixedColumns.appendRight(row, m.getKey().to(), 10);
      row.append(' ');
      FixedColumns.appendRight(row, m.getValue().count(), 12);
      row.append(' ');
      if (stats.approximate()) {
        row.append(" ".repeat(15)).append('?');
      } else {
        FixedColumns.appendRight(row, m.getValue().bytes(), 16);
      }
      out.append(row).append(System.lineSeparator());
    }
  }

  /** {@code "%10d %9d %-28s %12d %16.9f %16.9f%n"} of a cell; most cells' two times are the same number, formatted once. */
  private void cellRow(StringBuilder row, int timeline, int category, DurationStats d) {
    FixedColumns.appendRight(row, timeline, 10);
    row.append(' ');
    FixedColumns.appendRight(row, category, 9);
    row.append(' ');
    FixedColumns.appendLeft(row, name(category), 28);
    row.append(' ');
    FixedColumns.appendRight(row, d.count(), 12);
    row.append(' ');
    int inclusive = row.length();
    FixedColumns.appendSeconds(row, d.inclusive(), 16);
    int inclusiveEnd = row.length();
    row.append(' ');
    if (Double.doubleToRawLongBits(d.inclusive()) == Double.doubleToRawLongBits(d.exclusive())) {
      row.append(row, inclusive, inclusiveEnd);
    } else {
      FixedColumns.appendSeconds(row, d.exclusive(), 16);
    }
    row.append(System.lineSeparator());
  }

  private String name(int index) {
    Category c = categories.get(index);
    return c != null ? c.name() : "UnknownType-" + index;
  }
}
