package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.testing.RootBox;

/** Issue #19.2: argument mistakes are one usage line (exit 2), bad inputs one line naming the file (exit 1). */
class CommandErrorsTest {
  private static final String STATE = "Category[ index=6 name=BARRIER topo=State color=(255,255,0,127,true) width=1 ]\n";

  @TempDir Path dir;

  private final String fpilog = CliRun.testdata("reference/fpilog.slog2").toString();

  @Test
  void renderArgumentMistakesAreUsageErrorsNotInternalErrors() {
    assertUsage(CliRun.of("render", fpilog, "-o", dir.resolve("x.slog2").toString()),
        "render: output must end in .png or .svg: " + dir.resolve("x.slog2") + " (see 'leapshot render --help')");
    assertUsage(CliRun.of("render", fpilog, "-o", dir.resolve("x.png").toString(), "--map", "Nope"),
        "render: no line-ID map titled 'Nope' in " + fpilog + "; it has 'Identity Map' (see 'leapshot render --help')");
    assertUsage(CliRun.of("render", fpilog, "-o", dir.resolve("x.png").toString(), "--theme", "pink"),
        "render: --theme must be light or dark, was pink (see 'leapshot render --help')");
    assertUsage(CliRun.of("render", fpilog, "-o", dir.resolve("x.png").toString(), "--width", "5"),
        "render: picture size must be 200..20000 × 100..20000, was 5×900 (see 'leapshot render --help')");
    assertUsage(CliRun.of("render", fpilog, "-o", dir.resolve("x.png").toString(), "--from", "0.2", "--to", "0.1"),
        "render: --to must be after --from, got 0.2 .. 0.1 (see 'leapshot render --help')");
    assertUsage(CliRun.of("render", fpilog, "-o", dir.resolve("x.png").toString(), "--rows", "1000-2000"),
        "render: --rows from 1000 asked, but map 'Identity Map' has 4 rows (0..3) (see 'leapshot render --help')");
    assertUsage(CliRun.of("render", fpilog, "-o", dir.resolve("x.png").toString(), "--collapse-to", "1"),
        "render: --collapse-to: map 'Identity Map' (LineID) has no groups to fold; choose a map with several"
            + " columns with --map (see 'leapshot render --help')");
    assertUsage(CliRun.of("render", fpilog), "render: Missing required option: '--output=OUT' (see 'leapshot render --help')");
    assertThat(dir.toFile().list()).isEmpty();
  }

