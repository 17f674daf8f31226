package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A conversion whose heap watch finds the heap exhausted ends with {@link OutOfMemoryError} and the
 * watch's finding, leaves no file, and does not leave its thread interrupted; one whose heap is
 * fine converts as before. The watch samples made-up numbers (a heap that does not move
 * between full collections, or one that does), and the conversion is held in its progress listener until the watch has looked, so the
 * outcome does not depend on the machine's speed.
 */
class ConverterHeapWatchTest {
  /** How long the conversion is held while a watch samples a heap that moves. */
  private static final long HELD_NANOS = 300_000_000L;
  private static final long FULL = 95L << 20;
  private static final long MAX = 100L << 20;
  /** Longest wait in the listener for the watch: far more than five made-up samples take. */
  private static final long HOLD_NANOS = 10_000_000_000L;
  /** States in the trace: several progress intervals (8 192 drawables) long. */
  private static final int STATES = 40_000;

  @TempDir Path dir;

  @AfterEach
  void clearInterrupt() {
    Thread.interrupted();
  }

  /**
   * A watch sampling every few milliseconds a heap of 100 MB that has a full collection before each
   * sample, its old generation 95 % full, and its use moving by {@code moves} bytes between samples.
   */
  private static Function<Thread, HeapWatch> watch(long moves) {
    long[] samples = {0};
    HeapWatch.Gauge gauge = new HeapWatch.Gauge() {
      @Override
      public long fullCollections() {
        return ++samples[0];
      }

      @Override
      public long heapUsed() {
        return FULL - (samples[0] % 2) * moves;
      }

      @Override
      public long heapMax() {
        return MAX;
      }

      @Override
      public long tenuredUsedAfterCollection() {
        return FULL;
      }

      @Override
      public long tenuredMax() {
        return MAX;
      }
    };
    return t -> HeapWatch.start(t, () -> gauge, 0, 2);
  }

  /** Holds the converting thread at its first progress report until it is interrupted (or for {@link #HOLD_NANOS}). */
  private static void holdUntilInterrupted(String phase, double fraction) {
    long until = System.nanoTime() + HOLD_NANOS;
    while (!Thread.currentThread().isInterrupted() && System.nanoTime() < until) {
      Thread.onSpinWait();
    }
  }

  @Test
  void anExhaustedHeapEndsTheConversionWithTheOutOfMemoryErrorAndNoFile() throws IOException {
    Path in = states();
    Path out = dir.resolve("out.slog2");
    Converter converter = new Converter(ConvertOptions.defaults(), ConverterHeapWatchTest::holdUntilInterrupted,
        watch(0));

    assertThatThrownBy(() -> converter.convert(in, out))
        .isInstanceOf(OutOfMemoryError.class)
        .hasMessageStartingWith("the heap stayed full: over 5 full collections its use moved by 0 MB of 100")
        .hasCauseInstanceOf(ConversionCancelledException.class);
    assertThat(Thread.currentThread().isInterrupted()).as("the watch's interrupt is not left behind").isFalse();
    assertThat(listDir()).containsExactly(in);
  }

  @Test
  void aHeapThatIsFineLetsTheConversionFinish() throws IOException {
    Path in = states();
    Path out = dir.resolve("out.slog2");
    long[] heldNanos = {0};
    // Held through a hundred or so samples of a heap that moves: the watch does not interrupt.
    ProgressListener hold = (phase, fraction) -> {
      long t0 = System.nanoTime();
      while (heldNanos[0] + System.nanoTime() - t0 < HELD_NANOS && !Thread.currentThread().isInterrupted()) {
        Thread.onSpinWait();
      }
      heldNanos[0] += System.nanoTime() - t0;
    };

    ConvertSummary s = new Converter(ConvertOptions.defaults(), hold, watch(30L << 20)).convert(in, out);

    assertThat(s.written().drawables()).isEqualTo(STATES);
    assertThat(heldNanos[0]).isGreaterThanOrEqualTo(HELD_NANOS);
    assertThat(Thread.currentThread().isInterrupted()).isFalse();
    assertThat(listDir()).contains(in, out);
  }

  @Test
  void theUsersCancelIsStillACancelWhenTheHeapIsFine() throws IOException {
    Path in = states();
    Path out = dir.resolve("out.slog2");
    Converter converter = new Converter(ConvertOptions.defaults(),
        (phase, fraction) -> Thread.currentThread().interrupt(), watch(30L << 20));

    assertThatThrownBy(() -> converter.convert(in, out)).isInstanceOf(ConversionCancelledException.class);
    assertThat(Thread.currentThread().isInterrupted()).isTrue();
    assertThat(listDir()).containsExactly(in);
  }

  /** A text trace of back-to-back states on two timelines: several progress reports long. */
  private Path states() throws IOException {
    List<String> lines = new ArrayList<>();
    lines.add("Category[ index=1 name=busy topo=State color=(255,0,0,255,true) width=1 ]");
    for (int i = 0; i < STATES; i++) {
      String start = i + ".25";
      String end = i + ".75";
      lines.add("Primitive[ TimeBBox(" + start + "," + end + ") Category=1 (" + start + ", " + i % 2 + ") (" + end
          + ", " + i % 2 + ") ]");
    }
    Path file = dir.resolve("states.txt");
    Files.write(file, lines);
    return file;
  }

  private List<Path> listDir() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.toList();
    }
  }
}
