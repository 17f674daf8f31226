package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Times that are each finite but span more than a double holds (-1e308 .. 1e308 s): {@code render}
 * divided by that width and ended in an internal error in the ruler, and {@code convert} wrote such
 * a run. Now the window is a usage error, the file's range an error naming the file, and the
 * converter refuses the times with their line.
 */
class InfinitelyWideRunTest {
  private static final String STATE = "Category[ index=6 name=BARRIER topo=State color=(255,255,0,127,true) width=1 ]\n";

  @TempDir Path dir;

  private final String fpilog = CliRun.testdata("reference/fpilog.slog2").toString();

  @Test
  void aWindowWiderThanADoubleHoldsIsAUsageError() {
    Path png = dir.resolve("x.png");
    CliRun r = CliRun.of("render", fpilog, "-o", png.toString(), "--from", "-1.7e308", "--to", "1.7e308");
    assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
    assertThat(r.err()).isEqualTo("render: the window -1.7E308 .. 1.7E308 s is wider than a double holds"
        + " (see 'leapshot render --help')\n");
    assertThat(png).doesNotExist();
  }

  @Test
  void aFileWhoseRangeIsWiderThanADoubleHoldsIsNamed() throws IOException {
    Path file = Files.copy(Path.of(fpilog), dir.resolve("wide.slog2"));
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      ByteBuffer pointer = ByteBuffer.allocate(8);
      ch.read(pointer, 72); // header: the tree directory's offset (spec §4)
      long boxAt = pointer.flip().getLong() + 4 + 6; // count, then the root entry's node id (spec §7)
      ch.write(ByteBuffer.allocate(16).putDouble(-1e308).putDouble(1e308).flip(), boxAt);
    }
    Path png = dir.resolve("wide.png");
    CliRun r = CliRun.of("render", file.toString(), "-o", png.toString());
    assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).isEqualTo("render: " + file + ": the trace's time range -1.0E308 .. 1.0E308 s is wider than"
        + " a double holds; give a window with --from and --to\n");
    assertThat(png).doesNotExist();
  }

  @Test
  void theConverterRefusesTimesBeyondTheReachOfARun() throws IOException {
    Path text = Files.writeString(dir.resolve("wide.txt"), STATE
        + "Primitive[ TimeBBox(0.001,0.002) Category=6 (0.001, 2) (0.002, 2) ]\n"
        + "Primitive[ TimeBBox(-1e308,1e308) Category=6 (-1e308, 2) (1e308, 2) ]\n");
    Path out = dir.resolve("wide.slog2");
    CliRun r = CliRun.of("convert", text.toString(), "-o", out.toString());
    assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).hasLineCount(1).startsWith("convert: wide.txt:3: ").contains("-1e308")
        .contains("beyond the ±1.0E300 seconds a trace's run can reach");
    assertThat(out).doesNotExist();
  }
}
