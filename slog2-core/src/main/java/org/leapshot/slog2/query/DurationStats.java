package org.leapshot.slog2.query;

/**
 * Count and time of drawables clipped to a range. {@code inclusive} sums the clipped durations;
 * {@code exclusive} subtracts, for states, the clipped durations of the states nested directly in
 * them on the same timeline (equal to inclusive for arrows and events).
 */
public record DurationStats(long count, double inclusive, double exclusive) {
  public static final DurationStats ZERO = new DurationStats(0, 0, 0);

  public DurationStats plus(DurationStats o) {
    return new DurationStats(count + o.count, inclusive + o.inclusive, exclusive + o.exclusive);
  }
}
