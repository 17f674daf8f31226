package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The package step's training run: its trace must convert (else the archive misses the converter's
 * classes and says so only in the build log), and the run itself is quiet and leaves nothing behind.
 */
class CdsTrainingTest {
  @TempDir Path dir;

  @Test
  void theTrainingTraceConvertsCompletelyThroughTheSortingPass() throws Exception {
    Path trace = CdsTraining.writeTrace(dir.resolve("t.txt"));
    CliRun run = CliRun.of("convert", trace.toString(), "-o", dir.resolve("t.slog2").toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    // 200 steps × 4 ranks × (2 states, 1 arrow, 1 event), and two events in exponent form; made out
    // of end-time order on purpose, so that the sorter's classes are trained too; more than one
    // leaf, so that nodes are merged.
    assertThat(run.out()).contains("drawables:  3202 (1600 states, 800 arrows, 802 events")
        .containsPattern("tree: ([2-9]|\\d\\d+) nodes")
        .contains("not in end-time order, sorted").contains("skipped:    none");
  }

  @Test
  void theTrainingClog2FileConvertsWithItsStatesArrowsAndColour() throws Exception {
    Path clog2 = CdsTraining.writeClog2(dir.resolve("t.clog2"));
    Path slog2 = dir.resolve("c.slog2");
    CliRun run = CliRun.of("convert", clog2.toString(), "-o", slog2.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    // 200 steps: one MPI_Send state on rank 0 and one message to rank 1 each.
    assertThat(run.out()).contains("(clog2, ").contains("drawables:  400 (200 states, 200 arrows, 0 events")
        .contains("timelines: 2").contains("skipped:    none");
    CliRun print = CliRun.of("info", slog2.toString());
    assertThat(print.out()).contains("MPI_Send");
  }

  /** Past the file sink's 1 MiB buffer (tree.FileSink), so that its writer thread is trained. */
  @Test
  void theBigTrainingTracesOutputIsOverOneMebibyte() throws Exception {
    Path trace = CdsTraining.writeTrace(dir.resolve("big.txt"), CdsTraining.BIG_STEPS);
    Path out = dir.resolve("big.slog2");
    CliRun run = CliRun.of("convert", trace.toString(), "-o", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(Files.size(out)).isGreaterThan(1L << 20);
  }

  @Test
  void theTrainingOtf2ArchiveConvertsWithEveryKindOfEventItHolds() throws Exception {
    Path anchor = TrainingOtf2Archive.write(dir);
    CliRun run = CliRun.of("convert", anchor.toString(), "-o", dir.resolve("o.slog2").toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    // 4 ranks: main, 200 computes, 200 messages' regions, 20 collectives' regions and their 20
    // collective states; a metric per compute and the program's begin and end.
    assertThat(run.out()).contains("(otf2, ").contains("drawables:  2972 (1764 states, 400 arrows, 808 events")
        .contains("timelines: 4").contains("skipped:    none").contains("MpiIsend records 132")
        .contains("MpiCollectiveEnd records 80").contains("attribute lists (an Enter's shown in its region state's info) 800")
        .doesNotContain("differ");
  }

  @Test
  void theTrainingRunSaysNothingWhenEveryStepSucceeds() throws Exception {
    PrintStream out = System.out;
    PrintStream err = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    PrintStream capture = new PrintStream(captured, true, StandardCharsets.UTF_8);
    System.setOut(capture);
    System.setErr(capture);
    try {
      CdsTraining.main(new String[0]);
    } finally {
      System.setOut(out);
      System.setErr(err);
    }
    assertThat(captured.toString(StandardCharsets.UTF_8)).isEmpty();
    assertThat(System.out).isSameAs(out);
  }

  /** Quiet on the process's own standard output too, which the commands write to (the build log). */
  @Test
  void theTrainingRunWritesNothingToTheProcesssStandardOutput() throws Exception {
    Process p = new ProcessBuilder(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"), CdsTraining.class.getName())
        .redirectErrorStream(true).start();
    String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).isZero();
    assertThat(said).isEmpty();
  }
}
