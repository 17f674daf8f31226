package org.leapshot.slog2.convert.paje;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.CorruptTextTraces;
import org.leapshot.slog2.convert.TraceFormat;

/** Damaged copies of Paje samples convert or fail with a clean message naming the file and line. */
class PajeCorruptionTest {
  @TempDir Path dir;

  private CorruptTextTraces damage(String name) {
    return new CorruptTextTraces(PajeSamplesTest.trace(name), dir.resolve(name + ".trace"), TraceFormat.PAJE);
  }

  @ParameterizedTest
  @ValueSource(strings = {"native_sample", "testAll", "JavaTest"})
  void truncatedTracesConvertOrFailCleanly(String name) throws IOException {
    assertThat(damage(name).truncations(30)).isPositive();
  }

  @ParameterizedTest
  @ValueSource(strings = {"simu-mardi", "testAll", "JavaTest"})
  void bitFlippedTracesConvertOrFailCleanly(String name) throws IOException {
    damage(name).bitFlips(30);
  }

  @ParameterizedTest
  @ValueSource(strings = {"ms", "native_sample"})
  void garbageLinesConvertOrFailCleanly(String name) throws IOException {
    assertThat(damage(name).garbageLines(30)).isPositive();
  }
}
