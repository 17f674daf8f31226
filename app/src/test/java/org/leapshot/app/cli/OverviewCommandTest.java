package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.StoredOverview;
import org.leapshot.slog2.query.TraceSession;
import org.leapshot.slog2.query.WindowResult;

/** {@code leapshot overview FILE}: writes the sidecar the viewer and bench then read; errors in one line. */
class OverviewCommandTest {
  @TempDir
  Path dir;

  @Test
  void writesTheOverviewBesideTheFileAndASessionFindsIt() throws Exception {
    Path trace = copy("real-mpi/stencil2d-8p.slog2");
    CliRun run = CliRun.of("overview", trace.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).startsWith("wrote " + StoredOverview.sidecarOf(trace)).contains("timelines at 4096 columns");
    assertThat(Files.readAllBytes(trace)).isEqualTo(Files.readAllBytes(CliRun.testdata("real-mpi/stencil2d-8p.slog2")));
    try (TraceSession s = TraceSession.open(trace)) {
      StoredOverview o = s.storedOverview().orElseThrow();
      assertThat(o.run()).isEqualTo(s.timeRange());
      int[] lines = o.lineIds();
      ActivityRaster r = o.raster(800, lines.length, line -> Arrays.binarySearch(lines, line));
      WindowResult lod = s.overview(800);
      ActivityRaster tree = ActivityRaster.build(o.run().earliest(), o.run().latest(), 800, lines.length,
          line -> Arrays.binarySearch(lines, line), Map.of(), lod.drawables(), lod.shadows());
      int shown = 0;
      int agree = 0;
      for (int row = 0; row < r.rowCount(); row++) {
        for (int c = 0; c < 800; c++) {
          shown += r.category(row, c) != ActivityRaster.NONE ? 1 : 0;
          agree += r.category(row, c) == tree.category(row, c) ? 1 : 0;
        }
      }
      // the tree's own picture of the whole run (0.998 of the cells agreed when written)
      assertThat(agree).as("cells as the tree shows them").isGreaterThan(r.rowCount() * 800 * 95 / 100);
      assertThat(shown).as("cells showing a state").isGreaterThan(r.rowCount() * 800 / 4);
    }
    try (var files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("stencil2d-8p.slog2",
          "stencil2d-8p.slog2.overview");
    }
  }

  @Test
  void argumentMistakesAreUsageErrors() {
    assertThat(CliRun.of("overview").exitCode()).isEqualTo(2);
    assertThat(CliRun.of("overview", "a.slog2", "b.slog2").exitCode()).isEqualTo(2);
    assertThat(CliRun.of("overview", "--columns", "7", "a.slog2").exitCode()).isEqualTo(2);
  }

  @Test
  void aMissingFileIsOneLine() {
    CliRun run = CliRun.of("overview", dir.resolve("none.slog2").toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err().strip()).doesNotContain("\n").contains("none.slog2");
  }

  @Test
  void aSidecarThatCannotBeWrittenIsOneLineNamingIt() throws Exception {
    Path trace = copy("real-mpi/stencil2d-8p.slog2");
    Files.createDirectories(StoredOverview.sidecarOf(trace).resolve("inside")); // a folder in the way
    CliRun run = CliRun.of("overview", trace.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err().strip()).isEqualTo("overview: cannot write " + StoredOverview.sidecarOf(trace) + ": it is a directory");
  }

  private Path copy(String testdata) throws Exception {
    Path to = dir.resolve(Path.of(testdata).getFileName().toString());
    Files.copy(CliRun.testdata(testdata), to);
    return to;
  }
}
