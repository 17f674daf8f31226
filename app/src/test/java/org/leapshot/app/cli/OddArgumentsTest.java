package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** Arguments a script gets wrong in odd ways: each a usage line (exit 2) saying what was wrong, not a bug. */
class OddArgumentsTest {
  @TempDir Path dir;

  private final String fpilog = CliRun.testdata("reference/fpilog.slog2").toString();

  @Test
  void anOutputThatIsTheRootFolderIsAUsageErrorNotAnInternalError() {
    // its name is null: render's format check failed with a NullPointerException
    CliRun r = CliRun.of("render", fpilog, "-o", "/");
    assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
    assertThat(r.err()).isEqualTo("render: output must end in .png or .svg: / (see 'leapshot render --help')\n");
  }

  @Test
  void anEmptyOutputNameOrAFolderNameSaysWhatIsWrong() {
    CliRun r = CliRun.of("convert", CliRun.testdata("reference-converted/data.txt").toString(), "-o", "");
    assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
    assertThat(r.err()).isEqualTo("convert: -o: the output file name is empty (see 'leapshot convert --help')\n");
    // a folder that does not exist yet: a file named "results" was written
    String folder = dir.resolve("results") + "/";
    CliRun f = CliRun.of("convert", CliRun.testdata("reference-converted/data.txt").toString(), "-o", folder);
    assertThat(f.exitCode()).as(f.err()).isEqualTo(2);
    assertThat(f.err()).isEqualTo("convert: -o " + folder + ": names a folder; give the SLOG-2 file's name, e.g. -o "
        + folder + "trace.slog2 (see 'leapshot convert --help')\n");
    assertThat(dir.toFile().list()).isEmpty();
  }

  @Test
  void anInputNamedAsAFileWrittenBesideTheOutputIsNeverReplaced() throws Exception {
    byte[] text = Files.readAllBytes(CliRun.testdata("reference-converted/data.txt"));
    Path groups = Files.write(dir.resolve("x.slog2.groups"), text);
    CliRun g = CliRun.of("convert", groups.toString(), "-o", dir.resolve("x.slog2").toString());
    assertThat(g.exitCode()).as(g.err()).isEqualTo(2); // was 1, as a bad input
    assertThat(g.err()).isEqualTo("convert: " + groups + ": is the input; the output would overwrite it; choose"
        + " another -o (see 'leapshot convert --help')\n");
    Files.delete(groups);
    // the overview of an output of 1 GiB or more is written over whatever has its name
    Path overview = Files.write(dir.resolve("y.slog2.overview"), text);
    Path out = dir.resolve("y.slog2");
    CliRun o = CliRun.of("convert", overview.toString(), "-o", out.toString());
    assertThat(o.exitCode()).as(o.err()).isEqualTo(2);
    assertThat(o.err()).isEqualTo("convert: " + overview + ": is the input; the overview written beside " + out
        + " would overwrite it; choose another -o, or --no-overview (see 'leapshot convert --help')\n");
    assertThat(out).doesNotExist();
    assertThat(CliRun.of("convert", overview.toString(), "-o", out.toString(), "--no-overview").exitCode()).isZero();
    assertThat(Files.readAllBytes(overview)).isEqualTo(text);
  }

  @Test
  void runningOutOfHeapWithHugeLeavesNamesTheLeavesNotTheInput() {
    OutOfMemoryError heap = new OutOfMemoryError("Java heap space");
    assertThat(ConvertCommand.outOfMemory(Path.of("t.txt"), Integer.MAX_VALUE, heap)).hasMessage("t.txt: out of memory"
        + " while converting (Java heap space); --leaf-bytes 2147483647 holds leaves of that size in memory while"
        + " they are written; give smaller leaves (default 65536), or give the JVM more heap with -Xmx (bin/leapshot:"
        + " LEAPSHOT_JAVA_OPTS=-Xmx4g)");
    assertThat(ConvertCommand.outOfMemory(Path.of("t.txt"), 1 << 21, heap).getMessage())
        .contains("the input may have an endless line");
    assertThat(ConvertCommand.outOfMemory(Path.of("t.txt"), null, heap).getMessage())
        .contains("the input may have an endless line");
  }

  /** Under LANG=C (batch jobs, cron) a non-ASCII name reaches the JVM as '?'s: the line says how to run instead. */
  @Test
  @EnabledOnOs(OS.LINUX)
  void aNameTheLocaleCannotHoldSaysToRunWithUtf8() throws Exception {
    Path trace = Files.copy(Path.of(fpilog), dir.resolve("tr\u00e4ce.slog2"));
    List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"), "org.leapshot.app.Main", "info",
        trace.toString());
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
    pb.environment().keySet().removeIf(k -> k.startsWith("LC_") || k.equals("LANG"));
    pb.environment().put("LC_ALL", "C");
    Process p = pb.start();
    String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(said).isEqualTo(2);
    assertThat(said).startsWith("info: the file name '").contains("has characters the locale's character set (")
        .endsWith(" cannot hold; run with a UTF-8 locale, e.g. LC_ALL=C.UTF-8 (see 'leapshot info --help')\n");
  }
}
