package org.leapshot.app.cli.bench;

import java.io.IOException;
import java.util.function.Consumer;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.query.TraceSession;

/**
 * What every scan of the bench does with a drawable, warm-up or measured: one class, so that the
 * compiled scan loop, which inlines it, is not thrown away when the measured scan starts (a second
 * consumer class made the compiler redo the scan during the measurement).
 */
final class ScanTally implements Consumer<Drawable> {
  private final long limit;
  private final DrawableReader reader = new DrawableReader();
  private long seen;

  /** @param limit drawables after which the scan stops (Long.MAX_VALUE: never) */
  ScanTally(long limit) {
    this.limit = limit;
  }

  /**
   * Scans {@code drawables} drawables in up to {@code passes} passes over the file, to warm up. One
   * pass over the 1 GB trace's 9.5 million left the measured scan to run partly in code still being
   * compiled (20-35 M drawables/s against 45-63 once compiled, on the same build), hence several
   * passes over a smaller file.
   */
  static void warm(TraceSession s, long drawables, int passes) throws IOException {
    ScanTally tally = new ScanTally(drawables);
    try {
      for (int pass = 0; pass < passes; pass++) {
        s.forEachDrawable(tally);
      }
    } catch (WarmEnough e) {
      // enough
    }
  }

  @Override
  public void accept(Drawable d) {
    reader.accept(d);
    if (++seen >= limit) {
      throw new WarmEnough();
    }
  }

  /** Stops the warm-up scan. */
  private static final class WarmEnough extends RuntimeException {
    private static final long serialVersionUID = 1L;

    WarmEnough() {
      super(null, null, false, false);
    }
  }
}
