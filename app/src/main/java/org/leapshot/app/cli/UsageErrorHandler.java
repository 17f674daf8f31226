package org.leapshot.app.cli;

import java.nio.file.InvalidPathException;
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
    if (badName(ex)) {
      problem = "the file name '" + ex.getValue() + "' has characters the locale's character set ("
          + System.getProperty("sun.jnu.encoding") + ") cannot hold; run with a UTF-8 locale, e.g. LC_ALL=C.UTF-8";
    }
    cmd.getErr().println(cmd.getCommandName() + ": " + MessageText.safe(problem) + " (see '" + path + " --help')");
    cmd.getErr().flush();
    return USAGE;
  }

  /**
   * A name the JVM could not decode: under LANG=C (batch jobs, cron, ssh without a locale) a
   * non-ASCII path arrives as '?'s and was "cannot convert ... to interface java.nio.file.Path".
   */
  private static boolean badName(ParameterException ex) {
    // picocli keeps only the conversion's message, not the exception
    return ex.getValue() != null && ex.getMessage() != null
        && ex.getMessage().contains(InvalidPathException.class.getName() + ": Malformed input or input contains unmappable");
  }
}
