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
  @Test
  void escOnAnInfoBoxGivesTheKeysBackToTheCanvas() {
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(0.00228, 0.00711, true));
    awaitIdle();
    TimelineCanvas canvas = GuiActionRunner.execute(() -> main.workspace().timeline().canvas());
    Rectangle2D box = GuiActionRunner.execute(() -> {
      PaintContext ctx = canvas.paintContext();
      RenderModel.StateItem s = canvas.model().states().stream().filter(i -> i.row() == 3).findFirst().orElseThrow();
      return ctx.stateBox(s.start(), s.end(), s.row(), s.depth());
    });
    window.robot().click(canvas, new Point((int) box.getCenterX(), (int) box.getCenterY()));
    escapeFrom("infoPopup", canvas);
    ViewState.Window before = GuiActionRunner.execute(() -> main.workspace().view().window());
    window.robot().pressAndReleaseKey(KeyEvent.VK_W);
    Pause.pause(OnEdt.condition("W zoomed in",
        () -> main.workspace().view().window().widthSec() < before.widthSec() * 0.9), Timeout.timeout(10_000));
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
