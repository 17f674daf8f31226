package org.leapshot.slog2.convert.otf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.InfoFormatter;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;

/** The four sample traces of {@code testdata/otf}: every count their README lists. */
class OtfTraceSourceTest {

  @Test
  void helloWorld() throws Exception {
    OtfTraceStats s = OtfTraceStats.read("hello_world", OtfOptions.DEFAULT);
    assertThat(s.source.ticksPerSecond()).isEqualTo(1_000_000);
    assertThat(s.maps).hasSize(1);
    assertThat(s.maps.get(0).rowCount()).isEqualTo(2);
    assertThat(s.source.timelineNames()).containsExactly(Map.entry(0, "Process 1"), Map.entry(1, "Process 2"));
    assertThat(s.states).hasSize(8);
    assertThat(s.countByName(s.states)).containsExactly(Map.entry("bar", 4), Map.entry("foo", 2), Map.entry("main", 2));
    assertThat(s.ticksByName(1e6)).containsExactly(Map.entry("bar", 4136L), Map.entry("foo", 10607L), Map.entry("main", 14832L));
    assertThat(s.maxDepth()).isEqualTo(3);
    assertThat(s.statesPerLine()).containsExactly(Map.entry(0, 4), Map.entry(1, 4));
    assertThat(s.arrows).isEmpty();
    assertThat(s.source.report().skipped()).isEmpty();
    assertThat(s.eventsByName).containsEntry("my counter", 16)
        .containsEntry("everything is easy", 1).containsEntry("yellow alarm", 1).containsEntry("red alarm flag", 1);
    assertThat(s.source.report().seen()).containsEntry("otf: key-value lines", 6L);
    assertThat(groupOf(s, "main")).isEqualTo("standard functions");
    assertThat(groupOf(s, "bar")).isEqualTo("user functions");
    assertThat(groupOf(s, "my counter")).isEqualTo("all my counters");
  }

  @Test
  void helloWorldMarkersAreEventsOnProcessOneWithTheirText() throws Exception {
    OtfTraceStats s = OtfTraceStats.read("hello_world", OtfOptions.DEFAULT);
    List<Primitive> markers = s.events.stream()
        .filter(p -> s.source.categoryGroups().get(p.categoryIndex()).equals("markers")).toList();
    assertThat(markers).extracting(p -> Math.round(p.start() * 1e6)).containsExactly(10_000L, 11_000L, 12_000L);
    assertThat(markers).allSatisfy(p -> assertThat(p.lineId(0)).isZero());
    assertThat(s.categories.get(markers.get(1).categoryIndex()).formatInfo(markers.get(1).info()))
        .isEqualTo("bird of prey decloaking starboard");
  }

  @Test
  void helloWorldTimeRange() throws Exception {
    OtfTraceStats s = OtfTraceStats.read("hello_world", OtfOptions.STATES_AND_ARROWS);
    double first = s.states.stream().mapToDouble(Primitive::start).min().orElseThrow();
    double last = s.states.stream().mapToDouble(Primitive::end).max().orElseThrow();
    assertThat(first).isCloseTo(0.010049, within(1e-12));
    assertThat(last).isCloseTo(0.017567, within(1e-12));
    assertThat(s.events).isEmpty();
  }

