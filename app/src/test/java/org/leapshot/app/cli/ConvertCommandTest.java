package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.testing.WideTraces;
import org.leapshot.slog2.format.Header;
import org.leapshot.slog2.format.Slog2Reader;
import picocli.CommandLine;

class ConvertCommandTest {
  private static final Path SHARED = Path.of(System.getProperty("leapshot.shared"));

  @TempDir Path dir;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cli = LeapshotCommand.commandLine();
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    return cli.execute(args);
  }

  @Test
  void convertsThePiclExampleAndSummarises() {
    Path in = SHARED.resolve("testdata/picl/worley-table20.trf");
    Path slog2 = dir.resolve("worley.slog2");
    assertThat(run("convert", in.toString(), "-o", slog2.toString())).as(err.toString()).isZero();
    assertThat(slog2).exists();
    assertThat(out.toString())
        .contains("converted " + in + " (picl, ")
        .contains("drawables:  14 (10 states, 0 arrows, 4 events, 0 composites)")
        .contains("timelines: 1")
        .contains("time range: -0.715036 .. 0.001982 s")
        .contains("skipped:    unmatched receive 2, unmatched send 1")
        .contains("counted:    statistics records 11");
    assertThat(err.toString()).contains("skipped: worley-table20.trf:19: send from processor 6 to 7");
  }

  @Test
  void convertsTheReferenceSampleByteForByte() throws IOException {
    Path in = SHARED.resolve("testdata/reference-converted/data.txt");
    Path reference = SHARED.resolve("testdata/reference-converted/data.slog2");
    Header h;
    try (Slog2Reader r = Slog2Reader.open(reference)) {
      h = r.header();
    }
    Path slog2 = dir.resolve("data.slog2");
    assertThat(run("convert", in.toString(), "-o", slog2.toString(), "--leaf-bytes", String.valueOf(h.leafByteSize()),
        "--children", String.valueOf(h.childrenPerNode()))).as(err.toString()).isZero();
    assertThat(Files.readAllBytes(slog2)).isEqualTo(Files.readAllBytes(reference));
    assertThat(out.toString())
        .contains("(text, ")
        .contains("drawables:  9 (4 states, 2 arrows, 0 events, 3 composites)")
        .contains("timelines: 5")
        .contains("order:      in end-time order")
        .contains("skipped:    none");
    assertThat(err.toString()).isEmpty();
  }

  @Test
  void aWideTraceGetsTheLeafItsFormatChoosesUnlessTheUserGivesOne() throws IOException {
    // 300 timelines: 300 KiB, to the nearest power of two.
    Path in = WideTraces.paraver(dir, 300);
    Path slog2 = dir.resolve("wide.slog2");
    assertThat(run("convert", in.toString(), "-o", slog2.toString())).as(err.toString()).isZero();
    assertThat(header(slog2).leafByteSize()).isEqualTo(262144);
    assertThat(run("convert", in.toString(), "-o", slog2.toString(), "--children", "4")).as(err.toString()).isZero();
    assertThat(header(slog2).leafByteSize()).isEqualTo(262144);
    assertThat(header(slog2).childrenPerNode()).isEqualTo(4);
    assertThat(run("convert", in.toString(), "-o", slog2.toString(), "--leaf-bytes", "4096")).as(err.toString()).isZero();
    assertThat(header(slog2).leafByteSize()).isEqualTo(4096);
  }

  private static Header header(Path slog2) throws IOException {
    try (Slog2Reader r = Slog2Reader.open(slog2)) {
      return r.header();
    }
  }

  @Test
  void anErrtimeFileGivesItsLine() {
    Path in = SHARED.resolve("testdata/text/errtime2.txt");
    Path slog2 = dir.resolve("e.slog2");
    assertThat(run("convert", in.toString(), "-o", slog2.toString())).isEqualTo(1);
    assertThat(err.toString()).isEqualTo(
        "convert: errtime2.txt:15: Primitive TimeBBox start 0.0025 is after its end 0.001" + System.lineSeparator());
    assertThat(slog2).doesNotExist();

    assertThat(run("convert", in.toString(), "-o", slog2.toString(), "--keep-going")).isZero();
    assertThat(out.toString()).contains("skipped:    bad record 1");
    assertThat(err.toString()).contains("skipped: errtime2.txt:15: Primitive TimeBBox start 0.0025 is after its end");
    assertThat(slog2).exists();
  }

  @Test
  void anUnorderedTextFileIsSortedOrRejectedWithCheckOrder() throws IOException {
    Path in = SHARED.resolve("testdata/text/errtime1.txt");
    Path slog2 = dir.resolve("e1.slog2");
    assertThat(run("convert", in.toString(), "-o", slog2.toString())).as(err.toString()).isZero();
    assertThat(out.toString()).contains("order:      not in end-time order, sorted");
    Files.delete(slog2);

    assertThat(run("convert", in.toString(), "-o", slog2.toString(), "--check-order")).isEqualTo(1);
    assertThat(err.toString()).isEqualTo("convert: errtime1.txt:15: drawable ends at 0.0018, before the previous"
        + " drawable (line 14) ends at 0.002; drawables must come in non-decreasing end time" + System.lineSeparator());
    assertThat(listDir()).isEmpty();
  }

  @Test
  void aMissingInputIsOneClearLine() {
    Path slog2 = dir.resolve("x.slog2");
    Path missing = dir.resolve("none.txt");
    assertThat(run("convert", missing.toString(), "-o", slog2.toString())).isEqualTo(1);
    assertThat(err.toString()).isEqualTo("convert: " + missing + ": no such file" + System.lineSeparator());
    assertThat(slog2).doesNotExist();
  }

  @Test
  void unorderedInputIsSortedUnlessOrderIsChecked() throws IOException {
    Path in = dir.resolve("two.trf");
    Files.write(in, List.of(
        "-3 -601 1.0 0 -1 0",
        "-4 -601 5.0 0 -1 0",
        "-3 -601 0.5 1 -1 0",
        "-4 -601 2.0 1 -1 0"));
    Path slog2 = dir.resolve("two.slog2");
    assertThat(run("convert", in.toString(), "-o", slog2.toString(), "--format", "PICL")).as(err.toString()).isZero();
    assertThat(out.toString()).contains("order:      not in end-time order, sorted");
    Files.delete(slog2);

    assertThat(run("convert", in.toString(), "-o", slog2.toString(), "--check-order")).isEqualTo(1);
    assertThat(err.toString()).startsWith("convert: two.trf:4: drawable ends at 2.0, before the previous drawable"
        + " (line 2) ends at 5.0");
    assertThat(err.toString().lines()).hasSize(1);
    assertThat(listDir()).containsExactly(in);
  }

  @Test
  void anUnknownFormatIsAUsageError() {
    assertThat(run("convert", "x", "-o", "y", "--format", "pdf")).isEqualTo(2);
    assertThat(err.toString()).contains("unknown --format 'pdf'");
  }

  private List<Path> listDir() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.toList();
    }
  }
}
