package org.leapshot.slog2.concurrent;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/** Waiting for work handed to other threads, with its failures rethrown as if it had run here. */
public final class Futures {
  private Futures() {}

  /**
   * The result of {@code f}, once it is done. Its failure is rethrown as it was thrown (an
   * {@link IOException}, an unchecked exception or an error); an interrupt while waiting keeps the
   * thread's interrupt status and becomes an {@link InterruptedIOException} saying {@code interrupted}.
   */
  public static <T> T await(Future<T> f, String interrupted) throws IOException {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException(interrupted);
    } catch (ExecutionException e) {
      throw unwrap(e.getCause());
    }
  }

  /**
   * A task's failure as an exception to throw here: unchecked exceptions and errors are thrown by
   * this method itself, an {@link IOException} is returned, anything else comes back wrapped in one.
   */
  public static IOException unwrap(Throwable cause) {
    if (cause instanceof IOException io) {
      return io;
    }
    if (cause instanceof RuntimeException r) {
      throw r;
    }
    if (cause instanceof Error err) {
      throw err;
    }
    return new IOException(cause);
  }
}
