package org.leapshot.slog2.query;

import java.io.IOException;

/**
 * Why a read cannot be streamed ({@link StreamedStatistics}): it is answered another way. An I/O
 * exception, to pass through the scan.
 */
final class NotStreamable extends IOException {
  private final boolean heldTooMuch;

  NotStreamable(String why) {
    this(why, false);
  }

  NotStreamable(String why, boolean heldTooMuch) {
    super(why);
    this.heldTooMuch = heldTooMuch;
  }

  /** True when the read would have held more than its budget: more free heap may stream it. */
  boolean heldTooMuch() {
    return heldTooMuch;
  }

  @Override
  public synchronized Throwable fillInStackTrace() {
    return this; // a signal, not an error
  }
}
