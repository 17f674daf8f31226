package org.leapshot.app.work;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import org.leapshot.app.trace.TraceView;
import org.leapshot.slog2.query.StoredOverview;

/**
 * Computes a trace's {@link StoredOverview} once, after its first real picture, and keeps it beside
 * the file, so that the next open shows the whole run at once. One low-priority background thread;
 * closing the workspace interrupts it (the query stops, nothing is written: the overview is renamed
 * into place only when complete). A folder that cannot be written is skipped with one status line;
 * the trace itself is never touched. Only traces of {@link #MIN_TRACE_BYTES} or more get one: a
 * smaller trace's whole run is read in milliseconds, and a file beside every small trace opened
 * would be clutter. {@code -Dleapshot.overview.write=false} turns it off (the test suite does: its
 * viewers open the shared reference files, which must stay as they are), {@code true} keeps one
 * for traces of any size.
 */
public final class OverviewWriter implements AutoCloseable {
  /** Set to {@code false} to never write overviews beside traces, {@code true} to write them for small ones too. */
  public static final String WRITE_PROPERTY = "leapshot.overview.write";
  /** Smallest trace given an overview unless {@link #WRITE_PROPERTY} is {@code true}. */
  static final long MIN_TRACE_BYTES = 32L << 20;
  private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "leapshot-overview-writer");
    t.setDaemon(true);
    t.setPriority(Thread.MIN_PRIORITY);
    return t;
  });
  private boolean started;
  /** What the status bar says while the overview is computed, and after a write. */
  static final String COMPUTING = "Keeping the whole run's overview beside the trace: reading the file once, in the background";
  static final String KEPT = "Overview kept beside the trace: the next open shows the whole run at once";

  /**
   * Writes {@code trace}'s overview beside it unless it has one; {@code status} hears (on the EDT)
   * one line when it was written or skipped, and {@code written} runs (on the EDT) after a write,
   * so that coarse parts of the view can be drawn from it. Once per writer; call on the EDT.
   */
  public void writeIfMissing(TraceView trace, Consumer<String> status, Runnable written) {
    if (started || "false".equalsIgnoreCase(System.getProperty(WRITE_PROPERTY))) {
      return;
    }
    started = true;
    worker.execute(() -> {
      if (!worthKeeping(sizeOf(trace.path()), System.getProperty(WRITE_PROPERTY))) {
        return;
      }
      String said = write(trace, () -> SwingUtilities.invokeLater(() -> status.accept(COMPUTING)));
      if (said != null && !Thread.currentThread().isInterrupted()) {
        boolean kept = KEPT.equals(said);
        SwingUtilities.invokeLater(() -> {
          status.accept(said);
          if (kept) {
            written.run();
          }
        });
      }
    });
  }

  /** Whether a trace of {@code bytes} gets an overview, {@code setting} being {@link #WRITE_PROPERTY}'s value. */
  static boolean worthKeeping(long bytes, String setting) {
    return "true".equalsIgnoreCase(setting) || bytes >= MIN_TRACE_BYTES;
  }

  private static long sizeOf(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      return 0; // gone meanwhile: nothing to keep
    }
  }

  /**
   * Computes and writes, telling {@code computing} first (it reads the whole file: seconds on a big
   * one); the line to show, or null when there is nothing to say. Off the EDT.
   */
  static String write(TraceView trace, Runnable computing) {
    if (trace.storedOverview().isPresent()) {
      return null;
    }
    Path file = trace.path();
    Path folder = file.toAbsolutePath().getParent();
    if (folder == null || !Files.isWritable(folder)) {
      return "Overview not kept: " + folder + " is not writable";
    }
    try {
      computing.run();
      trace.session().writeStoredOverview();
      return KEPT;
    } catch (InterruptedIOException | ClosedByInterruptException e) {
      deleteTemporary(file);
      return null; // the workspace closed
    } catch (Exception | OutOfMemoryError e) {
      // an unreadable part of the file, or no room: the viewer works as before, without the overview
      System.err.println("leapshot: " + StoredOverview.sidecarOf(file) + ": not written (" + e + ")");
      return "Overview not kept: " + e.getMessage();
    }
  }

  /** The writer's temporary file, when an interrupt stopped it before its rename. */
  private static void deleteTemporary(Path file) {
    Path sidecar = StoredOverview.sidecarOf(file);
    try {
      Files.deleteIfExists(sidecar.resolveSibling(sidecar.getFileName() + ".tmp"));
    } catch (java.io.IOException e) {
      // left for the next write to replace
    }
  }

  /** Stops the computation; a half-made overview is never renamed into place. */
  @Override
  public void close() {
    worker.shutdownNow();
  }
}
