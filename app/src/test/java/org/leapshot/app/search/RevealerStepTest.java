package org.leapshot.app.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A match's box waits for the canvas as long as the view stays on the match: under heavy load the
 * canvas took more than 15 s and the find bar then said the match's timeline was "not in this map".
 */
class RevealerStepTest {
  @Test
  void aSlowCanvasIsWaitedForWhileTheViewStaysOnTheMatch() {
    assertThat(Revealer.step(false, true, true)).as("late, view unchanged: still loading").isEqualTo(Revealer.Step.WAIT);
    assertThat(Revealer.step(false, false, false)).as("early, whatever the view").isEqualTo(Revealer.Step.WAIT);
  }

  @Test
  void aViewMovedElsewhereEndsTheWaitWithoutAMessage() {
    assertThat(Revealer.step(false, true, false)).isEqualTo(Revealer.Step.DROP);
  }

  @Test
  void aDrawnViewIsSearchedForTheMatch() {
    for (boolean late : new boolean[] {false, true}) {
      for (boolean stayed : new boolean[] {false, true}) {
        assertThat(Revealer.step(true, late, stayed)).isEqualTo(Revealer.Step.LOCATE);
      }
    }
  }
}
