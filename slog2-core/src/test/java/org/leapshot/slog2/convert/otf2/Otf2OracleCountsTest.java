package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.leapshot.slog2.check.CheckSummary;
import org.leapshot.slog2.check.Slog2Checker;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.ConvertSummary;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.ProgressListener;
import org.leapshot.slog2.convert.TraceFormat;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Topology;

/**
 * Every sample archive converts to exactly the drawables its oracle ({@code counts.json}, computed
 * from {@code otf2-print}'s output only) implies: one state per Enter/Leave pair with the Enter's
 * region, one per collective end, one arrow per matched message, one event per metric value,
 * one timeline per location with events, the corrected time range; and the written SLOG-2 file
 * passes the checker.
 */
class Otf2OracleCountsTest {
  @TempDir Path tmp;

  /** Archive, metric values per Metric record (the class sizes of the samples that have metrics). */
  static Stream<Arguments> archives() {
    return Stream.of(
        Arguments.of("otf2/ping-pong-otf2/traces", 0),
        Arguments.of("otf2/ping-pong-otf2-papi/traces", 3),
        Arguments.of("otf2/otf2_test_traces/traces", 0),
        Arguments.of("otf2/OTF2_archive/APEX", 0),
        Arguments.of("otf2-synthetic/features-4ranks/traces", 2));
  }

  static Path archive(String stub) {
    return Otf2Samples.TESTDATA.resolve(stub + ".otf2");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("archives")
  void drawablesMatchTheOracle(String stub, int valuesPerMetric) throws IOException {
    JsonNode oracle = Otf2Samples.oracle(stub);
    Map<Integer, Category> categories = new HashMap<>();
    Map<String, Long> regionStates = new TreeMap<>();
    Map<String, Long> byGroup = new TreeMap<>();
    long arrows = 0;
    double first = Double.MAX_VALUE;
    double last = -Double.MAX_VALUE;
    LineIdMap tree = null;
    try (Otf2TraceSource source = Otf2TraceSource.open(archive(stub))) {
      for (TraceItem item = source.next(); item != null; item = source.next()) {
        if (item instanceof TraceItem.CategoryItem c) {
          categories.put(c.category().index(), c.category());
        } else if (item instanceof TraceItem.LineIdMapItem m && tree == null) {
          tree = m.map();
        } else if (item instanceof TraceItem.DrawableItem d) {
          Drawable drawable = d.drawable();
          Category c = categories.get(drawable.categoryIndex());
          String group = source.categoryGroups().get(c.index());
          byGroup.merge(group, 1L, Long::sum);
          if (c.topology() == Topology.ARROW) {
            arrows++;
          } else if (c.topology() == Topology.STATE && !group.equals("MPI collectives")) {
            regionStates.merge(c.name(), 1L, Long::sum);
          }
          first = Math.min(first, drawable.start());
          last = Math.max(last, drawable.end());
        }
      }
      Map<String, Long> records = source.report().seen();
      oracle.get("events_by_type").fields().forEachRemaining(e ->
          assertThat(records.get("otf2: " + e.getKey() + " records")).as(e.getKey()).isEqualTo(e.getValue().asLong()));
      long mismatches = sum(oracle.get("leave_region_mismatch_by_location"));
      assertThat(records.getOrDefault("otf2: Leave naming another region than the open Enter", 0L))
          .isEqualTo(mismatches);
      assertThat(source.timelineNames()).hasSize(oracle.get("events_by_location").size());
    }

    assertThat(regionStates.values().stream().mapToLong(Long::longValue).sum())
        .isEqualTo(oracle.get("enter_leave_pairs_total").asLong());
    Map<String, Long> expectedByRegion = new TreeMap<>();
    oracle.get("states_by_region").fields().forEachRemaining(e ->
        expectedByRegion.put(e.getKey().replaceAll(" <\\d+>$", ""), e.getValue().asLong()));
    assertThat(regionStates).isEqualTo(expectedByRegion);
    assertThat(arrows).isEqualTo(oracle.get("messages").get("matched").asLong());
    long collectiveEnds = oracle.get("events_by_type").path("MpiCollectiveEnd").asLong(0);
    assertThat(byGroup.getOrDefault("MPI collectives", 0L)).isEqualTo(collectiveEnds);
    long metricRecords = oracle.get("events_by_type").path("Metric").asLong(0);
    assertThat(byGroup.getOrDefault("metrics", 0L)).isEqualTo(metricRecords * valuesPerMetric);
    assertThat(tree).isNotNull();
    assertThat(tree.title()).isEqualTo(Otf2Timelines.SYSTEM_TREE_VIEW);
    assertThat(tree.rowCount()).isEqualTo(oracle.get("events_by_location").size());

    JsonNode clock = oracle.get("clock_properties");
    double resolution = clock.get("timer_resolution").asDouble();
    long offset = clock.get("global_offset").asLong();
    assertThat(first).isCloseTo((oracle.get("first_timestamp").asLong() - offset) / resolution, within(1e-12));
    assertThat(last).isCloseTo((oracle.get("last_timestamp").asLong() - offset) / resolution, within(1e-12));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("archives")
  void convertedFilePassesTheCheck(String stub, int valuesPerMetric) throws IOException {
    Path out = tmp.resolve("out.slog2");
    ConvertSummary summary = new Converter(ConvertOptions.defaults(), ProgressListener.NONE).convert(archive(stub), out);
    assertThat(summary.format()).isEqualTo(TraceFormat.OTF2);
    assertThat(summary.sorted()).as("drawables come in end-time order").isFalse();
    CheckSummary check = Slog2Checker.check(out);
    assertThat(check.drawables()).isEqualTo(summary.written().drawables());
    assertThat(check.lineIdMaps()).isEqualTo(3); // system tree, process, identity
  }

  private static long sum(JsonNode perLocation) {
    long total = 0;
    for (JsonNode n : perLocation) {
      total += n.asLong();
    }
    return total;
  }
}
