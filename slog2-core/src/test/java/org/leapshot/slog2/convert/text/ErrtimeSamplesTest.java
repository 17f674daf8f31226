package org.leapshot.slog2.convert.text;

import org.leapshot.slog2.testing.SourceToWriter;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.testing.SharedData;
import org.leapshot.slog2.tree.OutOfOrderException;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The reference's nine deliberately bad samples (docs/reference-converter-behaviour.md §1). The
 * reference accepts all of them by default; Leapshot refuses the ones that are really broken, with
 * the line, and accepts what the reference's own check accepts.
 */
class ErrtimeSamplesTest {

  @TempDir
  Path dir;

  /** Feeds a sample through the source into the writer, as a converter that does not sort would. */
  private void convert(String sample) throws IOException {
    Path out = dir.resolve(sample + ".slog2");
    try (TextTraceSource source = TextTraceSource.open(SharedData.testdata("text/" + sample + ".txt"));
        Slog2Writer writer = Slog2Writer.create(out, WriterOptions.DEFAULT)) {
      SourceToWriter.copy(source, writer);
    }
  }

  @ParameterizedTest(name = "{0} is refused at line {1}")
  @CsvSource(delimiter = '|', value = {
      // A state's TimeBBox is (0.0025, 0.001): start after end.
      "errtime2 | 15 | Primitive TimeBBox start 0.0025 is after its end 0.001",
      "errtime4 | 15 | Primitive TimeBBox start 0.0025 is after its end 0.001",
      // A Composite's TimeBBox is (0.004, 0.001).
      "errtime5 | 17 | Composite TimeBBox start 0.004 is after its end 0.001",
      // The arrow inside a composite has TimeBBox (0.004, 0.001); in errtime8 its vertices are reversed too.
      "errtime6 | 19 | Primitive TimeBBox start 0.004 is after its end 0.001",
      "errtime8 | 19 | Primitive TimeBBox start 0.004 is after its end 0.001",
      // The state inside a composite has TimeBBox (0.004, 0.002).
      "errtime9 | 20 | Primitive TimeBBox start 0.004 is after its end 0.002"})
  void brokenBoxesAreRefusedWithTheLine(String sample, int line, String problem) {
    assertThatThrownBy(() -> convert(sample))
        .isInstanceOfSatisfying(TraceInputException.class, e -> {
          assertThat(e.position().line()).isEqualTo(line);
          assertThat(e.problem()).isEqualTo(problem);
        })
        .hasMessageStartingWith(sample + ".txt:" + line + ": ");
    assertThat(dir).isEmptyDirectory();
  }

  @ParameterizedTest(name = "{0} converts like the reference")
  @CsvSource({"errtime3", "errtime7"})
  void swappedVerticesInsideACorrectBoxAreAccepted(String sample) throws IOException {
    // Only containment in the TimeBBox is checked, as by the reference: arrow.txt reverses arrows on purpose.
    convert(sample);
    assertThat(Files.size(dir.resolve(sample + ".slog2"))).isPositive();
  }

  @ParameterizedTest(name = "{0}: the writer refuses the end-time order")
  @CsvSource({"errtime1"})
  void endTimeOrderViolationIsLeftToTheWriter(String sample) throws IOException {
    // Every record is fine on its own, so the source reads the whole file ...
    try (TextTraceSource source = TextTraceSource.open(SharedData.testdata("text/" + sample + ".txt"))) {
      int n = 0;
      while (source.next() != null) {
        n++;
      }
      assertThat(n).isEqualTo(11 + 9 + 3); // categories, top-level drawables, YCoordMaps
    }
    // ... and the writer refuses the state ending at 0.0018 after a drawable ending at 0.002 (the converter sorts).
    assertThatThrownBy(() -> convert(sample)).isInstanceOf(OutOfOrderException.class)
        .hasMessageContaining("0.0018").hasMessageContaining("0.002");
    assertThat(dir).isEmptyDirectory();
  }
}
