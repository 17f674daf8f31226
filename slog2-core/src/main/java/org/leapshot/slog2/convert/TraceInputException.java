package org.leapshot.slog2.convert;

import java.io.IOException;

/**
 * A bad record in an input trace. The message always names the file and the line or byte offset,
 * then says what was wrong, e.g. {@code data.txt:14: Primitive start 0.0025 is after its end 0.001}.
 */
public class TraceInputException extends IOException {
  private static final long serialVersionUID = 1L;

  private final SourcePosition position;
  private final String problem;

  public TraceInputException(SourcePosition position, String problem) {
    super(MessageText.safe(position + ": " + problem));
    this.position = position;
    this.problem = MessageText.safe(problem);
  }

  public TraceInputException(SourcePosition position, String problem, Throwable cause) {
    super(MessageText.safe(position + ": " + problem), cause);
    this.position = position;
    this.problem = MessageText.safe(problem);
  }

  public SourcePosition position() {
    return position;
  }

  /** What was wrong, without the position. */
  public String problem() {
    return problem;
  }
}