  @Test
  void aPictureTooBigForTheHeapIsRefusedAtOnceNotAfterRunningOutOfMemory() {
    // 80 000 × 80 000 pixels are 24 GiB: refused before the trace is read, in one line naming the output
    long t0 = System.nanoTime();
    Path png = dir.resolve("huge.png");
    CliRun r = CliRun.of("render", fpilog, "-o", png.toString(), "--width", "20000", "--height", "20000", "--scale", "4");
    assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).startsWith("render: " + png + ": a 80000×80000-pixel PNG needs 24414 MiB, more than half the"
        + " Java heap (").endsWith("draw it smaller or give Java more heap (-Xmx)\n").hasLineCount(1);
    assertThat(System.nanoTime() - t0).as("refused before drawing").isLessThan(5_000_000_000L);
    assertThat(dir.toFile().list()).isEmpty();
  }

  @Test
  void aWindowThatMissesTheWholeRunIsAUsageErrorNotABlankAnswer() {
    // fpilog runs from 0.002091 to 0.157824 s: 1e9 .. 2e9 (or milliseconds typed as seconds) misses it
    String run = " misses the run of " + fpilog + ", which is 0.002090999999381893 .. 0.15782399999989138 s";
    assertUsage(CliRun.of("render", fpilog, "-o", dir.resolve("x.png").toString(), "--from", "1e9", "--to", "2e9"),
        "render: --from 1.0E9 --to 2.0E9" + run + " (see 'leapshot render --help')");
    assertUsage(CliRun.of("stats", fpilog, "--from", "2", "--to", "157"),
        "stats: --from 2.0 --to 157.0" + run + " (see 'leapshot stats --help')");
    assertUsage(CliRun.of("stats", fpilog, "--from", "-5", "--to", "-1"),
        "stats: --from -5.0 --to -1.0" + run + " (see 'leapshot stats --help')");
    assertThat(dir.toFile().list()).isEmpty();
    // a window reaching into the run is fine, however far it reaches out
    assertThat(CliRun.of("stats", fpilog, "--from", "-5", "--to", "0.003").exitCode()).isZero();
    assertThat(CliRun.of("render", fpilog, "-o", dir.resolve("y.png").toString(), "--from", "0.15", "--to", "9")
        .exitCode()).isZero();
  }

  @Test
  void renderNeverDrawsOverItsOwnInput() throws IOException {
    Path trace = Files.copy(Path.of(fpilog), dir.resolve("trace.png"));
    byte[] before = Files.readAllBytes(trace);
    Path same = dir.resolve(".").resolve("trace.png");
    assertUsage(CliRun.of("render", trace.toString(), "-o", same.toString()),
        "render: " + same + ": is the input; the output would overwrite it; choose another -o"
            + " (see 'leapshot render --help')");
    assertThat(Files.readAllBytes(trace)).isEqualTo(before);
  }

  @Test
  void aMistypedCommandIsAnErrorAndDoesNotOpenTheViewer() {
    Set<String> commands = LeapshotCommand.commandLine().getSubcommands().keySet();
    assertThat(LeapshotCommand.opensViewer(new String[] {"prnt", fpilog}, commands)).isFalse();
    assertThat(LeapshotCommand.opensViewer(new String[] {"prnt"}, commands)).isFalse();
    assertThat(LeapshotCommand.opensViewer(new String[] {}, commands)).isTrue();
    assertThat(LeapshotCommand.opensViewer(new String[] {fpilog}, commands)).isTrue();
    assertThat(LeapshotCommand.opensViewer(new String[] {"missing.slog2"}, commands)).isTrue();
    assertThat(LeapshotCommand.opensViewer(new String[] {"print", fpilog}, commands)).isFalse();
    assertUsage(CliRun.of("prnt", fpilog), "leapshot: unknown command 'prnt'; did you mean print? (see 'leapshot --help')");
  }

  @Test
  void renderOnAFileWithAnEmptyTimeRangeSaysSoInsteadOfBlamingFromAndTo() throws IOException {
    Path text = Files.writeString(dir.resolve("one.txt"), STATE
        + "Primitive[ TimeBBox(0.001,0.001) Category=6 (0.001, 2) (0.001, 2) ]\n");
    Path slog2 = dir.resolve("one.slog2");
    assertThat(CliRun.of("convert", text.toString(), "-o", slog2.toString()).exitCode()).isZero();
    CliRun r = CliRun.of("render", slog2.toString(), "-o", dir.resolve("one.png").toString());
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.err()).isEqualTo("render: " + slog2 + ": the trace's time range 0.001 .. 0.001 is empty; give a"
        + " window with --from and --to\n");
    assertThat(dir.resolve("one.png")).doesNotExist();
    assertThat(CliRun.of("render", slog2.toString(), "-o", dir.resolve("one.png").toString(), "--from", "0",
        "--to", "0.002").exitCode()).isZero();
  }

  @Test
  void renderOnAFileWhoseRootBoxIsInvertedBlamesTheFileNotFromAndTo() throws IOException {
    Path file = Files.copy(Path.of(fpilog), dir.resolve("inverted.slog2"));
    double[] box = RootBox.read(file);
    RootBox.write(file, box[1], box[0]);
    CliRun r = CliRun.of("render", file.toString(), "-o", dir.resolve("inverted.png").toString());
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err()).startsWith("render: " + file).doesNotContain("--to must be after").doesNotContain("internal");
    assertThat(dir.resolve("inverted.png")).doesNotExist();
  }

  @Test
  void aRenderThatCannotWriteSaysWhichFileAndLeavesNothingBehind() throws IOException {
    Path sys = Path.of("/sys");
    if (Files.isDirectory(sys) && !Files.isWritable(sys.resolve("leapshot.png"))) {
      CliRun r = CliRun.of("render", fpilog, "-o", "/sys/leapshot.png");
      assertThat(r.exitCode()).isEqualTo(1);
      assertThat(r.err()).isEqualTo("render: cannot write /sys/leapshot.png: permission denied\n");
    }
    Path occupied = Files.createDirectory(dir.resolve("busy.png"));
    Files.writeString(occupied.resolve("keep"), "mine");
    assertUsage(CliRun.of("render", fpilog, "-o", occupied.toString()), "render: " + occupied + ": is a directory,"
        + " not a file; the output would replace it (see 'leapshot render --help')");
    try (Stream<Path> left = Files.list(dir)) {
      assertThat(left).containsExactly(occupied);
    }
    assertThat(occupied.resolve("keep")).hasContent("mine");
  }

  @Test
  void controlBytesAndHugeTokensFromTheInputAreNotEchoedRaw() throws IOException {
    Path text = Files.writeString(dir.resolve("esc.txt"), STATE
        + "Primitive[ TimeBBox(0.1,\u001B[2J\r) Category=6 ]\n");
    CliRun r = CliRun.of("convert", text.toString(), "-o", dir.resolve("esc.slog2").toString());
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.err()).startsWith("convert: esc.txt:2: ").contains("\\e[2J").doesNotContain("\u001B").doesNotContain("\r");
    assertThat(r.err().lines()).hasSize(1);

    Path huge = Files.writeString(dir.resolve("huge.txt"), STATE + "Primitive[ TimeBBox(" + "9".repeat(1 << 20) + ") ]\n");
    CliRun h = CliRun.of("convert", huge.toString(), "-o", dir.resolve("huge.slog2").toString());
    assertThat(h.exitCode()).isEqualTo(1);
    assertThat(h.err()).startsWith("convert: huge.txt:2: ").hasSizeLessThan(400);
  }

  @Test
  void aNegativeCacheBudgetForBenchIsAUsageErrorNotAnInternalError() {
    assertUsage(CliRun.of("bench", fpilog, "--cache-mib", "-5"),
        "bench: --cache-mib must be 0 or more MiB, was -5 (see 'leapshot bench --help')");
    // shifted to bytes, 2^44 MiB would wrap to a negative budget
    assertUsage(CliRun.of("bench", fpilog, "--cache-mib", Long.toString(1L << 44)),
        "bench: --cache-mib must be 0 or more MiB, was " + (1L << 44) + " (see 'leapshot bench --help')");
  }

  @Test
  void convertingASlog2FileSaysItIsOneAlreadyRatherThanAskingForAFormat() {
    Path out = dir.resolve("again.slog2");
    CliRun r = CliRun.of("convert", fpilog, "-o", out.toString());
    assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).isEqualTo("convert: " + fpilog + ": is already a SLOG-2 file; open it in the viewer, or read"
        + " it with info, print, stats or render (convert reads other trace formats)\n");
    assertThat(CliRun.of("convert", fpilog, "-o", out.toString(), "--format", "text").err())
        .contains("is already a SLOG-2 file");
    assertThat(dir.toFile().list()).isEmpty();
  }

  /**
   * Times that are each finite but span more than a double holds: {@code render} divided by that
   * width and ended in an internal error in the ruler, and {@code convert} wrote such a run.
   */
  @Test
  void aWindowWiderThanADoubleHoldsIsAUsageError() {
    assertUsage(CliRun.of("render", fpilog, "-o", dir.resolve("x.png").toString(), "--from", "-1.7e308", "--to",
        "1.7e308"), "render: the window -1.7E308 .. 1.7E308 s is wider than a double holds (see 'leapshot render --help')");
    assertThat(dir.resolve("x.png")).doesNotExist();
  }

  @Test
  void aFileWhoseRangeIsWiderThanADoubleHoldsIsNamed() throws IOException {
    Path file = Files.copy(Path.of(fpilog), dir.resolve("wide.slog2"));
    RootBox.write(file, -1e308, 1e308);
    CliRun r = CliRun.of("render", file.toString(), "-o", dir.resolve("wide.png").toString());
    assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).isEqualTo("render: " + file + ": the trace's time range -1.0E308 .. 1.0E308 s is wider than"
        + " a double holds; give a window with --from and --to\n");
    assertThat(dir.resolve("wide.png")).doesNotExist();
  }

  @Test
  void theConverterRefusesTimesBeyondTheReachOfARun() throws IOException {
    Path text = Files.writeString(dir.resolve("wide.txt"), STATE
        + "Primitive[ TimeBBox(0.001,0.002) Category=6 (0.001, 2) (0.002, 2) ]\n"
        + "Primitive[ TimeBBox(-1e308,1e308) Category=6 (-1e308, 2) (1e308, 2) ]\n");
    CliRun r = CliRun.of("convert", text.toString(), "-o", dir.resolve("wide.slog2").toString());
    assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).hasLineCount(1).startsWith("convert: wide.txt:3: ").contains("-1e308")
        .contains("beyond the ±1.0E300 seconds a trace's run can reach");
    assertThat(dir.resolve("wide.slog2")).doesNotExist();
  }

  @Test
  void aBugIsAnInternalErrorThatSaysHowToReportIt() {
    String line = UserErrorHandler.internalError("render", new IllegalStateException("boom"));
    assertThat(line).startsWith("render: internal error (a bug in Leapshot, please report it")
        .contains("-Dleapshot.debug=true").endsWith("java.lang.IllegalStateException: boom");
  }

  private static void assertUsage(CliRun r, String line) {
    assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
    assertThat(r.err()).isEqualTo(line + "\n");
  }
}
