package org.leapshot.app.cli.convert;

import java.io.PrintStream;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import org.leapshot.slog2.convert.ProgressListener;

/** A progress bar on stderr, in per mille of the current phase ("reading", then maybe "writing"). */
public final class ConvertProgressBar implements ProgressListener, AutoCloseable {
  private static final int STEPS = 1000;

  private final ProgressBar bar;
  private String phase = "";

  public ConvertProgressBar(PrintStream err) {
    this.bar = new ProgressBarBuilder()
        .setTaskName("Converting")
        .setInitialMax(STEPS)
        .setUnit("‰", 1)
        .setUpdateIntervalMillis(250)
        .setConsumer(new ConsoleProgressBarConsumer(err))
        .clearDisplayOnFinish()
        .build();
  }

  /** True when stderr is probably a terminal: Java can only tell that a console is attached. */
  public static boolean wanted() {
    return System.console() != null;
  }

  @Override
  public void progress(String newPhase, double fraction) {
    if (!newPhase.equals(phase)) {
      phase = newPhase;
      bar.setExtraMessage(newPhase);
    }
    if (fraction >= 0) {
      bar.stepTo(Math.round(Math.min(1, fraction) * STEPS));
    }
  }

  @Override
  public void close() {
    bar.close();
  }
}
