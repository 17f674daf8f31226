package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The activity profile kept in the sidecar: after writing and reading back, the exclusive seconds per
 * category and slice equal those of an exact whole-run query at the profile's columns,
 * to float rounding; and a sidecar of the previous format, which has none, is refused as outdated.
 */
class StoredOverviewProfileTest {
  @TempDir
  Path dir;

  @Test
  void theStoredProfileIsTheRealQuerysExclusiveTimeAtItsColumns() throws IOException {
    for (long seed : new long[] {3, 8, 21}) {
      Path trace = dir.resolve("t" + seed + ".slog2");
      NestedCallsTrace.write(trace, seed, 6, 9, 4, 3, new WriterOptions(2000, 2));
      try (TraceSession s = TraceSession.open(trace)) {
        StoredOverview.compute(s, StoredOverview.COLUMNS).writeBeside(trace);
      }
      StoredOverview read = StoredOverview.find(trace).overview().orElseThrow();
      int slices = read.profileColumns();
      assertThat(slices).isEqualTo(OverviewProfile.COLUMNS);
      Map<Integer, double[]> real;
      try (TraceSession s = TraceSession.open(trace)) {
        TimeBox run = s.timeRange();
        WindowResult whole = s.query(WindowQuery.exact(run.earliest(), run.latest()));
        real = ActivityRaster.exclusiveSecondsPerColumn(run.earliest(), run.latest(), slices, s.categories(),
            whole.drawables(), whole.shadows());
      }
      Map<Integer, double[]> stored = read.profile();
      double total = 0;
      for (Map.Entry<Integer, double[]> e : real.entrySet()) {
        double[] want = e.getValue();
        double[] got = stored.getOrDefault(e.getKey(), new double[slices]);
        for (int c = 0; c < slices; c++) {
          assertThat(got[c]).as("seed %d category %d column %d", seed, e.getKey(), c)
              .isCloseTo(want[c], within(Math.abs(want[c]) * 1e-6 + 1e-300));
          total += want[c];
        }
      }
      assertThat(real.keySet()).containsAll(stored.keySet());
      assertThat(stored.size()).as("categories busy in seed %d", seed).isGreaterThan(2);
      assertThat(total).isPositive();
    }
  }

  @Test
  void anOverviewComputedAtFewColumnsKeepsItsProfileAtThoseColumns() throws IOException {
    Path trace = dir.resolve("few.slog2");
    NestedCallsTrace.write(trace, 5, 3, 4, 3, 2, new WriterOptions(2000, 2));
    try (TraceSession s = TraceSession.open(trace)) {
      StoredOverview o = StoredOverview.compute(s, 200);
      assertThat(o.profileColumns()).isEqualTo(200);
      assertThat(o.profile().values()).allSatisfy(sec -> assertThat(sec).hasSize(200));
    }
  }

  @Test
  void aProfileThatDoesNotDecodeLeavesThePictureUsableWithoutAProfile() throws IOException {
    Path trace = traceWithOverview("bad.slog2", 4);
    Path sidecar = StoredOverview.sidecarOf(trace);
    byte[] b = Files.readAllBytes(sidecar);
    int at = b.length - 4 - ByteBuffer.wrap(b).getInt(64); // the profile section, last: its columns first
    assertThat(b[at]).as("its 100 columns").isEqualTo((byte) 100);
    b[at] = 101; // one column more than its entries
    java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
    crc.update(b, 0, b.length - 4);
    ByteBuffer.wrap(b).putInt(b.length - 4, (int) crc.getValue());
    Files.write(sidecar, b);
    StoredOverview.Found found = StoredOverview.find(trace);
    assertThat(found.problem()).isNull();
    StoredOverview o = found.overview().orElseThrow();
    assertThat(o.runCount()).isPositive();
    assertThat(o.profileColumns()).isZero();
    assertThat(o.profile()).isEmpty();
  }

  @Test
  void aSidecarOfTheFormerVersionIsRefusedAsOutdated() throws IOException {
    Path trace = traceWithOverview("old.slog2", 2);
    Path sidecar = StoredOverview.sidecarOf(trace);
    byte[] b = Files.readAllBytes(sidecar);
    // 4: varint rows; 3: the level-of-detail walk's picture, wrong on thousands of timelines; 2: no profile
    for (int former : new int[] {2, 3, 4}) {
      ByteBuffer.wrap(b).putInt(4, former);
      Files.write(sidecar, b);
      StoredOverview.Found found = StoredOverview.find(trace);
      assertThat(found.overview()).isEmpty();
      assertThat(found.problem()).contains("format version " + former + ", this Leapshot reads " + OverviewCodec.VERSION)
          .contains("leapshot overview");
    }
  }

  /** A small generated trace with its overview at 100 columns written beside it. */
  private Path traceWithOverview(String name, long seed) throws IOException {
    Path trace = dir.resolve(name);
    NestedCallsTrace.write(trace, seed, 3, 4, 3, 2, new WriterOptions(2000, 2));
    try (TraceSession s = TraceSession.open(trace)) {
      StoredOverview.compute(s, 100).writeBeside(trace);
    }
    return trace;
  }
}
