package org.leapshot.app.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Linux install script registers the trace types with the desktop (what makes a double-click
 * open a trace) and removes everything again; run against a throwaway home.
 */
@EnabledOnOs(OS.LINUX)
class InstallScriptTest {
  private static final Path SCRIPT = Path.of("..", "packaging", "linux", "install.sh");
  private static final Path LAUNCHER = Path.of("..", "bin", "leapshot");

  @TempDir Path home;

  @Test
  void installsTheLauncherAndRegistersSlog2Clog2AndOtfThenUninstalls() throws Exception {
    Path jar = Files.writeString(home.resolve("leapshot.jar"), "stand-in");
    assertThat(run(jar.toString())).isZero();
    Path data = home.resolve(".local/share");
    String mime = Files.readString(data.resolve("mime/packages/leapshot-slog2.xml"));
    assertThat(mime).contains("application/x-slog2").contains("*.slog2").contains("value=\"SLOG 2\"")
        .contains("application/x-clog2").contains("value=\"CLOG-02.\"")
        .contains("application/x-otf-trace").contains("*.otf")
        .contains("application/x-otf2-trace").contains("*.otf2").contains("value=\"OTF2\"")
        .contains("application/x-paraver-trace").contains("*.prv")
        .contains("application/x-paje-trace").contains("*.paje");
    assertThat(Files.readString(data.resolve("applications/leapshot.desktop")))
        .contains("MimeType=application/x-slog2;application/x-clog2;application/x-otf-trace;application/x-otf2-trace;"
            + "application/x-paraver-trace;application/x-paje-trace;")
        .contains("Exec=" + home.resolve(".local/bin/leapshot") + " %f");
    // The launcher is the checkout's own, beside the jar, linked from ~/.local/bin.
    assertThat(home.resolve(".local/bin/leapshot").toRealPath())
        .isEqualTo(data.resolve("leapshot/leapshot").toRealPath());
    assertThat(Files.readString(home.resolve(".local/bin/leapshot"))).isEqualTo(Files.readString(LAUNCHER));
    assertThat(data.resolve("leapshot/leapshot.jar")).hasContent("stand-in");
    // A stand-in jar trains nothing: no archive, nothing left of the attempt, and the script says so.
    assertThat(data.resolve("leapshot/leapshot.jsa")).doesNotExist();
    assertThat(data.resolve("leapshot/leapshot.classlist")).doesNotExist();
    assertThat(Files.readString(home.resolve("install.log"))).contains("no class-data archive could be made");

    assertThat(run("--uninstall")).isZero();
    assertThat(home.resolve(".local/bin/leapshot")).doesNotExist();
    assertThat(data.resolve("applications/leapshot.desktop")).doesNotExist();
    assertThat(data.resolve("leapshot")).doesNotExist();
  }

  @Test
  void theLauncherConvertsWithTheThroughputCollectorAndStartsTheViewerWithTheDefault() throws Exception {
    Path jar = Files.writeString(home.resolve("leapshot.jar"), "stand-in");
    assertThat(run(jar.toString())).isZero();
    // A stand-in java on the PATH records the arguments the launcher passes.
    Path bin = Files.createDirectories(home.resolve("stub-bin"));
    Path args = home.resolve("java-args.txt");
    Path java = Files.writeString(bin.resolve("java"), "#!/bin/sh\necho \"$@\" > '" + args + "'\n");
    assertThat(java.toFile().setExecutable(true)).isTrue();
    Path launcher = home.resolve(".local/bin/leapshot");
    String installedJar = home.resolve(".local/share/leapshot/leapshot.jar").toString();

    assertThat(launch(launcher, bin, "convert", "in.otf", "-o", "out.slog2")).isZero();
    assertThat(Files.readString(args).trim())
        .isEqualTo("-XX:MaxRAMPercentage=25 -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -jar " + installedJar + " convert in.otf -o out.slog2");

    assertThat(launch(launcher, bin, "trace.slog2")).isZero();
    assertThat(Files.readString(args).trim()).isEqualTo("-Xmx512m -jar " + installedJar + " trace.slog2");

    assertThat(launch(launcher, bin)).isZero();
    assertThat(Files.readString(args).trim()).isEqualTo("-Xmx512m -jar " + installedJar);
  }

  private int launch(Path launcher, Path stubBin, String... args) throws IOException, InterruptedException {
    String[] command = new String[args.length + 2];
    command[0] = "sh";
    command[1] = launcher.toString();
    System.arraycopy(args, 0, command, 2, args.length);
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(home.resolve("launch.log").toFile());
    pb.environment().put("PATH", stubBin + ":" + System.getenv("PATH"));
    Process p = pb.start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    return p.exitValue();
  }

  private int run(String arg) throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder("sh", SCRIPT.toString(), arg).redirectErrorStream(true)
        .redirectOutput(home.resolve("install.log").toFile());
    pb.environment().put("HOME", home.toString());
    pb.environment().put("XDG_DATA_HOME", home.resolve(".local/share").toString());
    Process p = pb.start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    return p.exitValue();
  }
}
