package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.MeasuredRange;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.CanvasImage;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.view.ViewState;

/**
 * A drag on the time ruler in the real viewer on fpilog.slog2 (under Xvfb): a left-drag measures a
 * range, shaded over the ruler and the rows while dragging and after the release (the view stays),
 * following a zoom, until Esc or a click; a middle-drag still pans and a click changes nothing. The events go to the components themselves, as
 * in {@code ViewerWindowTest}'s drag: a robot press aims at the window's reported screen position,
 * which under Xvfb without a window manager can lag a new window's real one.
 */
class RulerDragWindowTest extends FpilogWindowTest {
  @Test
  void aLeftDragOnTheRulerShadesTheRangeOverRulerAndRowsUntilEscOrAClick() {
    TimelineCanvas canvas = ViewerProbe.canvas(main);
    Component ruler = GuiActionRunner.execute(() -> ViewerProbe.find(main, "ruler", Component.class));
    ViewState.Window full = window();
    double secPerPx = full.widthSec() / GuiActionRunner.execute(canvas::getWidth);
    BufferedImage before = settled(canvas);
    BufferedImage rulerBefore = image(ruler);

    GuiActionRunner.execute(() -> {
      mouse(ruler, MouseEvent.MOUSE_PRESSED, 100, 6, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
      mouse(ruler, MouseEvent.MOUSE_DRAGGED, 200, 8, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
      mouse(ruler, MouseEvent.MOUSE_DRAGGED, 300, 7, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
    });
    assertThat(window()).as("measuring does not move the view").isEqualTo(full);
    MeasuredRange measured = GuiActionRunner.execute(canvas::measured);
    assertThat(GuiActionRunner.execute(measured::fromSec)).isCloseTo(full.startSec() + 100 * secPerPx,
        within(secPerPx));
    assertThat(GuiActionRunner.execute(measured::toSec)).isCloseTo(full.startSec() + 300 * secPerPx,
        within(secPerPx));
    BufferedImage dragging = CanvasImage.of(canvas);
    assertShadedBetween(dragging, before, 100, 300, "the rows while dragging");
    assertShadedBetween(image(ruler), rulerBefore, 100, 300, "the ruler while dragging");

    GuiActionRunner.execute(() -> mouse(ruler, MouseEvent.MOUSE_RELEASED, 300, 7, 0, MouseEvent.BUTTON1));
    assertThat(window()).as("the release does not zoom").isEqualTo(full);
    assertThat(same(CanvasImage.of(canvas), dragging)).as("the range stays shaded after the release").isTrue();
    assertThat(GuiActionRunner.execute(() -> main.workspace().view().canUndo())).isFalse();

    // a time range, not pixels: zoomed to the first half of the run, it is twice as wide from 200 px
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(full.startSec(), full.center(), true));
    ViewerProbe.awaitIdle(main);
    BufferedImage zoomed = settled(canvas);
    BufferedImage zoomedRuler = image(ruler);
    GuiActionRunner.execute(() -> main.workspace().timeline().input().cancelDrag()); // Esc
    assertThat(GuiActionRunner.execute(measured::isSet)).as("Esc forgets it").isFalse();
    assertShadedBetween(zoomed, settled(canvas), 200, 600, "the rows after a zoom");
    assertShadedBetween(zoomedRuler, image(ruler), 200, 600, "the ruler after a zoom");

    GuiActionRunner.execute(() -> {
      mouse(ruler, MouseEvent.MOUSE_PRESSED, 100, 6, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
      mouse(ruler, MouseEvent.MOUSE_DRAGGED, 300, 7, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
      mouse(ruler, MouseEvent.MOUSE_RELEASED, 300, 7, 0, MouseEvent.BUTTON1);
    });
    assertThat(GuiActionRunner.execute(measured::isSet)).isTrue();
    int y = GuiActionRunner.execute(() -> canvas.getVisibleRect().y + 5);
    GuiActionRunner.execute(() -> {
      mouse(canvas, MouseEvent.MOUSE_PRESSED, 500, y, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
      mouse(canvas, MouseEvent.MOUSE_RELEASED, 500, y, 0, MouseEvent.BUTTON1);
    });
    assertThat(GuiActionRunner.execute(measured::isSet)).as("a click on the canvas forgets it").isFalse();
    ViewerProbe.awaitIdle(main);
  }

  @Test
  void enterOnTheCanvasZoomsToTheMeasuredRangeAndUndoGoesBack() {
    TimelineCanvas canvas = ViewerProbe.canvas(main);
    Component ruler = GuiActionRunner.execute(() -> ViewerProbe.find(main, "ruler", Component.class));
    ViewState.Window full = window();
    GuiActionRunner.execute(() -> {
      mouse(ruler, MouseEvent.MOUSE_PRESSED, 300, 6, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
      mouse(ruler, MouseEvent.MOUSE_DRAGGED, 120, 7, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
      mouse(ruler, MouseEvent.MOUSE_RELEASED, 120, 7, 0, MouseEvent.BUTTON1);
    });
    MeasuredRange measured = GuiActionRunner.execute(canvas::measured);
    double from = GuiActionRunner.execute(measured::fromSec);
    double to = GuiActionRunner.execute(measured::toSec);
    assertThat(from).isLessThan(to);
    // the key as the canvas's input map binds it, not the method behind it
    GuiActionRunner.execute(() -> {
      canvas.requestFocusInWindow();
      Object name = canvas.getInputMap(javax.swing.JComponent.WHEN_FOCUSED)
          .get(javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_ENTER, 0));
      canvas.getActionMap().get(name).actionPerformed(new java.awt.event.ActionEvent(canvas, 0, "enter"));
    });
    ViewState.Window zoomed = window();
    assertThat(zoomed.startSec()).isCloseTo(from, within(1e-12));
    assertThat(zoomed.endSec()).isCloseTo(to, within(1e-12));
    assertThat(GuiActionRunner.execute(measured::isSet)).as("the band goes with the zoom").isFalse();
    GuiActionRunner.execute(() -> main.workspace().view().undoZoom());
    assertThat(window()).as("Undo goes back to the whole run").isEqualTo(full);
    ViewerProbe.awaitIdle(main);
  }

  /**
   * {@code shaded} differs from {@code plain} in most of each column well inside x0..x1 (the band
   * tints every row; on the ruler, a quarter: its length's box is of the ruler's colour), and not at
   * all in the columns well outside it.
   */
  private static void assertShadedBetween(BufferedImage shaded, BufferedImage plain, int x0, int x1, String what) {
    int most = what.contains("ruler") ? shaded.getHeight() / 4 : shaded.getHeight() * 3 / 4;
    for (int x = 0; x < shaded.getWidth(); x++) {
      int differ = 0;
      for (int y = 0; y < shaded.getHeight(); y++) {
        differ += shaded.getRGB(x, y) != plain.getRGB(x, y) ? 1 : 0;
      }
      if (x > x0 + 2 && x < x1 - 2) {
        assertThat(differ).as("%s: column %d is shaded", what, x).isGreaterThan(most);
      } else if (x < x0 - 2 || x > x1 + 2) {
        assertThat(differ).as("%s: column %d is as it was", what, x).isZero();
      }
    }
  }

  /** The canvas painted once its picture of the current window is the finished one. */
  private static BufferedImage settled(TimelineCanvas canvas) {
    Pause.pause(new Condition("picture settled") {
      @Override
      public boolean test() {
        CanvasImage.of(canvas);
        return GuiActionRunner.execute(canvas::isPictureSettled);
      }
    }, Timeout.timeout(20000));
    return CanvasImage.of(canvas);
  }

  private static BufferedImage image(Component c) {
    return GuiActionRunner.execute(() -> {
      BufferedImage img = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
      Graphics2D g = img.createGraphics();
      c.paint(g);
      g.dispose();
      return img;
    });
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
