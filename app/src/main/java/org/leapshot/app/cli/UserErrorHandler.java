package org.leapshot.app.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns exceptions from commands into one line on stderr and exit status 1. Bad files and bad
 * input are user errors, not bugs: no stack trace. Unexpected exceptions still show one line; set
 * {@code -Dleapshot.debug=true} to see the trace.
 */
final class UserErrorHandler implements IExecutionExceptionHandler {
  @Override
  public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parseResult) {
    Throwable shown = ex instanceof UncheckedIOException u ? u.getCause() : ex;
    String name = cmd.getCommandName();
    if (shown instanceof IOException) {
      cmd.getErr().println(name + ": " + shown.getMessage());
    } else {
      cmd.getErr().println(name + ": internal error: " + shown);
    }
    if (Boolean.getBoolean("leapshot.debug")) {
      shown.printStackTrace(cmd.getErr());
    }
    return 1;
  }
}
