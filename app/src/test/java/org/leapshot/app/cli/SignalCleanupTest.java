package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C (SIGINT) or SIGTERM while {@code convert} or {@code render} writes leaves neither the
 * output nor a hidden temporary file: a child JVM is signalled as soon as its temporary file
 * appears. The child runs interpreted only (-Xint), so that the work outlasts the signal.
 */
class SignalCleanupTest {
  @TempDir Path dir;

  @Test
  void sigtermDuringAConversionLeavesNoTemporaryFile() throws Exception {
    Path in = textTrace(dir.resolve("in.txt"), 60_000);
    Process p = child("convert", in.toString(), "-o", dir.resolve("out.slog2").toString());
    signalWhenHiddenFileAppears(p, null);
    assertStoppedAndClean(p, 143, "convert: stopped by a signal; " + dir.resolve("out.slog2") + " was not written", in);
  }

  @Test
  void sigintDuringAConversionLeavesNoTemporaryFile() throws Exception {
    Path in = textTrace(dir.resolve("in.txt"), 60_000);
    Process p = child("convert", in.toString(), "-o", dir.resolve("out.slog2").toString());
    signalWhenHiddenFileAppears(p, "-INT");
    assertStoppedAndClean(p, 130, "convert: stopped by a signal; " + dir.resolve("out.slog2") + " was not written", in);
  }

  @Test
  void sigtermWhileAPictureIsPaintedLeavesNoTemporaryFile() throws Exception {
    Path trace = dir.resolve("t.slog2");
    CliRun made = CliRun.of("convert", textTrace(dir.resolve("t.txt"), 20_000).toString(), "-o", trace.toString());
    assertThat(made.exitCode()).as(made.err()).isZero();
    Files.delete(dir.resolve("t.txt"));
    Path png = dir.resolve("pic.png");
    // the exporter makes its temporary file before painting: a big picture paints for seconds after that
    Process p = child("render", trace.toString(), "-o", png.toString(), "--width", "6000", "--height", "6000");
    signalWhenHiddenFileAppears(p, null);
    assertStoppedAndClean(p, 143, "render: stopped by a signal; " + png + " was not written", trace);
  }

  private Process child(String... args) throws IOException {
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xint", "-Xmx600m", "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
        "org.leapshot.app.Main"));
    cmd.addAll(List.of(args));
    return new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(dir.resolve("err.log").toFile()).start();
  }

  /** Sends SIGTERM, or {@code kill}'s {@code signal}, once a hidden file (a temporary file) is in the folder. */
  private void signalWhenHiddenFileAppears(Process p, String signal) throws Exception {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (hidden().isEmpty()) {
      assertThat(p.isAlive()).as("still working when its temporary file appears: " + log()).isTrue();
      assertThat(System.nanoTime()).as("a temporary file appeared").isLessThan(until);
      Thread.sleep(20);
    }
    if (signal == null) {
      p.destroy();
    } else {
      assertThat(new ProcessBuilder("kill", signal, Long.toString(p.pid())).start().waitFor()).isZero();
    }
  }

  private void assertStoppedAndClean(Process p, int status, String line, Path input) throws Exception {
    try {
      assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("stopped").isTrue();
    } finally {
      p.destroyForcibly();
    }
    assertThat(p.exitValue()).as(log()).isEqualTo(status);
    assertThat(hidden()).as("hidden files left").isEmpty();
    try (Stream<Path> s = Files.list(dir)) {
      assertThat(s.map(f -> f.getFileName().toString()).sorted()).containsExactly("err.log",
          input.getFileName().toString());
    }
    assertThat(log()).isEqualTo(line + "\n");
  }

  private List<Path> hidden() throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(f -> f.getFileName().toString().startsWith(".")).toList();
    }
  }

  private String log() throws IOException {
    Path log = dir.resolve("err.log");
    return Files.exists(log) ? Files.readString(log) : "";
  }

  /** States in end-time order on 16 timelines, and a message after every eighth. */
  static Path textTrace(Path file, int states) throws IOException {
    try (BufferedWriter w = Files.newBufferedWriter(file)) {
      w.write("Category[ index=0 name=message topo=Arrow color=(255,255,255,255,true) width=3 ]\n");
      w.write("Category[ index=1 name=work topo=State color=(70,130,180,127,true) width=1 ]\n");
      for (int i = 0; i < states; i++) {
        double a = i * 1e-3;
        int line = i % 16;
        w.write(String.format(Locale.ROOT, "Primitive[ TimeBBox(%.6f,%.6f) Category=1 (%.6f, %d) (%.6f, %d) ]%n", a,
            a + 5e-4, a, line, a + 5e-4, line));
        if (i % 8 == 7) {
          w.write(String.format(Locale.ROOT, "Primitive[ TimeBBox(%.6f,%.6f) Category=0 (%.6f, %d) (%.6f, %d) ]%n",
              a + 5e-4, a + 6e-4, a + 5e-4, line, a + 6e-4, (line + 1) % 16));
        }
      }
    }
    return file;
  }
}
