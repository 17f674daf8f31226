package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The names a conversion keeps beside its output, read back through {@link TimelineNamesFile} as
 * the viewer reads them, against the reference tools: Paje containers as {@code pj_dump} prints
 * them (each timeline's path of container names up to the root, one per container with entities),
 * OTF2 locations as {@code otf2-print -G} defines them ("node / process / location"), Paraver
 * threads as the {@code .row} file lists them. The tools come from Debian's {@code pajeng} and
 * {@code otf2-tools}; without them those cases are skipped, saying so.
 */
class TimelineNamesOracleTest {
  private static final Path TESTDATA = Path.of(System.getProperty("leapshot.shared"), "testdata");

  @TempDir Path dir;

  /** Converts {@code input} and reads its names file back, checked against the output's maps. */
  private Map<Integer, String> convertedNames(Path input) throws IOException {
    Path out = dir.resolve(input.getFileName() + ".slog2");
    new Converter(ConvertOptions.defaults(), null).convert(input, out);
    Set<Integer> lineIds = new HashSet<>();
    try (Slog2Reader reader = Slog2Reader.open(out)) {
      for (LineIdMap m : reader.lineIdMaps()) {
        for (int r = 0; r < m.rowCount(); r++) {
          lineIds.add(m.lineId(r));
        }
      }
    }
    Map<Integer, String> names = TimelineNamesFile.read(out, lineIds.size(), lineIds::contains);
    assertThat(names.keySet()).as("every timeline named").isEqualTo(lineIds);
    return names;
  }

  private static List<String> run(String tool, String... args) throws IOException, InterruptedException {
    Path exe = Path.of("/usr/bin", tool);
    assumeTrue(Files.isExecutable(exe), exe + " not found (Debian package " + (tool.equals("pj_dump") ? "pajeng"
        : "otf2-tools") + "): cannot check the names against it");
    List<String> command = new ArrayList<>(List.of(exe.toString()));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    byte[] out = p.getInputStream().readAllBytes();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(command.toString()).isZero();
    return List.of(new String(out, StandardCharsets.UTF_8).split("\n"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"ms", "simu-mardi", "native_sample", "states", "links", "events", "variables",
      "simgrid-fg126"})
  void pajeTimelinesAreNamedByTheirContainersPathAsPjDumpPrintsIt(String name) throws Exception {
    Map<Integer, String> ours = convertedNames(TESTDATA.resolve("paje").resolve(name).resolve(name + ".trace"));
    Map<String, String> parentOf = new HashMap<>();
    Set<String> used = new TreeSet<>();
    boolean root = true;
    for (String line : run("pj_dump", TESTDATA.resolve("paje").resolve(name).resolve(name + ".trace").toString())) {
      String[] f = line.split(",\\s*");
      switch (f[0]) {
        case "Container" -> {
          if (!root) { // the first is the implicit root "0"
            parentOf.put(f[6], f[1]);
          }
          root = false;
        }
        case "State", "Event", "Variable" -> used.add(f[1]);
        case "Link" -> {
          used.add(f[7]);
          used.add(f[8]);
        }
        default -> { }
      }
    }
    Set<String> leaves = new TreeSet<>();
    for (String path : ours.values()) {
      String[] parts = path.split("/");
      String leaf = parts[parts.length - 1];
      leaves.add(leaf);
      List<String> expected = new ArrayList<>();
      for (String c = leaf; c != null && !c.equals("0"); c = parentOf.get(c)) {
        expected.add(0, c);
      }
      assertThat(path).as("container " + leaf).isEqualTo(expected.isEmpty() ? leaf : String.join("/", expected));
    }
    if (name.equals("simgrid-fg126")) {
      assertThat(leaves).containsAll(used); // pj_dump prints 3 of its 6 links (see PajeSamplesTest)
    } else {
      assertThat(leaves).isEqualTo(used);
    }
  }

  private static final Pattern DEFINITION = Pattern.compile(
      "^(SYSTEM_TREE_NODE|LOCATION_GROUP|LOCATION)\\s+(\\d+)\\s+Name: \"(.*?)\" <\\d+>, .*?(?:Parent|Group): "
          + "(?:UNDEFINED|\".*?\" <(\\d+)>)");

  @ParameterizedTest
  @ValueSource(strings = {"otf2_test_traces/traces", "ping-pong-otf2/traces", "ping-pong-otf2-papi/traces",
      "OTF2_archive/APEX"})
  void otf2TimelinesAreNamedByTheirNodeProcessAndLocationAsOtf2PrintDefinesThem(String stub) throws Exception {
    Path anchor = TESTDATA.resolve("otf2").resolve(stub + ".otf2");
    Map<Integer, String> ours = convertedNames(anchor);
    Map<String, Map<String, String[]>> defs = new HashMap<>();
    for (String line : run("otf2-print", "-G", anchor.toString())) {
      Matcher m = DEFINITION.matcher(line);
      if (m.find()) {
        defs.computeIfAbsent(m.group(1), k -> new HashMap<>()).put(m.group(2), new String[] {m.group(3), m.group(4)});
      }
    }
    // the locations with events (those that get a timeline), from the oracle's counts of otf2-print's output
    List<String> expected = new ArrayList<>();
    new ObjectMapper().readTree(TESTDATA.resolve("otf2").resolve(stub + ".counts.json").toFile())
        .get("events_by_location").fieldNames().forEachRemaining(location -> {
          String[] l = defs.get("LOCATION").get(location);
          String[] group = defs.get("LOCATION_GROUP").get(l[1]);
          String[] node = defs.get("SYSTEM_TREE_NODE").get(group[1]);
          expected.add(node[0] + " / " + group[0] + " / " + l[0]);
        });
    assertThat(ours.values()).isNotEmpty().containsExactlyInAnyOrderElementsOf(expected);
  }

  @ParameterizedTest
  @ValueSource(strings = {"prime_v0", "jacobi-2d-imper_v0", "lulesh_7+1_with_uncores_sockets1+2.chop8"})
  void paraverTimelinesAreNamedAsTheRowFileListsTheThreads(String name) throws IOException {
    Path prv = TESTDATA.resolve("paraver").resolve(name).resolve(name + ".prv");
    List<String> row = Files.readAllLines(prv.resolveSibling(name + ".row"));
    int at = row.indexOf(row.stream().filter(l -> l.startsWith("LEVEL THREAD SIZE ")).findFirst().orElseThrow());
    int n = Integer.parseInt(row.get(at).substring("LEVEL THREAD SIZE ".length()).strip());
    Map<Integer, String> ours = convertedNames(prv);
    assertThat(ours).hasSize(n);
    for (int line = 0; line < n; line++) {
      assertThat(ours.get(line)).isEqualTo(row.get(at + 1 + line).strip());
    }
  }

  @Test
  void withoutARowFileParaverThreadsAreNamedByTheirPlace() throws IOException {
    Map<Integer, String> ours = convertedNames(TESTDATA.resolve("paraver/qsort_beo3/qsort_beo3.prv"));
    assertThat(ours).containsExactlyInAnyOrderEntriesOf(Map.of(0, "THREAD 1.1.1", 1, "THREAD 1.2.1",
        2, "THREAD 1.3.1", 3, "THREAD 1.4.1"));
  }

  @Test
  void otfTimelinesAreNamedByTheirProcessesAsTheSourceGivesThem() throws IOException {
    Path otf = TESTDATA.resolve("otf/philosophers/philosophers.otf");
    Map<Integer, String> theirs;
    try (TraceSource source = TraceSources.open(otf, TraceFormat.OTF, ConvertOptions.defaults())) {
      while (source.next() != null) {
        // drained: the names are complete
      }
      theirs = Map.copyOf(source.timelineNames());
    }
    assertThat(convertedNames(otf)).isEqualTo(theirs).containsValues("Programme", "Thread0", "Thread4");
  }
}
