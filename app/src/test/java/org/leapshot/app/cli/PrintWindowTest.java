package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.format.AllDrawables;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Drawable;

/** {@code print --from/--to}: exactly the real drawables intersecting the window, in start order. */
class PrintWindowTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @ParameterizedTest
  @CsvSource({"reference/fpilog.slog2, 0.05, 0.06", "reference/fpilog.slog2, 0, 1", "reference/fpilog.slog2, 0.1, 0.1",
      "real-mpi/stencil2d-8p.slog2, 0.2, 0.21", "real-mpi/cpilog-4p.slog2, -5, 0.001", "real-mpi/iotest-4p.slog2, 9, 10"})
  void jsonWindowHoldsExactlyTheIntersectingDrawables(String file, double t0, double t1) throws IOException {
    Path path = CliRun.testdata(file);
    CliRun run = CliRun.of("print", "--json", path.toString(), "--from", Double.toString(t0), "--to", Double.toString(t1));
    assertThat(run.exitCode()).as(run.err()).isZero();
    List<String> printed = new ArrayList<>();
    double lastStart = Double.NEGATIVE_INFINITY;
    for (String line : run.outLines()) {
      JsonNode o = JSON.readTree(line);
      String type = o.get("type").asText();
      if (type.equals("primitive") || type.equals("composite")) {
        double start = o.get("start").doubleValue();
        assertThat(start).isGreaterThanOrEqualTo(lastStart);
        lastStart = start;
        printed.add(o.get("category").asInt() + "@" + start + "-" + o.get("end").doubleValue());
      }
    }
    List<String> expected = new ArrayList<>();
    try (Slog2Reader r = Slog2Reader.open(path)) {
      AllDrawables.forEach(r, (node, d) -> {
        if (d.start() <= t1 && d.end() >= t0) {
          expected.add(key(d));
        }
      });
    }
    assertThat(printed).containsExactlyInAnyOrderElementsOf(expected);
  }

  @Test
  void textWindowNumbersItsDrawablesFromOne() {
    CliRun run = CliRun.of("print", CliRun.testdata("reference/fpilog.slog2").toString(), "--from", "0.05", "--to", "0.06");
    assertThat(run.exitCode()).as(run.err()).isZero();
    List<String> drawables = run.outLines().stream().filter(l -> l.matches("\\d+: (Primitive|Composite)\\[.*")).toList();
    assertThat(drawables).isNotEmpty();
    assertThat(drawables.get(0)).startsWith("1: ");
    assertThat(drawables.get(drawables.size() - 1)).startsWith(drawables.size() + ": ");
  }

  @Test
  void windowEndingBeforeItStartsIsAUserError() {
    CliRun run = CliRun.of("print", CliRun.testdata("reference/fpilog.slog2").toString(), "--from", "0.2", "--to", "0.1");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("--from");
  }

  private static String key(Drawable d) {
    return d.categoryIndex() + "@" + d.start() + "-" + d.end();
  }
}
