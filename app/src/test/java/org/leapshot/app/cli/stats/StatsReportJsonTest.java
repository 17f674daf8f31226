package org.leapshot.app.cli.stats;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Example;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.LinePair;
import org.leapshot.slog2.query.MessageStats;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.StatisticsBound;

/**
 * {@code stats --json} writes its rows and messages itself ({@link JsonRows}); the text must be the
 * very one the JSON generator writes for the same figures, odd numbers included (-0.0, NaN and
 * infinities, which the generator writes as strings, the extremes of long).
 */
class StatsReportJsonTest {
  @Property(tries = 300)
  void sameTextAsTheGenerator(@ForAll("statistics") RangeStatistics stats, @ForAll boolean some) throws IOException {
    Map<Integer, Category> categories = new TreeMap<>();
    categories.put(0, Category.of(0, "message \"a\"\n", Topology.ARROW, new Rgba(1, 2, 3, 255), 1, InfoLabel.NONE));
    categories.put(3, Category.of(3, "Solver\\é", Topology.STATE, new Rgba(1, 2, 3, 255), 1, InfoLabel.NONE));
    categories.put(-3, Category.preview(Topology.STATE));
    Set<Integer> only = some ? new TreeSet<>(stats.byTimeline().keySet()).headSet(3) : null;
    StringWriter ours = new StringWriter();
    new StatsReport("/tmp/a \"b\".slog2", stats, categories, only).json(ours);
    assertThat(ours.toString()).isEqualTo(generated("/tmp/a \"b\".slog2", stats, categories, only));
  }

  @Example
  void rowsBeyondTheBufferComeOutWhole() throws IOException {
    Map<Integer, Map<Integer, DurationStats>> timelines = new TreeMap<>();
    for (int t = 0; t < 3000; t++) {
      timelines.put(t, Map.of(t % 7, new DurationStats(t, t / 3.0, t / 7.0)));
    }
    RangeStatistics stats = new RangeStatistics(0, 1, timelines, Map.of(), Map.of(), false);
    StringWriter ours = new StringWriter();
    new StatsReport("f", stats, Map.of(), null).json(ours);
    assertThat(ours.toString()).isEqualTo(generated("f", stats, Map.of(), null));
  }

  @Provide
  Arbitrary<RangeStatistics> statistics() {
    Arbitrary<Double> seconds = Arbitraries.oneOf(Arbitraries.doubles().between(-1e3, 1e6),
        Arbitraries.of(0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE,
            Double.MAX_VALUE, 1e23, 2e-3, 0.1 + 0.2),
        Arbitraries.longs().map(Double::longBitsToDouble));
    Arbitrary<Long> counts = Arbitraries.oneOf(Arbitraries.longs().between(0, 1 << 20),
        Arbitraries.of(Long.MIN_VALUE, Long.MAX_VALUE, -1L, 999_999_999_999_999_999L, 1_000_000_000_000_000_000L));
    Arbitrary<DurationStats> cell = Arbitraries.oneOf(
        counts.flatMap(c -> seconds.flatMap(i -> seconds.map(e -> new DurationStats(c, i, e)))),
        seconds.map(i -> new DurationStats(1, i, i))); // inclusive = exclusive, as on leaves
    Arbitrary<Map<Integer, DurationStats>> cells = Arbitraries.maps(Arbitraries.integers().between(-2, 600), cell)
        .ofMaxSize(12).map(TreeMap::new);
    Arbitrary<Map<Integer, Map<Integer, DurationStats>>> timelines = Arbitraries
        .maps(Arbitraries.integers().between(-5, 70_000), cells).ofMaxSize(20).map(TreeMap::new);
    Arbitrary<Map<LinePair, MessageStats>> messages = Arbitraries.maps(
        Arbitraries.integers().between(-3, 40).flatMap(a -> Arbitraries.integers().between(-3, 40)
            .map(b -> new LinePair(a, b))),
        counts.flatMap(c -> counts.map(b -> new MessageStats(c, b, 1)))).ofMaxSize(30).map(LinkedHashMap::new);
    return timelines.flatMap(t -> messages.flatMap(m -> Arbitraries.of(true, false).flatMap(approximate -> seconds
        .map(s -> new RangeStatistics(s, s + 1, t, Map.of(), m, approximate, new StatisticsBound(s, 2 * s, 3))))));
  }

  @Property(tries = 50)
  void longsAsTheGeneratorWritesThem(@ForAll @IntRange(min = 0, max = 18) int digits, @ForAll long any)
      throws IOException {
    long near = (long) Math.pow(10, digits);
    for (long v : new long[] {near, near - 1, -near, 1 - near, any}) {
      Map<Integer, Map<Integer, DurationStats>> one = Map.of(1, Map.of(2, new DurationStats(v, 0, 0)));
      RangeStatistics stats = new RangeStatistics(0, 1, one, Map.of(), Map.of(), false);
      StringWriter ours = new StringWriter();
      new StatsReport("f", stats, Map.of(), null).json(ours);
      assertThat(ours.toString()).isEqualTo(generated("f", stats, Map.of(), null));
    }
  }

  /** The whole object written by the JSON generator, as {@code stats --json} wrote it before. */
  private static String generated(String file, RangeStatistics stats, Map<Integer, Category> categories,
      Set<Integer> only) throws IOException {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
      g.writeStartObject();
      g.writeStringField("file", file);
      g.writeNumberField("from", stats.start());
      g.writeNumberField("to", stats.end());
      g.writeBooleanField("approximate", stats.approximate());
      g.writeObjectFieldStart("bound");
      g.writeNumberField("timelineSeconds", stats.bound().timelineSeconds());
      g.writeNumberField("categorySeconds", stats.bound().categorySeconds());
      g.writeNumberField("count", stats.bound().count());
      g.writeEndObject();
      g.writeArrayFieldStart("categories");
      for (Category c : new TreeMap<>(categories).values()) {
        if (c.isPreview()) {
          continue;
        }
        g.writeStartObject();
        g.writeNumberField("index", c.index());
        g.writeStringField("name", c.name());
        g.writeStringField("topology", c.topology().displayName());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeArrayFieldStart("rows");
      for (Map.Entry<Integer, Map<Integer, DurationStats>> line : stats.byTimeline().entrySet()) {
        if (only != null && !only.contains(line.getKey())) {
          continue;
        }
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
      g.writeArrayFieldStart("messages");
      for (Map.Entry<LinePair, MessageStats> m : new TreeMap<LinePair, MessageStats>(
          (a, b) -> a.from() != b.from() ? Integer.compare(a.from(), b.from()) : Integer.compare(a.to(), b.to())) {
        {
          putAll(stats.messages());
        }
      }.entrySet()) {
        if (only != null && !only.contains(m.getKey().from())) {
          continue;
        }
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
    return out.toString();
  }
}
