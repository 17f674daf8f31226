package org.leapshot.app.cli.convert;

import java.io.PrintStream;
import org.leapshot.slog2.convert.ProgressListener;

/**
 * The conversion's progress bar, made only once the conversion has run {@link #DELAY_NANOS}: a short
 * conversion never shows one (it would only flash) and never pays for starting it, which loads the
 * terminal library and asks the terminal its width (issue #22: about 0.18 s of CPU in a terminal,
 * more than a small conversion takes). Called from the converting thread only.
 */
public class DeferredProgressBar implements ProgressListener, AutoCloseable {
  static final long DELAY_NANOS = 1_000_000_000L;

  private final PrintStream err;
  private final long start;
  private ConvertProgressBar bar;

  public DeferredProgressBar(PrintStream err) {
    this.err = err;
    this.start = now();
  }

  @Override
  public void progress(String phase, double fraction) {
    if (bar == null) {
      if (now() - start < DELAY_NANOS) {
        return;
      }
      bar = new ConvertProgressBar(err);
    }
    bar.progress(phase, fraction);
  }

  /** True once the bar is shown. */
  boolean shown() {
    return bar != null;
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.close();
    }
  }

  /** The clock (tests give their own). */
  long now() {
    return System.nanoTime();
  }
}
