package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An output is refused when it is an input file by identity, whatever its spelling. */
class TraceFilesTest {
  @TempDir Path dir;

  @Test
  void theInputUnderAnotherSpellingALinkOrAHardLinkIsRefused() throws IOException {
    Path in = Files.writeString(dir.resolve("data.txt"), "Category[ ]");
    Path sym = Files.createSymbolicLink(dir.resolve("sym.slog2"), in);
    Path hard = Files.createLink(dir.resolve("hard.slog2"), in);
    Files.createDirectory(dir.resolve("x"));
    for (Path out : new Path[] {in, dir.resolve(".").resolve("data.txt"), dir.resolve("x/../data.txt"), sym, hard}) {
      assertThatThrownBy(() -> TraceFiles.checkOutput(in, out)).as(out.toString())
          .isInstanceOf(TraceFiles.OutputRefusedException.class).hasMessageContaining("is the input");
    }
    assertThatCode(() -> TraceFiles.checkOutput(in, dir.resolve("data.slog2"))).doesNotThrowAnyException();
    Files.writeString(dir.resolve("old.slog2"), "an earlier output");
    assertThatCode(() -> TraceFiles.checkOutput(in, dir.resolve("old.slog2"))).doesNotThrowAnyException();
  }

  @Test
  void everyPartOfAnOtfTraceIsAnInputButAnOutputBesideItIsNot() throws IOException {
    Path master = Files.writeString(dir.resolve("t.otf"), "1:1\n");
    for (String part : new String[] {"t.0.def", "t.1.events", "t.a.events.z", "t.0.marker", "t.1.def.z"}) {
      Files.writeString(dir.resolve(part), "x");
    }
    Files.writeString(dir.resolve("t.slog2"), "old");
    Files.writeString(dir.resolve("other.1.events"), "x");
    assertThat(TraceFiles.of(master)).extracting(p -> p.getFileName().toString())
        .containsExactly("t.otf", "t.0.def", "t.0.marker", "t.1.def.z", "t.1.events", "t.a.events.z");
    assertThatThrownBy(() -> TraceFiles.checkOutput(master, dir.resolve("t.1.events")))
        .hasMessage(dir.resolve("t.1.events") + ": is a file of the input trace (t.1.events); the output would"
            + " overwrite it; choose another -o");
    assertThatCode(() -> TraceFiles.checkOutput(master, dir.resolve("t.slog2"))).doesNotThrowAnyException();
  }

  @Test
  void anOutputThatIsADirectoryOrADeviceIsRefused() throws IOException {
    Path in = Files.writeString(dir.resolve("data.txt"), "x");
    assertThatThrownBy(() -> TraceFiles.checkOutput(in, dir)).hasMessage(dir + ": is a directory, not a file;"
        + " the output would replace it");
    Path devNull = Path.of("/dev/null");
    if (Files.exists(devNull)) {
      assertThatThrownBy(() -> TraceFiles.checkOutput(in, devNull)).hasMessageContaining("is a character device");
    }
  }
}
