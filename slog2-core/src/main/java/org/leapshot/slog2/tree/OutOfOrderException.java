package org.leapshot.slog2.tree;

import java.io.IOException;
import org.leapshot.slog2.model.Drawable;

/**
 * A drawable reached the writer with an end time earlier than the previous drawable's. The
 * one-pass tree needs non-decreasing end times (spec §10.1): an early drawable would sit in a node
 * whose box does not cover it and window queries would miss it.
 */
public class OutOfOrderException extends IOException {
  private static final long serialVersionUID = 1L;

  private final double previousEnd;
  private final double end;

  public OutOfOrderException(Drawable drawable, double previousEnd) {
    super("drawables must come in non-decreasing end time: " + drawable + " ends at " + drawable.end()
        + ", before the previous drawable's end " + previousEnd);
    this.previousEnd = previousEnd;
    this.end = drawable.end();
  }

  public double previousEnd() {
    return previousEnd;
  }

  public double end() {
    return end;
  }
}
