package org.leapshot.app.work;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.TraceView;
import org.leapshot.slog2.query.StoredOverview;

/** The viewer's overview writer says when it starts reading the whole file, and only then. */
class OverviewWriterTest {
  @TempDir
  Path dir;

  @Test
  void itSaysItIsComputingBeforeReadingTheFileAndNotWhenThereIsAnOverview() throws Exception {
    Path trace = dir.resolve("r64.slog2");
    Files.copy(Shared.testdata("reference-converted/gen-r64_2M_21.slog2"), trace);
    List<Boolean> sidecarWhenTold = new ArrayList<>();
    try (TraceView t = TraceView.open(trace)) {
      String said = OverviewWriter.write(t, () -> sidecarWhenTold.add(Files.exists(StoredOverview.sidecarOf(trace))));
      assertThat(said).isEqualTo(OverviewWriter.KEPT);
      assertThat(sidecarWhenTold).containsExactly(false);
      assertThat(OverviewWriter.write(t, () -> sidecarWhenTold.add(true))).isNull();
      assertThat(sidecarWhenTold).hasSize(1);
    }
  }

  @Test
  void onlyTracesBigEnoughForItGetOneUnlessAskedForAnySize() {
    assertThat(OverviewWriter.worthKeeping(1 << 20, null)).as("a small trace").isFalse();
    assertThat(OverviewWriter.worthKeeping(OverviewWriter.MIN_TRACE_BYTES, null)).isTrue();
    assertThat(OverviewWriter.worthKeeping(5L << 30, "")).isTrue();
    assertThat(OverviewWriter.worthKeeping(1 << 20, "true")).as("asked for any size").isTrue();
  }
}
