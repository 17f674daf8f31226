package org.leapshot.app.stats;

/**
 * Consecutive timelines merged into one heat-map column each, so a chart never has more columns
 * than pixels: on r16384 some 40 timelines share a pixel, and painting one block per timeline let
 * whichever was painted last stand for the others (an outlier vanished) and held the EDT for
 * seconds. A column holds, per category, the largest value of its timelines — an outlier stays
 * visible — with the timeline it is on, and the mean. Immutable; cheap to make off the EDT.
 *
 * <p>Bucket b holds timelines {@code b·width} to {@code min(timelines, (b+1)·width) − 1}; all
 * buckets but the last hold exactly {@code width} timelines.
 */
final class TimelineBuckets {
  private final int timelines;
  private final int columns;
  private final int width;
  private final int count;
  private final double[] max;
  private final double[] mean;
  private final int[] maxAt;

  private TimelineBuckets(int timelines, int columns, int width) {
    this.timelines = timelines;
    this.columns = columns;
    this.width = width;
    this.count = (int) (((long) timelines + width - 1) / width);
    this.max = new double[count * columns];
    this.mean = new double[count * columns];
    this.maxAt = new int[count * columns];
  }

  /** Timelines per bucket so that {@code timelines} fit in at most {@code most} buckets (at least 1). */
  static int widthFor(int timelines, int most) {
    return (int) Math.max(1, ((long) timelines + Math.max(1, most) - 1) / Math.max(1, most));
  }

  /**
   * Buckets of {@code values}, timeline-major ({@code values[t · columns + c]}), at most
   * {@code most} of them (at least one per timeline when {@code most} ≥ {@code timelines}).
   */
  static TimelineBuckets of(double[] values, int timelines, int columns, int most) {
    if (timelines < 0 || columns < 0 || values.length < (long) timelines * columns) {
      throw new IllegalArgumentException(values.length + " values for " + timelines + " × " + columns);
    }
    TimelineBuckets b = new TimelineBuckets(timelines, columns, widthFor(timelines, most));
    for (int bucket = 0; bucket < b.count; bucket++) {
      int first = b.first(bucket);
      int last = b.last(bucket);
      for (int c = 0; c < columns; c++) {
        double top = values[first * columns + c];
        int at = first;
        double sum = 0;
        for (int t = first; t <= last; t++) {
          double v = values[t * columns + c];
          sum += v;
          // the first of equal values: the hover names the lowest timeline
          if (v > top) {
            top = v;
            at = t;
          }
        }
        int cell = bucket * columns + c;
        b.max[cell] = top;
        b.maxAt[cell] = at;
        b.mean[cell] = sum / (last - first + 1);
      }
    }
    return b;
  }

  int timelines() {
    return timelines;
  }

  int columns() {
    return columns;
  }

  /** Timelines per bucket (the last may hold fewer). */
  int width() {
    return width;
  }

  /** Number of buckets. */
  int count() {
    return count;
  }

  /** The bucket holding timeline {@code timeline}. */
  int bucketOf(int timeline) {
    return timeline / width;
  }

  /** Index of the bucket's first timeline. */
  int first(int bucket) {
    return bucket * width;
  }

  /** Index of the bucket's last timeline (inclusive). */
  int last(int bucket) {
    return (int) Math.min(timelines, (long) (bucket + 1) * width) - 1;
  }

  /** The largest value of the bucket's timelines in {@code column}. */
  double max(int bucket, int column) {
    return max[bucket * columns + column];
  }

  /** The (first) timeline holding {@link #max}. */
  int maxAt(int bucket, int column) {
    return maxAt[bucket * columns + column];
  }

  /** The mean of the bucket's timelines in {@code column}. */
  double mean(int bucket, int column) {
    return mean[bucket * columns + column];
  }
}
