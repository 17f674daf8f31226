package org.leapshot.app.frame;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import javax.swing.SwingWorker;
import org.leapshot.app.settings.StyleStore;
import org.leapshot.app.trace.TraceView;

/**
 * Opens SLOG-2 files for the main window, each on a SwingWorker, and says which one to show: only
 * the latest request. Without that, a file whose opening ended after a later request (the demo
 * started at launch, or a big file still being read when the user opened another) replaced the
 * file the user opened last. A superseded file is closed unseen. EDT only.
 */
final class Slog2Openings {
  /** What becomes of an opening; called on the EDT. */
  interface Listener {
    /** {@code trace} is the latest request's; {@code shownAs} is the file the user chose, null for the demo. */
    void opened(TraceView trace, Path shownAs);

    void failed(Path file, Throwable cause);

    /** A later request replaced this opening; nothing is shown from it. */
    void superseded();
  }

  private final StyleStore styleStore;
  private final Listener listener;
  private int inFlight;
  private int requests;

  Slog2Openings(StyleStore styleStore, Listener listener) {
    this.styleStore = styleStore;
    this.listener = listener;
  }

  /** Marks a newer request (a file that is converted first): every opening started before it loses. */
  void request() {
    requests++;
  }

  /** True while a file is being opened. */
  boolean isOpening() {
    return inFlight > 0;
  }

  /**
   * Opens {@code file} in the background, or takes the reading {@code started} already (null: none).
   * {@code shownAs} is the file the user opened (a converted trace's original), for the title and recent files.
   */
  void open(Path file, Path shownAs, CompletableFuture<TraceView> started) {
    inFlight++;
    int request = ++requests;
    boolean demo = file.equals(DemoTrace.path());
    new SwingWorker<TraceView, Void>() {
      @Override
      protected TraceView doInBackground() throws Exception {
        styleStore.preload(file);
        TraceView trace = started == null
            ? TraceView.open(file, demo ? DemoTrace.NAME : String.valueOf(shownAs.getFileName())) : awaitStarted();
        DrawableRun.check(trace, shownAs);
        return trace;
      }

      private TraceView awaitStarted() throws Exception {
        try {
          return started.get();
        } catch (ExecutionException e) {
          if (e.getCause() instanceof Error error) {
            throw error; // shown as a sentence like any other cause, not as a wrapped class name
          }
          throw e.getCause() instanceof Exception cause ? cause : e;
        }
      }

      @Override
      protected void done() {
        inFlight--;
        boolean superseded = request != requests;
        try {
          TraceView opened = get();
          if (superseded) {
            closeUnseen(opened);
            listener.superseded();
          } else {
            listener.opened(opened, demo ? null : shownAs);
          }
        } catch (ExecutionException e) {
          if (superseded) {
            listener.superseded();
          } else {
            listener.failed(file, e.getCause());
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }.execute();
  }

  /** Closing waits for the trace's threads to end: not on the EDT. */
  private static void closeUnseen(TraceView trace) {
    ForkJoinPool.commonPool().execute(() -> {
      try {
        trace.close();
      } catch (IOException e) {
        // nothing was shown from it, and a failed close of a file only read loses nothing
      }
    });
  }
}
