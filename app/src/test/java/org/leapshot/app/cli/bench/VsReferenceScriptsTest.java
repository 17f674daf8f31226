package org.leapshot.app.cli.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Runs {@code benchmarks/vs-reference.sh} and {@code vs-reference-convert.sh} on small real MPI
 * traces, one quick round each: they run, print a ratio for every operation, and the exact counts
 * agree with the reference's (no timing is asserted). Skipped with a message where bash, python3,
 * /usr/bin/time or the reference tools are missing.
 */
class VsReferenceScriptsTest {
  private static final Path SHARED = Paths.get(System.getProperty("leapshot.shared", "../../shared"));
  private static final Path SCRIPTS = Paths.get("..", "benchmarks");
  private static final Path REAL_MPI = SHARED.resolve("testdata/real-mpi");

  @Test
  void windowScriptPrintsARatioPerOperationAndTheCountsAgree() throws Exception {
    String out = run("vs-reference.sh", "--quick", REAL_MPI.resolve("stencil2d-8p.slog2").toString(), "1");
    for (String op : new String[] {"open +exact/full", "open +lod/viewer", "whole-run view +lod/viewer", "zoom +exact/full",
        "zoom +lod/viewer", "scroll +exact/full", "scroll +lod/viewer", "jump +exact/full", "jump +lod/viewer",
        "read-all +all/all"}) {
      // operation, modes, ref median, ref min-max, ours median, ours min-max, ratio
      assertThat(out).containsPattern(Pattern.compile("(?m)^" + op + " +\\S+ +\\S+-\\S+ +\\S+ +\\S+-\\S+ +(\\d+\\.\\d\\d|inf)"));
    }
    assertThat(out).contains("round 1 zoom    windows  11", "round 1 scroll  windows  50", "round 1 jump    windows  20")
        .doesNotContain("DIFFERENT").contains("counts agree: yes").containsPattern("machine load .* on \\d+ processors");
  }

  @Test
  void withAStoredOverviewTheWholeRunViewFromItIsComparedToo(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    Path copy = dir.resolve("stencil2d-8p.slog2");
    Files.copy(REAL_MPI.resolve("stencil2d-8p.slog2"), copy);
    assertThat(org.leapshot.app.cli.LeapshotCommand.commandLine().execute("overview", copy.toString())).isZero();
    String out = run("vs-reference.sh", "--quick", copy.toString(), "1");
    for (String op : new String[] {"whole-run view +lod/viewer", "whole-run view +file/viewer", "open\\+whole-run +lod/viewer",
        "open\\+whole-run +file/viewer"}) {
      assertThat(out).containsPattern(Pattern.compile("(?m)^" + op + " +\\S+ +\\S+-\\S+ +\\S+ +\\S+-\\S+ +(\\d+\\.\\d\\d|inf)"));
    }
    assertThat(out).containsPattern("overview from FILE.overview: ours \\d+ runs").contains("counts agree: yes");
  }

  @Test
  void convertScriptComparesTimeMemoryAndOutputs() throws Exception {
    assumeTrue(Files.isExecutable(Paths.get("/usr/bin/time")), "no /usr/bin/time: convert script not exercised");
    String out = run("vs-reference-convert.sh", REAL_MPI.resolve("cpilog-4p.clog2").toString(), "1");
    for (String m : new String[] {"wall s", "cpu s", "peak RSS MiB"}) {
      assertThat(out).containsPattern(Pattern.compile("(?m)^" + m + " +\\S+ +\\S+-\\S+ +\\S+ +\\S+-\\S+ +(\\d+\\.\\d\\d|inf)"));
    }
    // the reference converter and ours write the same bytes for this CLOG2 file
    assertThat(out).contains("round 1 outputs: identical", "outputs identical: yes", "clog2TOslog2.jar");
  }

  @Test
  void oneCommandMakesTheTracesComparesEverythingAndSummarisesAgainstTheGoals(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    assumeTrue(Files.isExecutable(Paths.get("/usr/bin/time")), "no /usr/bin/time: reproduce.sh not exercised");
    String out = run("reproduce.sh", "--quick", dir.toString());
    for (String trace : new String[] {"q8", "q64"}) {
      assertThat(dir.resolve(trace + ".slog2")).isNotEmptyFile();
      assertThat(dir.resolve(trace + ".slog2.overview")).isNotEmptyFile();
      assertThat(out).containsPattern("(?m)^convert " + trace + " +wall s +\\S+ +\\S+ +\\d+\\.\\d\\d +(ok|BELOW)$")
          .containsPattern("(?m)^windows " + trace + " +scroll exact/full +\\S+ +\\S+ +\\d+\\.\\d\\d +(ok|BELOW)$")
          .containsPattern("(?m)^windows " + trace + " +open\\+whole-run file/viewer ")
          .contains("convert " + trace + ": byte-identical to the reference (its hash order fixed): yes",
              "windows " + trace + ": counts agree: yes");
    }
    // 2 traces x (2 conversion goals + 13 window measures: 6 operations in two modes, read-all)
    assertThat(out).containsPattern("below the goal: \\d+ of 30").contains("counts and outputs agree: yes");
    // a second run reuses the traces it made
    long made = Files.getLastModifiedTime(dir.resolve("q8.slog2")).toMillis();
    assertThat(run("reproduce.sh", "--quick", dir.toString())).doesNotContain("making ", "converting ");
    assertThat(Files.getLastModifiedTime(dir.resolve("q8.slog2")).toMillis()).isEqualTo(made);
  }

