package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ToolLauncherTest {

  @Test
  void everyToolGetsTheSameCommandAsUnderTheWholeLeapshotCommand() {
    Map<String, CommandLine> all = LeapshotCommand.commandLine().getSubcommands();
    for (Map.Entry<String, CommandLine> e : all.entrySet()) {
      CommandLine one = ToolLauncher.forTool(e.getKey());
      if (e.getKey().equals("help")) {
        assertThat(one).as("help lists every tool: needs the whole command").isNull();
        continue;
      }
      assertThat(one).as(e.getKey()).isNotNull();
      assertThat(one.getSubcommands()).containsOnlyKeys(e.getKey());
      assertThat(one.getSubcommands().get(e.getKey()).getUsageMessage()).isEqualTo(e.getValue().getUsageMessage());
    }
  }

  @Test
  void notAToolMeansTheWholeCommand() {
    assertThat(ToolLauncher.forTool("--version")).isNull();
    assertThat(ToolLauncher.forTool("trace.slog2")).isNull();
    assertThat(ToolLauncher.forTool("benchh")).isNull();
  }

  @Test
  void theVersionAloneIsPrintedAsTheWholeCommandPrintsIt() {
    CliRun whole = CliRun.of("--version");
    assertThat(whole.exitCode()).isZero();
    assertThat(whole.out()).isEqualTo(ToolLauncher.versionLine() + System.lineSeparator());
    assertThat(ToolLauncher.asksOnlyVersion(new String[] {"--version"})).isTrue();
    assertThat(ToolLauncher.asksOnlyVersion(new String[] {"-V"})).isTrue();
    // Anything more goes to the command line, which says what is wrong or asks for a tool's version.
    assertThat(ToolLauncher.asksOnlyVersion(new String[] {"--version", "x.slog2"})).isFalse();
    assertThat(ToolLauncher.asksOnlyVersion(new String[] {"print", "--version"})).isFalse();
    assertThat(ToolLauncher.asksOnlyVersion(new String[] {"--versio"})).isFalse();
    assertThat(ToolLauncher.asksOnlyVersion(new String[0])).isFalse();
  }

  @Test
  void userMistakesStayUsageErrorsAndBadFilesOneLine() {
    CommandLine cli = ToolLauncher.forTool("info");
    StringWriter err = new StringWriter();
    cli.setErr(new PrintWriter(err));
    assertThat(cli.execute("info")).isEqualTo(2);
    assertThat(err.toString()).contains("Missing required parameter");
    StringWriter err2 = new StringWriter();
    CommandLine again = ToolLauncher.forTool("info");
    again.setErr(new PrintWriter(err2));
    assertThat(again.execute("info", "/nonexistent/x.slog2")).isEqualTo(1);
    assertThat(err2.toString().trim()).startsWith("info: ").doesNotContain("\n").doesNotContain("Exception");
  }
}
