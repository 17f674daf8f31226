package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Random;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The sidecar file: written beside the trace through a temporary file, read back equal, and refused
 * with a one-line reason (never an exception, never a large allocation) when it is damaged,
 * truncated, foreign, or made for another version of the trace.
 */
class StoredOverviewFileTest {
  @TempDir
  static Path dir;
  static Path trace;
  static StoredOverview computed;

  @BeforeAll
  static void writeTraceAndOverview() throws IOException {
    trace = dir.resolve("t.slog2");
    NestedCallsTrace.write(trace, 7, 5, 12, 4, 3, new WriterOptions(2000, 2));
    try (TraceSession s = TraceSession.open(trace)) {
      computed = StoredOverview.compute(s, 300);
    }
    computed.writeBeside(trace);
  }

  /**
   * A read on an interrupted thread (a stored picture no longer wanted) may stop halfway: the
   * session does not keep its answer, so the next caller reads the sidecar again and finds it.
   */
  @Test
  void aReadOnAnInterruptedThreadIsNotKept() throws IOException {
    try (TraceSession s = TraceSession.open(trace)) {
      Thread.currentThread().interrupt();
      try {
        s.storedOverview(); // the interrupted read: present or not, not kept
      } finally {
        assertThat(Thread.interrupted()).as("the interrupt stays set").isTrue();
      }
      assertThat(s.storedOverview()).isPresent();
      assertThat(s.storedOverviewProblem()).isNull();
    }
  }

  /** Resampling stops between pieces of rows when its thread is interrupted, and says so. */
  @Test
  void resamplingStopsWhenItsThreadIsInterrupted() {
    int[] ids = computed.lineIds();
    Thread.currentThread().interrupt();
    try {
      assertThatThrownBy(() -> computed.raster(123, ids.length, line -> Arrays.binarySearch(ids, line)))
          .isInstanceOf(java.util.concurrent.CancellationException.class);
      assertThat(Thread.currentThread().isInterrupted()).as("the interrupt stays set").isTrue();
    } finally {
      Thread.interrupted();
    }
    assertThat(computed.raster(123, ids.length, line -> Arrays.binarySearch(ids, line)).rowCount())
        .isEqualTo(ids.length);
  }

  @Test
  void readsBackWhatWasWrittenAndTheSessionKeepsIt() throws IOException {
    StoredOverview.Found found = StoredOverview.find(trace);
    assertThat(found.problem()).isNull();
    StoredOverview read = found.overview().orElseThrow();
    assertThat(read.run()).isEqualTo(computed.run());
    assertThat(read.lineIds()).containsExactly(computed.lineIds());
    assertThat(read.columns()).isEqualTo(300);
    assertThat(read.runCount()).isEqualTo(computed.runCount()).isPositive();
    int[] ids = read.lineIds();
    for (int width : new int[] {300, 123, 777}) {
      ActivityRaster a = read.raster(width, ids.length, line -> Arrays.binarySearch(ids, line));
      ActivityRaster b = computed.raster(width, ids.length, line -> Arrays.binarySearch(ids, line));
      for (int r = 0; r < ids.length; r++) {
        for (int c = 0; c < width; c++) {
          assertThat(NaiveOverviewRaster.cell(a, r, c)).containsExactly(NaiveOverviewRaster.cell(b, r, c));
        }
      }
    }
    try (TraceSession s = TraceSession.open(trace)) {
      assertThat(s.storedOverview()).isPresent();
      assertThat(s.storedOverview().get()).isSameAs(s.storedOverview().get()); // read once
      assertThat(s.storedOverviewProblem()).isNull();
    }
    try (var files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
    }
  }

  @Test
  void theRunReadInSlabsOfAFewColumnsGivesTheSameRows() throws IOException {
    try (TraceSession s = TraceSession.open(trace)) {
      OverviewRows apart = StoredOverview.compute(s, 300, 1).rows(); // one column a slab
      OverviewRows whole = computed.rows();
      assertThat(apart.looks).containsExactly(whole.looks);
      assertThat(apart.runStart).containsExactly(whole.runStart);
      assertThat(apart.runColumn).containsExactly(whole.runColumn);
      assertThat(apart.runLook).containsExactly(whole.runLook);
      assertThat(apart.densityStart).containsExactly(whole.densityStart);
      assertThat(apart.densityColumn()).containsExactly(whole.densityColumn());
      assertThat(apart.densityLevel).containsExactly(whole.densityLevel);
      assertThat(whole.densityStart[whole.rowCount()]).as("messages in the rows").isPositive();
    }
  }

