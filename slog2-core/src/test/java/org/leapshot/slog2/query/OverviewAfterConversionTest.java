package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.write.WriterOptions;

/** A converted file gets its overview with it from the size on where its first picture would wait. */
class OverviewAfterConversionTest {
  @TempDir
  Path dir;

  @Test
  void aFileFromTheSizeOnGetsAnOverviewTheViewerCanUse() throws IOException {
    Path trace = dir.resolve("big.slog2");
    NestedCallsTrace.write(trace, 3, 4, 10, 3, 2, new WriterOptions(2000, 2));
    StoredOverview written = OverviewAfterConversion.writeIfBig(trace, Files.size(trace)).orElseThrow();
    StoredOverview.Found found = StoredOverview.find(trace);
    assertThat(found.problem()).isNull();
    StoredOverview read = found.overview().orElseThrow();
    assertThat(read.columns()).isEqualTo(StoredOverview.COLUMNS);
    assertThat(read.lineIds()).containsExactly(written.lineIds()).isNotEmpty();
    assertThat(read.runCount()).isEqualTo(written.runCount()).isPositive();
  }

  @Test
  void aSessionKeepsTheOverviewItWroteWithoutReadingItBack() throws IOException {
    Path trace = dir.resolve("t.slog2");
    NestedCallsTrace.write(trace, 3, 4, 10, 3, 2, new WriterOptions(2000, 2));
    try (TraceSession s = TraceSession.open(trace)) {
      assertThat(s.storedOverview()).isEmpty();
      StoredOverview written = s.writeStoredOverview();
      assertThat(s.storedOverview()).containsSame(written);
      assertThat(s.storedOverviewProblem()).isNull();
    }
    assertThat(StoredOverview.find(trace).overview()).isPresent();
  }

  @Test
  void aSmallerFileGetsNone() throws IOException {
    Path trace = dir.resolve("small.slog2");
    NestedCallsTrace.write(trace, 3, 4, 10, 3, 2, new WriterOptions(2000, 2));
    assertThat(OverviewAfterConversion.writeIfBig(trace, Files.size(trace) + 1)).isEmpty();
    assertThat(OverviewAfterConversion.writeIfBig(trace)).isEmpty();
    assertThat(StoredOverview.sidecarOf(trace)).doesNotExist();
  }
}
