package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.otf2.Otf2AttributeInfoTest.State;

/**
 * A trace written by the OTF2 library itself, through the shared generator: every eighth time
 * step's Enter carries an attribute, the regions nested in it (and main around it) none, so a
 * timeline has open regions with and without attribute text at once. Every region state has the times and
 * the attribute text of its Enter as {@code otf2-print} shows them. Skipped, saying why, when the
 * OTF2 Python bindings or {@code otf2-print} are not installed.
 */
class Otf2GeneratedTraceTest {
  static final Path GENERATOR = Otf2Samples.TESTDATA.getParent().resolve("tools/gen_otf2_trace.py");

  @TempDir
  Path dir;

  @Test
  void nestedStatesWithAndWithoutAttributesMatchOtf2Print() throws IOException, InterruptedException {
    assumeTrue(Files.isRegularFile(GENERATOR), "no generator at " + GENERATOR);
    assumeTrue(exitCode(List.of("/usr/bin/python3", "-c", "import otf2"), null) == 0,
        "the OTF2 Python bindings (python3-otf2) are not installed");
    assumeTrue(exitCode(List.of("otf2-print", "--help"), null) == 0, "otf2-print (otf2-tools) is not installed");
    Path archive = dir.resolve("trace");
    assertThat(exitCode(List.of("/usr/bin/python3", GENERATOR.toString(), archive.toString(), "--ranks", "3",
        "--target-events", "3000", "--seed", "5", "--quiet"), null)).as("generator exit code").isZero();
    Path anchor = archive.resolve("traces.otf2");
    Path printout = dir.resolve("print.txt");
    assertThat(exitCode(List.of("otf2-print", "--timestamps=offset", anchor.toString()), printout))
        .as("otf2-print exit code").isZero();

    List<State> printed = Otf2AttributeInfoTest.printed(Files.readAllLines(printout), 0);
    List<State> ours;
    try (Otf2TraceSource source = Otf2TraceSource.open(anchor)) {
      ours = Otf2AttributeInfoTest.states(source);
    }
    assertThat(printed).hasSizeGreaterThan(100);
    assertThat(ours).isEqualTo(printed);
    assertThat(ours).anySatisfy(s -> assertThat(s.attributes()).isEqualTo("iteration=8"));
    assertThat(ours).anySatisfy(s -> assertThat(s.attributes()).isEmpty());
  }

  /** Runs a command (its output to {@code out}, or discarded); -1 when it cannot be started. */
  static int exitCode(List<String> command, Path out) throws InterruptedException {
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(out == null);
    builder.redirectOutput(out == null ? ProcessBuilder.Redirect.DISCARD : ProcessBuilder.Redirect.to(out.toFile()));
    if (out != null) {
      builder.redirectError(ProcessBuilder.Redirect.DISCARD);
    }
    try {
      Process p = builder.start();
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return -1;
      }
      return p.exitValue();
    } catch (IOException e) {
      return -1;
    }
  }
}
