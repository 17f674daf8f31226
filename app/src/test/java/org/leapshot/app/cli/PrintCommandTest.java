package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.format.AllDrawables;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Primitive;

/** {@code print}: the JSON-lines form scripts depend on, and the text form. */
class PrintCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path FPILOG = CliRun.testdata("reference/fpilog.slog2");

  private static List<JsonNode> json(CliRun run) throws IOException {
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).isEmpty();
    List<JsonNode> objects = new ArrayList<>();
    for (String line : run.outLines()) {
      JsonNode node = JSON.readTree(line);
      assertThat(node.isObject()).as(line).isTrue();
      objects.add(node);
    }
    return objects;
  }

  private static Map<String, Integer> countTypes(List<JsonNode> objects) {
    Map<String, Integer> counts = new HashMap<>();
    for (JsonNode o : objects) {
      counts.merge(o.get("type").asText(), 1, Integer::sum);
    }
    return counts;
  }

  @Test
  void jsonOfFpilogHasOneLinePerHeaderCategoryMapAndDrawable() throws IOException {
    List<JsonNode> lines = json(CliRun.of("print", "--json", FPILOG.toString()));
    assertThat(lines).hasSize(1 + 13 + 1 + 153);
    assertThat(lines.get(0).get("type").asText()).isEqualTo("header");
    assertThat(lines.subList(1, 14)).allSatisfy(o -> assertThat(o.get("type").asText()).isEqualTo("category"));
    assertThat(lines.get(14).get("type").asText()).isEqualTo("linemap");
    assertThat(lines.subList(15, lines.size())).allSatisfy(o -> assertThat(o.get("type").asText()).isEqualTo("primitive"));

    JsonNode header = lines.get(0);
    assertThat(header.get("version").asText()).isEqualTo("SLOG 2.0.6");
    assertThat(header.get("childrenPerNode").asInt()).isEqualTo(2);
    assertThat(header.get("leafByteSize").asInt()).isEqualTo(400);
    assertThat(header.get("maxTreeDepth").asInt()).isEqualTo(3);
    assertThat(header.get("start").doubleValue()).isEqualTo(0.002090999999381893);
    assertThat(header.get("end").doubleValue()).isEqualTo(0.15782399999989138);

    JsonNode message = lines.stream().filter(o -> o.path("name").asText().equals("message")).findFirst().orElseThrow();
    assertThat(message.toString()).startsWith("{\"type\":\"category\",\"index\":0,\"name\":\"message\",\"topology\":\"Arrow\","
        + "\"color\":[255,255,255,255],\"width\":3,\"label\":\"msg_tag=%d, msg_size=%d\",\"count\":39,");

    JsonNode map = lines.get(14);
    assertThat(map.get("title").asText()).isEqualTo("Identity Map");
    assertThat(map.get("rows").toString()).isEqualTo("[[0,0],[1,1],[2,2],[3,3]]");
  }

  @Test
  void jsonDrawablesCarryExactTimesVerticesAndInfo() throws IOException {
    List<JsonNode> lines = json(CliRun.of("print", "--json", FPILOG.toString()));
    JsonNode arrow = lines.stream()
        .filter(o -> o.path("start").doubleValue() == 0.0022189999999682186 && o.path("category").asInt() == 0)
        .findFirst().orElseThrow();
    assertThat(arrow.toString()).isEqualTo("{\"type\":\"primitive\",\"category\":0,\"topology\":\"Arrow\","
        + "\"start\":0.0022189999999682186,\"end\":0.0036374999995132384,"
        + "\"vertices\":[[0.0022189999999682186,2],[0.0036374999995132384,3]],\"info\":\"msg_tag=1, msg_size=0\"}");
  }

  @Test
  void everyReferenceFilePrintsParsableJsonWithEveryDrawableExactly() throws IOException {
    for (Path file : CliRun.referenceFiles()) {
      List<JsonNode> lines = json(CliRun.of("print", "--json", file.toString()));
      List<JsonNode> drawables = lines.stream()
          .filter(o -> o.get("type").asText().equals("primitive") || o.get("type").asText().equals("composite")).toList();
      try (Slog2Reader r = Slog2Reader.open(file)) {
        assertThat(countTypes(lines)).as(file.toString()).containsEntry("header", 1)
            .containsEntry("category", r.categories().size()).containsEntry("linemap", r.lineIdMaps().size());
        List<Double> starts = new ArrayList<>();
        AllDrawables.forEach(r, (node, d) -> starts.add(d.start()));
        assertThat(drawables).as(file.toString()).hasSize(starts.size());
        for (int i = 0; i < starts.size(); i++) {
          // Double.toString round-trips: the parsed value is bit-identical to the stored one.
          assertThat(drawables.get(i).get("start").doubleValue()).isEqualTo(starts.get(i));
        }
      }
    }
  }

  @Test
  void compositesListTheirPrimitives() throws IOException {
    List<JsonNode> lines = json(CliRun.of("print", "--json", CliRun.testdata("reference/data.slog2").toString()));
    List<JsonNode> composites = lines.stream().filter(o -> o.get("type").asText().equals("composite")).toList();
    assertThat(composites).hasSize(3);
    JsonNode first = composites.stream().filter(c -> c.get("info").asText().equals("AA=-10 BB=10")).findFirst().orElseThrow();
    assertThat(first.get("category").asInt()).isEqualTo(183);
    assertThat(first.get("start").doubleValue()).isEqualTo(0.001);
    assertThat(first.get("end").doubleValue()).isEqualTo(0.004);
    assertThat(first.get("primitives")).hasSize(3);
    assertThat(first.get("primitives").get(0).get("info").asText()).isEqualTo("msg_tag=10, msg_size=1024");
  }

  @Test
  void shadowsAppearOnlyWhenAskedFor() throws IOException {
    String file = CliRun.testdata("reference-converted/rnd-t4.slog2").toString();
    assertThat(countTypes(json(CliRun.of("print", "--json", file)))).doesNotContainKeys("shadow", "node");
    List<JsonNode> lines = json(CliRun.of("print", "--json", "--shadows", file));
    Map<String, Integer> counts = countTypes(lines);
    try (Slog2Reader r = Slog2Reader.open(CliRun.testdata("reference-converted/rnd-t4.slog2"))) {
      assertThat(counts).containsEntry("node", r.directory().size());
      long[] shadows = {0};
      AllDrawables.forEachNode(r, (e, n) -> n.children().forEach(c -> shadows[0] += c.nestless().size() + c.nestable().size()));
      assertThat(counts).containsEntry("shadow", (int) shadows[0]);
    }
    JsonNode shadow = lines.stream().filter(o -> o.get("type").asText().equals("shadow")).findFirst().orElseThrow();
    assertThat(shadow.get("count").asLong()).isPositive();
    assertThat(shadow.get("weights").size()).isPositive();
  }

  @Test
  void nanRatiosAreWrittenAsNull() throws IOException {
    // pthread_allreduce's MPE_Comm_init events have a NaN inclusive ratio (zero-length drawables).
    List<JsonNode> lines = json(CliRun.of("print", "--json", CliRun.testdata("real-mpi/pthread_allreduce-4p.slog2").toString()));
    JsonNode init = lines.stream().filter(o -> o.path("name").asText().equals("MPE_Comm_init")).findFirst().orElseThrow();
    assertThat(init.get("ratios").get(0).isNull()).isTrue();
    assertThat(init.get("ratios").get(1).doubleValue()).isEqualTo(0.0);
  }

  @Test
  void textFormListsEverythingAndNumbersTheDrawables() {
    CliRun run = CliRun.of("print", FPILOG.toString());
    assertThat(run.exitCode()).isZero();
    List<String> lines = run.outLines();
    assertThat(lines).contains("version = SLOG 2.0.6", "MaxTreeDepth = 3", "TreeRoot    is FBinfo(3702 @ 14765)",
        "ID(0,0) -> TimeBBox(0.0022030000000086147,0.0039584999999533466), FBinfo(383 @ 108)", "4, 3:  3");
    assertThat(lines).filteredOn(l -> l.matches("\\d+: Primitive\\[ .*")).hasSize(153);
    assertThat(lines).anyMatch(l -> l.startsWith("153: Primitive[ "));
    assertThat(lines).anyMatch(l -> l.contains("Category=0 message: msg_tag=1, msg_size=0 ]"
        + " (0.0022189999999682186, 2) (0.0036374999995132384, 3) ] bsize=40"));
  }

  @Test
  void badFileIsOneLineOnStderrAndExitOne() throws IOException {
    CliRun run = CliRun.of("print", "--json", CliRun.testdata("reference/fpilog.slog2printserial.txt").toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).startsWith("print: fpilog.slog2printserial.txt: header @0").contains("not a SLOG-2 file")
        .endsWith("\n").hasLineCount(1);
    assertThat(run.out()).isEmpty();
  }

  @Test
  void primitiveCountMatchesTheReader() throws IOException {
    try (Slog2Reader r = Slog2Reader.open(FPILOG)) {
      long[] primitives = {0};
      AllDrawables.forEach(r, (n, d) -> primitives[0] += d instanceof Primitive ? 1 : 0);
      assertThat(primitives[0]).isEqualTo(153);
    }
  }
}
