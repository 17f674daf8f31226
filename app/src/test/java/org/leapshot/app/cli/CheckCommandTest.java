package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code check}: exit 0 and one summary line on good files, exit 1 and one error line on bad ones. */
class CheckCommandTest {

  @Test
  void passesOnEveryReferenceFile() throws IOException {
    for (Path file : CliRun.referenceFiles()) {
      CliRun run = CliRun.of("check", file.toString());
      assertThat(run.exitCode()).as(file + ": " + run.err()).isZero();
      assertThat(run.err()).isEmpty();
      assertThat(run.outLines()).hasSize(1);
      assertThat(run.out()).startsWith(file.getFileName() + ": OK, SLOG 2.0.6, ");
    }
  }

  @Test
  void summaryOfFpilog() {
    CliRun run = CliRun.of("check", CliRun.testdata("reference/fpilog.slog2").toString());
    assertThat(run.out()).isEqualTo("fpilog.slog2: OK, SLOG 2.0.6, 15 nodes, depth 3, 153 drawables, 13 categories, "
        + "1 line-ID map, time 0.002090999999381893 to 0.15782399999989138\n");
  }

  @Test
  void corruptedCopyFailsWithOneLine(@TempDir Path dir) throws IOException {
    byte[] bytes = Files.readAllBytes(CliRun.testdata("reference/fpilog.slog2"));
    bytes[147 + 3] = 99; // the first arrow of leaf (0,0) now uses category 99, which is not defined
    Path bad = Files.write(dir.resolve("bad.slog2"), bytes);
    CliRun run = CliRun.of("check", bad.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).hasLineCount(1).startsWith("check: bad.slog2: tree node (0,0) @108")
        .contains("uses category 99, which the category map does not define");
  }

  @Test
  void truncatedCopyFailsWithOneLine(@TempDir Path dir) throws IOException {
    byte[] bytes = Files.readAllBytes(CliRun.testdata("reference/fpilog.slog2"));
    Path bad = Files.write(dir.resolve("cut.slog2"), java.util.Arrays.copyOf(bytes, 19000));
    CliRun run = CliRun.of("check", bad.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).hasLineCount(1).startsWith("check: cut.slog2: tree directory").doesNotContain("\tat ");
  }
}
