package org.leapshot.slog2.convert.paje;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Topology;

/**
 * Every shared Paje sample that PajeNG's {@code pj_dump} accepts converts to as many states, arrows
 * and events as {@code pj_dump} printed State, Link and Event + Variable lines (its output is
 * stored beside each trace), with one timeline per container that carries any of them; the output
 * passes {@code check}. The three traces {@code pj_dump} rejects are converted leniently.
 */
class PajeSamplesTest {
  static final Path PAJE = Path.of(System.getProperty("leapshot.shared"), "testdata", "paje");

  @TempDir Path dir;

  static Path trace(String name) {
    return PAJE.resolve(name).resolve(name + ".trace");
  }

  /**
   * Arrows are compared with the StartLink/EndLink pairs of the raw counts, and with pj_dump's Link
   * lines except in simgrid-fg126: there pj_dump prints 3 of the 6 complete links (all at time 0);
   * with the first pair removed from the file it prints the second, so it drops links rather than
   * pairing them differently.
   */
  @ParameterizedTest
  @ValueSource(strings = {"simgrid-fg126", "ms", "simu-mardi", "native_sample", "states", "links", "events",
      "variables"})
  void drawablesEqualPjDump(String name) throws IOException {
    List<String[]> dump = Files.readAllLines(PAJE.resolve(name).resolve(name + ".pj_dump.txt")).stream()
        .map(l -> l.split(",\\s*")).toList();
    long states = dump.stream().filter(f -> f[0].equals("State")).count();
    long links = dump.stream().filter(f -> f[0].equals("Link")).count();
    long events = dump.stream().filter(f -> f[0].equals("Event") || f[0].equals("Variable")).count();
    Set<String> carriers = new HashSet<>();
    for (String[] f : dump) {
      switch (f[0]) {
        case "State", "Event", "Variable" -> carriers.add(f[1]);
        case "Link" -> {
          carriers.add(f[7]);
          carriers.add(f[8]);
        }
        default -> { }
      }
    }

    Path out = dir.resolve(name + ".slog2");
    ConvertSummary s = new Converter(ConvertOptions.defaults(), null).convert(trace(name), out);

    assertThat(s.format()).isEqualTo(TraceFormat.PAJE);
    assertThat(s.written().primitives()).containsExactlyInAnyOrderEntriesOf(Map.of(
        Topology.STATE, states, Topology.ARROW, Math.min(raw(name, "PajeStartLink"), raw(name, "PajeEndLink")),
        Topology.EVENT, events));
    assertThat(s.report().skippedTotal()).isZero();
    Slog2Checker.check(out);
    try (Slog2Reader r = Slog2Reader.open(out)) {
      LineIdMap map = r.lineIdMaps().stream().filter(m -> m.title().equals(PajeModel.MAP_TITLE)).findFirst()
          .orElseThrow();
      assertThat(map.rowCount()).isGreaterThanOrEqualTo(carriers.size());
    }
    if (!name.equals("simgrid-fg126")) {
      assertThat(s.written().primitives().get(Topology.ARROW)).isEqualTo(links);
    }
    // Container names need not be unique (ms has a link container named "0" beside the root "0").
    try (PajeTraceSource source = PajeTraceSource.open(trace(name))) {
      while (source.next() != null) {
        // drain
      }
      assertThat(new HashSet<>(source.timelineNames().values().stream()
          .map(path -> path.substring(path.lastIndexOf('/') + 1)).toList())).isEqualTo(carriers);
    }
  }

  /** Body lines of a Paje event in the sample's counts.json ("raw" part), 0 when absent. */
  static long raw(String name, String event) throws IOException {
    String json = Files.readString(PAJE.resolve(name).resolve(name + ".counts.json"));
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"" + event + "\":\\s*(\\d+)").matcher(json);
    return m.find() ? Long.parseLong(m.group(1)) : 0;
  }

  @Test
  void traceWithContainersOnlyIsRejectedForHavingNoDrawables() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Converter(ConvertOptions.defaults(), null)
        .convert(trace("containers"), dir.resolve("c.slog2")))
        .isInstanceOf(IOException.class).hasMessageContaining("no drawables");
  }

  @ParameterizedTest
  @ValueSource(strings = {"native_paje", "testAll", "JavaTest"})
  void tracesPjDumpRejectsConvertLeniently(String name) throws IOException {
    ConvertSummary s = new Converter(ConvertOptions.defaults(), null).convert(trace(name), dir.resolve("x.slog2"));
    assertThat(s.written().drawables()).isPositive();
    Slog2Checker.check(dir.resolve("x.slog2"));
  }

  @Test
  void pushAndPopNestInsideTheSetState() throws IOException {
    try (PajeTraceSource source = PajeTraceSource.open(trace("states"))) {
      List<double[]> spans = new java.util.ArrayList<>();
      for (var item = source.next(); item != null; item = source.next()) {
        if (item instanceof org.leapshot.slog2.convert.TraceItem.DrawableItem d) {
          spans.add(new double[] {d.drawable().start(), d.drawable().end()});
        }
      }
      // pj_dump: Inicio 0-1.34 (depth 0), Meio 0.32-0.53 and Fim 0.86-0.99 (depth 1), in end order.
      assertThat(spans).containsExactly(new double[] {0.32, 0.53}, new double[] {0.86, 0.99},
          new double[] {0, 1.34});
      assertThat(source.timelineNames()).containsExactly(Map.entry(0, "p1"));
    }
  }

  @Test
  void stateInfoShowsItsValue() throws IOException {
    java.util.Map<Integer, org.leapshot.slog2.model.Category> cats = new java.util.HashMap<>();
    try (PajeTraceSource source = PajeTraceSource.open(trace("states"))) {
      for (var item = source.next(); item != null; item = source.next()) {
        if (item instanceof org.leapshot.slog2.convert.TraceItem.CategoryItem c) {
          cats.put(c.category().index(), c.category());
        } else if (item instanceof org.leapshot.slog2.convert.TraceItem.DrawableItem d) {
          org.leapshot.slog2.model.Primitive p = (org.leapshot.slog2.model.Primitive) d.drawable();
          org.leapshot.slog2.model.Category c = cats.get(p.categoryIndex());
          // "12 0.320000000 p1 VAR Meio": PushState id 12 has no extra field (id 13 would add Mark)
          assertThat(c.formatInfo(p.info())).isEqualTo(c.name());
          return;
        }
      }
    }
  }

  @Test
  void extraFieldsOfTheWriterAreKeptInTheInfo() throws IOException {
    java.util.Map<Integer, org.leapshot.slog2.model.Category> cats = new java.util.HashMap<>();
    try (PajeTraceSource source = PajeTraceSource.open(trace("native_sample"))) {
      for (var item = source.next(); item != null; item = source.next()) {
        if (item instanceof org.leapshot.slog2.convert.TraceItem.CategoryItem c) {
          cats.put(c.category().index(), c.category());
        } else if (item instanceof org.leapshot.slog2.convert.TraceItem.DrawableItem d) {
          org.leapshot.slog2.model.Primitive p = (org.leapshot.slog2.model.Primitive) d.drawable();
          String text = cats.get(p.categoryIndex()).formatInfo(p.info());
          if (text.contains("JobId=")) {
            // StarPU's PajeSetState (id 20) adds Size, Params, Footprint, Tag and JobId
            assertThat(text).contains("\\nSize=").contains("\\nFootprint=").contains("\\nTag=");
            return;
          }
        }
      }
    }
    throw new AssertionError("no state with a JobId");
  }
}
