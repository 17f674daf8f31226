package org.leapshot.slog2.convert.paraver;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.ConvertSummary;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.CorruptTextTraces;
import org.leapshot.slog2.convert.TraceFormat;
import org.leapshot.slog2.model.Topology;

/** Damaged copies of a Paraver sample (with its .pcf and .row) convert or fail with a clean message. */
class ParaverCorruptionTest {
  @TempDir Path dir;

  private CorruptTextTraces damage(String trace) throws IOException {
    Path src = ParaverSamplesTest.PARAVER.resolve(trace);
    for (String ext : new String[] {".pcf", ".row"}) {
      if (Files.exists(src.resolve(trace + ext))) {
        Files.copy(src.resolve(trace + ext), dir.resolve(trace + ext));
      }
    }
    return new CorruptTextTraces(ParaverSamplesTest.prv(trace), dir.resolve(trace + ".prv"), TraceFormat.PARAVER);
  }

  /** Every sample: the old header without a unit (qsort), two applications (lulesh), a CPU list (prime). */
  @ParameterizedTest
  @ValueSource(strings = {"qsort_beo3", "lulesh_7+1_with_uncores_sockets1+2.chop8", "prime_v0", "jacobi-2d-imper_v0"})
  void truncatedTracesConvertOrFailCleanly(String trace) throws IOException {
    assertThat(damage(trace).truncations(40)).as("cut inside the header or a record").isPositive();
  }

  @ParameterizedTest
  @ValueSource(strings = {"qsort_beo3", "lulesh_7+1_with_uncores_sockets1+2.chop8", "prime_v0", "jacobi-2d-imper_v0"})
  void bitFlippedTracesConvertOrFailCleanly(String trace) throws IOException {
    damage(trace).bitFlips(40);
  }

  @Test
  void garbageLinesAreRejectedWithTheirLine() throws IOException {
    assertThat(damage("prime_v0").garbageLines(30)).isEqualTo(30);
  }

  @Test
  void damagedPcfAndRowFilesNeverStopTheConversion() throws IOException {
    String trace = "prime_v0";
    Path prv = Files.copy(ParaverSamplesTest.prv(trace), dir.resolve(trace + ".prv"));
    Random random = new Random(5);
    for (String ext : new String[] {".pcf", ".row"}) {
      byte[] bytes = Files.readAllBytes(ParaverSamplesTest.PARAVER.resolve(trace).resolve(trace + ext));
      for (int i = 0; i < 15; i++) {
        byte[] copy = Arrays.copyOf(bytes, i % 3 == 0 ? random.nextInt(bytes.length) : bytes.length);
        for (int f = 0; f < 4 && copy.length > 0; f++) {
          copy[random.nextInt(copy.length)] ^= (byte) (1 << random.nextInt(8));
        }
        Files.write(dir.resolve(trace + ext), copy);
        ConvertSummary s = new Converter(ConvertOptions.defaults(), null).convert(prv, dir.resolve("out.slog2"));
        // a damaged .pcf may label value 0 of one more type as an end, making its values calls too
        assertThat(s.written().primitives().get(Topology.STATE)).as(ext + " damage " + i)
            .isGreaterThanOrEqualTo(ParaverSamplesTest.count(trace, "state_records") + ParaverSamplesTest.scan(trace).callValues());
      }
    }
  }

  @Test
  void truncatedGzipFailsWithTheFileAndLine() throws IOException {
    java.io.ByteArrayOutputStream zipped = new java.io.ByteArrayOutputStream();
    try (java.util.zip.GZIPOutputStream o = new java.util.zip.GZIPOutputStream(zipped)) {
      Files.copy(ParaverSamplesTest.prv("prime_v0"), o);
    }
    byte[] gz = zipped.toByteArray();
    Path cut = dir.resolve("prime_v0.prv.gz");
    for (int length : new int[] {gz.length / 3, gz.length - 20, 11}) {
      Files.write(cut, Arrays.copyOf(gz, length));
      org.assertj.core.api.Assertions.assertThatThrownBy(
          () -> new Converter(ConvertOptions.defaults(), null).convert(cut, dir.resolve("gz.slog2")))
          .as("cut to " + length).isInstanceOf(org.leapshot.slog2.convert.TraceInputException.class)
          .hasMessageContaining(cut.toString());
    }
  }
}
