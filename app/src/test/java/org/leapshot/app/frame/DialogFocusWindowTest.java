package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.awt.geom.Rectangle2D;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.view.ViewState;

/**
 * The tests run under Xvfb without a window manager, as a bare X or VNC session does: there a
 * dialog closed with Esc left the keyboard focus with no window, and the canvas's keys did nothing
 * until a click.
 */
class DialogFocusWindowTest extends FpilogWindowTest {
  /**
   * A click on a state opens its info box and the canvas keeps the keys: W zooms with the box open
   * (the box took the keyboard, so W, A or Ctrl+Shift+1 after a click did nothing until it was
   * closed), and Esc on the canvas closes it. Clicked into, the box has the keys; Esc there closes
   * it and gives them back to the canvas.
   */
  @Test
  void anInfoBoxLeavesTheKeysWithTheCanvas() {
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(0.00228, 0.00711, true));
    awaitIdle();
    TimelineCanvas canvas = GuiActionRunner.execute(() -> main.workspace().timeline().canvas());
    Point state = stateCentre(canvas);
    window.robot().click(canvas, state);
    DialogFixture box = WindowFinder.findDialog("infoPopup").withTimeout(5000).using(window.robot());
    Pause.pause(OnEdt.condition("canvas keeps the keys",
        () -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner() == canvas), Timeout.timeout(10_000));
    ViewState.Window before = GuiActionRunner.execute(() -> main.workspace().view().window());
    window.robot().pressAndReleaseKey(KeyEvent.VK_W);
    Pause.pause(OnEdt.condition("W zoomed in with the box open",
        () -> main.workspace().view().window().widthSec() < before.widthSec() * 0.9), Timeout.timeout(10_000));
    assertThat(GuiActionRunner.execute(() -> box.target().isShowing())).isTrue();
    window.robot().pressAndReleaseKey(KeyEvent.VK_ESCAPE);
    Pause.pause(OnEdt.condition("Esc on the canvas closed the box", () -> !box.target().isShowing()),
        Timeout.timeout(10_000));
    // clicked into, the box has the keys, and Esc there gives them back
    GuiActionRunner.execute(() -> main.workspace().view().undoZoom());
    awaitIdle();
    window.robot().click(canvas, stateCentre(canvas));
    DialogFixture again = WindowFinder.findDialog("infoPopup").withTimeout(5000).using(window.robot());
    GuiActionRunner.execute(() -> again.textBox("infoText").target().requestFocus());
    escapeFrom("infoPopup", canvas);
  }

  private Point stateCentre(TimelineCanvas canvas) {
    Rectangle2D box = GuiActionRunner.execute(() -> {
      PaintContext ctx = canvas.paintContext();
      RenderModel.StateItem s = canvas.model().states().stream().filter(i -> i.row() == 3).findFirst().orElseThrow();
      return ctx.stateBox(s.start(), s.end(), s.row(), s.depth());
    });
    return new Point((int) box.getCenterX(), (int) box.getCenterY());
  }

  /** The export dialog binds no Esc and has no title bar here: Esc closes it, and the keys are the canvas's again. */
  @Test
  void escClosesTheExportDialogAndGivesTheKeysBack() {
    TimelineCanvas canvas = GuiActionRunner.execute(() -> main.workspace().timeline().canvas());
    window.robot().focusAndWaitForFocusGain(canvas);
    window.menuItem("menuExport").click();
    escapeFrom("exportDialog", canvas);
  }

  /** Presses Esc in the dialog named {@code name} once it has the focus; it closes and the canvas has the keys. */
  private void escapeFrom(String name, TimelineCanvas canvas) {
    DialogFixture dialog = WindowFinder.findDialog(name).withTimeout(5000).using(window.robot());
    Pause.pause(OnEdt.condition(name + " focused", () -> dialog.target().isFocused()), Timeout.timeout(10_000));
    // the key goes to the X server's focus, the dialog, as a user's Esc does
    window.robot().pressAndReleaseKey(KeyEvent.VK_ESCAPE);
    Pause.pause(OnEdt.condition(name + " closed", () -> !dialog.target().isShowing()), Timeout.timeout(10_000));
    Pause.pause(OnEdt.condition("canvas has the keys again",
        () -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner() == canvas), Timeout.timeout(10_000));
  }

  private void awaitIdle() {
    Pause.pause(OnEdt.condition("viewer idle", () -> !main.isOpening() && main.workspace() != null && main.workspace().isIdle()),
        Timeout.timeout(20000));
  }
}
