package org.leapshot.app.canvas;

import java.util.Locale;

/**
 * Readable times and durations: picks s, ms, µs or ns so that the number shown has a few
 * significant digits, as a person would write it ("731 µs" rather than "0.000731 s").
 */
public final class TimeUnits {
  private TimeUnits() {}

  /** A unit of time display: its symbol and how many seconds it is. */
  public enum Unit {
    S("s", 1), MS("ms", 1e-3), US("µs", 1e-6), NS("ns", 1e-9);

    private final String symbol;
    private final double seconds;

    Unit(String symbol, double seconds) {
      this.symbol = symbol;
      this.seconds = seconds;
    }

    public String symbol() {
      return symbol;
    }

    public double seconds() {
      return seconds;
    }

    /** The largest unit in which {@code magnitudeSec} is at least 1 (ns below a nanosecond). */
    public static Unit forMagnitude(double magnitudeSec) {
      double m = Math.abs(magnitudeSec);
      for (Unit u : values()) {
        if (m >= u.seconds * 0.9999999) {
          return u;
        }
      }
      return NS;
    }
  }

  /**
   * Beyond this many seconds (about 32 years) times are written in scientific notation: a damaged
   * file's run of 1e300 s gave fields and titles of 300 digits.
   */
  static final double SCIENTIFIC_FROM_SEC = 1e9;

  /** A duration with 4 significant digits in the best unit, e.g. "731.5 µs", "1.250 s". */
  public static String duration(double sec) {
    if (!Double.isFinite(sec)) {
      return String.valueOf(sec);
    }
    if (sec == 0) {
      return "0 s";
    }
    if (Math.abs(sec) >= SCIENTIFIC_FROM_SEC) {
      return String.format(Locale.ROOT, "%.3e s", sec);
    }
    Unit u = Unit.forMagnitude(sec);
    double v = sec / u.seconds();
    int intDigits = Math.abs(v) >= 100 ? 3 : Math.abs(v) >= 10 ? 2 : 1;
    int decimals = Math.max(0, 4 - intDigits);
    return String.format(Locale.ROOT, "%." + decimals + "f %s", v, u.symbol());
  }

  /**
   * An absolute time in seconds with enough decimals to resolve {@code resolutionSec}: the one
   * format of a view's ends, in the time fields, an exported picture's title, the statistics' range
   * and a bookmark's name, so that they read alike. More than 6 decimals are grouped in threes as
   * the ruler groups them ("0.046 853 139 7 s" at 40 µs, "0.102269 s" for a whole run of 0.1 s);
   * {@link #parse} reads them back. Beyond {@link #SCIENTIFIC_FROM_SEC} scientific notation with
   * as many digits as the resolution needs, at most 16 ("-1.000000e+300 s").
   */
  public static String time(double sec, double resolutionSec) {
    if (!Double.isFinite(sec)) {
      return sec + " s";
    }
    if (Math.abs(sec) >= SCIENTIFIC_FROM_SEC) {
      double digits = resolutionSec > 0 ? Math.ceil(Math.log10(Math.abs(sec) / resolutionSec)) : 16;
      int decimals = (int) Math.max(1, Math.min(15, digits - 1));
      return String.format(Locale.ROOT, "%." + decimals + "e s", sec);
    }
    int decimals = decimalsFor(resolutionSec);
    return decimals > 6 ? groupedSeconds(sec, decimals) : String.format(Locale.ROOT, "%." + decimals + "f s", sec);
  }

  /** A view's start or end as the time fields and an exported picture's title show it: to 1/100 000 of its width. */
  public static String viewEdge(double sec, double widthSec) {
    return time(sec, widthSec / 100_000);
  }

  /** Number of decimals needed to show a step of {@code stepSec} seconds (0..12). */
  public static int decimalsFor(double stepSec) {
    if (!(stepSec > 0) || !Double.isFinite(stepSec)) {
      return 6;
    }
    int d = (int) Math.ceil(-Math.log10(stepSec) - 1e-9);
    return Math.max(0, Math.min(12, d));
  }

  /**
   * Parses a time typed by a user: a number optionally followed by s, ms, us, µs or ns (seconds
   * when there is no unit).
   *
   * @throws NumberFormatException with a readable message when the text is not a time
   */
  public static double parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT).replace(" ", "");
    double scale = 1;
    String[][] suffixes = {{"ms", "1e-3"}, {"us", "1e-6"}, {"µs", "1e-6"}, {"ns", "1e-9"}, {"s", "1"}};
    for (String[] s : suffixes) {
      if (t.endsWith(s[0])) {
        scale = Double.parseDouble(s[1]);
        t = t.substring(0, t.length() - s[0].length());
        break;
      }
    }
    try {
      double v = Double.parseDouble(t) * scale;
      if (!Double.isFinite(v)) {
        throw new NumberFormatException();
      }
      return v;
    } catch (NumberFormatException e) {
      throw new NumberFormatException("not a time: \"" + text.trim() + "\" (write e.g. 0.25, 12.5 ms, 300 us)");
    }
  }

  /**
   * An absolute time in seconds with {@code decimals} decimals, grouped in threes after the point so
   * that a long one reads at a glance: "67.622 800 5 s" rather than "67.6228005 s".
   */
  public static String groupedSeconds(double sec, int decimals) {
    String s = String.format(Locale.ROOT, "%." + Math.max(0, decimals) + "f", sec);
    int point = s.indexOf('.');
    if (point < 0) {
      return s + " s";
    }
    StringBuilder b = new StringBuilder(s.length() + 6).append(s, 0, point + 1);
    for (int i = point + 1; i < s.length(); i++) {
      if (i > point + 1 && (i - point - 1) % 3 == 0) {
        b.append(' ');
      }
      b.append(s.charAt(i));
    }
    return b.append(" s").toString();
  }

  /** An absolute time in seconds with nanosecond resolution and no trailing zeros beyond 6 decimals: "0.002091 s". */
  public static String exact(double sec) {
    return seconds(sec, 9);
  }

  /** An absolute time in seconds with {@code decimals} decimals, trailing zeros dropped down to 6. */
  public static String seconds(double sec, int decimals) {
    String s = String.format(Locale.ROOT, "%." + decimals + "f", sec);
    int keep = s.indexOf('.') + 7;
    int end = s.length();
    while (end > keep && s.charAt(end - 1) == '0') {
      end--;
    }
    return s.substring(0, end) + " s";
  }
}
