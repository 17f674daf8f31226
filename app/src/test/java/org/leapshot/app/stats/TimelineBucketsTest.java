package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Timelines merged into heat-map columns: never more columns than asked (pixels), every timeline
 * in exactly one column, in order, and a column's value the largest of its timelines' (an outlier
 * stays visible), checked against a plain scan of each column's timelines.
 */
class TimelineBucketsTest {

  @Property(tries = 300)
  void bucketsPartitionTheTimelinesAndKeepTheirMaxAndMean(@ForAll @IntRange(min = 0, max = 300) int timelines,
      @ForAll @IntRange(min = 1, max = 4) int columns, @ForAll @IntRange(min = 1, max = 400) int most,
      @ForAll long seed) {
    double[] values = values(timelines, columns, seed);
    TimelineBuckets b = TimelineBuckets.of(values, timelines, columns, most);

    assertThat(b.count()).as("no more columns than pixels").isLessThanOrEqualTo(most);
    if (timelines <= most) {
      assertThat(b.width()).as("one timeline a column while they fit").isEqualTo(1);
    } else {
      assertThat((long) (b.width() - 1) * most).as("one timeline fewer a column would not fit").isLessThan(timelines);
    }
    int next = 0;
    for (int bucket = 0; bucket < b.count(); bucket++) {
      assertThat(b.first(bucket)).as("bucket %d starts after the one before", bucket).isEqualTo(next);
      assertThat(b.last(bucket)).isGreaterThanOrEqualTo(b.first(bucket));
      for (int t = b.first(bucket); t <= b.last(bucket); t++) {
        assertThat(b.bucketOf(t)).isEqualTo(bucket);
      }
      for (int c = 0; c < columns; c++) {
        double max = Double.NEGATIVE_INFINITY;
        double sum = 0;
        for (int t = b.first(bucket); t <= b.last(bucket); t++) {
          max = Math.max(max, values[t * columns + c]);
          sum += values[t * columns + c];
        }
        assertThat(b.max(bucket, c)).isEqualTo(max);
        assertThat(b.maxAt(bucket, c)).isBetween(b.first(bucket), b.last(bucket));
        assertThat(values[b.maxAt(bucket, c) * columns + c]).as("the timeline named holds the max").isEqualTo(max);
        assertThat(b.mean(bucket, c)).isCloseTo(sum / (b.last(bucket) - b.first(bucket) + 1), within(1e-12));
      }
      next = b.last(bucket) + 1;
    }
    assertThat(next).as("every timeline in a bucket").isEqualTo(timelines);
  }

  @Test
  void anOutlierAmongFortyTimelinesAPixelStaysVisible() {
    int timelines = 16_384;
    double[] values = new double[timelines];
    Arrays.fill(values, 0.01);
    values[5_017] = 0.9;
    TimelineBuckets b = TimelineBuckets.of(values, timelines, 1, 400);
    assertThat(b.width()).isEqualTo(41);
    assertThat(b.count()).isEqualTo(400);
    int bucket = b.bucketOf(5_017);
    assertThat(b.first(bucket)).isEqualTo(5_002);
    assertThat(b.last(bucket)).isEqualTo(5_042);
    assertThat(b.max(bucket, 0)).isEqualTo(0.9);
    assertThat(b.maxAt(bucket, 0)).isEqualTo(5_017);
    assertThat(b.mean(bucket, 0)).isCloseTo((40 * 0.01 + 0.9) / 41, within(1e-12));
    assertThat(b.max(bucket + 1, 0)).isEqualTo(0.01);
    assertThat(b.last(b.count() - 1)).isEqualTo(timelines - 1);
  }

  @Test
  void tooFewValuesAreRefused() {
    assertThatThrownBy(() -> TimelineBuckets.of(new double[5], 3, 2, 10)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void noTimelinesMakeNoBuckets() {
    TimelineBuckets b = TimelineBuckets.of(new double[0], 0, 3, 0);
    assertThat(b.count()).isZero();
    assertThat(b.width()).isEqualTo(1);
  }

  private static double[] values(int timelines, int columns, long seed) {
    Random r = new Random(seed);
    double[] v = new double[timelines * columns];
    for (int i = 0; i < v.length; i++) {
      // many zeros (no time) and equal values, as on real traces
      v[i] = r.nextInt(4) == 0 ? 0 : r.nextInt(5) / 4.0 * r.nextDouble();
    }
    return v;
  }
}
