package org.leapshot.slog2.convert.clog2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.model.Primitive;

/**
 * Damaged CLOG2 files: a truncated or bit-flipped real trace either converts or fails with one
 * {@link TraceInputException} that names the file and an offset, never another exception, a hang or
 * an OutOfMemoryError (surefire runs with -Xmx512m).
 */
class Clog2CorruptionTest {
  private static final int[] BODY = {0, 0, 112, 104, 40, 8, 40, 24, 16, 48, 48, 8};

  @TempDir
  Path dir;

  @Test
  void truncationsAtAndAroundRecordBoundariesFailCleanlyOrLoseOnlyTheCommunicatorTable() throws IOException {
    byte[] whole = Files.readAllBytes(Clog2Fixtures.clog2("stencil2d-8p"));
    List<Primitive> expected = Clog2Fixtures.drain(Clog2Fixtures.clog2("stencil2d-8p")).drawables();
    long blocksEnd = 1024 + 2 * 65536;
    TreeSet<Integer> cuts = new TreeSet<>(List.of(0, 1, 9, 10, 11, 500, 1023, 1024, 1025, whole.length - 1));
    for (int boundary : sampledRecordBoundaries(whole)) {
      cuts.addAll(List.of(boundary - 1, boundary, boundary + 1));
    }
    for (long b : new long[] {1024 + 65536, blocksEnd}) {
      cuts.addAll(List.of((int) b - 1, (int) b, (int) b + 1));
    }
    assertThat(cuts).hasSizeGreaterThan(300);

    assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
      for (int cut : cuts) {
        Path file = Files.write(dir.resolve("cut.clog2"), Arrays.copyOf(whole, cut));
        if (cut < blocksEnd) {
          assertThatThrownBy(() -> Clog2Fixtures.drain(file)).as("cut at %d", cut)
              .isInstanceOf(TraceInputException.class)
              .hasMessageContaining("cut.clog2 @");
        } else {
          assertThat(Clog2Fixtures.drain(file).drawables()).as("cut at %d", cut).isEqualTo(expected);
        }
      }
    });
  }

  @Test
  void randomByteFlipsInARealTraceConvertOrFailWithATraceInputException() {
    runFlips("comm1_isr-4p", 1000, 11);
  }

  @Test
  void randomByteFlipsInAMultiBlockThreadedTraceConvertOrFailWithATraceInputException() {
    runFlips("pthread_allreduce-4p", 300, 12);
    runFlips("stencil2d-8p", 300, 13);
  }

  @Test
  void randomFlipsInThePreambleConvertOrFailWithATraceInputException() {
    runFlips("cpilog-4p", 300, 14, 1024);
  }

  private void runFlips(String trace, int trials, long seed) {
    runFlips(trace, trials, seed, -1);
  }

  /** Flips bytes of a copy of {@code trace}, within its first {@code region} bytes if that is positive. */
  private void runFlips(String trace, int trials, long seed, int region) {
    assertTimeoutPreemptively(Duration.ofSeconds(90), () -> {
      byte[] whole = Files.readAllBytes(Clog2Fixtures.clog2(trace));
      int used = region > 0 ? region : usedLength(whole);
      Random random = new Random(seed);
      int failed = 0;
      for (int trial = 0; trial < trials; trial++) {
        byte[] damaged = whole.clone();
        int flips = 1 + random.nextInt(4);
        for (int f = 0; f < flips; f++) {
          // Mostly where records are; sometimes anywhere, junk and communicator table included.
          int at = region < 0 && random.nextInt(4) == 0 ? random.nextInt(damaged.length) : random.nextInt(used);
          if (random.nextBoolean()) {
            damaged[at] ^= (byte) (1 << random.nextInt(8));
          } else {
            damaged[at] = (byte) random.nextInt(256);
          }
        }
        Path file = Files.write(dir.resolve("flip.clog2"), damaged);
        try {
          Clog2Fixtures.drain(file);
        } catch (TraceInputException e) {
          failed++;
          assertThat(e.getMessage()).as("trial %d", trial).contains("flip.clog2 @");
        } catch (Throwable t) {
          throw new AssertionError(trace + " trial " + trial + " (seed " + seed + ") threw " + t, t);
        }
      }
      // Some flips must hit structure (otherwise the test proves nothing), most must not.
      assertThat(failed).as("%s: trials failing with TraceInputException", trace).isBetween(1, trials - 1);
    });
  }

  /** The first and last 40 record starts of every block, walked with the record sizes of §A.5. */
  private static List<Integer> sampledRecordBoundaries(byte[] file) {
    List<Integer> all = new ArrayList<>();
    ByteBuffer b = ByteBuffer.wrap(file);
    int blockStart = 1024;
    while (blockStart + 65536 <= file.length) {
      List<Integer> block = new ArrayList<>();
      int at = blockStart;
      while (true) {
        block.add(at);
        int type = b.getInt(at + 20);
        at += 24 + BODY[type];
        if (type <= 1) {
          break;
        }
      }
      block.add(at);
      all.addAll(block.subList(0, Math.min(40, block.size())));
      all.addAll(block.subList(Math.max(0, block.size() - 40), block.size()));
      blockStart += 65536;
    }
    return all;
  }

  /** Offset just after the ENDLOG record. */
  private static int usedLength(byte[] file) {
    ByteBuffer b = ByteBuffer.wrap(file);
    int blockStart = 1024;
    int at = blockStart;
    while (true) {
      int type = b.getInt(at + 20);
      at += 24 + BODY[type];
      if (type == 0) {
        return at;
      }
      if (type == 1) {
        blockStart += 65536;
        at = blockStart;
      }
    }
  }
}