  @Test
  void philosophers() throws Exception {
    OtfTraceStats s = OtfTraceStats.read("philosophers", OtfOptions.DEFAULT);
    assertThat(s.source.ticksPerSecond()).isEqualTo(1_000_000_000L);
    assertThat(s.maps.get(0).rowCount()).isEqualTo(6);
    assertThat(s.source.timelineNames().values())
        .containsExactly("Programme", "Thread0", "Thread1", "Thread2", "Thread3", "Thread4");
    assertThat(s.states).hasSize(70);
    assertThat(s.countByName(s.states)).containsExactly(Map.entry("Eat", 25), Map.entry("Hungry", 25), Map.entry("Think", 20));
    assertThat(s.ticksByName(1e9)).containsExactly(Map.entry("Eat", 120_002_595_704L),
        Map.entry("Hungry", 79_002_939_285L), Map.entry("Think", 72_001_823_667L));
    assertThat(s.statesPerLine()).containsExactly(Map.entry(1, 14), Map.entry(2, 14), Map.entry(3, 14),
        Map.entry(4, 14), Map.entry(5, 14));
    assertThat(s.maxDepth()).isEqualTo(1);
    assertThat(s.skipped("otf: orphan leave")).isEqualTo(5);
    assertThat(s.skipped("otf: state open at end")).isEqualTo(5);
    assertThat(s.source.report().skippedTotal()).isEqualTo(10);
    assertThat(s.arrows).isEmpty();
    assertThat(s.eventsByName).containsExactly(Map.entry("counter-name", 55));
    assertThat(s.source.report().seen()).containsEntry("otf: PROCESSBEGIN records", 6L)
        .containsEntry("otf: PROCESSEND records", 6L);
  }

  @Test
  void philosophersOrphansCompletedAtProcessBounds() throws Exception {
    OtfTraceStats s = OtfTraceStats.read("philosophers", OtfOptions.DEFAULT.withCompleteAtProcessBounds(true));
    assertThat(s.states).hasSize(80);
    assertThat(s.countByName(s.states)).containsExactly(Map.entry("Eat", 25), Map.entry("Hungry", 25), Map.entry("Think", 30));
    assertThat(s.source.report().skipped()).isEmpty();
    assertThat(s.source.report().seen()).containsEntry("otf: orphan leaves completed from process begin", 5L)
        .containsEntry("otf: states closed at process end", 5L);
    assertThat(s.endTimesNonDecreasing).isTrue();
    assertThat(s.maxDepth()).isEqualTo(1);
  }

  @Test
  void philosophersThreadsAreGroupedUnderTheirProcess() throws Exception {
    OtfTraceStats s = OtfTraceStats.read("philosophers", OtfOptions.STATES_AND_ARROWS);
    LineIdMap map = s.maps.get(0);
    assertThat(map.columnLabels()).containsExactly("process", "thread");
    assertThat(map.values(0)).containsExactly(0, 0);
    for (int row = 1; row < 6; row++) {
      assertThat(map.values(row)).containsExactly(0, row);
    }
  }

  @Test
  void out() throws Exception {
    OtfTraceStats s = OtfTraceStats.read("out", OtfOptions.DEFAULT);
    assertThat(s.source.nameCharset().name()).isEqualTo("KOI8-R");
    assertThat(s.maps.get(0).rowCount()).isEqualTo(96);
    assertThat(s.source.timelineNames()).hasSize(96).containsEntry(0, "Whole stend (1)");
    assertThat(s.states).hasSize(45_317);
    assertThat(s.maxDepth()).isEqualTo(1);
    assertThat(s.states).allSatisfy(p -> assertThat(p.end()).isGreaterThan(p.start()));
    assertThat(s.source.report().skipped()).isEmpty();
    assertThat(s.categories).hasSize(74);
    Map<String, Integer> byName = s.countByName(s.states);
    assertThat(byName).containsEntry("ОУ слушает канал_(6)", 4934).containsEntry("Ожидание_(2)", 2930);
    assertThat(s.arrows).isEmpty();
    assertThat(s.eventsByName).isEmpty();
    assertThat(s.source.report().seen()).containsEntry("otf: processes defined but not in the master file (no timeline)", 1L);
    assertThat(statesPerToken(s)).isEqualTo(expectedOutStates());
  }

  @Test
  void outTimelinesAreCoveredWithoutGapFromZeroToTenSeconds() throws Exception {
    OtfTraceStats s = OtfTraceStats.read("out", OtfOptions.STATES_AND_ARROWS);
    Map<Integer, Double> covered = new TreeMap<>();
    s.states.forEach(p -> covered.merge(p.lineId(0), p.end() - p.start(), Double::sum));
    assertThat(covered).hasSize(96);
    assertThat(covered.values()).allSatisfy(sec -> assertThat(sec).isCloseTo(10.0, within(1e-6)));
  }

