package org.leapshot.app.importing;

import java.awt.Component;
import java.awt.Window;
import java.nio.file.Path;
import java.util.function.Consumer;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import org.leapshot.slog2.convert.ProgressListener;
import org.leapshot.slog2.convert.TraceFormat;

/**
 * Opens a trace file of any supported kind in the viewer: SLOG-2 as it is; CLOG-2, OTF, PICL and
 * text through the {@link ConversionCache}, converting in the background with a progress dialog
 * when the cache has no entry yet. One import at a time: opening another file cancels a running
 * conversion. A failed conversion shows the converter's message (which names the line or byte
 * offset) and leaves the open trace alone. EDT only.
 */
public final class TraceOpener {
  /** Opens a SLOG-2 file; {@code original} is the file the user chose, for titles and recent files. */
  @FunctionalInterface
  public interface Slog2Opener {
    void open(Path slog2, Path original);
  }

  static final String ERROR_TITLE = "Cannot convert trace";
  /** Title when the file is no trace Leapshot reads (not even its format could be told). */
  static final String OPEN_ERROR_TITLE = "Not a trace Leapshot reads";
  /** Quick conversions finish before the dialog would appear, so it does not flash. */
  private static final int DIALOG_DELAY_MS = 300;

  private final Component parent;
  private final ConversionCache cache;
  private final Slog2Opener opener;
  private final ProgressListener onConvertingThread;
  private ImportJob current;
  private int conversions;
  /** Hears, on the EDT, that the user stopped a conversion (not one replaced by a newer open). */
  private Consumer<String> cancelNotice = text -> { };

  public TraceOpener(Component parent, ConversionCache cache, Slog2Opener opener) {
    this(parent, cache, opener, null);
  }

  /** {@code onConvertingThread} hears progress on the converting thread (for tests). */
  TraceOpener(Component parent, ConversionCache cache, Slog2Opener opener, ProgressListener onConvertingThread) {
    this.parent = parent;
    this.cache = cache;
    this.opener = opener;
    this.onConvertingThread = onConvertingThread;
  }

  /** Opens {@code file}, converting it first if it is not SLOG-2; returns at once. */
  public void open(Path file) {
    cancel();
    JobEvents events = new JobEvents(file);
    ImportJob job = new ImportJob(file, cache, events, onConvertingThread);
    events.job = job;
    current = job;
    job.start();
  }

  /** Stops a running conversion (e.g. when the window closes); nothing is opened. */
  public void cancel() {
    if (current != null) {
      current.cancel();
    }
  }

  /**
   * Where to say that a conversion was stopped ("Conversion of trace.otf2 cancelled"): without it
   * the dialog just vanished and a user could not tell a cancel from a crash.
   */
  public void onCancelled(Consumer<String> notice) {
    this.cancelNotice = notice;
  }

  /** True while a file is being resolved or converted. */
  public boolean isBusy() {
    return current != null;
  }

  /** Conversions started so far (cache hits and SLOG-2 files do not count). */
  public int conversions() {
    return conversions;
  }

  public ConversionCache cache() {
    return cache;
  }

  /** What one job's events do: the dialog appears late, and everything ends by closing it. */
  private final class JobEvents implements ImportJob.Listener {
    private final Path file;
    private ImportJob job;
    private ImportProgressDialog dialog;
    private Timer showLater;
    private String phase = "";
    private double fraction = -1;
    private boolean ended;

    JobEvents(Path file) {
      this.file = file;
    }

    @Override
    public void converting(TraceFormat format) {
      conversions++;
      Window owner = parent == null ? null : SwingUtilities.getWindowAncestor(parent);
      if (parent instanceof Window w) {
        owner = w;
      }
      dialog = new ImportProgressDialog(owner, String.valueOf(file.getFileName()), format, job::cancel);
      showLater = new Timer(DIALOG_DELAY_MS, e -> {
        if (ended) {
          return; // a tick queued just before the job ended must not bring the disposed dialog back
        }
        dialog.setProgress(phase, fraction);
        dialog.setVisible(true);
      });
      showLater.setRepeats(false);
      showLater.start();
    }

    @Override
    public void progress(String phase, double fraction) {
      this.phase = phase;
      this.fraction = fraction;
      if (dialog != null && dialog.isVisible()) {
        dialog.setProgress(phase, fraction);
      }
    }

    @Override
    public void ready(Path slog2) {
      // A newer open replaced this job after it finished but before this event ran: it lost.
      boolean stale = current != job;
      end();
      if (!stale) {
        opener.open(slog2, file);
      }
    }

    @Override
    public void failed(TraceFormat format, Throwable error) {
      boolean stale = current != job;
      end();
      if (stale) {
        return;
      }
      String why = OpenErrors.describe(file, error);
      String what = format == null ? "Cannot open " + file.getFileName()
          : "Cannot convert " + file.getFileName() + " (" + ImportProgressDialog.formatName(format) + ")";
      JOptionPane.showMessageDialog(parent, "<html><b>" + escape(what) + "</b><br><br>" + escape(why) + "</html>",
          format == null ? OPEN_ERROR_TITLE : ERROR_TITLE, JOptionPane.ERROR_MESSAGE);
    }

    @Override
    public void cancelled() {
      boolean stale = current != job; // a newer open replaced it: that one is what the user sees next
      end();
      if (!stale) {
        cancelNotice.accept("Conversion of " + file.getFileName() + " cancelled; nothing was opened");
      }
    }

    private void end() {
      ended = true;
      if (current == job) {
        current = null;
      }
      if (showLater != null) {
        showLater.stop();
      }
      if (dialog != null) {
        dialog.dispose();
      }
    }
  }

  /** The converter's message as it is (it names the file and the line or byte offset); see {@link OpenErrors}. */
  static String describe(Throwable error) {
    return OpenErrors.describe(error);
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