  @Test
  void theReferenceConvertersFinalizerRaceIsRunAgainButAnyOtherFailureStops(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    assumeTrue(onPath("bash"), "no bash: the scripts' run function not exercised");
    // A side that fails once as the reference converter's finalizer race does, then succeeds.
    String flaky = "if [ -e " + dir + "/once ]; then echo done; else touch " + dir + "/once; "
        + "echo 'java.io.IOException: Stream Closed' >&2; "
        + "echo '  at logformat.slog2.output.OutputLog.finalize(OutputLog.java:244)' >&2; exit 1; fi";
    Shell raced = runSide(dir, flaky);
    assertThat(raced.exit).as(raced.text).isZero();
    assertThat(raced.text).contains("finalizer closed its output early (attempt 1)").contains("out: done");
    // Any other failure stops the comparison at once.
    Shell failed = runSide(dir, "echo 'no such file' >&2; exit 3");
    assertThat(failed.exit).as(failed.text).isEqualTo(1);
    assertThat(failed.text).contains("failed:").contains("no such file").doesNotContain("running it again");
  }

  private record Shell(int exit, String text) {}

  /** Sources the scripts' library and runs one side, as the scripts do, with {@code command} in bash. */
  private static Shell runSide(Path dir, String command) throws IOException, InterruptedException {
    String script = ". " + SCRIPTS.resolve("vs-reference-lib.sh") + "; work=" + dir
        + "; run ref bash -c \"$1\"; echo \"out: $(cat " + dir + "/ref.out)\"";
    Process p = new ProcessBuilder("bash", "-c", script, "vs-reference-test", command).redirectErrorStream(true).start();
    String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Shell(p.waitFor(), text);
  }

  @Test
  void reproduceRefusesAWrongCommandLineAsAUsageError() throws Exception {
    assumeTrue(onPath("bash"), "no bash: reproduce.sh not exercised");
    for (String[] args : new String[][] {{}, {"--rounds", "x", "/tmp/d"}, {"--bogus", "/tmp/d"}, {"a", "b"}}) {
      List<String> cmd = new ArrayList<>(List.of("bash", SCRIPTS.resolve("reproduce.sh").toString()));
      cmd.addAll(List.of(args));
      Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
      String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertThat(p.waitFor()).as(text).isEqualTo(2);
      assertThat(text).containsPattern("usage:|--rounds needs");
    }
  }

  private static String run(String script, String... args) throws IOException, InterruptedException {
    assumeTrue(onPath("bash") && onPath("python3") && onPath("javac"), "bash, python3 or javac missing: scripts not exercised");
    assumeTrue(Files.isDirectory(SHARED.resolve("tools/reference/lib")), "no reference tools in " + SHARED);
    List<String> cmd = new ArrayList<>(List.of("bash", SCRIPTS.resolve(script).toString()));
    cmd.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
    // The jar is packaged after the tests: the scripts run this build's classes instead.
    pb.environment().put("LEAPSHOT_CLASSPATH", System.getProperty("java.class.path"));
    pb.environment().put("LEAPSHOT_SHARED", SHARED.toString());
    Path log = Files.createTempFile("vs-reference", ".out");
    try {
      Process p = pb.redirectOutput(log.toFile()).start();
      if (!p.waitFor(300, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new AssertionError(script + " did not finish in 300 s");
      }
      String out = Files.readString(log, StandardCharsets.UTF_8);
      assertThat(p.exitValue()).as(out).isZero();
      return out;
    } finally {
      Files.deleteIfExists(log);
    }
  }

  private static boolean onPath(String tool) {
    String path = System.getenv("PATH");
    if (path == null) {
      return false;
    }
    for (String dir : path.split(java.io.File.pathSeparator)) {
      if (Files.isExecutable(Paths.get(dir, tool))) {
        return true;
      }
    }
    return false;
  }
}
