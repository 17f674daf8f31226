package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Interrupting the converting thread cancels the conversion: it stops, deletes the temporary output
 * and the sorter's run files, and leaves only the input behind. The interrupt comes from the progress
 * listener, which runs on the converting thread, so the tests do not depend on timing.
 */
class ConverterCancelTest {
  /** States per processor: several progress intervals (8192 drawables) long. */
  private static final int STATES = 20_000;

  @TempDir Path dir;

  @AfterEach
  void clearInterrupt() {
    Thread.interrupted();
  }

  @Test
  void anInterruptWhileReadingStopsAndLeavesNoFile() throws IOException {
    Path in = picl(false);
    Path out = dir.resolve("out.slog2");
    List<String> phases = new ArrayList<>();
    Converter converter = new Converter(ConvertOptions.defaults(), (phase, fraction) -> {
      phases.add(phase);
      Thread.currentThread().interrupt();
    });

    assertThatThrownBy(() -> converter.convert(in, out))
        .isInstanceOf(ConversionCancelledException.class)
        .hasMessage("conversion of " + in + " was cancelled");
    assertThat(phases).containsExactly("reading");
    assertThat(Thread.currentThread().isInterrupted()).isTrue();
    assertThat(listDir()).containsExactly(in);
  }

  @Test
  void anInterruptWhileWritingSortedDrawablesDeletesTheRunFilesToo() throws IOException {
    Path in = picl(true);
    Path out = dir.resolve("out.slog2");
    List<String> phases = new ArrayList<>();
    // A small budget makes the sorter spill runs beside the output, which the cancel must delete.
    Converter converter = new Converter(ConvertOptions.defaults().withSortBudgetBytes(1 << 16), (phase, fraction) -> {
      phases.add(phase);
      if (phase.equals("writing")) {
        Thread.currentThread().interrupt();
      }
    });

    assertThatThrownBy(() -> converter.convert(in, out)).isInstanceOf(ConversionCancelledException.class);
    assertThat(phases).contains("reading").endsWith("writing");
    assertThat(listDir()).containsExactly(in);
  }

  @Test
  void anAlreadyInterruptedThreadDoesNotStart() throws IOException {
    Path in = picl(false);
    Path out = dir.resolve("out.slog2");
    Thread.currentThread().interrupt();
    assertThatThrownBy(() -> new Converter(ConvertOptions.defaults(), null).convert(in, out))
        .isInstanceOf(ConversionCancelledException.class);
    assertThat(listDir()).containsExactly(in);
  }

  @Test
  void withoutAnInterruptTheSameInputConverts() throws IOException {
    Path in = picl(true);
    Path out = dir.resolve("out.slog2");
    ConvertSummary s = new Converter(ConvertOptions.defaults().withSortBudgetBytes(1 << 16), null).convert(in, out);
    assertThat(s.sorted()).isTrue();
    assertThat(s.spilledRuns()).isPositive();
    assertThat(listDir()).containsExactlyInAnyOrder(in, out);
  }

  /**
   * A PICL trace of two processors' back-to-back states; {@code unordered} puts all of processor 1's
   * records after processor 0's, so the converter has to sort.
   */
  private Path picl(boolean unordered) throws IOException {
    List<String> lines = new ArrayList<>();
    for (int p = 0; p < 2; p++) {
      for (int i = 0; i < STATES; i++) {
        double t = (unordered ? 2 * i : 2 * i + p) * 1e-3;
        lines.add("-3 -601 " + t + " " + p + " -1 0");
        lines.add("-4 -601 " + (t + 0.5e-3) + " " + p + " -1 0");
      }
    }
    if (!unordered) {
      lines = interleave(lines);
    }
    Path file = dir.resolve(unordered ? "unordered.trf" : "ordered.trf");
    Files.write(file, lines);
    return file;
  }

  /** Processor 0's and processor 1's state pairs alternately, so times never go back. */
  private static List<String> interleave(List<String> lines) {
    List<String> out = new ArrayList<>(lines.size());
    int half = lines.size() / 2;
    for (int i = 0; i < half; i += 2) {
      out.add(lines.get(i));
      out.add(lines.get(i + 1));
      out.add(lines.get(half + i));
      out.add(lines.get(half + i + 1));
    }
    return out;
  }

  private List<Path> listDir() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.toList();
    }
  }
}
