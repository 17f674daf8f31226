package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Component;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.CanvasImage;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.view.ViewState;

/**
 * A drag on the time ruler in the real viewer on fpilog.slog2 (under Xvfb): a left-drag measures
 * with the very band and figures of a drag on the canvas and zooms to the range on release; a
 * middle-drag still pans and a click changes nothing. The events go to the components themselves, as
 * in {@code ViewerWindowTest}'s drag: a robot press aims at the window's reported screen position,
 * which under Xvfb without a window manager can lag a new window's real one.
 */
class RulerDragWindowTest extends FpilogWindowTest {
  @Test
  void aLeftDragOnTheRulerShowsTheCanvasBandAndZoomsToIt() {
    TimelineCanvas canvas = ViewerProbe.canvas(main);
    Component ruler = GuiActionRunner.execute(() -> ViewerProbe.find(main, "ruler", Component.class));
    ViewState.Window full = window();
    int y = GuiActionRunner.execute(() -> canvas.getVisibleRect().y + canvas.getVisibleRect().height - 5);
    BufferedImage before = CanvasImage.of(canvas);

    GuiActionRunner.execute(() -> {
      mouse(canvas, MouseEvent.MOUSE_PRESSED, 100, y, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
      mouse(canvas, MouseEvent.MOUSE_DRAGGED, 300, y, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
    });
    BufferedImage onCanvas = CanvasImage.of(canvas);
    GuiActionRunner.execute(() -> main.workspace().timeline().input().cancelDrag());
    assertThat(same(CanvasImage.of(canvas), before)).as("Esc left the canvas as it was").isTrue();

    GuiActionRunner.execute(() -> {
      mouse(ruler, MouseEvent.MOUSE_PRESSED, 100, 6, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
      mouse(ruler, MouseEvent.MOUSE_DRAGGED, 200, 8, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
      mouse(ruler, MouseEvent.MOUSE_DRAGGED, 300, 7, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
    });
    assertThat(window()).as("measuring does not move the view").isEqualTo(full);
    BufferedImage onRuler = CanvasImage.of(canvas);
    assertThat(same(onRuler, before)).as("the ruler's drag draws a band").isFalse();
    assertThat(same(onRuler, onCanvas)).as("the canvas's band, label and figures").isTrue();

    GuiActionRunner.execute(() -> mouse(ruler, MouseEvent.MOUSE_RELEASED, 300, 7, 0, MouseEvent.BUTTON1));
    double secPerPx = full.widthSec() / GuiActionRunner.execute(canvas::getWidth);
    assertThat(window().startSec()).isCloseTo(full.startSec() + 100 * secPerPx, within(2 * secPerPx));
    assertThat(window().widthSec()).isCloseTo(200 * secPerPx, within(2 * secPerPx));
    assertThat(GuiActionRunner.execute(() -> main.workspace().view().canUndo())).as("Undo zoom goes back").isTrue();
    ViewerProbe.awaitIdle(main);
  }

  @Test
  void aMiddleDragOnTheRulerStillPansAndAClickChangesNothing() {
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(0.01, 0.02, true));
    ViewerProbe.awaitIdle(main);
    Component ruler = GuiActionRunner.execute(() -> ViewerProbe.find(main, "ruler", Component.class));
    ViewState.Window zoomed = window();
    GuiActionRunner.execute(() -> {
      mouse(ruler, MouseEvent.MOUSE_PRESSED, 150, 6, 0, MouseEvent.BUTTON1);
      mouse(ruler, MouseEvent.MOUSE_RELEASED, 150, 6, 0, MouseEvent.BUTTON1);
    });
    assertThat(window()).as("a click on the ruler").isEqualTo(zoomed);
    assertThat(GuiActionRunner.execute(() -> ViewerProbe.canvas(main).highlight())).isNull();

    GuiActionRunner.execute(() -> {
      mouse(ruler, MouseEvent.MOUSE_PRESSED, 300, 6, InputEvent.BUTTON2_DOWN_MASK, MouseEvent.BUTTON2);
      mouse(ruler, MouseEvent.MOUSE_DRAGGED, 200, 6, InputEvent.BUTTON2_DOWN_MASK, MouseEvent.BUTTON2);
      mouse(ruler, MouseEvent.MOUSE_RELEASED, 200, 6, 0, MouseEvent.BUTTON2);
    });
    double secPerPx = zoomed.widthSec() / GuiActionRunner.execute(() -> ViewerProbe.canvas(main).getWidth());
    assertThat(window().widthSec()).isCloseTo(zoomed.widthSec(), within(zoomed.widthSec() * 1e-9));
    assertThat(window().startSec()).isCloseTo(zoomed.startSec() + 100 * secPerPx, within(2 * secPerPx));
    ViewerProbe.awaitIdle(main);
  }

  private ViewState.Window window() {
    return GuiActionRunner.execute(() -> main.workspace().view().window());
  }

  private static void mouse(Component c, int id, int x, int y, int modifiers, int button) {
    c.dispatchEvent(new MouseEvent(c, id, System.currentTimeMillis(), modifiers, x, y, 1, false, button));
  }

  private static boolean same(BufferedImage a, BufferedImage b) {
    if (a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight()) {
      return false;
    }
    for (int y = 0; y < a.getHeight(); y++) {
      for (int x = 0; x < a.getWidth(); x++) {
        if (a.getRGB(x, y) != b.getRGB(x, y)) {
          return false;
        }
      }
    }
    return true;
  }
}
