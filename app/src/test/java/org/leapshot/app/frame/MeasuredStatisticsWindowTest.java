package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.util.Arrays;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.MeasuredRange;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.stats.StatisticsWindow;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.view.ViewState;

/**
 * Ctrl+T after a range is measured on the time ruler opens the Statistics of that range, not of
 * the whole view (it used to ignore the shaded range); without one, of the view as before. Keys go
 * through the robot to the focused canvas, as a user types them, so the menu's accelerator is what
 * is tested.
 */
class MeasuredStatisticsWindowTest extends FpilogWindowTest {
  @Test
  void ctrlTCountsTheMeasuredRangeAndElseTheView() {
    TimelineCanvas canvas = ViewerProbe.canvas(main);
    Component ruler = GuiActionRunner.execute(() -> ViewerProbe.find(main, "ruler", Component.class));
    GuiActionRunner.execute(() -> {
      mouse(ruler, MouseEvent.MOUSE_PRESSED, 120, InputEvent.BUTTON1_DOWN_MASK);
      mouse(ruler, MouseEvent.MOUSE_DRAGGED, 260, InputEvent.BUTTON1_DOWN_MASK);
      mouse(ruler, MouseEvent.MOUSE_RELEASED, 260, 0);
    });
    MeasuredRange measured = GuiActionRunner.execute(canvas::measured);
    double from = GuiActionRunner.execute(measured::fromSec);
    double to = GuiActionRunner.execute(measured::toSec);
    ViewState.Window view = GuiActionRunner.execute(() -> main.workspace().view().window());
    assertThat(to - from).as("a part of the view").isLessThan(view.widthSec() / 2);

    DialogFixture measuredStats = ctrlT(1);
    assertThat(exactly(measuredStats, "statsFrom")).isEqualTo(TimeUnits.seconds(from, 12));
    assertThat(exactly(measuredStats, "statsTo")).isEqualTo(TimeUnits.seconds(to, 12));
    assertThat(GuiActionRunner.execute(measured::isSet)).as("the range stays measured").isTrue();

    GuiActionRunner.execute(() -> ((java.awt.Window) measuredStats.target()).dispose());
    GuiActionRunner.execute(() -> main.workspace().timeline().input().cancelDrag()); // Esc forgets it
    DialogFixture viewStats = ctrlT(1);
    assertThat(exactly(viewStats, "statsFrom")).isEqualTo(TimeUnits.seconds(view.startSec(), 12));
    assertThat(exactly(viewStats, "statsTo")).isEqualTo(TimeUnits.seconds(view.endSec(), 12));
  }

  /** Ctrl+T typed on the canvas; the newest Statistics window, once {@code count} are showing. */
  private DialogFixture ctrlT(int count) {
    window.robot().focusAndWaitForFocusGain(ViewerProbe.canvas(main));
    window.robot().pressAndReleaseKey(KeyEvent.VK_T, InputEvent.CTRL_MASK);
    Pause.pause(OnEdt.condition(count + " statistics windows", () -> Arrays.stream(main.getOwnedWindows())
        .filter(w -> w instanceof StatisticsWindow && w.isShowing()).count() == count), Timeout.timeout(10000));
    StatisticsWindow stats = GuiActionRunner.execute(() -> main.statistics().lastWindow());
    return new DialogFixture(window.robot(), stats);
  }

  /** The exact time a range field of the Statistics window was set to, from its tooltip. */
  private static String exactly(DialogFixture stats, String field) {
    String tip = GuiActionRunner.execute(() -> stats.textBox(field).target().getToolTipText());
    return tip.substring("Exactly ".length(), tip.indexOf(". A time"));
  }

  private static void mouse(Component c, int id, int x, int modifiers) {
    c.dispatchEvent(new MouseEvent(c, id, System.currentTimeMillis(), modifiers, x, 6, 1, false, MouseEvent.BUTTON1));
  }
}
