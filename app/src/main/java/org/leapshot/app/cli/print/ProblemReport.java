package org.leapshot.app.cli.print;

import java.io.PrintWriter;
import org.leapshot.slog2.check.ProblemListener;
import org.leapshot.slog2.format.Slog2FormatException;

/**
 * {@code --keep-going}: each problem of a damaged file as one line on stderr, with what it cost
 * the output, e.g. {@code print: bad.slog2: tree node (0,0) @108 (0x6c): ... uses category 99,
 * which the category map does not define; its drawables are skipped}.
 */
public final class ProblemReport implements ProblemListener {
  private final PrintWriter err;
  private final String command;
  private int count;

  public ProblemReport(PrintWriter err, String command) {
    this.err = err;
    this.command = command;
  }

  @Override
  public void problem(Slog2FormatException problem, boolean skippedDrawables) {
    count++;
    err.println(command + ": " + problem.getMessage() + (skippedDrawables ? "; its drawables are skipped" : ""));
    err.flush();
  }

  /** How many problems were reported. */
  public int count() {
    return count;
  }
}
