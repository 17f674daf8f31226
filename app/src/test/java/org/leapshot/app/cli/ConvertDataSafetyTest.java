package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #19.1: {@code convert} never overwrites its input, under any spelling of its name, nor a
 * part file of an OTF trace, nor anything that is not a file; each refusal is one usage line.
 */
class ConvertDataSafetyTest {
  @TempDir Path dir;

  private Path copy(String relative) throws IOException {
    Path from = CliRun.testdata(relative);
    Path to = dir.resolve(from.getFileName());
    Files.copy(from, to);
    to.toFile().setWritable(true);
    return to;
  }

  @Test
  void theInputAsOutputIsRefusedForEveryFormatAndSpelling() throws IOException {
    for (String input : List.of("reference-converted/data.txt", "picl/worley-table20.trf",
        "real-mpi/cpilog-4p.clog2")) {
      Path in = copy(input);
      byte[] before = Files.readAllBytes(in);
      Files.createDirectories(dir.resolve("sub"));
      Path sym = Files.createSymbolicLink(dir.resolve("sym-" + in.getFileName()), in);
      Path hard = Files.createLink(dir.resolve("hard-" + in.getFileName()), in);
      for (Path out : List.of(in, dir.resolve(".").resolve(in.getFileName()),
          dir.resolve("sub").resolve("..").resolve(in.getFileName()), sym, hard)) {
        CliRun r = CliRun.of("convert", in.toString(), "-o", out.toString());
        assertThat(r.exitCode()).as(out.toString()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("convert: " + out + ": is the input; the output would overwrite it; choose"
            + " another -o (see 'leapshot convert --help')\n");
        assertThat(Files.readAllBytes(in)).isEqualTo(before);
      }
    }
  }

  @Test
  void noPartOfAnOtfTraceIsEverTheOutput() throws IOException {
    Path otf = Files.createDirectory(dir.resolve("hello_world"));
    try (Stream<Path> parts = Files.list(CliRun.testdata("otf/hello_world"))) {
      for (Path p : parts.toList()) {
        Files.copy(p, otf.resolve(p.getFileName())).toFile().setWritable(true);
      }
    }
    Path master = otf.resolve("hello_world.otf");
    for (String part : List.of("hello_world.1.events", "hello_world.0.def", "hello_world.0.marker", "hello_world.otf")) {
      Path out = otf.resolve(part);
      byte[] before = Files.readAllBytes(out);
      CliRun r = CliRun.of("convert", "-o", out.toString(), master.toString());
      assertThat(r.exitCode()).as(part).isEqualTo(2);
      assertThat(r.err()).contains(out + ": is ").contains("the output would overwrite it");
      assertThat(Files.readAllBytes(out)).isEqualTo(before);
    }
    assertThat(CliRun.of("convert", master.toString(), "-o", otf.resolve("hello_world.slog2").toString()).exitCode())
        .isZero();
  }

  @Test
  void anOutputThatIsNotAFileIsRefusedAndADeviceIsNeverReplaced() throws IOException {
    Path in = copy("reference-converted/data.txt");
    CliRun r = CliRun.of("convert", in.toString(), "-o", dir.toString());
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).startsWith("convert: " + dir + ": is a directory, not a file");
    Path devNull = Path.of("/dev/null");
    if (Files.exists(devNull)) {
      CliRun d = CliRun.of("convert", in.toString(), "-o", devNull.toString());
      assertThat(d.exitCode()).isEqualTo(2);
      assertThat(d.err()).startsWith("convert: /dev/null: is a character device, not a file");
      assertThat(Files.isRegularFile(devNull)).isFalse();
    }
  }

  @Test
  void anOutputInAMissingDirectoryNamesTheDirectoryNotTheTemporaryFile() throws IOException {
    Path in = copy("reference-converted/data.txt");
    Path out = dir.resolve("missing").resolve("data.slog2");
    CliRun r = CliRun.of("convert", in.toString(), "-o", out.toString());
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.err()).isEqualTo("convert: cannot write " + out + ": directory " + dir.resolve("missing")
        + " does not exist\n");
  }

  @Test
  void nonRegularInputsAreRefusedAtOnceSayingWhatTheyAre() throws Exception {
    Path out = dir.resolve("x.slog2");
    CliRun d = CliRun.of("convert", dir.toString(), "-o", out.toString());
    assertThat(d.exitCode()).isEqualTo(1);
    assertThat(d.err())
        .isEqualTo("convert: " + dir + ": is a directory, not a file, and holds no OTF2 anchor file (*.otf2)\n");
    if (Files.exists(Path.of("/dev/null"))) {
      assertThat(CliRun.of("convert", "/dev/null", "-o", out.toString()).err())
          .isEqualTo("convert: /dev/null: is a character device, not a file\n");
    }
    Path fifo = dir.resolve("pipe");
    if (new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0) {
      CliRun f = CliRun.of("convert", fifo.toString(), "-o", out.toString());
      assertThat(f.exitCode()).isEqualTo(1);
      assertThat(f.err()).isEqualTo("convert: " + fifo + ": is a named pipe (FIFO), not a file\n");
    }
    assertThat(out).doesNotExist();
  }

  @Test
  void anInputWithoutDrawablesIsNamedNotTheOutput() throws IOException {
    Path in = Files.writeString(dir.resolve("nodraw.txt"),
        "Category[ index=6 name=BARRIER topo=State color=(255,255,0,127,true) width=1 ]\n"
        + "Primitive[ TimeBBox(0.3,0.2) Category=6 (0.3, 2) (0.2, 2) ]\n");
    Path out = dir.resolve("nodraw.slog2");
    CliRun r = CliRun.of("convert", "--keep-going", in.toString(), "-o", out.toString());
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.err()).isEqualTo("convert: " + in + ": no drawables in the input, and a SLOG-2 file needs at least"
        + " one; skipped 1 bad record, the first: nodraw.txt:2: Primitive TimeBBox start 0.3 is after its end 0.2\n");
    assertThat(out).doesNotExist();
  }
}
