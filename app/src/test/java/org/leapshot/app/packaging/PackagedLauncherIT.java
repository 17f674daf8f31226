package org.leapshot.app.packaging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the package step leaves, run for real after it (the build's integration-test phase): the
 * class-data sharing archive beside the jar, and {@code bin/leapshot} starting the short commands
 * from it. {@code -Xshare:on} makes the JVM refuse to start when the archive cannot be used (a stale
 * or mismatched one is otherwise skipped in silence), and the class-loading log names where each of
 * the command's classes came from. The same for the archive that {@code install.sh} makes for the
 * jar it installs.
 */
@EnabledOnOs(OS.LINUX)
class PackagedLauncherIT {
  private static final Path LAUNCHER = Path.of("..", "bin", "leapshot");
  private static final Path JAR = Path.of("target", "leapshot.jar");
  private static final Path ARCHIVE = Path.of("target", "leapshot.jsa");
  private static final String SHARED = "source: shared objects file";

  @TempDir Path dir;

  /** The archive is for the JVM that made it (the build's); the launcher starts the java on the PATH. */
  @BeforeEach
  void theLauncherStartsTheBuildsJava() throws IOException {
    Path build = Path.of(System.getProperty("java.home"), "bin", "java").toRealPath();
    Path onPath = null;
    for (String d : System.getenv().getOrDefault("PATH", "").split(":")) {
      Path java = Path.of(d.isEmpty() ? "." : d, "java");
      if (onPath == null && Files.isExecutable(java)) {
        onPath = java.toRealPath();
      }
    }
    assumeTrue(build.equals(onPath), "the java on the PATH (" + onPath + ") is not the build's (" + build
        + "): the archive the build made is not for it");
  }

  @Test
  void thePackageStepLeavesAnArchiveNewerThanTheJar() throws IOException {
    assertThat(JAR).isRegularFile();
    assertThat(ARCHIVE).isRegularFile();
    assertThat(Files.getLastModifiedTime(ARCHIVE)).isGreaterThan(Files.getLastModifiedTime(JAR));
  }

  @Test
  void shortCommandsLoadTheirClassesFromTheArchive() throws Exception {
    Path slog2 = dir.resolve("cpilog.slog2");
    Path log = dir.resolve("convert-classes.log");
    assertThat(run(LAUNCHER, log, "convert", clog2().toString(), "-o", slog2.toString())).isZero();
    assertLoadedFromArchive(log, "org.leapshot.app.cli.ConvertCommand", "org.leapshot.slog2.convert.clog2.ColorNames",
        "org.leapshot.app.Main", "picocli.CommandLine");

    log = dir.resolve("info-classes.log");
    assertThat(run(LAUNCHER, log, "info", slog2.toString())).isZero();
    assertLoadedFromArchive(log, "org.leapshot.app.cli.InfoCommand", "org.leapshot.slog2.format.Slog2Reader");

    log = dir.resolve("print-classes.log");
    assertThat(run(LAUNCHER, log, "print", "--json", slog2.toString())).isZero();
    assertLoadedFromArchive(log, "org.leapshot.app.cli.PrintCommand", "org.leapshot.app.cli.print.JsonPrinter");

    log = dir.resolve("version-classes.log");
    assertThat(run(LAUNCHER, log, "--version")).isZero();
    assertLoadedFromArchive(log, "org.leapshot.app.Main", "org.leapshot.app.cli.ToolLauncher");
  }

  @Test
  void theInstalledLauncherStartsFromAnArchiveMadeForTheInstalledJar() throws Exception {
    Path home = Files.createDirectories(dir.resolve("home"));
    ProcessBuilder install = new ProcessBuilder("sh", Path.of("..", "packaging", "linux", "install.sh").toString(),
        JAR.toString()).redirectErrorStream(true).redirectOutput(dir.resolve("install.log").toFile());
    install.environment().put("HOME", home.toString());
    install.environment().put("XDG_DATA_HOME", home.resolve(".local/share").toString());
    assertThat(finish(install.start())).isZero();
    assertThat(Files.readString(dir.resolve("install.log"))).contains("with a class-data archive");
    assertThat(home.resolve(".local/share/leapshot/leapshot.jsa")).isRegularFile();

    Path log = dir.resolve("installed-classes.log");
    assertThat(run(home.resolve(".local/bin/leapshot"), log, "info", clog2Converted().toString())).isZero();
    assertLoadedFromArchive(log, "org.leapshot.app.cli.InfoCommand", "org.leapshot.slog2.format.Slog2Reader");
  }

  private Path clog2Converted() throws Exception {
    Path slog2 = dir.resolve("installed.slog2");
    assertThat(run(LAUNCHER, dir.resolve("c.log"), "convert", clog2().toString(), "-o", slog2.toString())).isZero();
    return slog2;
  }

  private static Path clog2() {
    String shared = System.getProperty("leapshot.shared");
    Path root = shared != null ? Path.of(shared) : Path.of("..", "..", "shared");
    return root.resolve("testdata/real-mpi/cpilog-4p.clog2");
  }

  /** Runs {@code launcher} with the archive required and the class-loading log in {@code log}. */
  private int run(Path launcher, Path log, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("sh", launcher.toString()));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(dir.resolve("out-" + log.getFileName()).toFile());
    pb.environment().putAll(Map.of("LEAPSHOT_JAVA_OPTS", "-Xshare:on -Xlog:class+load=info:file=" + log));
    int code = finish(pb.start());
    if (code != 0) {
      System.err.println(Files.readString(dir.resolve("out-" + log.getFileName()), StandardCharsets.UTF_8));
    }
    return code;
  }

  private static int finish(Process p) throws InterruptedException {
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    return p.exitValue();
  }

  private static void assertLoadedFromArchive(Path log, String... classes) throws IOException {
    List<String> lines = Files.readAllLines(log);
    for (String c : classes) {
      assertThat(lines).as(c).anyMatch(l -> l.contains("] " + c + " " + SHARED));
    }
  }
}
