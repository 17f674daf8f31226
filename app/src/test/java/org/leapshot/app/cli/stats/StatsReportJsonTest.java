package org.leapshot.app.cli.stats;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.RangeStatistics;

/**
 * {@code stats --json} rows are written as Jackson's generator writes each field by itself, scripts
 * reading the text: a cell whose inclusive and exclusive seconds are the same number has it
 * turned into text once, which must not change a character (signed zeros, NaN, infinities).
 */
class StatsReportJsonTest {
  @Property(tries = 300)
  void rowsAreWhatTheGeneratorWritesFieldByField(@ForAll @Size(max = 40) List<@From("cells") double[]> cells)
      throws IOException {
    Map<Integer, Map<Integer, DurationStats>> byTimeline = new TreeMap<>();
    for (int i = 0; i < cells.size(); i++) {
      double[] c = cells.get(i);
      byTimeline.computeIfAbsent(i / 3, t -> new TreeMap<>()).put(i % 3, new DurationStats(i, c[0], c[1]));
    }
    RangeStatistics stats = new RangeStatistics(0, 1, byTimeline, Map.of(), Map.of(), false);
    StringWriter out = new StringWriter();
    new StatsReport("f.slog2", stats, Map.of(), null).json(out);

    String rows = out.toString().replaceAll("(?s).*\"rows\":(\\[.*?\\]),\"messages\".*", "$1");
    assertThat(rows).isEqualTo(fieldByField(byTimeline));
  }

  @Test
  void aCellOfEqualSecondsIsWrittenTwiceAndSignedZerosStayApart() throws IOException {
    Map<Integer, Map<Integer, DurationStats>> byTimeline = new TreeMap<>(Map.of(
        7, new TreeMap<>(Map.of(1, new DurationStats(2, 0.30000000000000004, 0.30000000000000004),
            2, new DurationStats(1, 0.0, -0.0), 3, new DurationStats(0, Double.NaN, Double.NaN)))));
    RangeStatistics stats = new RangeStatistics(0, 1, byTimeline, Map.of(), Map.of(), false);
    StringWriter out = new StringWriter();
    new StatsReport("f.slog2", stats, Map.of(), null).json(out);

    assertThat(out.toString()).contains(
        "{\"timeline\":7,\"category\":1,\"count\":2,\"inclusive\":0.30000000000000004,\"exclusive\":0.30000000000000004}",
        "{\"timeline\":7,\"category\":2,\"count\":1,\"inclusive\":0.0,\"exclusive\":-0.0}",
        "{\"timeline\":7,\"category\":3,\"count\":0,\"inclusive\":\"NaN\",\"exclusive\":\"NaN\"}");
  }

  @Test
  void theTextHeaderWritesTheRangeInTheTablesDecimalsNotInScientificNotation() throws IOException {
    RangeStatistics stats = new RangeStatistics(2.64e-6, 67.62275011, Map.of(), Map.of(), Map.of(), false);
    StringWriter out = new StringWriter();
    new StatsReport("f.slog2", stats, Map.of(), null).text(out);

    assertThat(out.toString().lines().findFirst().orElseThrow())
        .isEqualTo("f.slog2: 0.000002640 .. 67.622750110 s, exact");
  }

  /** Pairs of seconds, half of them one number twice, with the doubles whose text is special. */
  @Provide
  Arbitrary<double[]> cells() {
    Arbitrary<Double> seconds = Arbitraries.oneOf(Arbitraries.doubles(),
        Arbitraries.of(0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE,
            1e-9, 1e7, 0.1 + 0.2),
        Arbitraries.longs().map(Double::longBitsToDouble));
    return Arbitraries.oneOf(seconds.map(s -> new double[] {s, s}),
        seconds.list().ofSize(2).map(p -> new double[] {p.get(0), p.get(1)}));
  }

  private static String fieldByField(Map<Integer, Map<Integer, DurationStats>> byTimeline) throws IOException {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
      g.writeStartArray();
      for (Map.Entry<Integer, Map<Integer, DurationStats>> line : byTimeline.entrySet()) {
        for (Map.Entry<Integer, DurationStats> cell : line.getValue().entrySet()) {
          g.writeStartObject();
          g.writeNumberField("timeline", line.getKey());
          g.writeNumberField("category", cell.getKey());
          g.writeNumberField("count", cell.getValue().count());
          g.writeNumberField("inclusive", cell.getValue().inclusive());
          g.writeNumberField("exclusive", cell.getValue().exclusive());
          g.writeEndObject();
        }
      }
      g.writeEndArray();
    }
    return w.toString();
  }
}
