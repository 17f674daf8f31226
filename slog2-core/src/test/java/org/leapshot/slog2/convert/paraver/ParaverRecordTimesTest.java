package org.leapshot.slog2.convert.paraver;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * Beyond the counts: each state record of a sample is a state on its thread with its begin and end
 * (in the header's unit: µs for the 2004 trace without a suffix, ns for Extrae's) and the {@code
 * .pcf} name of its value; each communication record an arrow from the sending thread at the
 * physical send to the receiving thread at the physical receive. Read from the text here.
 */
class ParaverRecordTimesTest {
  private static final Pattern STATE_NAME = Pattern.compile("^(\\d+)\\s+(.+?)\\s*$");

  @ParameterizedTest
  @CsvSource({"qsort_beo3, 1e6", "lulesh_7+1_with_uncores_sockets1+2.chop8, 1e9", "prime_v0, 1e9",
      "jacobi-2d-imper_v0, 1e9"})
  void statesAndArrowsHaveTheRecordsThreadsTimesAndNames(String trace, double unitsPerSecond) throws IOException {
    Map<Integer, String> names = pcfStates(trace);
    List<String> records = new ArrayList<>();
    for (String line : Files.readAllLines(ParaverSamplesTest.prv(trace))) {
      String[] f = line.split(":");
      if (f[0].equals("1")) {
        String name = names.getOrDefault(Integer.parseInt(f[7]), "State " + f[7]);
        records.add(String.join(" ", "state", thread(f, 2), f[5], f[6], name));
      } else if (f[0].equals("3")) {
        records.add(String.join(" ", "arrow", thread(f, 2), f[6], thread(f, 8), f[12]));
      }
    }
    List<String> ours = new ArrayList<>();
    Map<Integer, Category> cats = new HashMap<>();
    LineIdMap threads = null;
    List<Primitive> prims = new ArrayList<>();
    try (ParaverTraceSource source = ParaverTraceSource.open(ParaverSamplesTest.prv(trace))) {
      for (var item = source.next(); item != null; item = source.next()) {
        if (item instanceof TraceItem.CategoryItem c) {
          cats.put(c.category().index(), c.category());
        } else if (item instanceof TraceItem.DrawableItem d) {
          prims.add((Primitive) d.drawable());
        } else if (item instanceof TraceItem.LineIdMapItem m && m.map().title().equals("Paraver threads")) {
          threads = m.map();
        }
      }
    }
    assertThat(threads).isNotNull();
    for (Primitive p : prims) {
      Category c = cats.get(p.categoryIndex());
      String from = thread(threads, p.lineId(0));
      String begin = tick(p.time(0), unitsPerSecond);
      String end = tick(p.time(1 % p.vertexCount()), unitsPerSecond);
      if (c.topology() == Topology.ARROW) {
        ours.add(String.join(" ", "arrow", from, begin, thread(threads, p.lineId(1)), end));
      } else if (c.topology() == Topology.STATE && !isCall(c, names)) {
        ours.add(String.join(" ", "state", from, begin, end, c.name()));
      }
    }
    assertThat(records).isNotEmpty();
    assertThat(ours).containsExactlyInAnyOrderElementsOf(records);
  }

  /** Call states (begin/end event pairs) are named by event values, never "State n" or a .pcf state. */
  private static boolean isCall(Category c, Map<Integer, String> pcfStates) {
    return !pcfStates.containsValue(c.name()) && !c.name().matches("State \\d+");
  }

  private static String thread(String[] f, int at) {
    return f[at] + "." + f[at + 1] + "." + f[at + 2];
  }

  private static String thread(LineIdMap map, int line) {
    int[] v = map.values(map.rowOf(line));
    return v[0] + "." + v[1] + "." + v[2];
  }

  private static String tick(double seconds, double unitsPerSecond) {
    return Long.toString(Math.round(seconds * unitsPerSecond));
  }

  private static Map<Integer, String> pcfStates(String trace) throws IOException {
    Map<Integer, String> names = new HashMap<>();
    boolean in = false;
    for (String line : Files.readAllLines(ParaverSamplesTest.PARAVER.resolve(trace).resolve(trace + ".pcf"),
        java.nio.charset.StandardCharsets.ISO_8859_1)) {
      if (!line.isBlank() && !Character.isDigit(line.charAt(0))) {
        in = line.strip().equals("STATES");
        continue;
      }
      Matcher m = STATE_NAME.matcher(line);
      if (in && m.find()) {
        names.put(Integer.parseInt(m.group(1)), m.group(2));
      }
    }
    return names;
  }
}
