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
 * threads as the {@code .row} file lists them; and the groups of their maps alike (OTF2 nodes and
 * location groups, Paje containers, Paraver nodes, applications and tasks). The tools come from Debian's {@code pajeng} and
 * {@code otf2-tools}; without them those cases are skipped, saying so.
 */
class TimelineNamesOracleTest {
  private static final Path TESTDATA = Path.of(System.getProperty("leapshot.shared"), "testdata");

  @TempDir Path dir;

  /** Converts {@code input} and reads its names file back, checked against the output's maps. */
  private Map<Integer, String> convertedNames(Path input) throws IOException {
    return converted(input).timelines();
  }

  /** The maps of the last conversion, by title. */
  private final Map<String, LineIdMap> maps = new HashMap<>();

  private TimelineNamesFile.Names converted(Path input) throws IOException {
    Path out = dir.resolve(input.getFileName() + ".slog2");
    new Converter(ConvertOptions.defaults(), null).convert(input, out);
    Set<Integer> lineIds = new HashSet<>();
    List<LineIdMap> all;
    try (Slog2Reader reader = Slog2Reader.open(out)) {
      all = reader.lineIdMaps();
    }
    maps.clear();
    for (LineIdMap m : all) {
      maps.put(m.title(), m);
      for (int r = 0; r < m.rowCount(); r++) {
        lineIds.add(m.lineId(r));
      }
    }
    TimelineNamesFile.Names names = TimelineNamesFile.read(out, all);
    assertThat(names.timelines().keySet()).as("every timeline named").isEqualTo(lineIds);
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
    Map<Integer, String> ours = convertedNames(TESTDATA.resolve("otf2").resolve(stub + ".otf2"));
    List<String> expected = new ArrayList<>();
    for (String[] t : otf2Timelines(stub)) {
      expected.add(t[0] + " / " + t[1] + " / " + t[2]);
    }
    assertThat(ours.values()).isNotEmpty().containsExactlyInAnyOrderElementsOf(expected);
  }

  /**
   * The names of the locations with events (those that get a timeline, from the oracle's counts of
   * otf2-print's output) as {@code otf2-print -G} defines them: node, location group, location.
   */
  private static List<String[]> otf2Timelines(String stub) throws Exception {
    Path anchor = TESTDATA.resolve("otf2").resolve(stub + ".otf2");
    Map<String, Map<String, String[]>> defs = new HashMap<>();
    for (String line : run("otf2-print", "-G", anchor.toString())) {
      Matcher m = DEFINITION.matcher(line);
      if (m.find()) {
        defs.computeIfAbsent(m.group(1), k -> new HashMap<>()).put(m.group(2), new String[] {m.group(3), m.group(4)});
      }
    }
    List<String[]> timelines = new ArrayList<>();
    new ObjectMapper().readTree(TESTDATA.resolve("otf2").resolve(stub + ".counts.json").toFile())
        .get("events_by_location").fieldNames().forEachRemaining(location -> {
          String[] l = defs.get("LOCATION").get(location);
          String[] group = defs.get("LOCATION_GROUP").get(l[1]);
          String[] node = defs.get("SYSTEM_TREE_NODE").get(group[1]);
          timelines.add(new String[] {node[0], group[0], l[0]});
        });
    return timelines;
  }

  @ParameterizedTest
  @ValueSource(strings = {"prime_v0", "jacobi-2d-imper_v0", "lulesh_7+1_with_uncores_sockets1+2.chop8"})
  void paraverTimelinesAndNodesAreNamedAsTheRowFileListsThem(String name) throws IOException {
    Path prv = TESTDATA.resolve("paraver").resolve(name).resolve(name + ".prv");
    List<String> row = Files.readAllLines(prv.resolveSibling(name + ".row"));
    int at = row.indexOf(row.stream().filter(l -> l.startsWith("LEVEL THREAD SIZE ")).findFirst().orElseThrow());
    int n = Integer.parseInt(row.get(at).substring("LEVEL THREAD SIZE ".length()).strip());
    TimelineNamesFile.Names ours = converted(prv);
    assertThat(ours.timelines()).hasSize(n);
    for (int line = 0; line < n; line++) {
      assertThat(ours.timelines().get(line)).isEqualTo(row.get(at + 1 + line).strip());
    }
    int nodeAt = row.indexOf(row.stream().filter(l -> l.startsWith("LEVEL NODE SIZE ")).findFirst().orElseThrow());
    LineIdMap nodes = maps.get("Paraver nodes");
    for (int line = 0; line < n; line++) {
      int node = nodes.values(nodes.rowOf(line))[0];
      assertThat(group(ours, nodes, line, 1)).isEqualTo(row.get(nodeAt + node).strip());
      // the .row file has no APPL or TASK level: those groups keep their numbers
      assertThat(group(ours, nodes, line, 2)).isNull();
    }
    assertThat(ours.groups()).containsOnlyKeys("Paraver nodes");
  }

