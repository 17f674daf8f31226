package org.leapshot.slog2.convert.paje;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
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
  @ValueSource(strings = {"native_sample", "testAll", "JavaTest", "native_paje", "simu-mardi", "ms", "simgrid-fg126",
      "states", "links", "events", "variables", "containers"})
  void truncatedTracesConvertOrFailCleanly(String name) throws IOException {
    assertThat(damage(name).truncations(30)).isPositive();
  }

  @ParameterizedTest
  @ValueSource(strings = {"simu-mardi", "testAll", "JavaTest", "native_sample", "native_paje", "ms", "simgrid-fg126",
      "states", "links", "events", "variables", "containers"})
  void bitFlippedTracesConvertOrFailCleanly(String name) throws IOException {
    damage(name).bitFlips(30);
  }

  @ParameterizedTest
  @ValueSource(strings = {"ms", "native_sample"})
  void garbageLinesConvertOrFailCleanly(String name) throws IOException {
    assertThat(damage(name).garbageLines(30)).isPositive();
  }

  private static final String HEADER = PajeTestTraces.header("0 P 0 P", "1 S P S", "2 0 p P 0 p");

  private org.leapshot.slog2.convert.ConvertSummary convert(String body) throws IOException {
    Path trace = dir.resolve("t.trace");
    java.nio.file.Files.writeString(trace, HEADER + body);
    return new org.leapshot.slog2.convert.Converter(org.leapshot.slog2.convert.ConvertOptions.defaults(), null)
        .convert(trace, dir.resolve("t.slog2"));
  }

  @Test
  void hugeNamesAreCutToFitSlog2() throws IOException {
    assertThat(convert("3 1.0 p S " + "v".repeat(100_000) + "\n3 2.0 p S short\n").written().drawables())
        .isEqualTo(2);
  }

  @Test
  void aValuePerStateSharesCategoriesBeyondTheLimit() throws IOException {
    StringBuilder body = new StringBuilder();
    int states = PajeCategories.MAX_CATEGORIES + 100;
    for (int i = 0; i <= states; i++) {
      body.append("3 ").append(i).append(" p S job").append(i).append('\n');
    }
    org.leapshot.slog2.convert.ConvertSummary s = convert(body.toString());
    assertThat(s.written().drawables()).isEqualTo(states + 1);
    assertThat(s.written().categories()).isLessThanOrEqualTo(PajeCategories.MAX_CATEGORIES + 1 + 3);
  }
}
