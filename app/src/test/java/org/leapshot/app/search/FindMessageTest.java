package org.leapshot.app.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;

/**
 * The find bar's message at 1440 px with wrf's long names read "Found MODULE_BIG_STEP_…(F3: next,
 * Shift+F…", losing the match's time and timeline: it now drops the keys' hint first, then cuts the
 * name in its middle, and only then its end.
 */
class FindMessageTest {
  private static final ToIntFunction<String> WIDTH = s -> 7 * s.length();
  private static final String FOUND = "Found MODULE_BIG_STEP_UTILITIES_EM::CALC_CQ at 31.033 583 982 2 s on process 7"
      + " / thread 0  (F3: next, Shift+F3: previous)";

  @Test
  void aMessageThatFitsIsShownWhole() {
    assertThat(FindMessage.fit(FOUND, WIDTH, 7 * FOUND.length())).isEqualTo(FOUND);
  }

  @Test
  void theKeysHintGoesFirst() {
    String shown = FindMessage.fit(FOUND, WIDTH, 7 * 100);
    assertThat(shown).isEqualTo("Found MODULE_BIG_STEP_UTILITIES_EM::CALC_CQ at 31.033 583 982 2 s on process 7 / thread 0");
  }

  @Test
  void thenTheNameIsCutInItsMiddleKeepingTimeAndTimeline() {
    String shown = FindMessage.fit(FOUND, WIDTH, 7 * 70);
    assertThat(shown).startsWith("Found MODULE").endsWith("CQ at 31.033 583 982 2 s on process 7 / thread 0")
        .contains(FindMessage.ELLIPSIS);
    assertThat(WIDTH.applyAsInt(shown)).isLessThanOrEqualTo(7 * 70).isGreaterThan(7 * 66);
  }

  @Test
  void aRoomTooNarrowForTheTimelineCutsTheEnd() {
    String shown = FindMessage.fit(FOUND, WIDTH, 7 * 30);
    assertThat(shown).startsWith("Found MODULE_BIG").endsWith(FindMessage.ELLIPSIS).hasSize(30);
    String miss = FindMessage.fit("No more matches for SEND before the last match.", WIDTH, 7 * 20);
    assertThat(miss).isEqualTo("No more matches for…");
  }
}