  /** The name of the group of {@code map}'s row holding {@code lineId} at {@code level}, or null. */
  private static String group(TimelineNamesFile.Names names, LineIdMap map, int lineId, int level) {
    int[] v = map.values(map.rowOf(lineId));
    return names.groups().getOrDefault(map.title(), Map.of()).get(TimelineNamesFile.groupPath(v, level));
  }

  @ParameterizedTest
  @ValueSource(strings = {"otf2_test_traces/traces", "ping-pong-otf2/traces", "ping-pong-otf2-papi/traces",
      "OTF2_archive/APEX"})
  void otf2GroupsAreNamedByTheSystemTreeNodeAndLocationGroupAsOtf2PrintDefinesThem(String stub) throws Exception {
    TimelineNamesFile.Names ours = converted(TESTDATA.resolve("otf2").resolve(stub + ".otf2"));
    // each timeline as (node, process, timeline's own name): the groups above it agree with its name and the tool
    List<String> expected = new ArrayList<>();
    for (String[] t : otf2Timelines(stub)) {
      expected.add(t[0] + " | " + t[1] + " | " + t[0] + " / " + t[1] + " / " + t[2] + " | process " + t[1]);
    }
    LineIdMap tree = maps.get("System Tree View");
    LineIdMap process = maps.get("Process View");
    List<String> found = new ArrayList<>();
    ours.timelines().forEach((line, name) -> found.add(group(ours, tree, line, 1) + " | " + group(ours, tree, line, 2)
        + " | " + name + " | process " + group(ours, process, line, 1)));
    assertThat(found).isNotEmpty().containsExactlyInAnyOrderElementsOf(expected);
  }

  @ParameterizedTest
  @ValueSource(strings = {"ms", "simu-mardi", "native_sample", "simgrid-fg126"})
  void pajeGroupsAreNamedByTheirContainersAsPjDumpPrintsThem(String name) throws Exception {
    Path trace = TESTDATA.resolve("paje").resolve(name).resolve(name + ".trace");
    TimelineNamesFile.Names ours = converted(trace);
    Map<String, String> parentOf = new HashMap<>();
    boolean root = true;
    for (String line : run("pj_dump", trace.toString())) {
      String[] f = line.split(",\\s*");
      if (f[0].equals("Container")) {
        if (!root) {
          parentOf.put(f[6], f[1]);
        }
        root = false;
      }
    }
    LineIdMap map = maps.get("Paje containers");
    int levels = map.columnLabels().size() - 1;
    int named = 0;
    for (Map.Entry<Integer, String> e : ours.timelines().entrySet()) {
      String[] parts = e.getValue().split("/");
      List<String> chain = new ArrayList<>(); // the container and its parents as pj_dump has them, root first
      for (String c = parts[parts.length - 1]; c != null && !c.equals("0"); c = parentOf.get(c)) {
        chain.add(0, c);
      }
      for (int level = 1; level <= levels; level++) {
        // below its own level a container's timeline is in groups of its own
        assertThat(group(ours, map, e.getKey(), level)).as(e.getValue() + " at level " + level)
            .isEqualTo(chain.get(Math.min(level, chain.size()) - 1));
        named++;
      }
    }
    assertThat(named).as("groups checked").isEqualTo(levels * ours.timelines().size());
  }

  @Test
  void paraverApplicationsAndTasksAreNamedWhereTheRowFileHasThem() throws IOException {
    Path from = TESTDATA.resolve("paraver/qsort_beo3");
    for (String ext : List.of(".prv", ".pcf")) {
      Files.copy(from.resolve("qsort_beo3" + ext), dir.resolve("q" + ext));
    }
    Files.writeString(dir.resolve("q.row"), "LEVEL APPL SIZE 1\nqsort\n\nLEVEL TASK SIZE 4\nrank 0\nrank 1\nrank 2\n"
        + "rank 3\n\nLEVEL NODE SIZE 4\nn1\nn2\nn3\nn4\n");
    TimelineNamesFile.Names ours = converted(dir.resolve("q.prv"));
    assertThat(ours.groups().get("Paraver threads")).isEqualTo(Map.of("1", "qsort", "1/1", "rank 0", "1/2", "rank 1",
        "1/3", "rank 2", "1/4", "rank 3"));
    LineIdMap nodes = maps.get("Paraver nodes");
    for (int line = 0; line < 4; line++) {
      assertThat(group(ours, nodes, line, 2)).isEqualTo("qsort");
      assertThat(group(ours, nodes, line, 3)).isEqualTo("rank " + line);
      assertThat(group(ours, nodes, line, 1)).isEqualTo("n" + nodes.values(nodes.rowOf(line))[0]);
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
