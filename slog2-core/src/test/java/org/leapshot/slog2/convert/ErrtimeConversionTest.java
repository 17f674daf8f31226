package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the nine deliberately bad sample files must give (docs/reference-converter-behaviour.md §1).
 * Each is data.txt with one line changed. Unlike the reference, which accepts all nine by default,
 * every time error is an error naming the changed line, and no output file is left; only the
 * changes the reference's -tc cannot see either (swapped vertices inside a correct box) convert.
 */
class ErrtimeConversionTest {
  private static final Path TEXT = Path.of(System.getProperty("leapshot.shared"), "testdata/text");

  @TempDir Path dir;

  @ParameterizedTest(name = "{0}: error at line {1}")
  @CsvSource({
    // A state's box is (0.0025, 0.001): start after end.
    "errtime2.txt, 15",
    "errtime4.txt, 15",
    // A composite's box is (0.004, 0.001).
    "errtime5.txt, 17",
    // An arrow inside a composite has box (0.004, 0.001), with or without reversed vertices.
    "errtime6.txt, 19",
    "errtime8.txt, 19",
    // A state inside a composite has box (0.004, 0.002).
    "errtime9.txt, 20",
  })
  void timeErrorsNameTheirLineAndLeaveNoFile(String file, int line) throws IOException {
    Path in = TEXT.resolve(file);
    Path out = dir.resolve("out.slog2");
    assertThatThrownBy(() -> new Converter(ConvertOptions.defaults(), null).convert(in, out))
        .isInstanceOf(TraceInputException.class)
        .hasMessageStartingWith(file + ":" + line + ": ");
    assertThat(listDir()).isEmpty();
  }

  @ParameterizedTest(name = "{0} converts")
  @CsvSource({
    // Swapped vertices of a state, box correct: every vertex is still inside its box.
    "errtime3.txt",
    // Reversed arrow vertices inside a composite, box correct.
    "errtime7.txt",
  })
  void vertexOrderAloneIsNoError(String file) throws IOException {
    ConvertSummary s = new Converter(ConvertOptions.defaults(), null).convert(TEXT.resolve(file), dir.resolve("o.slog2"));
    assertThat(s.sorted()).isFalse();
    assertThat(s.written().drawables()).isEqualTo(9);
  }

  @Test
  void errtime1IsSortedByDefaultAndRejectedWithCheckOrder() throws IOException {
    // A SENDRECV state now ends at 0.0018, before the previous drawable's end 0.002.
    Path in = TEXT.resolve("errtime1.txt");
    Path out = dir.resolve("e1.slog2");
    ConvertSummary s = new Converter(ConvertOptions.defaults(), null).convert(in, out);
    assertThat(s.sorted()).isTrue();
    assertThat(s.written().drawables()).isEqualTo(9);
    Files.delete(out);

    assertThatThrownBy(() -> new Converter(ConvertOptions.defaults().withCheckOrder(true), null).convert(in, out))
        .isInstanceOf(TraceInputException.class)
        .hasMessage("errtime1.txt:15: drawable ends at 0.0018, before the previous drawable (line 14) ends at 0.002;"
            + " drawables must come in non-decreasing end time");
    assertThat(listDir()).isEmpty();
  }

  @Test
  void keepGoingSkipsTheBadStateAndReportsItsLine() throws IOException {
    ConvertSummary s = new Converter(ConvertOptions.defaults().withKeepGoing(true), null)
        .convert(TEXT.resolve("errtime2.txt"), dir.resolve("e2.slog2"));
    assertThat(s.written().drawables()).isEqualTo(8);
    assertThat(s.report().skippedTotal()).isEqualTo(1);
    assertThat(s.report().messages()).singleElement().asString().startsWith("errtime2.txt:15: ");
  }

  @ParameterizedTest(name = "{0} with keepGoing drops the whole composite")
  @CsvSource({
    // The composite's own box is bad: its three members must not become top-level primitives.
    "errtime5.txt, 17",
    // A member is bad: the composite and its other members go.
    "errtime6.txt, 19",
    "errtime9.txt, 20",
  })
  void keepGoingSkipsABadCompositeWithAllItsMembers(String file, int line) throws IOException {
    ConvertSummary s = new Converter(ConvertOptions.defaults().withKeepGoing(true), null)
        .convert(TEXT.resolve(file), dir.resolve("k.slog2"));
    assertThat(s.written().drawables()).isEqualTo(8);
    assertThat(s.written().composites()).isEqualTo(2);
    assertThat(s.sorted()).isFalse();
    assertThat(s.report().messages()).singleElement().asString().startsWith(file + ":" + line + ": ");
  }

  private java.util.List<Path> listDir() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.toList();
    }
  }
}