  @Test
  void noSidecarIsNoOverviewAndNoProblem() throws IOException {
    Path other = dir.resolve("none.slog2");
    Files.copy(trace, other);
    StoredOverview.Found found = StoredOverview.find(other);
    assertThat(found.overview()).isEmpty();
    assertThat(found.problem()).isNull();
  }

  @Test
  void aTraceModifiedSinceIsNotMatched() throws IOException {
    Path copy = dir.resolve("touched.slog2");
    Files.copy(trace, copy);
    Files.copy(StoredOverview.sidecarOf(trace), StoredOverview.sidecarOf(copy));
    Files.setLastModifiedTime(copy, FileTime.fromMillis(Files.getLastModifiedTime(trace).toMillis() + 5000));
    StoredOverview.Found found = StoredOverview.find(copy);
    assertThat(found.overview()).isEmpty();
    assertThat(found.problem()).contains("touched.slog2.overview").contains("modified at");
  }

  @Test
  void aRegeneratedTraceOfTheSameSizeAndTimeIsNotMatched() throws IOException {
    Path other = dir.resolve("regenerated.slog2");
    byte[] bytes = Files.readAllBytes(trace);
    ByteBuffer header = ByteBuffer.wrap(bytes);
    long dirAt = header.getLong(72);
    bytes[(int) dirAt + 10] ^= 0x10; // a node box in the tree directory: same size, other content
    Files.write(other, bytes);
    Files.setLastModifiedTime(other, Files.getLastModifiedTime(trace));
    Files.copy(StoredOverview.sidecarOf(trace), StoredOverview.sidecarOf(other));
    StoredOverview.Found found = StoredOverview.find(other);
    assertThat(found.overview()).isEmpty();
    assertThat(found.problem()).contains("another file of the same size");
  }

  @Test
  void everyTruncationIsRefusedWithAReason() throws IOException {
    byte[] whole = Files.readAllBytes(StoredOverview.sidecarOf(trace));
    for (int n = 0; n < whole.length; n += Math.max(1, whole.length / 500)) {
      assertThat(reasonFor(Arrays.copyOf(whole, n))).as("first %d of %d bytes", n, whole.length)
          .containsAnyOf("truncated", "damaged");
    }
  }

  @Test
  void aFlippedByteIsCaughtByTheChecksum() throws IOException {
    byte[] whole = Files.readAllBytes(StoredOverview.sidecarOf(trace));
    Random random = new Random(3);
    for (int i = 0; i < 200; i++) {
      byte[] b = whole.clone();
      int at = 8 + random.nextInt(b.length - 8);
      b[at] ^= (byte) (1 + random.nextInt(255));
      assertThat(reasonFor(b)).as("byte %d", at).contains("damaged");
    }
  }

  /** Bytes changed and the checksum made right again: the structure checks must catch what matters. */
  @Test
  void changedContentWithAValidChecksumNeverThrowsAnythingElse() throws IOException {
    byte[] whole = Files.readAllBytes(StoredOverview.sidecarOf(trace));
    Random random = new Random(11);
    int refused = 0;
    for (int i = 0; i < 3000; i++) {
      byte[] b = whole.clone();
      for (int k = 1 + random.nextInt(3); k > 0; k--) {
        b[8 + random.nextInt(b.length - 12)] = (byte) random.nextInt(256);
      }
      try {
        OverviewCodec.Decoded d = OverviewCodec.decode(withChecksum(b));
        // what decodes must be usable: resample it
        int[] ids = d.lineIds();
        StoredOverview o = new StoredOverview(d.run(), ids, d.rows(), d.profile());
        o.raster(97, ids.length, line -> Arrays.binarySearch(ids, line));
        assertThat(o.profile().values()).allSatisfy(sec -> assertThat(sec).hasSize(o.profileColumns()));
      } catch (OverviewCodec.BadOverview e) {
        refused++;
        assertThat(e.getMessage()).isNotBlank().doesNotContain("\n");
      }
    }
    assertThat(refused).isPositive();
  }

