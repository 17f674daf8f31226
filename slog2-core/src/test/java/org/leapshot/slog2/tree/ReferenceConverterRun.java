package org.leapshot.slog2.tree;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.leapshot.slog2.testing.SharedData;

/**
 * The reference converter ({@code ../shared/tools/reference}, an oracle only) run on a text trace
 * with every Java identity hash made the same ({@code -XX:hashCode=2}): its output then no longer
 * depends on the JVM run, and is what this writer must reproduce byte for byte.
 */
final class ReferenceConverterRun {
  private ReferenceConverterRun() {}

  static Path home() {
    return SharedData.root().resolve("tools").resolve("reference");
  }

  static boolean available() {
    return Files.isRegularFile(home().resolve("lib").resolve("traceTOslog2.jar"))
        && Files.isDirectory(home().resolve("native"));
  }

  static byte[] withConstantIdentityHashes(Path input, Path output) throws IOException, InterruptedException {
    Files.deleteIfExists(output); // the reference does not truncate an existing file
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p = new ProcessBuilder(List.of(java.toString(), "-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=2",
        "-Djava.library.path=native", "-Xms32m", "-Xmx128m", "-jar", "lib/traceTOslog2.jar",
        "-o", output.toAbsolutePath().toString(), input.toAbsolutePath().toString()))
        .directory(home().toFile()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new IOException("reference converter did not finish on " + input);
    }
    return Files.readAllBytes(output);
  }
}
