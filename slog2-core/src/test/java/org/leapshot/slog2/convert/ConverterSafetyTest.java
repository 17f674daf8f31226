package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue #19: the converter never writes over its input, and says what was wrong with the input's name. */
class ConverterSafetyTest {
  private static final String CATEGORY = "Category[ index=6 name=BARRIER topo=State color=(255,255,0,127,true) width=1 ]";

  @TempDir Path dir;

  private ConvertSummary convert(Path in, Path out, boolean keepGoing) throws IOException {
    return new Converter(ConvertOptions.defaults().withKeepGoing(keepGoing), null).convert(in, out);
  }

  @Test
  void theInputIsNeverTheOutputWhateverItsSpelling() throws IOException {
    Path in = Files.writeString(dir.resolve("one.txt"), CATEGORY
        + "\nPrimitive[ TimeBBox(0.1,0.2) Category=6 (0.1, 2) (0.2, 2) ]\n");
    byte[] before = Files.readAllBytes(in);
    Files.createDirectory(dir.resolve("sub"));
    assertThatThrownBy(() -> convert(in, dir.resolve("sub/../one.txt"), false))
        .isInstanceOf(TraceFiles.OutputRefusedException.class);
    assertThat(Files.readAllBytes(in)).isEqualTo(before);
  }

  @Test
  void anInputWithoutDrawablesIsNamedAndWhatWasSkippedIsSaid() throws IOException {
    Path in = Files.writeString(dir.resolve("bad.txt"), CATEGORY
        + "\nPrimitive[ TimeBBox(0.3,0.2) Category=6 (0.3, 2) (0.2, 2) ]\n");
    Path out = dir.resolve("bad.slog2");
    assertThatThrownBy(() -> convert(in, out, true)).isInstanceOf(IOException.class)
        .hasMessage(in + ": no drawables in the input, and a SLOG-2 file needs at least one; skipped 1 bad record,"
            + " the first: bad.txt:2: Primitive TimeBBox start 0.3 is after its end 0.2");
    Path empty = Files.writeString(dir.resolve("empty.txt"), CATEGORY + "\n");
    assertThatThrownBy(() -> convert(empty, out, false))
        .hasMessage(empty + ": no drawables in the input, and a SLOG-2 file needs at least one");
    assertThat(list()).containsExactlyInAnyOrder(in, empty);
  }

  @Test
  void infiniteTimesAreRejectedWithTheirLine() throws IOException {
    Path in = Files.writeString(dir.resolve("inf.txt"), CATEGORY
        + "\nPrimitive[ TimeBBox(0.1,0.2) Category=6 (0.1, 2) (0.2, 2) ]"
        + "\nPrimitive[ TimeBBox(-Infinity,0.3) Category=6 (0.1, 2) (0.3, 2) ]\n");
    assertThatThrownBy(() -> convert(in, dir.resolve("inf.slog2"), false))
        .hasMessage("inf.txt:3: TimeBBox start is -Infinity, not a finite number of seconds");
    assertThat(convert(in, dir.resolve("inf.slog2"), true).written().drawables()).isEqualTo(1);
  }

  @Test
  void aFifoIsRefusedAtOnceWithoutOpeningIt() throws Exception {
    Path fifo = dir.resolve("pipe");
    Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
    org.junit.jupiter.api.Assumptions.assumeTrue(mk.waitFor() == 0, "mkfifo is not available");
    assertThatThrownBy(() -> convert(fifo, dir.resolve("p.slog2"), false))
        .hasMessage(fifo + ": is a named pipe (FIFO), not a file");
  }

  @Test
  void anOtfProcessTokenBeyond2To63IsABadRecordThatKeepGoingSkips() throws IOException {
    Path shared = Path.of(System.getProperty("leapshot.shared"), "testdata", "otf", "hello_world");
    try (Stream<Path> parts = Files.list(shared)) {
      for (Path p : parts.toList()) {
        Files.copy(p, dir.resolve(p.getFileName())).toFile().setWritable(true);
      }
    }
    Path events = dir.resolve("hello_world.1.events");
    List<String> lines = new java.util.ArrayList<>(Files.readAllLines(events));
    lines.set(5, "*ffffffffffffffff"); // line 6, after the first records of process 1
    Files.write(events, lines);
    Path master = dir.resolve("hello_world.otf");
    Path out = dir.resolve("hw.slog2");
    assertThatThrownBy(() -> convert(master, out, false)).isInstanceOf(TraceInputException.class)
        .hasMessage(events + ":6: process 0xffffffffffffffff is beyond 2^63");
    ConvertSummary s = convert(master, out, true);
    assertThat(s.report().messages()).startsWith(events + ":6: process 0xffffffffffffffff is beyond 2^63",
        events + ":7: record without a valid time and process record before it");
    assertThat(s.written().drawables()).isPositive();
  }

  private List<Path> list() throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.toList();
    }
  }
}
