package org.leapshot.slog2.check;

import java.io.IOException;
import org.leapshot.slog2.format.Slog2FormatException;

/** Receives each problem a lenient walk goes past ({@code print --keep-going}, {@code info --keep-going}). */
@FunctionalInterface
public interface ProblemListener {
  /**
   * @param skippedDrawables true when the node's drawables were left out because of it (the node
   *     could not be decoded, or its drawables break a rule); false when they were still handed on
   */
  void problem(Slog2FormatException problem, boolean skippedDrawables) throws IOException;
}
