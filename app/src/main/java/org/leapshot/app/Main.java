package org.leapshot.app;

import java.util.Set;
import org.leapshot.app.cli.LeapshotCommand;
import org.leapshot.app.cli.ToolLauncher;
import org.leapshot.app.frame.ViewerMain;
import picocli.CommandLine;

/**
 * Entry point of {@code leapshot.jar}: with no arguments, or with a file as its only argument, it
 * starts the viewer; otherwise it runs a command-line tool ({@code print}, {@code convert}, ...).
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    if (ToolLauncher.asksOnlyVersion(args)) {
      System.out.println(ToolLauncher.versionLine());
      return;
    }
    // A tool's run builds that tool's command only, and the viewer's none: faster start (issue #22).
    CommandLine tool = args.length > 0 ? ToolLauncher.forTool(args[0]) : null;
    if (tool != null) {
      System.exit(tool.execute(args));
    }
    // No tool is named here, so help is the only command word left.
    if (LeapshotCommand.opensViewer(args, Set.of("help"))) {
      ViewerMain.launch(args);
      return;
    }
    System.exit(LeapshotCommand.commandLine().execute(args));
  }
}
