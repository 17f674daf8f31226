package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A conversion that cannot fit its heap ends with the one-line out-of-memory message and no output
 * file, in a child JVM of 24 MB with the collector {@code bin/leapshot} gives big conversions, on a
 * text trace of 2 048 timelines whose shadows need several times that. The heap must run out, not
 * hang: the child is given two minutes (it takes a few seconds), and no other timing is asserted.
 */
class ConvertSmallHeapTest {
  private static final int TIMELINES = 2048;
  private static final int STEPS = 16;

  @TempDir Path dir;

  @Test
  void aConversionTooBigForTheHeapFailsWithTheMessage() throws Exception {
    Path in = wideTrace(dir.resolve("wide.txt"), TIMELINES, STEPS);
    Path out = dir.resolve("wide.slog2");
    List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx24m",
        "-XX:+UseParallelGC", "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
        "org.leapshot.app.Main", "convert", in.toString(), "-o", out.toString());
    File err = dir.resolve("err.txt").toFile();
    Process p = new ProcessBuilder(cmd).redirectOutput(dir.resolve("out.txt").toFile()).redirectError(err).start();
    try {
      assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("the conversion ended").isTrue();
    } finally {
      p.destroyForcibly();
    }
    String message = Files.readString(err.toPath());
    assertThat(p.exitValue()).as(message).isEqualTo(1);
    assertThat(message).hasLineCount(1).startsWith("convert: " + in + ": out of memory while converting (")
        .contains("give the JVM more heap with -Xmx");
    assertThat(out).doesNotExist();
  }

  /**
   * Writes {@code file}: steps of a state on every timeline then a message from each to one of its next
   * 16 timelines. Here every timeline's state shadows and some 30 000 message shadows in each upper
   * tree node; {@link StatsSmallHeapTest} makes it narrow and long.
   */
  static Path wideTrace(Path file, int timelines, int steps) throws IOException {
    try (BufferedWriter w = Files.newBufferedWriter(file)) {
      w.write("Category[ index=0 name=message topo=Arrow color=(255,255,255,255,true) width=3 ]\n");
      for (int c = 0; c < 12; c++) {
        w.write("Category[ index=" + (10 + c) + " name=S" + c + " topo=State color=(70,130,180,127,true) width=1 ]\n");
      }
      for (int s = 0; s < steps; s++) {
        for (int i = 0; i < timelines; i++) {
          double a = s + i * 1e-6;
          w.write(primitive(a, a + 0.5, 10 + (s + i) % 12, i, i));
        }
        for (int i = 0; i < timelines; i++) {
          double a = s + 0.6 + i * 1e-6;
          w.write(primitive(a, a + 0.1, 0, i, (i + 1 + (s * 7 + i) % 16) % timelines));
        }
      }
    }
    return file;
  }

  private static String primitive(double start, double end, int category, int from, int to) {
    return String.format(Locale.ROOT, "Primitive[ TimeBBox(%.9f,%.9f) Category=%d (%.9f, %d) (%.9f, %d) ]%n", start,
        end, category, start, from, end, to);
  }
}
