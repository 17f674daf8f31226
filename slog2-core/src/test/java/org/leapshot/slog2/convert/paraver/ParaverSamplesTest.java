package org.leapshot.slog2.convert.paraver;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.leapshot.slog2.check.Slog2Checker;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.ConvertSummary;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.TraceFormat;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * Every shared Paraver sample converts to as many states, events and arrows as its {@code
 * counts.json} (counted from the text, no Paraver code) has state, event and communication
 * records, one timeline per declared thread, streamed without sorting, and the output passes
 * {@code check}.
 */
class ParaverSamplesTest {
  static final Path PARAVER = Path.of(System.getProperty("leapshot.shared"), "testdata", "paraver");

  @TempDir Path dir;

  static Path prv(String trace) {
    return PARAVER.resolve(trace).resolve(trace + ".prv");
  }

  static long count(String trace, String key) throws IOException {
    String json = Files.readString(PARAVER.resolve(trace).resolve(trace + ".counts.json"));
    Matcher m = Pattern.compile("\"" + Pattern.quote(key) + "\":\\s*(\\d+)").matcher(json);
    assertThat(m.find()).as(key + " in counts of " + trace).isTrue();
    return Long.parseLong(m.group(1));
  }

  /** What a plain line scan of a sample's event records finds. */
  record Scan(long callValues, long mpiCallValues, long pointRecords) {}

  /**
   * The begin/end types in the samples, as their text shows (each value 0 closes a nonzero value of
   * the same type on the thread): Extrae's application/init/flush, MPI call and OpenMP/user
   * function types.
   */
  static boolean callType(long type) {
    return type >= 40_000_001 && type <= 40_000_003 || type >= 50_000_001 && type <= 50_000_003
        || type >= 60_000_001 && type <= 60_099_999;
  }

  /** Counts nonzero values of begin/end types, of MPI call types, and event records with another pair. */
  static Scan scan(String trace) throws IOException {
    long calls = 0;
    long mpi = 0;
    long points = 0;
    for (String line : Files.readAllLines(prv(trace), java.nio.charset.StandardCharsets.ISO_8859_1)) {
      if (!line.startsWith("2:")) {
        continue;
      }
      String[] f = line.strip().split(":");
      boolean point = false;
      for (int i = 6; i + 1 < f.length; i += 2) {
        long type = Long.parseLong(f[i]);
        boolean nonzero = Long.parseLong(f[i + 1]) != 0;
        point |= !callType(type);
        calls += callType(type) && nonzero ? 1 : 0;
        mpi += type >= 50_000_001 && type <= 50_000_003 && nonzero ? 1 : 0;
      }
      points += point ? 1 : 0;
    }
    return new Scan(calls, mpi, points);
  }

  @ParameterizedTest
  @ValueSource(strings = {"qsort_beo3", "lulesh_7+1_with_uncores_sockets1+2.chop8", "prime_v0", "jacobi-2d-imper_v0"})
  void drawablesEqualTheRecordCounts(String trace) throws IOException {
    Path out = dir.resolve(trace + ".slog2");
    ConvertSummary s = new Converter(ConvertOptions.defaults(), null).convert(prv(trace), out);

    assertThat(s.format()).isEqualTo(TraceFormat.PARAVER);
    assertThat(s.written().primitives()).containsExactlyInAnyOrderEntriesOf(Map.of(
        Topology.STATE, count(trace, "state_records") + scan(trace).callValues(),
        Topology.EVENT, scan(trace).pointRecords(),
        Topology.ARROW, count(trace, "communication_records")));
    assertThat(s.sorted()).as("drawables come out in end order").isFalse();
    assertThat(s.report().skippedTotal()).isZero();
    assertThat(s.written().timelines()).isLessThanOrEqualTo((int) count(trace, "threads"));
    Slog2Checker.check(out);
    try (Slog2Reader r = Slog2Reader.open(out)) {
      LineIdMap threads = r.lineIdMaps().stream()
          .filter(m -> m.title().equals(ParaverTimelines.THREAD_MAP_TITLE)).findFirst().orElseThrow();
      assertThat(threads.rowCount()).isEqualTo((int) count(trace, "threads"));
      assertThat(threads.columnLabels()).containsExactly("application", "task", "thread");
    }
  }

