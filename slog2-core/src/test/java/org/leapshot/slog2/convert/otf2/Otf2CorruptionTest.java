package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.ConvertSummary;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * Truncated and bit-flipped parts of the sample archives either read to the end or fail with an
 * {@link java.io.IOException} whose message names a file of the archive (and, for decoding errors,
 * the byte offset): never another exception, a hang or an OutOfMemoryError.
 */
class Otf2CorruptionTest {
  @TempDir Path tmp;

  /** Archive folder, anchor name, damaged part, cases. */
  static Stream<Arguments> parts() {
    return Stream.of(
        Arguments.of("otf2/ping-pong-otf2", "traces.otf2", "traces.otf2", 40),
        Arguments.of("otf2/ping-pong-otf2", "traces.otf2", "traces.def", 60),
        Arguments.of("otf2/ping-pong-otf2", "traces.otf2", "traces/0.def", 30),
        Arguments.of("otf2/ping-pong-otf2", "traces.otf2", "traces/1.evt", 60),
        Arguments.of("otf2/otf2_test_traces", "traces.otf2", "traces/3.evt", 40),
        Arguments.of("otf2/otf2_test_traces", "traces.otf2", "traces/1.def", 30),
        Arguments.of("otf2/OTF2_archive", "APEX.otf2", "APEX/1.evt", 30),
        Arguments.of("otf2-synthetic/features-4ranks", "traces.otf2", "traces/2.evt", 15),
        Arguments.of("otf2-synthetic/features-4ranks", "traces.otf2", "traces.def", 15),
        // anchors and global definitions of every archive; metrics, sparse region mapping tables
        Arguments.of("otf2/ping-pong-otf2-papi", "traces.otf2", "traces/0.evt", 30),
        Arguments.of("otf2/ping-pong-otf2-papi", "traces.otf2", "traces.def", 20),
        Arguments.of("otf2/otf2_test_traces", "traces.otf2", "traces.otf2", 20),
        Arguments.of("otf2/otf2_test_traces", "traces.otf2", "traces.def", 20),
        Arguments.of("otf2/OTF2_archive", "APEX.otf2", "APEX.otf2", 20),
        Arguments.of("otf2/OTF2_archive", "APEX.otf2", "APEX.def", 20),
        Arguments.of("otf2/OTF2_archive", "APEX.otf2", "APEX/0.evt", 10),
        Arguments.of("otf2-synthetic/features-4ranks", "traces.otf2", "traces/1.def", 15),
        Arguments.of("otf2-synthetic/features-4ranks", "traces.otf2", "traces.otf2", 15));
  }

  @ParameterizedTest(name = "{0}/{2} truncated")
  @MethodSource("parts")
  void truncatedPartsReadOrFailCleanly(String folder, String anchor, String part, int cases) throws IOException {
    Path dir = Otf2Samples.copy(folder, tmp);
    Path file = dir.resolve(part);
    byte[] original = Files.readAllBytes(file);
    Random random = new Random(part.hashCode());
    int rejected = 0;
    for (int i = 0; i < cases; i++) {
      int length = i == 0 ? 0 : i == 1 ? original.length - 3 : random.nextInt(original.length);
      Files.write(file, Arrays.copyOf(original, length));
      rejected += readOrFailCleanly(dir.resolve(anchor), dir, part + " truncated to " + length) ? 0 : 1;
    }
    // A file cut before its END_OF_FILE record must be noticed.
    assertThat(rejected).as(part).isPositive();
  }

  @ParameterizedTest(name = "{0}/{2} bit flips")
  @MethodSource("parts")
  void bitFlippedPartsReadOrFailCleanly(String folder, String anchor, String part, int cases) throws IOException {
    Path dir = Otf2Samples.copy(folder, tmp);
    Path file = dir.resolve(part);
    byte[] original = Files.readAllBytes(file);
    Random random = new Random(~part.hashCode());
    for (int i = 0; i < cases; i++) {
      byte[] damaged = original.clone();
      int flips = 1 + random.nextInt(4);
      for (int f = 0; f < flips; f++) {
        int at = random.nextInt(damaged.length);
        damaged[at] ^= (byte) (1 << random.nextInt(8));
      }
      Files.write(file, damaged);
      readOrFailCleanly(dir.resolve(anchor), dir, part + " flip case " + i);
    }
  }

  @Test
  void aCutEventFileNamesTheFileAndTheOffset() throws IOException {
    Path dir = Otf2Samples.copy("otf2/ping-pong-otf2", tmp);
    Path events = dir.resolve("traces/1.evt");
    byte[] original = Files.readAllBytes(events);
    Files.write(events, Arrays.copyOf(original, original.length - 10));
    try {
      drain(dir.resolve("traces.otf2"));
      fail("a cut event file was read to the end");
    } catch (TraceInputException e) {
      assertThat(e.position().file()).isEqualTo(events.toString());
      assertThat(e.position().byteOffset()).isBetween(18L, (long) original.length);
      assertThat(e.getMessage()).contains("1.evt @").contains("truncated");
    }
  }

  /**
   * A run killed before its buffers were flushed leaves event files without END_OF_FILE: with
   * --keep-going the cut location ends at its last good event and the others are converted whole.
   */
  @Test
  void keepGoingConvertsWhatACutEventFileHolds() throws IOException {
    Path whole = Otf2Samples.copy("otf2/ping-pong-otf2", tmp.resolve("whole"));
    ConvertSummary all = new Converter(ConvertOptions.defaults(), null)
        .convert(whole.resolve("traces.otf2"), tmp.resolve("whole.slog2"));
    Path dir = Otf2Samples.copy("otf2/ping-pong-otf2", tmp.resolve("cut"));
    Path events = dir.resolve("traces/1.evt");
    byte[] original = Files.readAllBytes(events);
    Files.write(events, Arrays.copyOf(original, original.length * 2 / 3));
    Path out = tmp.resolve("cut.slog2");

    ConvertSummary cut = new Converter(ConvertOptions.defaults().withKeepGoing(true), null)
        .convert(dir.resolve("traces.otf2"), out);

    assertThat(cut.report().skipped()).containsEntry("bad record", 1L);
    assertThat(cut.report().messages()).anySatisfy(m -> assertThat(m).contains("1.evt @").contains("truncated"));
    assertThat(cut.written().drawables()).isPositive().isLessThan(all.written().drawables());
    assertThat(Files.exists(out)).isTrue();
  }

  @Test
  void aDirectoryOpensItsAnchor() throws IOException {
    assertThat(drain(Otf2Samples.TESTDATA.resolve("otf2/ping-pong-otf2"))).isEqualTo(62);
  }

  /** True when the archive read to the end; false when it failed with a message naming a file in {@code dir}. */
  private static boolean readOrFailCleanly(Path anchor, Path dir, String what) {
    try {
      drain(anchor);
      return true;
    } catch (IOException e) {
      assertThat(e.getMessage()).as(what).isNotBlank().contains(dir.toString());
      return false;
    } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
      throw new AssertionError(what + ": " + e, e);
    }
  }

  private static long drain(Path anchor) throws IOException {
    return Otf2Samples.drain(anchor);
  }
}
