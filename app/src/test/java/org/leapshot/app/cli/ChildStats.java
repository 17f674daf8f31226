package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** {@code stats} run in a child JVM of a given heap (the tests of small heaps): its exit, output and errors. */
record ChildStats(int exitCode, String out, String err) {

  /**
   * {@link ConvertSmallHeapTest#wideTrace} of {@code timelines} and {@code steps} converted into
   * {@code dir} in leaves of 256 KiB (its text deleted): the file the small-heap tests read.
   */
  static Path wideFile(Path dir, int timelines, int steps) throws Exception {
    Path text = ConvertSmallHeapTest.wideTrace(dir.resolve("wide.txt"), timelines, steps);
    Path file = dir.resolve("wide.slog2");
    assertThat(CliRun.of("convert", text.toString(), "-o", file.toString(), "--leaf-bytes", "262144").exitCode())
        .isZero();
    Files.delete(text);
    return file;
  }

  /** Runs {@code stats ARGS} with {@code -Xmx<heap>} and the parallel collector, given {@code seconds} to end. */
  static ChildStats run(Path dir, String heap, int seconds, String... args) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx" + heap, "-XX:+UseParallelGC", "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
        "org.leapshot.app.Main", "stats"));
    cmd.addAll(List.of(args));
    File out = dir.resolve("child-out.txt").toFile();
    File err = dir.resolve("child-err.txt").toFile();
    Process p = new ProcessBuilder(cmd).redirectOutput(out).redirectError(err).start();
    try {
      assertThat(p.waitFor(seconds, TimeUnit.SECONDS)).as("stats ended").isTrue();
    } finally {
      p.destroyForcibly();
    }
    return new ChildStats(p.exitValue(), Files.readString(out.toPath()), Files.readString(err.toPath()));
  }
}
