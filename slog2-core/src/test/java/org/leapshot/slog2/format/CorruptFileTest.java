package org.leapshot.slog2.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.leapshot.slog2.check.Slog2Checker;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoFormatter;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.SessionOptions;
import org.leapshot.slog2.query.TraceSession;
import org.leapshot.slog2.query.WindowQuery;
import org.leapshot.slog2.testing.SharedData;

/**
 * Damaged real files: every truncation at and around each block boundary, and seeded random byte
 * flips. Opening, reading every node (and formatting every drawable's info) and the whole-file
 * check must each either succeed or throw {@link Slog2FormatException}: never another exception,
 * a hang or an OutOfMemoryError (surefire runs with -Xmx512m).
 */
class CorruptFileTest {
  private static final int FLIPS = 1000;
  /** Lengths tried on each side of a block boundary. */
  private static final int AROUND = 2;

  static Stream<String> files() {
    return Stream.of("reference/fpilog.slog2", "reference/arrow.slog2", "reference/data.slog2",
        "real-mpi/comm1_isr-4p.slog2", "real-mpi/pthread_allreduce-4p.slog2");
  }

  @ParameterizedTest
  @MethodSource("files")
  void everyTruncationAroundABlockBoundaryFailsCleanly(String name, @TempDir Path dir) throws IOException {
    byte[] bytes = Files.readAllBytes(SharedData.testdata(name));
    TreeSet<Integer> lengths = new TreeSet<>();
    for (long boundary : boundaries(SharedData.testdata(name))) {
      for (long len = boundary - AROUND; len <= boundary + AROUND; len++) {
        if (len >= 0 && len < bytes.length) {
          lengths.add((int) len);
        }
      }
    }
    assertThat(lengths.size()).isGreaterThan(20);
    Path cut = dir.resolve("cut.slog2");
    assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
      for (int len : lengths) {
        Files.write(cut, Arrays.copyOf(bytes, len));
        readEverything(cut, name + " cut to " + len + " bytes", false);
      }
    });
  }

  @ParameterizedTest
  @MethodSource("files")
  void randomByteFlipsFailCleanly(String name, @TempDir Path dir) throws IOException {
    byte[] original = Files.readAllBytes(SharedData.testdata(name));
    Random random = new Random(name.hashCode());
    Path bad = dir.resolve("flipped.slog2");
    int[] failures = {0};
    assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
      for (int i = 0; i < FLIPS; i++) {
        byte[] bytes = original.clone();
        int at = random.nextInt(bytes.length);
        bytes[at] ^= (byte) (1 + random.nextInt(255));
        Files.write(bad, bytes);
        if (!readEverything(bad, name + " with byte " + at + " changed (flip " + i + ")", true)) {
          failures[0]++;
        }
      }
    });
    // Most flips land in drawable payloads and leave a readable file; many others must be caught.
    assertThat(failures[0]).isBetween(1, FLIPS - 1);
  }

  @ParameterizedTest
  @MethodSource("files")
  void everyHeaderAndDirectoryByteChangedFailsCleanly(String name, @TempDir Path dir) throws IOException {
    Path file = SharedData.testdata(name);
    byte[] original = Files.readAllBytes(file);
    BlockPointer directory;
    try (Slog2Reader r = Slog2Reader.open(file)) {
      directory = r.header().treeDir();
    }
    // Random flips rarely hit these few structural bytes, so every one of them is changed in two ways.
    List<Integer> positions = new java.util.ArrayList<>();
    for (int i = 0; i < Header.BYTES; i++) {
      positions.add(i);
    }
    for (long i = directory.offset(); i < directory.offset() + directory.size(); i++) {
      positions.add((int) i);
    }
    Path bad = dir.resolve("changed.slog2");
    assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
      for (int at : positions) {
        for (int mask : new int[] {0x01, 0x80}) {
          byte[] bytes = original.clone();
          bytes[at] ^= (byte) mask;
          Files.write(bad, bytes);
          readEverything(bad, name + " with byte " + at + " xor " + mask, true);
        }
      }
    });
  }

  /** Block starts and ends: header, every node, categories, line-ID maps, directory. */
  private static List<Long> boundaries(Path file) throws IOException {
    try (Slog2Reader r = Slog2Reader.open(file)) {
      TreeSet<Long> b = new TreeSet<>(List.of(0L, (long) Header.BYTES));
      for (BlockPointer p : List.of(r.header().categories(), r.header().lineIdMaps(), r.header().treeDir())) {
        b.add(p.offset());
        b.add(p.offset() + p.size());
      }
      for (DirectoryEntry e : r.directory().entries()) {
        b.add(e.pointer().offset());
        b.add(e.pointer().offset() + e.pointer().size());
      }
      return List.copyOf(b);
    }
  }

  /**
   * The window-query engine's own path over the same file: planned loads, packed nodes, shadows
   * read again when first used. One thread, no read-ahead, so that thousands of cases stay quick.
   */
  private static void queryEverything(Path file) throws IOException {
    try (TraceSession s = TraceSession.open(file, new SessionOptions(8L << 20, 1, false))) {
      TimeBox run = s.timeRange();
      s.overview(400);
      s.query(WindowQuery.exact(run.earliest(), run.latest()));
      double mid = run.earliest() + run.duration() / 2;
      s.query(WindowQuery.lod(mid - run.duration() / 50, mid + run.duration() / 50, 1600));
    }
  }

  /** Returns true when the file passed everything, false on a Slog2FormatException; fails otherwise. */
  private static boolean readEverything(Path file, String what, boolean mayPass) {
    try (Slog2Reader r = Slog2Reader.open(file)) {
      AllDrawables.forEach(r, (node, d) -> {
        Category c = r.categories().get(d.categoryIndex());
        InfoFormatter.format(c == null ? InfoLabel.NONE : c.label(), d.info());
      });
      Slog2Checker.check(r);
      queryEverything(file);
      if (!mayPass) {
        fail(what + ": was accepted");
      }
      return true;
    } catch (Slog2FormatException expected) {
      assertThat(expected.getMessage()).contains(file.getFileName().toString());
      return false;
    } catch (IOException | RuntimeException | OutOfMemoryError | StackOverflowError e) {
      throw new AssertionError(what + ": " + e, e);
    }
  }
}
