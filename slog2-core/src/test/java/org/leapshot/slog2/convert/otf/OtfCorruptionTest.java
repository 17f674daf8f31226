package org.leapshot.slog2.convert.otf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * Truncated and bit-flipped parts of the sample traces (plain and .z) either read to the end or
 * fail with a {@link TraceInputException} naming the file; never another exception.
 */
class OtfCorruptionTest {
  @TempDir Path tmp;

  static Stream<Arguments> targets() {
    return Stream.of(
        Arguments.of("hello_world", "hello_world.otf", 60),
        Arguments.of("hello_world", "hello_world.0.def", 150),
        Arguments.of("hello_world", "hello_world.1.events", 150),
        Arguments.of("hello_world", "hello_world.0.marker", 100),
        Arguments.of("philosophers", "philosophers.1.def", 100),
        Arguments.of("philosophers", "philosophers.3.events", 100),
        Arguments.of("out", "out.0.def", 15),
        Arguments.of("out", "out.1.events", 8),
        Arguments.of("wrf2", "wrf.0.def.z", 40),
        Arguments.of("wrf2", "wrf.2.events.z", 25));
  }

  @ParameterizedTest(name = "{0}/{1} truncated")
  @MethodSource("targets")
  void truncatedPartsReadOrFailCleanly(String trace, String part, int cases) throws IOException {
    Path dir = copy(trace);
    Path file = dir.resolve(part);
    byte[] original = Files.readAllBytes(file);
    Random random = new Random(part.hashCode());
    int rejected = 0;
    for (int i = 0; i < cases; i++) {
      int length = i == 0 ? 0 : i == 1 ? original.length - 1 : random.nextInt(original.length);
      Files.write(file, java.util.Arrays.copyOf(original, length));
      rejected += readOrFailCleanly(dir, part + " truncated to " + length) ? 0 : 1;
    }
    // Cutting a file inside a line must be noticed (the last byte is then not a line end).
    assertThat(rejected).as(part).isPositive();
  }

  @ParameterizedTest(name = "{0}/{1} bit flips")
  @MethodSource("targets")
  void bitFlippedPartsReadOrFailCleanly(String trace, String part, int cases) throws IOException {
    Path dir = copy(trace);
    Path file = dir.resolve(part);
    byte[] original = Files.readAllBytes(file);
    Random random = new Random(part.hashCode() * 31L);
    for (int i = 0; i < cases; i++) {
      byte[] bytes = original.clone();
      int flips = 1 + random.nextInt(4);
      StringBuilder what = new StringBuilder(part).append(" bits flipped at");
      for (int f = 0; f < flips; f++) {
        int at = random.nextInt(bytes.length);
        bytes[at] ^= (byte) (1 << random.nextInt(8));
        what.append(' ').append(at);
      }
      Files.write(file, bytes);
      readOrFailCleanly(dir, what.toString());
    }
  }

  @ParameterizedTest(name = "random bytes as {0}")
  @MethodSource("garbageTargets")
  void randomBytesReadOrFailCleanly(String part) throws IOException {
    Path dir = copy("wrf2");
    Random random = new Random(7);
    for (int i = 0; i < 20; i++) {
      byte[] bytes = new byte[1 + random.nextInt(5000)];
      random.nextBytes(bytes);
      if (i % 2 == 0) {
        bytes[0] = 0x78;
        bytes[Math.min(1, bytes.length - 1)] = 0x5e;
      }
      Files.write(dir.resolve(part), bytes);
      readOrFailCleanly(dir, part + " replaced by " + bytes.length + " random bytes");
    }
  }

  static List<String> garbageTargets() {
    return List.of("wrf.0.def.z", "wrf.2.events.z", "wrf.otf");
  }

  /** True when the trace read to the end, false when it was rejected with a TraceInputException. */
  private boolean readOrFailCleanly(Path dir, String what) {
    Path master;
    try (Stream<Path> files = Files.list(dir)) {
      master = files.filter(p -> p.toString().endsWith(".otf")).findFirst().orElseThrow();
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    try (OtfTraceSource source = OtfTraceSource.open(master)) {
      while (source.next() != null) {
        // drain
      }
      return true;
    } catch (TraceInputException e) {
      assertThat(e.getMessage()).as(what).contains(dir.toString());
      assertThat(e.problem()).as(what).isNotBlank();
      return false;
    } catch (Throwable e) {
      return fail(what + ": expected success or TraceInputException, got " + e, e);
    }
  }

  /** Copies a sample trace; "wrf2" is stream 2 of wrf alone (one process), to keep the test quick. */
  private Path copy(String trace) throws IOException {
    Path dir = Files.createDirectories(tmp.resolve(trace));
    if (trace.equals("wrf2")) {
      Path wrf = OtfTraceStats.OTF.resolve("wrf");
      Files.writeString(dir.resolve("wrf.otf"), "2:2\n");
      Files.copy(wrf.resolve("wrf.0.def.z"), dir.resolve("wrf.0.def.z"));
      Files.copy(wrf.resolve("wrf.2.events.z"), dir.resolve("wrf.2.events.z"));
      return dir;
    }
    try (Stream<Path> files = Files.list(OtfTraceStats.OTF.resolve(trace))) {
      for (Path f : files.toList()) {
        Files.copy(f, dir.resolve(f.getFileName()));
        dir.resolve(f.getFileName()).toFile().setWritable(true);
      }
    }
    return dir;
  }
}
