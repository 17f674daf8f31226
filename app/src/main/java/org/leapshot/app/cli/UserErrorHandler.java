package org.leapshot.app.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import org.leapshot.slog2.convert.MessageText;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns exceptions from commands into one line on stderr and exit status 1. Bad files and bad
 * input (an {@link IOException}) are user errors, not bugs: no stack trace. Anything else is a bug
 * in Leapshot and says so, with how to report it; {@code -Dleapshot.debug=true} shows the trace.
 */
final class UserErrorHandler implements IExecutionExceptionHandler {
  static final int FAILED = 1;

  @Override
  public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parseResult) {
    if (ex instanceof StopOnSignal.Stopped) {
      return FAILED; // said already, before the JVM halts
    }
    if (ex instanceof StandardOutput.Failed f) {
      return f.report(cmd.getErr(), cmd.getCommandName(), 0);
    }
    Throwable shown = ex instanceof UncheckedIOException u ? u.getCause() : ex;
    String name = cmd.getCommandName();
    if (shown instanceof IOException io) {
      cmd.getErr().println(name + ": " + MessageText.safe(message(io)));
    } else {
      cmd.getErr().println(internalError(name, shown));
    }
    if (Boolean.getBoolean("leapshot.debug")) {
      shown.printStackTrace(cmd.getErr());
    }
    cmd.getErr().flush();
    return FAILED;
  }

  /**
   * What went wrong with the input. The JDK's file-system exceptions often say only the path (an
   * unreadable file was "info: trace.slog2" and nothing more): they are given their reason.
   */
  static String message(IOException e) {
    if (e instanceof FileSystemException f && f.getReason() == null && f.getFile() != null) {
      String why = f instanceof AccessDeniedException ? "permission denied"
          : f instanceof NoSuchFileException ? "no such file" : f.getClass().getSimpleName();
      return f.getFile() + (f.getOtherFile() != null ? " -> " + f.getOtherFile() : "") + ": " + why;
    }
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }

  /** The one line for a bug: what was thrown, and how to report it. */
  static String internalError(String command, Throwable t) {
    return command + ": internal error (a bug in Leapshot, please report it with the command line and the input"
        + " file; -Dleapshot.debug=true shows the stack trace): " + MessageText.safe(t.toString());
  }
}
