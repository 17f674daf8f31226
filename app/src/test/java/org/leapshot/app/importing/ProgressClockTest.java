package org.leapshot.app.importing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The conversion dialog said nothing of time: a 2-minute OTF2 conversion showed "37 %" and no
 * hint whether to wait or come back later. It now says the time elapsed and, once the pace is
 * steady, about how long the step has left.
 */
class ProgressClockTest {
  private static final long S = 1_000_000_000L;
  private static final long T0 = 5_000 * S;

  @Test
  void saysTheTimeElapsedFromTheStart() {
    ProgressClock c = new ProgressClock(T0);
    assertThat(c.text(T0)).isEqualTo("0:00 elapsed");
    c.progress("reading", -1, T0 + S);
    assertThat(c.text(T0 + 65 * S)).as("no fraction, no estimate").isEqualTo("1:05 elapsed");
    assertThat(ProgressClock.clock(3723)).isEqualTo("1:02:03");
  }

  @Test
  void estimatesTheTimeLeftOnceThePaceIsSteady() {
    ProgressClock c = new ProgressClock(T0);
    c.progress("reading", 0.5, T0 + 2 * S);
    assertThat(c.text(T0 + 2 * S)).as("too early in the step").isEqualTo("0:02 elapsed");
    c.progress("reading", 0.01, T0 + 10 * S);
    assertThat(c.text(T0 + 10 * S)).as("going back restarts the step; and 1 % is too little").isEqualTo("0:10 elapsed");
    c.progress("reading", 0.25, T0 + 40 * S);
    // 30 s for a quarter of the step: 90 s left
    assertThat(c.text(T0 + 40 * S)).isEqualTo("0:40 elapsed · about 2 min left");
    c.progress("writing", 0.015, T0 + 41 * S);
    assertThat(c.text(T0 + 45 * S)).as("a new step: its own pace").isEqualTo("0:45 elapsed");
    c.progress("writing", 1.0, T0 + 50 * S);
    assertThat(c.text(T0 + 50 * S)).isEqualTo("0:50 elapsed · finishing");
  }

  @Test
  void theEstimateMovesCalmlyWhenThePaceChanges() {
    ProgressClock d = new ProgressClock(T0);
    d.progress("reading", 0.5, T0);
    assertThat(d.left(T0 + 10 * S)).isEqualTo(10.0);
    // the fraction stands still for 10 s (a slow stretch): the raw guess leaps to 20 s, the shown one moves 30 % of the way
    d.progress("reading", 0.5, T0 + 20 * S);
    assertThat(d.left(T0 + 20 * S)).as("10 s, then 20 s: eased to 13 s").isCloseTo(13.0, org.assertj.core.data.Offset.offset(1e-9));
  }

  @Test
  void remainingTimesAreRoundedAsCoarselyAsTheyAreKnown() {
    assertThat(ProgressClock.roughly(2)).isEqualTo("5 s");
    assertThat(ProgressClock.roughly(42)).isEqualTo("40 s");
    assertThat(ProgressClock.roughly(100)).isEqualTo("2 min");
    assertThat(ProgressClock.roughly(59 * 60)).isEqualTo("59 min");
    assertThat(ProgressClock.roughly(4800)).isEqualTo("1 h 20 min");
    assertThat(ProgressClock.roughly(7200)).isEqualTo("2 h");
  }
}
