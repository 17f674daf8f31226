package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.KeyboardFocusManager;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.view.ViewState;

/**
 * A newcomer's first hour: after typing a time and Enter the canvas keys work at once; in a small
 * window every toolbar control and time field stays reachable (Xvfb).
 */
class NewcomerWindowTest extends FpilogWindowTest {

  @Test
  void enterInATimeFieldHandsTheKeysBackToTheCanvas() {
    window.textBox("windowWidth").setText("20 ms").pressAndReleaseKeys(KeyEvent.VK_ENTER);
    Pause.pause(OnEdt.condition("canvas focused", () -> focusOwner() == main.workspace().timeline().canvas()),
        Timeout.timeout(5000));
    window.robot().pressAndReleaseKey(KeyEvent.VK_W);
    ViewState.Window w = GuiActionRunner.execute(() -> main.workspace().view().window());
    assertThat(w.widthSec()).isCloseTo(0.010, within(1e-12));
    window.textBox("windowWidth").requireText("10.000 ms");
  }

  @ParameterizedTest
  @CsvSource({"720, 480", "800, 520", "880, 540"})
  void inASmallWindowEveryControlStaysReachable(int width, int height) {
    GuiActionRunner.execute(() -> {
      main.setSize(new Dimension(width, height));
      main.validate();
    });
    Pause.pause(OnEdt.condition("laid out at " + width + "×" + height,
        () -> main.getWidth() == width && main.getHeight() == height), Timeout.timeout(5000));
    window.robot().waitForIdle();
    for (String name : new String[] {"mapCombo", "toolbarOpen", "toolbarStatistics", "toolbarFindNext",
        "windowStart", "windowEnd", "windowWidth"}) {
      Rectangle r = GuiActionRunner.execute(() -> {
        JComponent c = ViewerProbe.find(main, name, JComponent.class);
        assertThat(c).as(name).isNotNull();
        assertThat(c.isShowing()).as(name + " showing").isTrue();
        return SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), main.getContentPane());
      });
      Rectangle content = GuiActionRunner.execute(() -> new Rectangle(main.getContentPane().getSize()));
      assertThat(content.contains(r)).as("%s at %s inside the %s content", name, r, content).isTrue();
      Rectangle clip = GuiActionRunner.execute(() -> {
        JComponent c = ViewerProbe.find(main, name, JComponent.class);
        return c.getVisibleRect();
      });
      assertThat(clip.width).as(name + " fully visible").isEqualTo(r.width);
    }
    ViewerProbe.shot(main, "small-" + width + "x" + height);
  }

  private static Component focusOwner() {
    return KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
  }
}
