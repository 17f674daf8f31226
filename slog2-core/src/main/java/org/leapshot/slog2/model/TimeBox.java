package org.leapshot.slog2.model;

/**
 * A closed time interval [earliest, latest] in seconds. An "empty" box has earliest = +inf and
 * latest = -inf, which is what the tree builder starts from.
 */
public record TimeBox(double earliest, double latest) {

  public static final TimeBox EMPTY = new TimeBox(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY);

  public double duration() {
    return latest - earliest;
  }

  /** Closed-interval overlap, as the reference reader tests it: {@code a.e <= b.l && b.e <= a.l}. */
  public boolean overlaps(TimeBox other) {
    return earliest <= other.latest && other.earliest <= latest;
  }

  public boolean overlaps(double start, double end) {
    return earliest <= end && start <= latest;
  }

  public boolean contains(TimeBox other) {
    return earliest <= other.earliest && other.latest <= latest;
  }

  public boolean contains(double time) {
    return earliest <= time && time <= latest;
  }

  public TimeBox union(TimeBox other) {
    return new TimeBox(Math.min(earliest, other.earliest), Math.max(latest, other.latest));
  }

  /** Length of the intersection with {@code other}, or 0 when they do not overlap. */
  public double overlapDuration(TimeBox other) {
    double d = Math.min(latest, other.latest) - Math.max(earliest, other.earliest);
    return d > 0 ? d : 0;
  }

  // Written out as a record's generated methods compute them: the generated ones are bootstrapped
  // at first use (java.lang.runtime.ObjectMethods), which makes classes that the class-data archive
  // cannot keep, some milliseconds of every info, print and check (issue #22).
  // Doubles compare as Double.compare does: NaN equals NaN, 0.0 differs from -0.0.
  @Override
  public boolean equals(Object o) {
    return o instanceof TimeBox b && Double.compare(earliest, b.earliest) == 0
        && Double.compare(latest, b.latest) == 0;
  }

  @Override
  public int hashCode() {
    return 31 * Double.hashCode(earliest) + Double.hashCode(latest);
  }
}
