package org.leapshot.app.cli;

import org.leapshot.slog2.convert.MessageText;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Argument mistakes (a missing option, a bad value, an unknown command) as one line on stderr and
 * exit status 2. The full usage would bury the line that says what was wrong; it is one
 * {@code --help} away, and the line says so.
 */
final class UsageErrorHandler implements IParameterExceptionHandler {
  static final int USAGE = 2;

  @Override
  public int handleParseException(ParameterException ex, String[] args) {
    CommandLine cmd = ex.getCommandLine();
    String path = cmd.getCommandSpec().qualifiedName();
    String problem = ex.getMessage();
    if (ex instanceof UnmatchedArgumentException u && cmd.getParent() == null && u.getUnmatched().size() > 0
        && !u.getUnmatched().get(0).startsWith("-")) {
      // At the top level an unmatched word is a mistyped command, not a stray argument.
      problem = "unknown command '" + u.getUnmatched().get(0) + "'"
          + (u.getSuggestions().isEmpty() ? "" : "; did you mean " + String.join(" or ", u.getSuggestions()) + "?");
    }
    cmd.getErr().println(cmd.getCommandName() + ": " + MessageText.safe(problem) + " (see '" + path + " --help')");
    cmd.getErr().flush();
    return USAGE;
  }
}
