package org.leapshot.slog2.convert;

import java.io.InterruptedIOException;

/**
 * The converting thread was interrupted: the conversion stopped and deleted its temporary files, so
 * no output file exists. An {@link InterruptedIOException}, so that callers that only know about
 * I/O failures still stop; the thread's interrupt status is set again when this is thrown.
 */
public final class ConversionCancelledException extends InterruptedIOException {
  private static final long serialVersionUID = 1L;

  public ConversionCancelledException(String input) {
    super("conversion of " + input + " was cancelled");
  }
}
