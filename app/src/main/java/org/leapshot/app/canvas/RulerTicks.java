package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Tick positions and labels for a time ruler. The step is 1, 2 or 5 times a power of ten, the
 * smallest that keeps labels at least {@code minSpacingPx} apart; labels use the unit (s, ms, µs,
 * ns) in which the step is a whole number, with only the decimals the step needs.
 *
 * <p>Deep in a long run such labels grow past what anyone reads ("67622800.5" µs at the end of a
 * 67 s run): then ({@link #fromFirst}) the first tick says its time once, in seconds grouped in
 * threes ("67.622 800 5 s"), and the others how far after it they are ("+0.5 µs"), as Perfetto and
 * Vampir label a deep zoom.
 */
public record RulerTicks(double stepSec, TimeUnits.Unit unit, int decimals, boolean fromFirst, List<Tick> ticks) {
  /** Plain labels with more significant digits than this switch to "first tick, then offsets". */
  static final int MAX_DIGITS = 6;

  /** One major tick: its time, x position and label. */
  public record Tick(double timeSec, double x, String label) {}

  public static RulerTicks choose(TimeScale scale, double minSpacingPx) {
    double minStep = scale.secPerPx() * Math.max(1, minSpacingPx);
    double step = niceStep(minStep);
    // The unit of ten steps keeps labels short: 500 µs steps read "11.5 ms", not "11500 µs".
    TimeUnits.Unit unit = TimeUnits.Unit.forMagnitude(step * 10);
    int decimals = TimeUnits.decimalsFor(step / unit.seconds());
    long first = (long) Math.ceil(scale.startSec() / step);
    // A run that starts a hair after a tick (r16384 at 11 ns) still shows it: that tick falls in
    // the first pixel column, and without it the ruler began at "20" with no "0".
    if (scale.x((first - 1) * step) >= -0.5) {
      first--;
    }
    long last = Math.min((long) Math.floor(scale.endSec() / step), first + 9_999);
    boolean fromFirst = last >= first
        && Math.max(digits(plain(first * step, unit, decimals)), digits(plain(last * step, unit, decimals))) > MAX_DIGITS;
    List<Tick> ticks = new ArrayList<>();
    for (long k = first; k <= last; k++) {
      double t = k * step;
      String label;
      if (!fromFirst) {
        label = plain(t, unit, decimals);
      } else if (k == first) {
        label = TimeUnits.groupedSeconds(t, TimeUnits.decimalsFor(step));
      } else {
        // from the tick count, not t − t0: the difference of two large times loses the step's digits
        label = "+" + plain((k - first) * step, unit, decimals) + " " + unit.symbol();
      }
      ticks.add(new Tick(t, scale.x(t), label));
    }
    return new RulerTicks(step, unit, decimals, fromFirst, List.copyOf(ticks));
  }

  private static String plain(double t, TimeUnits.Unit unit, int decimals) {
    return String.format(Locale.ROOT, "%." + decimals + "f", t / unit.seconds());
  }

  /** Significant digits of a plain label: "67622800.5" has 9, "0.05" has 1. */
  static int digits(String label) {
    int n = 0;
    boolean leading = true;
    for (int i = 0; i < label.length(); i++) {
      char c = label.charAt(i);
      if (c >= '1' && c <= '9' || c == '0' && !leading) {
        leading = false;
        n++;
      }
    }
    return n;
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

  /** The unit label shown with the ruler, e.g. "ms"; empty when the labels carry their unit ({@link #fromFirst}). */
  public String unitLabel() {
    return fromFirst ? "" : unit.symbol();
  }
}
