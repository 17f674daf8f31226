package org.leapshot.app.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/leapshot}, the launcher in the checkout the README points to: it finds the built jar
 * relative to itself (also through a symbolic link) and runs {@code convert} and the one-shot
 * readers on a file under 256 MiB with the parallel collector and the quick compiler only
 * ({@code --version} and a conversion under 256 KiB with the quick compiler and the default
 * collector); it starts the JVM with the package step's class-data sharing archive when there is
 * one newer than the jar, and without it otherwise. Run on a copy laid out like a checkout, with a
 * stand-in {@code java} that records its arguments.
 */
@EnabledOnOs(OS.LINUX)
class CheckoutLauncherTest {
  private static final Path LAUNCHER = Path.of("..", "bin", "leapshot");

  @TempDir Path checkout;

  @Test
  void runsTheBuiltJarWithTheThroughputCollectorAndQuickCompilerForShortCommands() throws Exception {
    Path launcher = layOut(true);
    Path jar = checkout.resolve("app/target/leapshot.jar").toRealPath();
    assertThat(Files.isExecutable(LAUNCHER)).as("bin/leapshot is executable").isTrue();

    assertThat(launch(launcher, "convert", "in.otf", "-o", "out.slog2")).isZero();
    assertThat(recorded())
        .isEqualTo("-XX:MaxRAMPercentage=25 -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -jar " + jar + " convert in.otf -o out.slog2");
    assertThat(launch(launcher, "trace.slog2")).isZero();
    assertThat(recorded()).isEqualTo("-Xmx512m -jar " + jar + " trace.slog2");

    Path link = Files.createSymbolicLink(Files.createDirectories(checkout.resolve("home/bin")).resolve("leapshot"),
        launcher);
    assertThat(launch(link, "bench", "x.slog2")).isZero();
    assertThat(recorded()).as("bench measures the steady state").isEqualTo("-Xmx512m -jar " + jar + " bench x.slog2");
  }

