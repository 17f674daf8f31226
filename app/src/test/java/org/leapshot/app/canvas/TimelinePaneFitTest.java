package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.util.Map;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;

/**
 * A trace with more timelines than the pane has pixels is fitted during its first layout: the
 * scroll bar and label column are the fitted rows' from the start, so the canvas's width is final
 * at once and its first (whole-run) picture is asked for once, at that width.
 */
class TimelinePaneFitTest {
  private static final CanvasListener NONE = new CanvasListener() {
    @Override
    public void clicked(Hit hit, Point screen) {
    }

    @Override
    public void hovered(double timeSec, Hit hit) {
    }
  };

  @Test
  void aBigTraceIsFittedInItsFirstLayoutSoTheCanvasWidthIsFinalAtOnce() throws Exception {
    SwingUtilities.invokeAndWait(() -> {
      int[] ids = new int[4096];
      for (int i = 0; i < ids.length; i++) {
        ids[i] = i;
      }
      TimelinePane pane = new TimelinePane(new ViewState(new TimeBox(0, 10)), LineIdMap.identity(ids), Map::of, NONE);
      JFrame frame = new JFrame();
      try {
        frame.addNotify(); // a peer, so that layout happens; not shown
        frame.getContentPane().add(pane);
        frame.setSize(900, 600);
        frame.validate();
        check(pane);
      } finally {
        frame.dispose();
      }
    });
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
