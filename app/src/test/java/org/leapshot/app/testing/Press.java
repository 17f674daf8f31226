package org.leapshot.app.testing;

import javax.swing.AbstractButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.AbstractButtonFixture;

/**
 * Presses a button in a dialog through the button itself, on the EDT. Under Xvfb without a window
 * manager a new dialog's reported screen position can lag its real one, so a robot click aimed at
 * the button may land on the window beneath it (seen: it selected a drawable on the canvas).
 */
public final class Press {
  private Press() {}

  public static void button(AbstractButtonFixture<?, ? extends AbstractButton> fixture) {
    AbstractButton b = fixture.target();
    GuiActionRunner.execute(() -> b.doClick());
  }
}
