package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code stats --json} against brute force over {@code print --json} on the reference files, the
 * real MPI files, a converted OTF trace and generated traces; its options and errors.
 */
class StatsCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir
  static Path dir;
  private static final List<Path> CONVERTED = new ArrayList<>();

  @BeforeAll
  static void convert() throws IOException, InterruptedException {
    Path wrf = CliRun.testdata("otf/wrf/wrf.otf");
    if (Files.exists(wrf)) {
      Path out = dir.resolve("wrf.slog2");
      assertThat(CliRun.of("convert", wrf.toString(), "-o", out.toString()).exitCode()).isZero();
      CONVERTED.add(out);
    }
    Path gen = CliRun.testdata("../tools/gen_text_trace.py");
    if (Files.exists(gen) && python()) {
      for (int seed = 1; seed <= 3; seed++) {
        Path text = dir.resolve("gen" + seed + ".txt");
        Process p = new ProcessBuilder("python3", gen.toString(), "--ranks", String.valueOf(4 * seed), "--drawables",
            "30000", "--seed", String.valueOf(seed), "--quiet", "-o", text.toString()).inheritIO().start();
        assertThat(p.waitFor()).isZero();
        Path out = dir.resolve("gen" + seed + ".slog2");
        // small leaves: states cross many nodes, as in big files
        assertThat(CliRun.of("convert", text.toString(), "-o", out.toString(), "--leaf-bytes", "4096").exitCode())
            .isZero();
        CONVERTED.add(out);
      }
    }
  }

  private static boolean python() {
    try {
      return new ProcessBuilder("python3", "--version").start().waitFor() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  static Stream<Path> realFiles() throws IOException {
    return CliRun.referenceFiles().stream();
  }

  @ParameterizedTest
  @MethodSource("realFiles")
  void statsJsonEqualsBruteForceOverPrintJson(Path file) throws IOException {
    assertEqualsBruteForce(file, null, null);
  }

  @Test
  void convertedAndGeneratedTracesEqualBruteForceWholeAndInAWindow() throws IOException {
    assumeThat(CONVERTED).as("wrf test data or python3 for the generator").isNotEmpty();
    for (Path f : CONVERTED) {
      JsonNode whole = stats(f.toString());
      double t0 = whole.get("from").asDouble();
      double t1 = whole.get("to").asDouble();
      if (!f.getFileName().toString().startsWith("wrf")) {
        assertEqualsBruteForce(f, null, null); // wrf is printed in a window only: 0.5 M drawables
      }
      assertEqualsBruteForce(f, t0 + (t1 - t0) * 0.31, t0 + (t1 - t0) * 0.37);
    }
  }

  @Test
  void exclusiveIsInclusiveMinusNestedChildren() throws IOException {
    // fpilog: User_Broadcast holds the BCAST call of its rank; its exclusive time is what that leaves
    JsonNode s = stats(CliRun.testdata("reference/fpilog.slog2").toString());
    Map<List<Integer>, JsonNode> rows = rows(s);
    int compute = categoryIndex(s, "User_Broadcast");
    JsonNode outer = rows.get(List.of(0, compute));
    assertThat(outer.get("exclusive").asDouble()).isLessThan(outer.get("inclusive").asDouble());
    double sum = 0;
    for (JsonNode r : s.get("rows")) {
      if (r.get("timeline").asInt() == 0 && categoryTopology(s, r.get("category").asInt()).equals("State")) {
        sum += r.get("exclusive").asDouble();
      }
    }
    assertThat(sum).isLessThanOrEqualTo(s.get("to").asDouble() - s.get("from").asDouble() + 1e-12);
  }

  @Test
  void timelinesOptionKeepsTheirRowsAndTheMessagesTheySend() throws IOException {
    String f = CliRun.testdata("real-mpi/stencil2d-8p.slog2").toString();
    JsonNode all = stats(f);
    int first = all.get("messages").get(0).get("from").asInt() - 1;
    List<Integer> picked = List.of(first + 1, first + 3, first + 4);
    JsonNode some = stats(f, "--timelines", (first + 1) + "," + (first + 3) + "-" + (first + 4));
    List<JsonNode> expected = new ArrayList<>();
    all.get("rows").forEach(r -> {
      if (picked.contains(r.get("timeline").asInt())) {
        expected.add(r);
      }
    });
    assertThat(expected).isNotEmpty();
    assertThat(some.get("rows")).containsExactlyElementsOf(expected);
    assertThat(some.get("messages")).isNotEmpty().allSatisfy(m -> assertThat(m.get("from").asInt()).isIn(picked));
  }

  @Test
  void approximateAnswerSaysSoAndStaysWithinItsBound() throws IOException {
    assumeThat(CONVERTED).isNotEmpty();
    for (Path f : CONVERTED) {
      JsonNode exact = stats(f.toString());
      JsonNode approx = stats(f.toString(), "--approximate");
      assertThat(exact.get("approximate").asBoolean()).isFalse();
      double bound = approx.get("bound").get("timelineSeconds").asDouble();
      Map<List<Integer>, JsonNode> e = rows(exact);
      Map<List<Integer>, JsonNode> a = rows(approx);
      for (Map.Entry<List<Integer>, JsonNode> r : e.entrySet()) {
        JsonNode got = a.get(r.getKey());
        double ex = got == null ? 0 : got.get("exclusive").asDouble();
        assertThat(Math.abs(ex - r.getValue().get("exclusive").asDouble())).as("%s %s", f, r.getKey())
            .isLessThanOrEqualTo(bound + 1e-9);
      }
      if (approx.get("approximate").asBoolean()) {
        assertThat(approx.get("messages")).allSatisfy(m -> assertThat(m.get("bytes").isNull()).isTrue());
      }
    }
  }

  @Test
  void textOutputNamesTheCategoriesAndSaysExact() {
    CliRun r = CliRun.of("stats", CliRun.testdata("reference/fpilog.slog2").toString());
    assertThat(r.exitCode()).isZero();
    assertThat(r.outLines().get(0)).endsWith(", exact");
    assertThat(r.out()).contains("User_Compute").contains("messages");
  }

  @Test
  void userMistakesAreUsageErrorsAndBadFilesOneLine() throws IOException {
    String f = CliRun.testdata("reference/fpilog.slog2").toString();
    assertThat(CliRun.of("stats", f, "--from", "2", "--to", "1").exitCode()).isEqualTo(2);
    assertThat(CliRun.of("stats", f, "--from", "NaN").exitCode()).isEqualTo(2);
    assertThat(CliRun.of("stats", f, "--timelines", "3-1").exitCode()).isEqualTo(2);
    assertThat(CliRun.of("stats", f, "--timelines", "x").exitCode()).isEqualTo(2);
    CliRun unknown = CliRun.of("stats", f, "--timelines", "999");
    assertThat(unknown.exitCode()).isEqualTo(2);
    assertThat(unknown.err()).contains("no timeline with line ID 999");
    Path bad = dir.resolve("bad.slog2");
    Files.writeString(bad, "not a trace");
    CliRun r = CliRun.of("stats", bad.toString());
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.err().strip()).startsWith("stats: ").contains("bad.slog2").doesNotContain("\n");
    assertThat(r.out()).isEmpty();
  }

  private static void assertEqualsBruteForce(Path file, Double from, Double to) throws IOException {
    List<String> args = new ArrayList<>(List.of(file.toString()));
    if (from != null) {
      args.addAll(List.of("--from", Double.toString(from), "--to", Double.toString(to)));
    }
    JsonNode s = stats(args.toArray(String[]::new));
    List<String> printArgs = new ArrayList<>(List.of("print", "--json"));
    printArgs.addAll(args);
    CliRun print = CliRun.of(printArgs.toArray(String[]::new));
    assertThat(print.exitCode()).as(print.err()).isZero();
    PrintedStatistics brute = new PrintedStatistics(print.outLines(), s.get("from").asDouble(), s.get("to").asDouble());
    double tolerance = 1e-9 * Math.max(1, s.get("to").asDouble() - s.get("from").asDouble());
    Map<List<Integer>, JsonNode> rows = rows(s);
    assertThat(rows.keySet()).as(file.toString()).containsExactlyInAnyOrderElementsOf(brute.cells.keySet());
    brute.cells.forEach((key, v) -> {
      JsonNode r = rows.get(key);
      String where = file.getFileName() + " timeline/category " + key;
      assertThat(r.get("count").asLong()).as(where).isEqualTo((long) v[0]);
      assertThat(r.get("inclusive").asDouble()).as(where).isCloseTo(v[1], org.assertj.core.api.Assertions.within(tolerance));
      assertThat(r.get("exclusive").asDouble()).as(where).isCloseTo(v[2], org.assertj.core.api.Assertions.within(tolerance));
    });
    Map<List<Integer>, long[]> msgs = new HashMap<>();
    s.get("messages").forEach(m -> msgs.put(List.of(m.get("from").asInt(), m.get("to").asInt()),
        new long[] {m.get("count").asLong(), m.get("bytes").asLong()}));
    assertThat(msgs.keySet()).containsExactlyInAnyOrderElementsOf(brute.messages.keySet());
    brute.messages.forEach((k, v) -> assertThat(msgs.get(k)).as("messages %s", k).containsExactly(v));
  }

  static JsonNode stats(String... args) throws IOException {
    String[] all = Stream.concat(Stream.of("stats", "--json"), Stream.of(args)).toArray(String[]::new);
    CliRun r = CliRun.of(all);
    assertThat(r.exitCode()).as(r.err()).isZero();
    assertThat(r.outLines()).hasSize(1);
    return JSON.readTree(r.out());
  }

  private static Map<List<Integer>, JsonNode> rows(JsonNode s) {
    Map<List<Integer>, JsonNode> m = new HashMap<>();
    s.get("rows").forEach(r -> m.put(List.of(r.get("timeline").asInt(), r.get("category").asInt()), r));
    return m;
  }

  private static int categoryIndex(JsonNode s, String name) {
    for (JsonNode c : s.get("categories")) {
      if (c.get("name").asText().equals(name)) {
        return c.get("index").asInt();
      }
    }
    throw new AssertionError("no category " + name);
  }

  private static String categoryTopology(JsonNode s, int index) {
    for (JsonNode c : s.get("categories")) {
      if (c.get("index").asInt() == index) {
        return c.get("topology").asText();
      }
    }
    return "State";
  }
}
