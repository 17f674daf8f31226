package org.leapshot.app.importing;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.swing.SwingUtilities;
import org.leapshot.slog2.convert.ConversionCancelledException;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.FormatDetector;
import org.leapshot.slog2.convert.ProgressListener;
import org.leapshot.slog2.convert.TraceFormat;
import org.leapshot.slog2.query.OverviewAfterConversion;

/**
 * Makes one input openable, on its own thread: a SLOG-2 file as it is, another format from the
 * cache or by converting it into the cache. Everything that touches the disk happens here, never on
 * the Event Dispatch Thread; the outcome reaches the {@link Listener} on the EDT. The converter
 * runs in a JVM of its own ({@link ConversionProcess}). {@link #cancel()} stops it, and it deletes
 * its temporary files before the job reports {@link Listener#cancelled()}, so after that event
 * nothing of the conversion is left.
 */
final class ImportJob {
  /** Called on the EDT. Exactly one of ready, failed and cancelled ends every job. */
  interface Listener {
    /** A conversion starts (not called for SLOG-2 files and cache hits). */
    void converting(TraceFormat format);

    /** Progress of the conversion; calls are coalesced, so the EDT sees at most one pending update. */
    void progress(String phase, double fraction);

    /** {@code slog2} is the file to open: the input itself, a cached or a fresh conversion. */
    void ready(Path slog2);

    /** {@code format} is null when the file is no format Leapshot reads. */
    void failed(TraceFormat format, Throwable error);

    void cancelled();
  }

  private final Path input;
  private final ConversionCache cache;
  private final Listener listener;
  private final ProgressListener onConvertingThread;
  private final Thread thread;
  private final AtomicBoolean progressPosted = new AtomicBoolean();
  private volatile boolean cancelRequested;
  private volatile String phase = "";
  private volatile double fraction = -1;
  /** The converting process, while one runs (null when converting in this JVM). */
  private volatile ConversionProcess child;

  /** {@code onConvertingThread} also hears progress, on the converting thread (tests hold a conversion there). */
  ImportJob(Path input, ConversionCache cache, Listener listener, ProgressListener onConvertingThread) {
    this.input = input;
    this.cache = cache;
    this.listener = listener;
    this.onConvertingThread = onConvertingThread == null ? ProgressListener.NONE : onConvertingThread;
    this.thread = new Thread(this::run, "leapshot-import");
    this.thread.setDaemon(true);
  }

  void start() {
    thread.start();
  }

  /** Stops the conversion; the listener hears {@code cancelled()} once its files are deleted. */
  void cancel() {
    cancelRequested = true;
    thread.interrupt();
    ConversionProcess running = child;
    if (running != null) {
      running.cancel();
    }
  }

  /**
   * In a JVM of its own ({@link ConversionProcess}); in this one when a test listens on the
   * converting thread (it holds the conversion there) or no JVM could be started.
   */
  private void convert(TraceFormat format, Path entry) throws IOException {
    ConversionProcess running = onConvertingThread != ProgressListener.NONE ? null : startChild(format, entry);
    if (running == null) {
      new Converter(ConvertOptions.defaults().withFormat(format), this::progress).convert(input, entry);
      return;
    }
    child = running;
    if (cancelRequested) {
      running.cancel(); // the cancel came between the start and the assignment
    }
    try {
      running.await(this::progress);
    } finally {
      child = null;
    }
  }

  private void run() {
    IOException notAFile = FormatGuess.notARegularFile(input);
    if (notAFile != null) {
      // refused before reading: a named pipe with no writer would block the import forever
      end(() -> listener.failed(null, notAFile));
      return;
    }
    if (Slog2Signature.matches(input)) {
      end(() -> listener.ready(input));
      return;
    }
    TraceFormat format;
    try {
      format = FormatDetector.detect(input);
    } catch (IOException e) {
      format = FormatGuess.byName(input);
      if (format == null) {
        IOException unknown = FormatGuess.unknownText(input);
        // A binary file (or unreadable) that is no format we convert: the SLOG-2 reader explains why.
        end(unknown == null ? () -> listener.ready(input) : () -> listener.failed(null, unknown));
        return;
      }
    }
    TraceFormat converting = format;
    try {
      Optional<Path> cached = cache.lookup(input);
      if (cached.isPresent()) {
        end(() -> listener.ready(cached.get()));
        return;
      }
      post(() -> listener.converting(converting));
      cache.prepare();
      Path entry = cache.entryFor(input);
      convert(converting, entry);
      writeOverviewQuietly(entry);
      evictQuietly(entry);
      // Cancelled too late to stop: the entry stays for next time, but it is not opened.
      end(() -> listener.ready(entry));
    } catch (ConversionCancelledException e) {
      post(listener::cancelled);
    } catch (IOException | RuntimeException | Error e) {
      // Errors too: the job must end with a message, or the viewer would wait for it forever.
      end(() -> listener.failed(converting, e));
    }
  }

  private void progress(String phase, double fraction) {
    onConvertingThread.progress(phase, fraction);
    this.phase = phase;
    this.fraction = fraction;
    if (progressPosted.compareAndSet(false, true)) {
      SwingUtilities.invokeLater(() -> {
        progressPosted.set(false);
        listener.progress(this.phase, this.fraction);
      });
    }
  }

  /** A big conversion's overview, so its first picture draws at once; without it the viewer makes one later. */
  private static void writeOverviewQuietly(Path entry) {
    try {
      OverviewAfterConversion.writeIfBig(entry);
    } catch (IOException | RuntimeException e) {
      System.err.println("leapshot: " + entry + ": no overview written (" + e.getMessage() + ")");
    }
  }

  private void evictQuietly(Path keep) {
    try {
      cache.evict(keep);
    } catch (IOException e) {
      // A cache that cannot be trimmed still works; the next conversion tries again.
    }
  }

  /** The converting process, or null when no JVM can be started (a runtime without its java launcher). */
  private ConversionProcess startChild(TraceFormat format, Path entry) {
    try {
      return ConversionProcess.start(format, input, entry);
    } catch (IOException e) {
      return null;
    }
  }

  /** Reports the outcome, or that the job was cancelled if the user asked for that meanwhile. */
  private void end(Runnable outcome) {
    post(cancelRequested ? listener::cancelled : outcome);
  }

  private static void post(Runnable r) {
    SwingUtilities.invokeLater(r);
  }
}
