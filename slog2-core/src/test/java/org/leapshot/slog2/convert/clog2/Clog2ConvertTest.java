package org.leapshot.slog2.convert.clog2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.ConvertSummary;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.ProgressListener;
import org.leapshot.slog2.convert.TraceFormat;
import org.leapshot.slog2.convert.TraceInputException;

/** CLOG2 through the converter: detected by content, streamed to the writer, damaged files with --keep-going. */
class Clog2ConvertTest {

  @TempDir
  Path dir;

  @Test
  void aClog2FileIsDetectedAndConvertedToTheReferenceBytes() throws IOException {
    Path output = dir.resolve("out.slog2");
    ConvertSummary summary = new Converter(ConvertOptions.defaults(), ProgressListener.NONE)
        .convert(Clog2Fixtures.clog2("samplesort-8p"), output);

    assertThat(summary.format()).isEqualTo(TraceFormat.CLOG2);
    assertThat(summary.sorted()).as("MPE's merged log is in end-time order").isFalse();
    assertThat(Files.readAllBytes(output))
        .isEqualTo(Files.readAllBytes(Clog2Fixtures.realMpi().resolve("samplesort-8p.slog2")));
  }

  @Test
  void damagedFilesConvertOrFailWithAnInputErrorThroughTheWholeConverter() {
    assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
      byte[] whole = Files.readAllBytes(Clog2Fixtures.clog2("samplesort-8p"));
      Random random = new Random(21);
      int converted = 0;
      for (int trial = 0; trial < 150; trial++) {
        byte[] damaged = whole.clone();
        for (int f = 0; f < 3; f++) {
          damaged[1024 + random.nextInt(45_000)] ^= (byte) (1 << random.nextInt(8));
        }
        Path input = Files.write(dir.resolve("flip.clog2"), damaged);
        Path output = dir.resolve("flip.slog2");
        try {
          new Converter(ConvertOptions.defaults(), ProgressListener.NONE).convert(input, output);
          converted++;
          assertThat(output).exists();
        } catch (TraceInputException e) {
          assertThat(e.getMessage()).as("trial %d", trial).contains("flip.clog2");
        }
        Files.deleteIfExists(output);
      }
      assertThat(converted).isPositive();
    });
  }

  @Test
  void aTruncatedFileStopsTheConversionOrGivesWhatWasReadWhenKeepingGoing() throws IOException {
    byte[] whole = Files.readAllBytes(Clog2Fixtures.clog2("stencil2d-8p"));
    Path cut = Files.write(dir.resolve("cut.clog2"), Arrays.copyOf(whole, 1024 + 65536 + 1000));
    Path output = dir.resolve("cut.slog2");

    assertThatThrownBy(() -> new Converter(ConvertOptions.defaults(), ProgressListener.NONE).convert(cut, output))
        .isInstanceOf(TraceInputException.class)
        .hasMessageContaining("cut.clog2 @66560");
    assertThat(output).doesNotExist();

    ConvertSummary summary = new Converter(ConvertOptions.defaults().withKeepGoing(true), ProgressListener.NONE)
        .convert(cut, output);
    assertThat(summary.report().skipped()).containsEntry("bad record", 1L);
    assertThat(summary.report().skipped().keySet()).anyMatch(kind -> kind.startsWith("CLOG2 unmatched"));
    assertThat(output).exists();
  }
}
