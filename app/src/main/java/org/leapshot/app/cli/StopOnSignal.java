package org.leapshot.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C (SIGINT) or a kill (SIGTERM, a batch system's time limit) while a command writes a file.
 * The JVM then runs its shutdown hooks and halts, and the command's hidden temporary file stayed
 * beside the output: 300 MB of {@code .OUT.slog2.*.tmp} after 6 s of a 1 GB conversion. Here the
 * hook interrupts the command's thread, which cancels a conversion and deletes its temporary file
 * on its way out, waits for that a bounded time, then removes what the command names as its own
 * leftovers (a picture's painters do not look at the interrupt), and says in one line that the
 * output was not written.
 */
final class StopOnSignal {
  /** How long the hook waits for a conversion to stop: it looks at the interrupt every few drawables. */
  static final long WAIT_MS = 15_000;

  /** The work of a command, which writes {@code output} through a temporary file. */
  @FunctionalInterface
  interface Work<T> {
    T run() throws IOException;
  }

  private final Thread worker = Thread.currentThread();
  private final CountDownLatch over = new CountDownLatch(1);
  private final AtomicBoolean said = new AtomicBoolean();
  private final String line;
  private final PrintWriter err;
  private volatile boolean signalled;

  private StopOnSignal(String command, Path output, PrintWriter err) {
    this.line = command + ": stopped by a signal; " + output + " was not written";
    this.err = err;
  }

  /** {@link #run(String, Path, PrintWriter, long, Runnable, Work)} for work that cleans up when interrupted. */
  static <T> T run(String command, Path output, PrintWriter err, Work<T> work) throws IOException {
    return run(command, output, err, WAIT_MS, () -> { }, work);
  }

  /**
   * Runs {@code work} on this thread with the hook in place: on a signal the hook interrupts it,
   * waits up to {@code waitMs} for it to end, then runs {@code leftovers} unless it has ended. The
   * failure of work a signal stopped is {@link Stopped}, already reported on {@code err}.
   */
  static <T> T run(String command, Path output, PrintWriter err, long waitMs, Runnable leftovers, Work<T> work)
      throws IOException {
    StopOnSignal watch = new StopOnSignal(command, output, err);
    Thread hook = new Thread(() -> watch.stop(waitMs, leftovers), "leapshot-stop-on-signal");
    Runtime.getRuntime().addShutdownHook(hook);
    try {
      return work.run();
    } catch (IOException | RuntimeException e) {
      if (!watch.signalled) {
        throw e;
      }
      watch.say();
      throw new Stopped(e);
    } finally {
      watch.over.countDown();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException shuttingDown) {
        // the hook is running: it returns now that the work is over, and the JVM halts
      }
    }
  }

  /** The hook: interrupt the work, wait for it, and remove what it left if it has not ended. */
  private void stop(long waitMs, Runnable leftovers) {
    signalled = true;
    worker.interrupt();
    try {
      if (over.await(waitMs, TimeUnit.MILLISECONDS)) {
        return;
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    leftovers.run();
    say();
  }

  private void say() {
    if (said.compareAndSet(false, true)) {
      err.println(line);
      err.flush();
    }
  }

  /** The work failed because a signal stopped it; already reported, so the error handler prints nothing. */
  static final class Stopped extends IOException {
    private static final long serialVersionUID = 1L;

    Stopped(Throwable cause) {
      super("stopped by a signal", cause);
    }
  }
}
