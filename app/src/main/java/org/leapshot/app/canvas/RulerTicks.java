package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Tick positions and labels for a time ruler. The step is 1, 2 or 5 times a power of ten, the
 * smallest that keeps labels at least {@code minSpacingPx} apart; labels use the unit (s, ms, µs,
 * ns) in which the step is a whole number, with only the decimals the step needs.
 */
public record RulerTicks(double stepSec, TimeUnits.Unit unit, int decimals, List<Tick> ticks) {

  /** One major tick: its time, x position and label. */
  public record Tick(double timeSec, double x, String label) {}

  public static RulerTicks choose(TimeScale scale, double minSpacingPx) {
    double minStep = scale.secPerPx() * Math.max(1, minSpacingPx);
    double step = niceStep(minStep);
    // The unit of ten steps keeps labels short: 500 µs steps read "11.5 ms", not "11500 µs".
    TimeUnits.Unit unit = TimeUnits.Unit.forMagnitude(step * 10);
    int decimals = TimeUnits.decimalsFor(step / unit.seconds());
    List<Tick> ticks = new ArrayList<>();
    long first = (long) Math.ceil(scale.startSec() / step);
    // A run that starts a hair after a tick (r16384 at 11 ns) still shows it: that tick falls in
    // the first pixel column, and without it the ruler began at "20" with no "0".
    if (scale.x((first - 1) * step) >= -0.5) {
      first--;
    }
    long last = (long) Math.floor(scale.endSec() / step);
    for (long k = first; k <= last && ticks.size() < 10_000; k++) {
      double t = k * step;
      String label = String.format(Locale.ROOT, "%." + decimals + "f", t / unit.seconds());
      ticks.add(new Tick(t, scale.x(t), label));
    }
    return new RulerTicks(step, unit, decimals, List.copyOf(ticks));
  }

  /** The smallest of 1, 2, 5 × 10^k that is at least {@code minStep}. */
  public static double niceStep(double minStep) {
    if (!(minStep > 0) || !Double.isFinite(minStep)) {
      throw new IllegalArgumentException("minStep must be positive and finite, was " + minStep);
    }
    double p = Math.pow(10, Math.floor(Math.log10(minStep)));
    for (double m : new double[] {1, 2, 5, 10}) {
      if (m * p >= minStep * (1 - 1e-12)) {
        return m * p;
      }
    }
    return 10 * p;
  }

  /** The unit label shown with the ruler, e.g. "ms". */
  public String unitLabel() {
    return unit.symbol();
  }
}