  @Test
  void countsLargerThanTheFileAreRefusedBeforeAllocating() {
    byte[] b = new byte[200];
    ByteBuffer f = ByteBuffer.wrap(b);
    f.putInt(OverviewCodec.MAGIC).putInt(OverviewCodec.VERSION).putLong(1).putLong(1).putInt(0).putDouble(0).putDouble(1)
        .putInt(4096).putInt(Integer.MAX_VALUE).putInt(0).putInt(0).putInt(0).putInt(0);
    assertThatThrownBy(() -> OverviewCodec.decode(withChecksum(b))).isInstanceOf(OverviewCodec.BadOverview.class)
        .hasMessageContaining("2147483647 lines do not fit");
    f.putInt(48, 2).putInt(52, 1 << 28);
    assertThatThrownBy(() -> OverviewCodec.decode(withChecksum(b))).hasMessageContaining("looks do not fit");
    f.putInt(52, 0).putInt(56, 1 << 30);
    assertThatThrownBy(() -> OverviewCodec.decode(withChecksum(b))).hasMessageContaining("runs, 0 density runs");
    f.putInt(56, 0).putInt(60, 50).putInt(68, 3).putInt(72, 5).putInt(84, 60); // lines 3 and 5, line 3: 60 density runs
    assertThatThrownBy(() -> OverviewCodec.decode(withChecksum(b))).hasMessageContaining("60 density runs in line 0");
    f.putInt(84, 0);
    assertThatThrownBy(() -> OverviewCodec.decode(withChecksum(b))).hasMessageContaining("hold 0 density runs, not the 50");
    f.putInt(60, 0).putInt(44, 1 << 30);
    assertThatThrownBy(() -> OverviewCodec.decode(withChecksum(b))).hasMessageContaining("columns, expected 1 to");
  }

  @Test
  void aForeignFileIsNotAnOverview() throws IOException {
    byte[] png = new byte[300];
    png[0] = (byte) 0x89;
    png[1] = 'P';
    assertThat(reasonFor(png)).contains("not a Leapshot overview");
    byte[] newer = Files.readAllBytes(StoredOverview.sidecarOf(trace));
    ByteBuffer.wrap(newer).putInt(4, 99);
    assertThat(reasonFor(newer)).contains("format version 99");
    // Version 5 sidecars show each column's longest category: never used, whatever else they hold.
    byte[] older = Files.readAllBytes(StoredOverview.sidecarOf(trace));
    ByteBuffer.wrap(older).putInt(4, 5);
    assertThat(OverviewCodec.VERSION).isEqualTo(6);
    assertThat(reasonFor(older)).contains("format version 5, this Leapshot reads 6");
  }

  @Test
  void aFolderThatCannotBeWrittenGivesOneLineNamingTheSidecar() throws IOException {
    Path ro = Files.createDirectory(dir.resolve("ro"));
    Path t = ro.resolve("t.slog2");
    Files.copy(trace, t);
    Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r-xr-xr-x"));
    try {
      assumeFalse(Files.isWritable(ro), "running as a user who may write anywhere (root): not checked");
      assertThatThrownBy(() -> computed.writeBeside(t)).isInstanceOf(IOException.class)
          .hasMessageStartingWith("cannot write " + StoredOverview.sidecarOf(t)).hasMessageNotContaining("\n");
    } finally {
      Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
  }

  @Test
  void theSidecarIsNeverTheTraceItself() throws IOException {
    Path t = dir.resolve("self.slog2");
    Files.copy(trace, t);
    Files.createSymbolicLink(StoredOverview.sidecarOf(t), t);
    assertThatThrownBy(() -> computed.writeBeside(t)).hasMessageContaining("it is the trace itself");
    assertThat(Files.readAllBytes(t)).isEqualTo(Files.readAllBytes(trace));
  }

  private static String reasonFor(byte[] sidecar) throws IOException {
    Path t = dir.resolve("probe.slog2");
    if (!Files.exists(t)) {
      Files.copy(trace, t);
    }
    Files.write(StoredOverview.sidecarOf(t), sidecar);
    StoredOverview.Found found = StoredOverview.find(t);
    assertThat(found.overview()).isEmpty();
    assertThat(found.problem()).doesNotContain("\n");
    return found.problem();
  }

  private static byte[] withChecksum(byte[] b) {
    CRC32C crc = new CRC32C();
    crc.update(b, 0, b.length - 4);
    ByteBuffer.wrap(b).putInt(b.length - 4, (int) crc.getValue());
    return b;
  }
}
