package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The heap watch's verdict on made-up samples of a 245 MB heap whose old generation holds 170 MB:
 * full collections so far, the heap's use, and the old generation's use after its last collection.
 */
class HeapExhaustionTest {
  private static final long MB = 1L << 20;
  private static final long HEAP = 245 * MB;
  private static final long OLD = 170 * MB;

  private final HeapExhaustion rule = new HeapExhaustion();
  private long fulls;

  /** {@code n} samples, a full collection before each {@code every}-th, the heap's use from {@code used}. */
  private boolean samples(int n, int every, java.util.function.IntToLongFunction used, long oldAfter) {
    boolean exhausted = false;
    for (int i = 0; i < n; i++) {
      if (i % every == 0) {
        fulls++;
      }
      exhausted |= rule.exhausted(fulls, used.applyAsLong(i), HEAP, oldAfter, OLD);
    }
    return exhausted;
  }

  @Test
  void fullCollectionsOneAfterAnotherWithTheHeapNotMovingAreExhaustion() {
    // 226-228 MB: what the 16 384-timeline trace showed at -Xmx256m for minutes.
    // A sample before the five collections and one after each.
    assertThat(samples(5, 1, i -> (226 + i % 3) * MB, 166 * MB)).as("four full collections since the first").isFalse();
    assertThat(samples(1, 1, i -> 227 * MB, 166 * MB)).isTrue();
    assertThat(rule.describe()).isEqualTo("the heap stayed full: over 5 full collections its use moved by 2 MB of 245,"
        + " and 166 of 170 MB of the old generation stayed in use");
  }

  @Test
  void aHeapWhoseUseMovesBetweenFullCollectionsIsNot() {
    // The young generation filling and emptying: a conversion that goes on, however often it collects.
    assertThat(samples(10_000, 1, i -> (150 + 60 * (i % 2)) * MB, 166 * MB)).isFalse();
    assertThat(samples(10_000, 3, i -> (200 + 20 * (i % 3)) * MB, 166 * MB)).isFalse();
  }

  @Test
  void aStillHeapWithRoomInTheOldGenerationIsNot() {
    // 80 % of the old generation in use after collecting: not yet full.
    assertThat(samples(1_000, 1, i -> 200 * MB, 136 * MB)).isFalse();
    assertThat(samples(6, 1, i -> 200 * MB, 145 * MB)).isTrue();
  }

  @Test
  void aStillHeapBetweenRareFullCollectionsIsNot() {
    // A steady heap that the collector seldom needs to empty: a conversion between two nodes.
    assertThat(samples(1_000, 200, i -> 200 * MB, 166 * MB)).isFalse();
  }

  @Test
  void sparseSamplesDecideOverAtLeastFiveOfThem() {
    // The watch held up by the pauses it measures: three full collections between samples.
    assertThat(samples(4, 1, i -> 227 * MB, 166 * MB)).isFalse();
    fulls += 2;
    assertThat(samples(1, 1, i -> 227 * MB, 166 * MB)).as("five samples").isTrue();
  }

  @Test
  void fewerThanFiveSamplesDecideNothing() {
    boolean exhausted = false;
    for (int i = 0; i < 4; i++) {
      fulls += 10;
      exhausted |= rule.exhausted(fulls, 227 * MB, HEAP, 166 * MB, OLD);
    }
    assertThat(exhausted).isFalse();
  }

  @Test
  void movingByTwoPerCentOfTheHeapIsMoving() {
    long twoPerCent = (long) Math.ceil(0.02 * HEAP);
    assertThat(samples(1_000, 1, i -> 200 * MB + (i % 2) * twoPerCent, 166 * MB)).isFalse();
    assertThat(samples(6, 1, i -> 200 * MB + (i % 2) * (twoPerCent - 1), 166 * MB)).isTrue();
  }

  @Test
  void withoutKnownMaximaItNeverDecides() {
    for (int i = 0; i < 100; i++) {
      fulls++;
      assertThat(rule.exhausted(fulls, 227 * MB, HEAP, 166 * MB, -1)).isFalse();
      assertThat(rule.exhausted(fulls, 227 * MB, -1, 166 * MB, OLD)).isFalse();
    }
  }
}
