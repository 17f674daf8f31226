package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** {@code info}: counts from the header, directory and category summaries. */
class InfoCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode info(String file) throws IOException {
    CliRun run = CliRun.of("info", "--json", CliRun.testdata(file).toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.outLines()).hasSize(1);
    return JSON.readTree(run.out());
  }

  @Test
  void fpilogCounts() throws IOException {
    JsonNode info = info("reference/fpilog.slog2");
    assertThat(info.get("version").asText()).isEqualTo("SLOG 2.0.6");
    assertThat(info.get("start").doubleValue()).isEqualTo(0.002090999999381893);
    assertThat(info.get("end").doubleValue()).isEqualTo(0.15782399999989138);
    assertThat(info.get("maxTreeDepth").asInt()).isEqualTo(3);
    assertThat(info.get("nodes").asInt()).isEqualTo(15);
    assertThat(info.get("leaves").asInt()).isEqualTo(8);
    assertThat(info.get("drawables").asLong()).isEqualTo(153);
    assertThat(info.get("byTopology").toString()).isEqualTo("{\"Event\":0,\"State\":114,\"Arrow\":39}");
    assertThat(info.get("categories")).hasSize(11);
    assertThat(info.get("categories").findValuesAsText("name")).contains("message", "SENDRECV").doesNotContain("Preview_State");
    JsonNode sendrecv = info.get("categories").findParents("name").stream()
        .filter(c -> c.get("name").asText().equals("SENDRECV")).findFirst().orElseThrow();
    assertThat(sendrecv.get("count").asLong()).isEqualTo(24);
    assertThat(info.get("lineIdMaps").toString()).isEqualTo("[{\"title\":\"Identity Map\",\"rows\":4}]");
  }

  @Test
  void realMpiTraceHasThreeLineIdMaps() throws IOException {
    JsonNode info = info("real-mpi/comm1_isr-4p.slog2");
    assertThat(info.get("lineIdMaps").toString()).isEqualTo("[{\"title\":\"Process View\",\"rows\":10},"
        + "{\"title\":\"Communicator View\",\"rows\":10},{\"title\":\"Identity Map\",\"rows\":10}]");
    // The converter stored one more drawable than slog2printserial lists (the final MPE_Comm_finalize event).
    assertThat(info.get("drawables").asLong()).isEqualTo(113 + 1);
  }

  @Test
  void textFormNamesTheCounts() {
    CliRun run = CliRun.of("info", CliRun.testdata("reference/fpilog.slog2").toString());
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).contains("version:     SLOG 2.0.6")
        .contains("tree:        depth 3, 15 nodes, 8 leaves")
        .contains("drawables:   153 (State 114, Arrow 39, Event 0")
        .contains("Identity Map: 4 rows");
  }
}
