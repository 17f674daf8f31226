package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code check}, {@code print} and {@code info} agree on damaged copies of fpilog.slog2: what check
 * rejects, print and info reject too with one line naming the file (exit 1), or with --keep-going
 * report on stderr what is wrong and what they skipped (exit 0). Paths that are not regular files
 * are refused at once with what they are.
 */
class DamagedFileCommandsTest {
  /** Offsets in fpilog.slog2 (spec §13): the tree directory block, and leaf (0,0)'s first arrow's category. */
  private static final int TREE_DIR = 19176;
  private static final int FIRST_ARROW_CATEGORY = 147;
  /** The first arrow's first vertex time: after its category, info length 8, 8 info bytes and vertex count. */
  private static final int FIRST_ARROW_TIME = 147 + 4 + 2 + 8 + 2;

  @ParameterizedTest
  @ValueSource(strings = {"check", "print", "info"})
  void directoryIsRefusedByName(String command, @TempDir Path dir) {
    CliRun run = CliRun.of(command, dir.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).isEqualTo(command + ": " + dir + ": is a directory, not a file\n");
  }

  @ParameterizedTest
  @ValueSource(strings = {"check", "print", "info"})
  void namedPipeWithoutWriterIsRefusedAtOnce(String command, @TempDir Path dir) throws Exception {
    Path fifo = dir.resolve("trace.slog2");
    assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo failed");
    CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CliRun.of(command, fifo.toString()));
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).isEqualTo(command + ": " + fifo + ": is a named pipe (FIFO), not a file\n");
  }

  @Test
  void deviceIsRefused() {
    assumeTrue(Files.exists(Path.of("/dev/zero")), "no /dev/zero");
    CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CliRun.of("info", "/dev/zero"));
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).isEqualTo("info: /dev/zero: is a character device, not a file\n");
  }

  @Test
  void emptyDirectoryIsAnErrorNotAnEmptyTrace(@TempDir Path dir) throws IOException {
    Path bad = patch(dir, b -> b.putInt(TREE_DIR, 0));
    for (CliRun run : allThreeRefuse(bad, "bad.slog2: tree directory entry 0 @", "the tree directory lists no node")) {
      assertThat(run.out()).isEmpty();
    }
  }

  @Test
  void undefinedCategoryStopsPrintAndInfo(@TempDir Path dir) throws IOException {
    Path bad = patch(dir, b -> b.putInt(FIRST_ARROW_CATEGORY, 99));
    allThreeRefuse(bad, "bad.slog2: tree node (0,0) @108", "uses category 99, which the category map does not define");
    assertThat(CliRun.of("info", bad.toString()).out()).isEmpty();
    assertThat(CliRun.of("print", bad.toString()).err()).endsWith("(the listing stops here; --keep-going skips what is damaged)\n");
  }

  @Test
  void keepGoingSaysWhatItSkippedAndPrintsTheRest(@TempDir Path dir) throws IOException {
    Path good = CliRun.testdata("reference/fpilog.slog2");
    Path bad = patch(dir, b -> b.putInt(FIRST_ARROW_CATEGORY, 99));
    CliRun whole = CliRun.of("print", "--json", good.toString());
    CliRun run = CliRun.of("print", "--json", "--keep-going", bad.toString());
    assertThat(run.exitCode()).isZero();
    assertThat(run.err()).hasLineCount(1).startsWith("print: bad.slog2: tree node (0,0) @108")
        .endsWith("; its drawables are skipped\n");
    long leaf00 = CliRun.of("print", "--json", "--shadows", good.toString()).outLines().stream()
        .filter(l -> l.startsWith("{\"type\":\"node\",\"id\":[0,0]")).map(l -> l.replaceAll(".*\"drawables\":(\\d+).*", "$1"))
        .mapToLong(Long::parseLong).sum();
    assertThat(leaf00).isPositive();
    assertThat(run.outLines()).hasSize((int) (whole.outLines().size() - leaf00));
    assertThat(whole.outLines()).containsAll(run.outLines());

    CliRun info = CliRun.of("info", "--keep-going", bad.toString());
    assertThat(info.exitCode()).isZero();
    assertThat(info.err()).hasLineCount(1).contains("uses category 99");
    assertThat(info.out()).startsWith("file:        bad.slog2");
  }

  @Test
  void drawableOutsideItsNodeIsRejectedByAllThree(@TempDir Path dir) throws IOException {
    Path bad = patch(dir, b -> b.putDouble(FIRST_ARROW_TIME, 0.5));
    allThreeRefuse(bad, "bad.slog2: tree node (0,0) @108", "nestless drawable #1 of node (0,0) spans", "outside the node's box");
  }

  @Test
  void directoryBoxThatDisagreesWithTheNodeIsReported(@TempDir Path dir) throws IOException {
    // The root entry's box end (after its count, ID and box start): the leaf tiling is untouched.
    int rootEnd = TREE_DIR + 4 + 6 + 8;
    Path bad = patch(dir, b -> b.putDouble(rootEnd, b.getDouble(rootEnd) + 1));
    allThreeRefuse(bad, "bad.slog2: tree node (3,0) @", "but the tree directory says");
  }

  /** check, print and info each exit 1 with one stderr line: the command, then {@code start}, containing {@code parts}. */
  private static List<CliRun> allThreeRefuse(Path bad, String start, String... parts) {
    List<CliRun> runs = new java.util.ArrayList<>();
    for (String command : List.of("check", "print", "info")) {
      CliRun run = CliRun.of(command, bad.toString());
      assertThat(run.exitCode()).as(command).isEqualTo(1);
      assertThat(run.err()).as(command).hasLineCount(1).startsWith(command + ": " + start).contains(parts);
      runs.add(run);
    }
    return runs;
  }

  private static Path patch(Path dir, Consumer<ByteBuffer> change) throws IOException {
    byte[] bytes = Files.readAllBytes(CliRun.testdata("reference/fpilog.slog2"));
    change.accept(ByteBuffer.wrap(bytes));
    return Files.write(dir.resolve("bad.slog2"), bytes);
  }
}