  @Test
  void wrf() throws Exception {
    OtfTraceStats s = OtfTraceStats.read("wrf", OtfOptions.DEFAULT);
    assertThat(s.source.ticksPerSecond()).isEqualTo(20_000_000);
    assertThat(s.maps.get(0).rowCount()).isEqualTo(16);
    assertThat(s.source.timelineNames()).containsEntry(0, "Process 0").containsEntry(15, "Process 15");
    assertThat(s.states).hasSize(272_357);
    assertThat(s.maxDepth()).isEqualTo(12);
    assertThat(s.states).allSatisfy(p -> assertThat(p.end()).isGreaterThan(p.start()));
    Map<String, Integer> byName = s.countByName(s.states);
    assertThat(byName).hasSize(561);
    assertThat(byName).containsEntry("MPI_Wait", 51_360).containsEntry("MPI_Irecv", 25_680)
        .containsEntry("MPI_Isend", 25_680).containsEntry("malloc", 16_972).containsEntry("read", 12_892)
        .containsEntry("lseek", 12_876).containsEntry("free", 10_850).containsEntry("MPI_Bcast", 10_240);
    assertThat(s.statesPerLine().values()).containsExactly(52_868, 14_489, 14_489, 12_335, 14_489, 16_643, 16_643,
        14_489, 14_489, 16_643, 16_643, 14_489, 12_335, 14_489, 14_489, 12_335);
    assertThat(s.source.report().skipped()).isEmpty();
    // the event text of the 16 zlib streams once inflated (the definitions are not counted)
    assertThat(s.source.report().decompressedBytes()).isEqualTo(17_747_591L);

    assertThat(s.arrows).hasSize(25_680);
    assertThat(s.arrows).allSatisfy(a -> assertThat(a.time(1)).isGreaterThanOrEqualTo(a.time(0)));
    Map<Integer, Integer> sendsPerLine = new TreeMap<>();
    long bytes = 0;
    for (Primitive a : s.arrows) {
      sendsPerLine.merge(a.lineId(0), 1, Integer::sum);
      ByteBuffer info = ByteBuffer.wrap(a.info());
      info.getInt();
      bytes += info.getLong();
      assertThat(info.getInt()).isEqualTo(0x3b9aca00);
    }
    assertThat(bytes).isEqualTo(3_157_850_304L);
    assertThat(sendsPerLine.values()).containsExactly(1070, 1605, 1605, 1070, 1605, 2140, 2140, 1605, 1605, 2140,
        2140, 1605, 1070, 1605, 1605, 1070);

    assertThat(s.eventsByName).containsEntry("MPI_Bcast", 640 * 16).containsEntry("MPI_Gather", 120 * 16)
        .containsEntry("MPI_Gatherv", 60 * 16).containsEntry("MPI_Scatterv", 60 * 16)
        .containsEntry("PAPI_FP_OPS", 544_714).containsEntry("MEM_APP_ALLOC", 27_825)
        .containsEntry("file open", 149).containsEntry("file close", 116).containsEntry("file read", 12_908)
        .containsEntry("file seek", 12_876).hasSize(10);
    assertThat(s.endTimesNonDecreasing).isTrue();
    assertThat(s.categoryBeforeUse).isTrue();
  }

  @Test
  void wrfArrowInfoReadsAsTagSizeAndCommunicator() throws Exception {
    OtfTraceStats s = OtfTraceStats.read("wrf", OtfOptions.STATES_AND_ARROWS);
    Primitive a = s.arrows.get(0);
    String text = s.categories.get(a.categoryIndex()).formatInfo(a.info());
    assertThat(text).matches("tag=\\d+ size=\\d+ communicator=3b9aca00");
    assertThat(s.eventsByName).isEmpty();
  }