  @Test
  void theReadersUseTheQuickCompilerOnlyOnAFileUnder256MiB() throws Exception {
    Path launcher = layOut(true);
    Path jar = checkout.resolve("app/target/leapshot.jar").toRealPath();
    Path small = Files.writeString(checkout.resolve("small.slog2"), "small");
    Path big = checkout.resolve("big.slog2");
    try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
      f.setLength(256L << 20); // sparse: no disk space used
    }
    String quick = "-Xmx512m -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -jar " + jar;
    for (String command : new String[] {"info", "print", "check"}) {
      assertThat(launch(launcher, command, "--json", small.toString())).isZero();
      assertThat(recorded()).isEqualTo(quick + " " + command + " --json " + small);
      assertThat(launch(launcher, command, "--from", "0", big.toString())).isZero();
      assertThat(recorded()).as(command + " of 256 MiB")
          .isEqualTo("-Xmx512m -jar " + jar + " " + command + " --from 0 " + big);
    }
    assertThat(launch(launcher, "print", "missing.slog2")).isZero();
    assertThat(recorded()).as("no file: a short run").isEqualTo(quick + " print missing.slog2");
    assertThat(launch(launcher, "--version")).isZero();
    assertThat(recorded()).as("G1 maps the archive's objects").isEqualTo("-Xmx512m -Xms8m -XX:TieredStopAtLevel=1 -jar "
        + jar + " --version");
  }

  /** A level-of-detail picture is a short run: the quick compiler; an exact one reads every drawable. */
  @Test
  void renderUsesTheQuickCompilerUnlessItDrawsEveryDrawable() throws Exception {
    Path launcher = layOut(true);
    Path jar = checkout.resolve("app/target/leapshot.jar").toRealPath();
    String quick = "-Xmx512m -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -jar " + jar + " render ";
    String defaults = "-Xmx512m -jar " + jar + " render ";
    assertThat(launch(launcher, "render", "t.slog2", "-o", "t.png")).isZero();
    assertThat(recorded()).isEqualTo(quick + "t.slog2 -o t.png");
    assertThat(launch(launcher, "render", "t.slog2", "--detail", "auto", "-o", "exact")).isZero();
    assertThat(recorded()).as("a file named exact").isEqualTo(quick + "t.slog2 --detail auto -o exact");
    assertThat(launch(launcher, "render", "t.slog2", "--detail", "exact", "-o", "t.png")).isZero();
    assertThat(recorded()).isEqualTo(defaults + "t.slog2 --detail exact -o t.png");
    assertThat(launch(launcher, "render", "--detail=exact", "t.slog2", "-o", "t.png")).isZero();
    assertThat(recorded()).isEqualTo(defaults + "--detail=exact t.slog2 -o t.png");
  }

  /**
   * Exact statistics stream and keep little: the quick compiler serves them up to 3 GiB; approximate
   * ones read a bounded level of detail, with the quick compiler at any size.
   */
  @Test
  void statsUseTheQuickCompilerUpTo3GiB() throws Exception {
    Path launcher = layOut(true);
    Path jar = checkout.resolve("app/target/leapshot.jar").toRealPath();
    Path under = checkout.resolve("under.slog2");
    Path over = checkout.resolve("over.slog2");
    try (RandomAccessFile f = new RandomAccessFile(under.toFile(), "rw")) {
      f.setLength((3L << 30) - 1); // sparse: no disk space used
    }
    try (RandomAccessFile f = new RandomAccessFile(over.toFile(), "rw")) {
      f.setLength(3L << 30);
    }
    String quick = "-Xmx512m -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -jar " + jar;
    assertThat(launch(launcher, "stats", "--json", under.toString())).isZero();
    assertThat(recorded()).isEqualTo(quick + " stats --json " + under);
    assertThat(launch(launcher, "stats", "--from", "0", over.toString())).isZero();
    assertThat(recorded()).as("stats of 3 GiB").isEqualTo("-Xmx512m -jar " + jar + " stats --from 0 " + over);
    assertThat(launch(launcher, "stats", over.toString(), "--approximate")).isZero();
    assertThat(recorded()).as("approximate stats read a level of detail, whatever the size")
        .isEqualTo(quick + " stats " + over + " --approximate");
    assertThat(launch(launcher, "print", under.toString())).isZero();
    assertThat(recorded()).as("print keeps its 256 MiB bound").isEqualTo("-Xmx512m -jar " + jar + " print " + under);
  }

  /** The stored overview's pass: the quick compiler on a file under 1 GiB, the optimising one past it. */
  @Test
  void overviewUsesTheQuickCompilerUnder1GiB() throws Exception {
    Path launcher = layOut(true);
    Path jar = checkout.resolve("app/target/leapshot.jar").toRealPath();
    Path under = checkout.resolve("under.slog2");
    Path over = checkout.resolve("over.slog2");
    try (RandomAccessFile f = new RandomAccessFile(under.toFile(), "rw")) {
      f.setLength((1L << 30) - 1); // sparse: no disk space used
    }
    try (RandomAccessFile f = new RandomAccessFile(over.toFile(), "rw")) {
      f.setLength(1L << 30);
    }
    assertThat(launch(launcher, "overview", under.toString())).isZero();
    assertThat(recorded()).isEqualTo("-Xmx512m -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -jar " + jar + " overview " + under);
    assertThat(launch(launcher, "overview", over.toString())).isZero();
    assertThat(recorded()).as("1 GiB").isEqualTo("-Xmx512m -XX:+UseParallelGC -jar " + jar + " overview " + over);
  }

  /** From half a gigabyte of input on (other than a text trace), the optimising compiler saves more than it costs. */
  @Test
  void convertUsesTheOptimisingCompilerFrom512MiBOfInput() throws Exception {
    Path launcher = layOut(true);
    Path jar = checkout.resolve("app/target/leapshot.jar").toRealPath();
    Path small = Files.writeString(checkout.resolve("small.txt"), "small");
    Path big = sparse(checkout.resolve("big.txt"), 512L << 20);
    Path anchor = Files.writeString(checkout.resolve("run.otf2"), "anchor");
    sparse(Files.createDirectories(checkout.resolve("run/traces")).resolve("0.evt"), 512L << 20);
    String quick = "-XX:MaxRAMPercentage=25 -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -jar " + jar + " convert ";
    String optimising = "-XX:MaxRAMPercentage=25 -XX:+UseParallelGC -jar " + jar + " convert ";

    Path medium = sparse(checkout.resolve("medium.txt"), 256 << 10);
    assertThat(launch(launcher, "convert", "--keep-going", medium.toString(), "-o", "out.slog2")).isZero();
    assertThat(recorded()).isEqualTo(quick + "--keep-going " + medium + " -o out.slog2");
    assertThat(launch(launcher, "convert", "-o", big.toString(), medium.toString())).isZero();
    assertThat(recorded()).as("the output is not the input").isEqualTo(quick + "-o " + big + " " + medium);
    assertThat(launch(launcher, "convert", "-o", big.toString(), small.toString())).isZero();
    assertThat(recorded()).as("an input under 256 KiB").isEqualTo("-XX:MaxRAMPercentage=25 -Xms8m"
        + " -XX:TieredStopAtLevel=1 -XX:CompileThresholdScaling=4 -jar " + jar + " convert -o " + big + " " + small);
    assertThat(launch(launcher, "convert", "--format", "text", big.toString(), "-o", "out.slog2")).isZero();
    assertThat(recorded()).isEqualTo(optimising + "--format text " + big + " -o out.slog2");
    assertThat(launch(launcher, "convert", "--format=otf2", anchor.toString(), "-o", "out.slog2")).isZero();
    assertThat(recorded()).as("an OTF2 anchor with its archive folder")
        .isEqualTo(optimising + "--format=otf2 " + anchor + " -o out.slog2");
    assertThat(launch(launcher, "convert", "-o")).isZero();
    assertThat(recorded()).as("no input: a usage error, quickly").isEqualTo(quick + "-o");
  }

  /**
   * An input under 256 KiB, of any format (an OTF2 anchor with its archive folder), is converted
   * with the JVM's default collector and a quick compiler that compiles later; a missing one, or
   * one whose archive folder makes it bigger, as usual.
   */
  @Test
  void convertStartsASmallInputWithG1AndLaterCompilation() throws Exception {
    Path launcher = layOut(true);
    Path jar = checkout.resolve("app/target/leapshot.jar").toRealPath();
    Path under = sparse(checkout.resolve("under.clog2"), (256 << 10) - 1);
    Path anchor = Files.writeString(checkout.resolve("run.otf2"), "anchor");
    Path events = sparse(Files.createDirectories(checkout.resolve("run/traces")).resolve("0.evt"), 200 << 10);
    String small = "-XX:MaxRAMPercentage=25 -Xms8m -XX:TieredStopAtLevel=1 -XX:CompileThresholdScaling=4 -jar "
        + jar + " convert ";
    String quick = "-XX:MaxRAMPercentage=25 -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -jar " + jar + " convert ";

    assertThat(launch(launcher, "convert", under.toString(), "-o", "out.slog2")).isZero();
    assertThat(recorded()).isEqualTo(small + under + " -o out.slog2");
    assertThat(launch(launcher, "convert", anchor.toString(), "-o", "out.slog2")).isZero();
    assertThat(recorded()).as("200 KiB in the archive folder").isEqualTo(small + anchor + " -o out.slog2");
    sparse(events, 256 << 10);
    assertThat(launch(launcher, "convert", anchor.toString(), "-o", "out.slog2")).isZero();
    assertThat(recorded()).as("256 KiB in the archive folder").isEqualTo(quick + anchor + " -o out.slog2");
    assertThat(launch(launcher, "convert", "missing.txt", "-o", "out.slog2")).isZero();
    assertThat(recorded()).as("no such file").isEqualTo(quick + "missing.txt -o out.slog2");
  }

  /**
   * A text trace of 8 MiB to 4 GiB is converted with the quick compiler compiling early (the
   * optimising compiler's recompilations cost more than it saves below about 5 GB of text); a
   * smaller one, or another format, at the compiler's usual counts; from 4 GiB on, optimised.
   */
  @Test
  void convertCompilesEarlyForATextTraceFrom8MiB() throws Exception {
    Path launcher = layOut(true);
    Path jar = checkout.resolve("app/target/leapshot.jar").toRealPath();
    String text = "\n  Category[ index=0 name=a topo=State color=(1,2,3,255,true) width=1 ]\n";
    Path under = sparse(Files.writeString(checkout.resolve("under.txt"), text), (8L << 20) - 1024);
    Path medium = sparse(Files.writeString(checkout.resolve("medium.txt"), text), 8L << 20);
    Path other = sparse(Files.writeString(checkout.resolve("other.prv"), "#Paraver (01/01/2000 at 00:00):1\n"),
        8L << 20);
    String quick = "-XX:MaxRAMPercentage=25 -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -jar " + jar + " convert ";
    String early = "-XX:MaxRAMPercentage=25 -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -XX:Tier3InvocationThreshold=50"
        + " -XX:Tier3MinInvocationThreshold=20 -XX:Tier3CompileThreshold=500 -XX:Tier3BackEdgeThreshold=6000 -jar "
        + jar + " convert ";

    assertThat(launch(launcher, "convert", under.toString(), "-o", "out.slog2")).isZero();
    assertThat(recorded()).isEqualTo(quick + under + " -o out.slog2");
    assertThat(launch(launcher, "convert", "-o", "out.slog2", medium.toString())).isZero();
    assertThat(recorded()).isEqualTo(early + "-o out.slog2 " + medium);
    assertThat(launch(launcher, "convert", other.toString(), "-o", "out.slog2")).isZero();
    assertThat(recorded()).as("not text").isEqualTo(quick + other + " -o out.slog2");
    Path gigabyte = sparse(Files.writeString(checkout.resolve("gigabyte.txt"), text), 1L << 30);
    assertThat(launch(launcher, "convert", gigabyte.toString(), "-o", "out.slog2")).isZero();
    assertThat(recorded()).as("1 GiB of text").isEqualTo(early + gigabyte + " -o out.slog2");
    Path huge = sparse(Files.writeString(checkout.resolve("huge.txt"), text), 4L << 30);
    assertThat(launch(launcher, "convert", huge.toString(), "-o", "out.slog2")).isZero();
    assertThat(recorded()).as("4 GiB of text").isEqualTo("-XX:MaxRAMPercentage=25 -XX:+UseParallelGC -jar " + jar
        + " convert " + huge + " -o out.slog2");
  }

  private static Path sparse(Path file, long bytes) throws IOException {
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
      f.setLength(bytes); // no disk space used
    }
    return file;
  }

  @Test
  void usesTheClassDataArchiveOnlyWhenItIsNewerThanTheJar() throws Exception {
    Path launcher = layOut(true);
    Path jar = checkout.resolve("app/target/leapshot.jar").toRealPath();
    Path archive = jar.resolveSibling("leapshot.jsa");

    assertThat(launch(launcher, "bench", "x")).isZero();
    assertThat(recorded()).as("no archive").isEqualTo("-Xmx512m -jar " + jar + " bench x");

    Files.writeString(archive, "archive");
    Files.setLastModifiedTime(archive, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 60_000));
    assertThat(launch(launcher, "bench", "x")).isZero();
    assertThat(recorded()).isEqualTo("-Xmx512m -XX:SharedArchiveFile=" + archive
        + " -Xlog:cds=off -Xlog:cds+dynamic=off -jar " + jar + " bench x");

    Files.setLastModifiedTime(archive, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 60_000));
    assertThat(launch(launcher, "bench", "x")).isZero();
    assertThat(recorded()).as("an archive older than the jar").isEqualTo("-Xmx512m -jar " + jar + " bench x");
  }

  @Test
  void extraJavaOptionsComeAfterTheLaunchersOwn() throws Exception {
    Path launcher = layOut(true);
    Path jar = checkout.resolve("app/target/leapshot.jar").toRealPath();
    assertThat(launch(Map.of("LEAPSHOT_JAVA_OPTS", "-Xmx256m -Dx=1"), launcher, "convert", "a.txt")).isZero();
    assertThat(recorded()).isEqualTo(
        "-XX:MaxRAMPercentage=25 -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -Xmx256m -Dx=1 -jar " + jar + " convert a.txt");
  }

  /**
   * What makes a damaged or mismatched archive harmless: the real JVM, given the launcher's options
   * with an archive that is not one, starts anyway and says nothing.
   */
  @Test
  void theJvmStartsSilentlyWithAnArchiveItCannotUse() throws Exception {
    Path archive = Files.writeString(checkout.resolve("broken.jsa"), "not an archive");
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p = new ProcessBuilder(java.toString(), "-XX:SharedArchiveFile=" + archive, "-Xlog:cds=off",
        "-Xlog:cds+dynamic=off", "-version").redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(output).isZero();
    assertThat(output).contains("version").doesNotContainIgnoringCase("warning").doesNotContainIgnoringCase("error");
  }

  @Test
  void withoutABuiltJarItSaysHowToBuildOne() throws Exception {
    Path launcher = layOut(false);
    assertThat(launch(launcher, "print", "x.slog2")).isEqualTo(1);
    assertThat(Files.readString(checkout.resolve("launch.log")))
        .contains("app/target/leapshot.jar not found; build it first with: mvn -B -q package -DskipTests");
  }

  private Path layOut(boolean withJar) throws IOException {
    Path launcher = Files.createDirectories(checkout.resolve("bin")).resolve("leapshot");
    Files.copy(LAUNCHER, launcher);
    if (withJar) {
      Files.writeString(Files.createDirectories(checkout.resolve("app/target")).resolve("leapshot.jar"), "stand-in");
    }
    Path stubBin = Files.createDirectories(checkout.resolve("stub-bin"));
    Path java = Files.writeString(stubBin.resolve("java"),
        "#!/bin/sh\necho \"$@\" > '" + checkout.resolve("java-args.txt") + "'\n");
    assertThat(java.toFile().setExecutable(true)).isTrue();
    assertThat(launcher.toFile().setExecutable(true)).isTrue();
    return launcher;
  }

  private String recorded() throws IOException {
    return Files.readString(checkout.resolve("java-args.txt")).trim();
  }

  private int launch(Path launcher, String... args) throws IOException, InterruptedException {
    return launch(Map.of(), launcher, args);
  }

  private int launch(Map<String, String> env, Path launcher, String... args) throws IOException, InterruptedException {
    String[] command = new String[args.length + 1];
    command[0] = launcher.toString();
    System.arraycopy(args, 0, command, 1, args.length);
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(checkout.resolve("launch.log").toFile());
    pb.environment().remove("LEAPSHOT_JAVA_OPTS");
    pb.environment().putAll(env);
    pb.environment().put("PATH", checkout.resolve("stub-bin") + ":" + System.getenv("PATH"));
    Process p = pb.start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    return p.exitValue();
  }
}
