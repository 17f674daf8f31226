package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.LineIdMap;

/**
 * A trace with more timelines than the pane has pixels is fitted during its first layout: the
 * scroll bar and label column are the fitted rows' from the start, so the canvas's width is final
 * at once and its first (whole-run) picture is asked for once, at that width.
 */
class TimelinePaneFitTest {
  @Test
  void aBigTraceIsFittedInItsFirstLayoutSoTheCanvasWidthIsFinalAtOnce() throws Exception {
    int[] ids = new int[4096];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = i;
    }
    LaidOutPane.check(LineIdMap.identity(ids), 900, 600, TimelinePaneFitTest::check);
  }

  private static void check(TimelinePane pane) {
    TimelineCanvas canvas = pane.canvas();
    int firstWidth = canvas.getWidth();
    assertThat(pane.scrollPane().getVerticalScrollBar().isVisible()).as("no scroll bar: every timeline fits").isFalse();
    assertThat(canvas.rows().plan().merged()).as("rows merged at the first layout").isTrue();
    assertThat(canvas.rows().heightPx()).isEqualTo(pane.scrollPane().getViewport().getHeight());
    // whatever the fitting invalidated, laid out again: the same width
    pane.getRootPane().validate();
    assertThat(canvas.getWidth()).isEqualTo(firstWidth).isPositive();
  }
}