  @Test
  void everyTraceHandsOutCategoriesBeforeUseAndDrawablesInEndTimeOrder() throws Exception {
    for (String trace : List.of("hello_world", "philosophers", "out")) {
      OtfTraceStats s = OtfTraceStats.read(trace, OtfOptions.DEFAULT);
      assertThat(s.categoryBeforeUse).as(trace).isTrue();
      assertThat(s.endTimesNonDecreasing).as(trace).isTrue();
    }
  }

  @Test
  void counterValuesAreInTheInfo() throws Exception {
    OtfTraceStats s = OtfTraceStats.read("hello_world", OtfOptions.DEFAULT);
    List<String> values = s.events.stream()
        .filter(p -> s.categories.get(p.categoryIndex()).name().equals("my counter") && p.lineId(0) == 0)
        .map(p -> InfoFormatter.format(s.categories.get(p.categoryIndex()).label(), p.info())).toList();
    assertThat(values).containsExactly("value=0 my unit", "value=100 my unit", "value=110 my unit",
        "value=210 my unit", "value=220 my unit", "value=320 my unit", "value=330 my unit", "value=380 my unit");
  }

  @Test
  void looksLikeOtfAcceptsMasterFilesOnly() {
    assertThat(OtfTraceSource.looksLikeOtf(OtfTraceStats.master("wrf"))).isTrue();
    assertThat(OtfTraceSource.looksLikeOtf(OtfTraceStats.master("out"))).isTrue();
    assertThat(OtfTraceSource.looksLikeOtf(OtfTraceStats.OTF.resolve("hello_world/hello_world.0.def"))).isFalse();
    assertThat(OtfTraceSource.looksLikeOtf(OtfTraceStats.OTF.resolve("README.md"))).isFalse();
  }

  private static String groupOf(OtfTraceStats s, String categoryName) {
    return s.categories.values().stream().filter(c -> c.name().equals(categoryName)).findFirst()
        .map(c -> s.source.categoryGroups().get(c.index())).orElse(null);
  }

  private static Map<String, Integer> statesPerToken(OtfTraceStats s) {
    Map<String, Integer> m = new TreeMap<>();
    // Line IDs are the listed processes in token order; out lists tokens 0x1..0x60.
    s.statesPerLine().forEach((line, n) -> m.put(Integer.toHexString(line + 1), n));
    return m;
  }

  private static Map<String, Integer> expectedOutStates() {
    String table = "1:1 2:1 3:310 4:1 5:2241 6:1 7:1 8:3003 9:3003 a:1 b:1 c:2301 d:2301 e:1 f:1 10:1 "
        + "11:1 12:310 13:1 14:2241 15:1 16:1 17:3003 18:3003 19:1 1a:1 1b:2301 1c:2301 1d:1 "
        + "1e:1 1f:1 20:1 21:1 22:3003 23:3003 24:1152 25:2 26:2 27:1 28:2 29:1151 2a:2 2b:2 "
        + "2c:1 2d:2 2e:1 2f:1 30:1 31:1 32:1 33:1 34:1 35:1 36:1 37:1 38:1 39:1 3a:1 3b:1 3c:1 "
        + "3d:1 3e:1 3f:1 40:1 41:1 42:1 43:1 44:1 45:1 46:1 47:1 48:1 49:1 4a:1 4b:1 4c:1 4d:1 "
        + "4e:1 4f:1 50:1 51:1 52:1 53:1 54:1 55:3003 56:1 57:1 58:3003 59:1 5a:1 5b:2301 5c:1 "
        + "5d:1 5e:2301 5f:1 60:1";
    Map<String, Integer> m = new TreeMap<>();
    for (String pair : table.split(" ")) {
      String[] kv = pair.split(":");
      m.put(kv[0], Integer.parseInt(kv[1]));
    }
    return m;
  }
}
