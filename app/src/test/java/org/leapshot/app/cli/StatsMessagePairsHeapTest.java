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
 * Exact {@code stats} of 8 192 timelines that send to 16 others each (131 072 sender–receiver
 * pairs, 524 288 drawables) in a child JVM of 28 MB: the pairs' sums now count against the streamed
 * read's budget, so it reads in passes or is refused in one line. Left out, the read went on in one
 * pass and ran out of memory (between 26 and 30 MB; at 24 MB it was refused, at 32 it completed).
 */
class StatsMessagePairsHeapTest {
  private static final int TIMELINES = 8192;
  private static final int STEPS = 32;

  @TempDir Path dir;

  @Test
  void manyMessagePairsAreReadInPassesOrRefusedNeverRunOutOfMemory() throws Exception {
    Path text = ConvertSmallHeapTest.wideTrace(dir.resolve("pairs.txt"), TIMELINES, STEPS);
    Path file = dir.resolve("pairs.slog2");
    assertThat(CliRun.of("convert", text.toString(), "-o", file.toString(), "--leaf-bytes", "262144").exitCode())
        .isZero();
    Files.delete(text);
    List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx28m",
        "-XX:+UseParallelGC", "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
        "org.leapshot.app.Main", "stats", "--json", file.toString());
    File out = dir.resolve("out.json").toFile();
    File err = dir.resolve("err.txt").toFile();
    Process p = new ProcessBuilder(cmd).redirectOutput(out).redirectError(err).start();
    try {
      assertThat(p.waitFor(180, TimeUnit.SECONDS)).as("stats ended").isTrue();
    } finally {
      p.destroyForcibly();
    }
    String error = Files.readString(err.toPath());
    assertThat(error).doesNotContain("out of memory");
    if (p.exitValue() == 0) {
      CliRun exact = CliRun.of("stats", "--json", file.toString());
      assertThat(exact.exitCode()).isZero();
      assertThat(Files.readString(out.toPath())).isEqualTo(exact.out());
    } else {
      assertThat(p.exitValue()).isEqualTo(1);
      assertThat(error.lines().count()).as(error).isEqualTo(1);
      assertThat(error).contains("exact statistics of").contains("passes over groups of timelines");
    }
  }
}
