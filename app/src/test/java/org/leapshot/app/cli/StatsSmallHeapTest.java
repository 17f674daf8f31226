package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code stats --approximate} of a whole run that the level-of-detail read answers from every
 * drawable of the file (200 000 of them here, in few large leaves) completes in a child JVM of 24 MB
 * and prints the exact answer: the window and a builder holding every drawable at once needed about
 * 35 MB and ran out of memory (as on the 4 096-timeline trace at -Xmx64m). Only the exit and the
 * output are asserted; the child is given two minutes (it takes about a second).
 */
class StatsSmallHeapTest {
  private static final int TIMELINES = 256;
  private static final int STEPS = 400;

  @TempDir Path dir;

  @Test
  void approximateStatisticsOfEveryDrawableFitASmallHeap() throws Exception {
    Path text = ConvertSmallHeapTest.wideTrace(dir.resolve("wide.txt"), TIMELINES, STEPS);
    Path file = dir.resolve("wide.slog2");
    assertThat(CliRun.of("convert", text.toString(), "-o", file.toString(), "--leaf-bytes", "262144").exitCode())
        .isZero();
    List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx24m",
        "-XX:+UseParallelGC", "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
        "org.leapshot.app.Main", "stats", "--approximate", "--json", file.toString());
    File out = dir.resolve("out.json").toFile();
    File err = dir.resolve("err.txt").toFile();
    Process p = new ProcessBuilder(cmd).redirectOutput(out).redirectError(err).start();
    try {
      assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("stats ended").isTrue();
    } finally {
      p.destroyForcibly();
    }
    assertThat(p.exitValue()).as(Files.readString(err.toPath())).isZero();
    CliRun exact = CliRun.of("stats", "--json", file.toString());
    assertThat(exact.exitCode()).isZero();
    assertThat(Files.readString(out.toPath())).isEqualTo(exact.out());
  }
}
