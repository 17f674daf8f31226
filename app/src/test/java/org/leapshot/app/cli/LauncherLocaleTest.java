package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/leapshot} starts the JVM with a UTF-8 character set when the locale has none (LANG=C
 * or unset), so that a non-ASCII file name reaches the command; a UTF-8 locale is left as it is.
 * Run on a copy laid out like a checkout, with a stand-in {@code java} that records its locale.
 */
@EnabledOnOs(OS.LINUX)
class LauncherLocaleTest {
  @TempDir Path checkout;

  @Test
  void aLocaleWithoutUtf8GetsCUtf8AndAUtf8OneIsKept() throws Exception {
    Path launcher = layOut();
    assertThat(localeSeen(launcher, Map.of("LANG", "C"))).isEqualTo("LC_ALL= LC_CTYPE=C.UTF-8 LANG=C");
    assertThat(localeSeen(launcher, Map.of())).isEqualTo("LC_ALL= LC_CTYPE=C.UTF-8 LANG=");
    assertThat(localeSeen(launcher, Map.of("LC_ALL", "POSIX", "LANG", "en_GB.UTF-8")))
        .isEqualTo("LC_ALL=C.UTF-8 LC_CTYPE= LANG=en_GB.UTF-8");
    assertThat(localeSeen(launcher, Map.of("LANG", "de_DE.UTF-8"))).isEqualTo("LC_ALL= LC_CTYPE= LANG=de_DE.UTF-8");
    assertThat(localeSeen(launcher, Map.of("LC_ALL", "en_US.UTF-8"))).isEqualTo("LC_ALL=en_US.UTF-8 LC_CTYPE= LANG=");
    assertThat(localeSeen(launcher, Map.of("LC_CTYPE", "C.UTF-8", "LANG", "C")))
        .isEqualTo("LC_ALL= LC_CTYPE=C.UTF-8 LANG=C");
  }

  private Path layOut() throws IOException {
    Path launcher = Files.createDirectories(checkout.resolve("bin")).resolve("leapshot");
    Files.copy(Path.of("..", "bin", "leapshot"), launcher);
    Files.writeString(Files.createDirectories(checkout.resolve("app/target")).resolve("leapshot.jar"), "stand-in");
    Path java = Files.writeString(Files.createDirectories(checkout.resolve("stub-bin")).resolve("java"),
        "#!/bin/sh\necho \"LC_ALL=${LC_ALL:-} LC_CTYPE=${LC_CTYPE:-} LANG=${LANG:-}\" > '"
            + checkout.resolve("locale.txt") + "'\n");
    assertThat(java.toFile().setExecutable(true)).isTrue();
    assertThat(launcher.toFile().setExecutable(true)).isTrue();
    return launcher;
  }

  private String localeSeen(Path launcher, Map<String, String> env) throws Exception {
    ProcessBuilder pb = new ProcessBuilder(launcher.toString(), "info", "x.slog2").redirectErrorStream(true)
        .redirectOutput(checkout.resolve("launch.log").toFile());
    pb.environment().keySet().removeIf(k -> k.startsWith("LC_") || k.equals("LANG") || k.equals("LEAPSHOT_JAVA_OPTS"));
    pb.environment().putAll(env);
    pb.environment().put("PATH", checkout.resolve("stub-bin") + ":" + System.getenv("PATH"));
    Process p = pb.start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(Files.readString(checkout.resolve("launch.log"))).isZero();
    return Files.readString(checkout.resolve("locale.txt")).trim();
  }
}
