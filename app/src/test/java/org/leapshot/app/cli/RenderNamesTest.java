package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.TimelineNamesFile;

/**
 * {@code convert} keeps an OTF2 archive's location names beside its output, and {@code render}
 * labels the rows with them as the viewer does; without the names file, or with a damaged one
 * (one line on stderr), the labels are the map's numbers again and the picture is still drawn.
 */
class RenderNamesTest {
  @TempDir Path dir;

  @Test
  void renderLabelsRowsWithTheNamesKeptBesideTheFile() throws Exception {
    Path out = dir.resolve("pp.slog2");
    CliRun convert = CliRun.of("convert", CliRun.testdata("otf2/ping-pong-otf2/traces.otf2").toString(), "-o",
        out.toString());
    assertThat(convert.exitCode()).as(convert.err()).isZero();
    assertThat(TimelineNamesFile.of(out)).exists();

    Path named = dir.resolve("named.svg");
    CliRun r = CliRun.of("render", out.toString(), "-o", named.toString(), "--width", "900", "--height", "300");
    assertThat(r.exitCode()).as(r.err()).isZero();
    assertThat(r.err()).isEmpty();
    assertThat(Files.readString(named)).contains(">quartz10 / MPI Rank 0 / Master thread<",
        ">quartz10 / MPI Rank 1 / Master thread<").doesNotContain(">0 / 1 / 0<");
    // folded to the node: its row is named as the trace names it, not by its number; the processes
    // (one thread each) make no groups of one to fold to
    Path folded = dir.resolve("folded.svg");
    assertThat(CliRun.of("render", out.toString(), "-o", folded.toString(), "--width", "900", "--height", "300",
        "--collapse-to", "1").exitCode()).isZero();
    assertThat(Files.readString(folded)).contains(">quartz10 (2)<").doesNotContain(">node 0 (2)<");
    assertThat(CliRun.of("render", out.toString(), "-o", folded.toString(), "--collapse-to", "2").err())
        .contains("--collapse-to must be 1..1");

    Files.writeString(TimelineNamesFile.of(out), "# leapshot timeline names 1\nslog2-bytes 1\n");
    Path damaged = dir.resolve("damaged.svg");
    CliRun d = CliRun.of("render", out.toString(), "-o", damaged.toString(), "--width", "900", "--height", "300");
    assertThat(d.exitCode()).as(d.err()).isZero();
    assertThat(d.err()).startsWith("warning: Timeline names ignored: " + TimelineNamesFile.of(out) + ": line 2: ")
        .hasLineCount(1);
    Files.delete(TimelineNamesFile.of(out));
    Path plain = dir.resolve("plain.svg");
    assertThat(CliRun.of("render", out.toString(), "-o", plain.toString(), "--width", "900", "--height", "300")
        .exitCode()).isZero();
    assertThat(Files.readString(plain)).contains(">0 / 0 / 0<", ">0 / 1 / 0<").doesNotContain("MPI Rank");
    assertThat(withoutClipIds(plain)).isEqualTo(withoutClipIds(damaged));
  }

  /** The SVG without the clip paths' ids, which differ from run to run. */
  private static String withoutClipIds(Path svg) throws java.io.IOException {
    return Files.readString(svg).replaceAll("_\\d+clip", "clip");
  }
}
