package org.leapshot.slog2.convert.paje;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * Beyond the counts: every State, Link and Event line {@code pj_dump} printed for a sample is one
 * of our drawables with the same container, times, and value name (the info's first line) or type
 * name, and each Variable line's start is one of our value events with its value (6 significant
 * digits: PajeNG keeps variables as floats). StarPU's traces are written in milliseconds, so their
 * pj_dump times are 1000 times our seconds.
 */
class PajeOracleTest {
  @TempDir Path dir;

  @ParameterizedTest
  @CsvSource({"ms, 1", "simu-mardi, 1", "native_sample, 1000", "states, 1", "links, 1", "events, 1",
      "variables, 1", "simgrid-fg126, 1"})
  void everyPjDumpEntityIsOneOfOurDrawables(String name, double pjDumpUnitsPerSecond) throws IOException {
    List<String> ours = ours(name, pjDumpUnitsPerSecond);
    List<String> theirs = new ArrayList<>();
    for (String line : Files.readAllLines(PajeSamplesTest.PAJE.resolve(name).resolve(name + ".pj_dump.txt"))) {
      String[] f = line.split(",\\s*");
      switch (f[0]) {
        case "State" -> theirs.add(String.join(" ", "state", f[1], t(f[3]), t(f[4]), f[7]));
        case "Link" -> theirs.add(String.join(" ", "link", f[7], t(f[3]), f[8], t(f[4]), f[6]));
        case "Event" -> theirs.add(String.join(" ", "event", f[1], t(f[3]), f[4]));
        case "Variable" -> theirs.add(String.join(" ", "variable", f[1], t(f[3]), f[2], v(Double.parseDouble(f[6]))));
        default -> { }
      }
    }
    assertThat(theirs).isNotEmpty();
    if (name.equals("simgrid-fg126")) {
      // pj_dump prints 3 of its 6 links (see PajeSamplesTest); the 3 it prints are ours
      assertThat(ours).containsAll(theirs);
    } else {
      assertThat(ours).containsExactlyInAnyOrderElementsOf(theirs);
    }
  }

  @Test
  void starPuTimesAreMillisecondsAndTheFormatsSecondsStayAsWritten() throws IOException {
    String starPu = String.join("\n", "%EventDef PajeSetState 4", "% Time date", "% Container string",
        "% Type string", "% Value string", "% Footprint string", "% JobId string", "%EndEventDef", "");
    Path withFields = dir.resolve("starpu.trace");
    Files.writeString(withFields, PajeTestTraces.header("0 P 0 P", "1 S P S", "2 0 p P 0 p", "3 1500 p S a",
        "4 2500 p S b f 7").replace("%EventDef PajeDefineContainerType", starPu + "%EventDef PajeDefineContainerType"));
    Path plain = dir.resolve("plain.trace");
    Files.writeString(plain, PajeTestTraces.header("0 P 0 P", "1 S P S", "2 0 p P 0 p", "3 1500 p S a",
        "3 2500 p S b"));
    Converter converter = new Converter(ConvertOptions.defaults(), null);
    assertThat(converter.convert(withFields, dir.resolve("a.slog2")).written().timeRange().latest()).isEqualTo(2.5);
    assertThat(converter.convert(plain, dir.resolve("b.slog2")).written().timeRange().latest()).isEqualTo(2500);
  }

  @Test
  void addedAndSubtractedDecimalsSumExactly() throws IOException {
    StringBuilder defs = new StringBuilder();
    String[] events = {"PajeDefineVariableType", "PajeSetVariable", "PajeAddVariable", "PajeSubVariable"};
    for (int i = 0; i < events.length; i++) {
      defs.append("%EventDef ").append(events[i]).append(' ').append(10 + i).append('\n')
          .append(i == 0 ? "% Alias string\n% Type string\n% Name string\n"
              : "% Time date\n% Container string\n% Type string\n% Value double\n")
          .append("%EndEventDef\n");
    }
    Path trace = dir.resolve("sums.trace");
    // SimGrid's ms: bandwidth used by two flows added, then both removed
    Files.writeString(trace, defs + PajeTestTraces.header("0 P 0 P", "10 V P V", "2 0 p P 0 p", "11 0 p V 0.000000",
        "12 1 p V 6660435.714286", "12 1 p V 333021.785714", "13 2 p V 6660435.714286", "13 2 p V 333021.785714"));
    List<String> values = new ArrayList<>();
    try (PajeTraceSource source = PajeTraceSource.open(trace)) {
      Map<Integer, Category> cats = new HashMap<>();
      for (var item = source.next(); item != null; item = source.next()) {
        if (item instanceof TraceItem.CategoryItem c) {
          cats.put(c.category().index(), c.category());
        } else if (item instanceof TraceItem.DrawableItem d) {
          values.add(cats.get(d.drawable().categoryIndex()).formatInfo(((Primitive) d.drawable()).info()));
        }
      }
    }
    assertThat(values).containsExactly("value=0.0", "value=6993457.5", "value=0.0");
  }

  private static List<String> ours(String name, double unit) throws IOException {
    List<String> out = new ArrayList<>();
    Map<Integer, Category> cats = new HashMap<>();
    List<Primitive> prims = new ArrayList<>();
    Map<Integer, String> names;
    try (PajeTraceSource source = PajeTraceSource.open(PajeSamplesTest.trace(name))) {
      for (var item = source.next(); item != null; item = source.next()) {
        if (item instanceof TraceItem.CategoryItem c) {
          cats.put(c.category().index(), c.category());
        } else if (item instanceof TraceItem.DrawableItem d) {
          prims.add((Primitive) d.drawable());
        }
      }
      names = source.timelineNames();
    }
    for (Primitive p : prims) {
      Category c = cats.get(p.categoryIndex());
      String first = c.formatInfo(p.info()).split("\\\\n")[0];
      String at = container(names, p.lineId(0));
      if (c.topology() == Topology.STATE) {
        out.add(String.join(" ", "state", at, t(p.time(0) * unit), t(p.time(1) * unit), first));
      } else if (c.topology() == Topology.ARROW) {
        out.add(String.join(" ", "link", at, t(p.time(0) * unit), container(names, p.lineId(1)), t(p.time(1) * unit),
            first));
      } else if (first.startsWith("value=")) {
        out.add(String.join(" ", "variable", at, t(p.time(0) * unit), c.name(),
            v(Double.parseDouble(first.substring(6)))));
      } else {
        out.add(String.join(" ", "event", at, t(p.time(0) * unit), first));
      }
    }
    return out;
  }

  private static String container(Map<Integer, String> names, int line) {
    String path = names.get(line);
    return path.substring(path.lastIndexOf('/') + 1);
  }

  private static String t(String text) {
    return t(Double.parseDouble(text));
  }

  private static String t(double seconds) {
    return String.format(Locale.ROOT, "%.6f", seconds);
  }

  /** As a float to 6 significant digits; PajeNG's float sums leave 0 where ours leave a residue under 1e-6. */
  private static String v(double value) {
    return Math.abs(value) < 1e-6 ? "0" : String.format(Locale.ROOT, "%.6g", (double) (float) value);
  }
}