  @Test
  void statesAreNamedAndColouredAsThePcfSays() throws IOException {
    Path out = dir.resolve("q.slog2");
    new Converter(ConvertOptions.defaults(), null).convert(prv("qsort_beo3"), out);
    try (Slog2Reader r = Slog2Reader.open(out)) {
      List<Category> cats = r.categories().values().stream().filter(c -> !c.isPreview()).toList();
      assertThat(cats).anySatisfy(c -> {
        assertThat(c.name()).isEqualTo("Running");
        assertThat(c.topology()).isEqualTo(Topology.STATE);
        assertThat(c.color()).isEqualTo(new Rgba(0, 0, 255, 255));
      });
      assertThat(cats).anySatisfy(c -> {
        assertThat(c.name()).isEqualTo("Group Communication");
        assertThat(c.color()).isEqualTo(new Rgba(255, 144, 26, 255));
      });
      assertThat(cats).anySatisfy(c -> {
        assertThat(c.name()).as("an MPI call, the .pcf's label of its value").isEqualTo("MPI_Send");
        assertThat(c.topology()).isEqualTo(Topology.STATE);
      });
      assertThat(cats).anySatisfy(c -> {
        assertThat(c.name()).as("value 1 of a begin/end type labelled only Begin/End").isEqualTo("Application");
        assertThat(c.topology()).isEqualTo(Topology.STATE);
      });
      assertThat(cats).filteredOn(c -> c.topology() == Topology.ARROW).extracting(Category::name)
          .containsExactly(ParaverCategories.MESSAGE);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"qsort_beo3", "lulesh_7+1_with_uncores_sockets1+2.chop8", "prime_v0"})
  void everyMpiCallIsAStateNamedByThePcf(String trace) throws IOException {
    Map<Integer, Category> cats = new java.util.HashMap<>();
    long mpiStates = 0;
    try (ParaverTraceSource source = ParaverTraceSource.open(prv(trace))) {
      for (var item = source.next(); item != null; item = source.next()) {
        if (item instanceof org.leapshot.slog2.convert.TraceItem.CategoryItem c) {
          cats.put(c.category().index(), c.category());
        } else if (item instanceof org.leapshot.slog2.convert.TraceItem.DrawableItem d) {
          Category c = cats.get(((org.leapshot.slog2.model.Primitive) d.drawable()).categoryIndex());
          mpiStates += c.topology() == Topology.STATE && c.name().startsWith("MPI_") ? 1 : 0;
        }
      }
    }
    assertThat(scan(trace).mpiCallValues()).isPositive();
    assertThat(mpiStates).isEqualTo(scan(trace).mpiCallValues());
  }

  @Test
  void gzippedTraceConvertsLikeThePlainOne() throws IOException {
    String trace = "prime_v0";
    Path gz = dir.resolve(trace + ".prv.gz");
    try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(gz))) {
      Files.copy(prv(trace), o);
    }
    Files.copy(PARAVER.resolve(trace).resolve(trace + ".pcf"), dir.resolve(trace + ".pcf"));
    ConvertSummary plain = new Converter(ConvertOptions.defaults(), null).convert(prv(trace), dir.resolve("a.slog2"));
    ConvertSummary zipped = new Converter(ConvertOptions.defaults(), null).convert(gz, dir.resolve("b.slog2"));
    assertThat(zipped.format()).as("detected from the name and the gzip magic").isEqualTo(TraceFormat.PARAVER);
    assertThat(zipped.written().primitives()).isEqualTo(plain.written().primitives());
    assertThat(Files.readAllBytes(dir.resolve("b.slog2"))).isEqualTo(Files.readAllBytes(dir.resolve("a.slog2")));
  }

  @Test
  void eventInfoNamesEveryPairWithItsPcfLabel() throws IOException {
    java.util.Map<Integer, Category> cats = new java.util.HashMap<>();
    try (ParaverTraceSource source = ParaverTraceSource.open(prv("prime_v0"))) {
      for (var item = source.next(); item != null; item = source.next()) {
        if (item instanceof org.leapshot.slog2.convert.TraceItem.CategoryItem c) {
          cats.put(c.category().index(), c.category());
        } else if (item instanceof org.leapshot.slog2.convert.TraceItem.DrawableItem d
            && d.position().line() == 34) {
          org.leapshot.slog2.model.Primitive p = (org.leapshot.slog2.model.Primitive) d.drawable();
          Category c = cats.get(p.categoryIndex());
          assertThat(c.name()).isEqualTo("Tracing mode:");
          // 2:1:1:1:1:0:40000018:1:41999999:1:42000050:0:... as the .pcf names them
          assertThat(c.formatInfo(p.info())).startsWith("Tracing mode: = Detailed\\nActive hardware counter set = 1"
              + "\\nPAPI_TOT_INS [Instr completed] = 0\\n");
          assertThat(source.timelineNames()).containsEntry(0, "THREAD 1.1.1");
          return;
        }
      }
    }
    throw new AssertionError("no event at line 34");
  }
}
