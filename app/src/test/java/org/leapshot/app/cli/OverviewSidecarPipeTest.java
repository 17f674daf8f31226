package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.query.StoredOverview;

/**
 * A named pipe where the overview sidecar {@code FILE.overview} belongs (a slip of {@code mkfifo}, a
 * tool streaming into it) is ignored with its one-line warning: reading it waited for a writer, and
 * {@code render} (as the viewer) never ended.
 */
class OverviewSidecarPipeTest {
  @TempDir Path dir;

  @Test
  void aPipeNamedAsTheOverviewIsIgnoredWithAWarning() throws Exception {
    Path file = Files.copy(CliRun.testdata("reference/fpilog.slog2"), dir.resolve("t.slog2"));
    Path sidecar = dir.resolve("t.slog2.overview");
    assumeTrue(new ProcessBuilder("mkfifo", sidecar.toString()).start().waitFor() == 0, "mkfifo failed");
    Path png = dir.resolve("t.png");
    CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(30),
        () -> CliRun.of("render", file.toString(), "-o", png.toString()));
    assertThat(r.exitCode()).as(r.err()).isZero();
    assertThat(png).isRegularFile();
    StoredOverview.Found found = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> StoredOverview.find(file));
    assertThat(found.overview()).isEmpty();
    assertThat(found.problem()).isEqualTo(sidecar + ": is not a regular file (ignored; run leapshot overview to make it"
        + " again)");
  }
}
