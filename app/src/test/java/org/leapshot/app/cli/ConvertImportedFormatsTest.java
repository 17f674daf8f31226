package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.format.Slog2Reader;

/** {@code convert --format auto} on the CLOG2 and OTF importers, end to end through the command. */
class ConvertImportedFormatsTest {
  private static final Path SHARED = Path.of(System.getProperty("leapshot.shared"));

  @TempDir Path dir;


  @Test
  void detectsClog2AndReproducesTheReferenceConverterByteForByte() throws IOException {
    Path in = SHARED.resolve("testdata/real-mpi/cpilog-4p.clog2");
    Path slog2 = dir.resolve("cpilog.slog2");
    CliRun run = CliRun.of("convert", in.toString(), "-o", slog2.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("(clog2, ").contains("timelines: 4");
    assertThat(Files.readAllBytes(slog2))
        .isEqualTo(Files.readAllBytes(SHARED.resolve("testdata/real-mpi/cpilog-4p.slog2")));
  }

  @Test
  void detectsAnOtfMasterFileAndConvertsTheWholeTrace() throws IOException {
    Path in = SHARED.resolve("testdata/otf/philosophers/philosophers.otf");
    Path slog2 = dir.resolve("philosophers.slog2");
    CliRun run = CliRun.of("convert", in.toString(), "-o", slog2.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    long traceBytes;
    try (var files = Files.list(in.getParent())) {
      traceBytes = files.mapToLong(p -> p.toFile().length()).sum();
    }
    // The summary counts the event and definition files the master file names, not just the master.
    assertThat(run.out()).contains("(otf, " + String.format(java.util.Locale.ROOT, "%.1f kB", traceBytes / 1e3));
    assertThat(run.out()).as("its event files are not compressed").doesNotContain("decompressed");
    try (Slog2Reader r = Slog2Reader.open(slog2)) {
      assertThat(r.categories().values()).anyMatch(c -> !c.isPreview() && c.summary().count() > 0);
    }
  }

  @Test
  void compressedOtfSpeedIsAlsoGivenPerDecompressedByte() throws IOException {
    Path slog2 = dir.resolve("wrf.slog2");
    CliRun run = CliRun.of("convert", SHARED.resolve("testdata/otf/wrf/wrf.otf").toString(), "-o", slog2.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).containsPattern("time: +[0-9.]+ s, [0-9.]+ MB/s \\(17\\.7 MB decompressed: [0-9.]+ MB/s\\)");
  }

  @Test
  void aTruncatedClog2FailsWithTheOffsetAndLeavesNoOutput() throws IOException {
    byte[] bytes = Files.readAllBytes(SHARED.resolve("testdata/real-mpi/cpilog-4p.clog2"));
    Path in = Files.write(dir.resolve("cut.clog2"), java.util.Arrays.copyOf(bytes, bytes.length / 2 + 3));
    Path slog2 = dir.resolve("cut.slog2");
    CliRun run = CliRun.of("convert", in.toString(), "-o", slog2.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).contains("cut.clog2").containsPattern("@ ?\\d+|offset \\d+");
    assertThat(slog2).doesNotExist();
    try (var files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("cut.clog2");
    }
  }
}
