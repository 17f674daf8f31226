package org.leapshot.app.frame;

import java.awt.Dimension;
import java.awt.KeyboardFocusManager;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JTextField;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.OnEdt;

/**
 * A dialog opened from another dialog (a message or file chooser from the export dialog) gives the
 * keys back to that dialog when it closes, not to the main window under it; under Xvfb without a
 * window manager, as the tests run.
 */
class DialogFocusTest extends EdtChecked {
  private final Robot robot = BasicRobot.robotWithNewAwtHierarchy();
  private JFrame main;

  @AfterEach
  void close() {
    robot.cleanUp();
  }

  @Test
  void aDialogOfADialogGivesTheKeysBackToItsOwner() {
    JDialog[] dialogs = new JDialog[2];
    JTextField field = GuiActionRunner.execute(() -> {
      JPanel canvas = new JPanel();
      JTextField f = new JTextField(20);
      main = new JFrame("main");
      canvas.setFocusable(true);
      canvas.setPreferredSize(new Dimension(300, 200));
      main.add(canvas);
      DialogFocus.install(main, () -> canvas);
      main.pack();
      main.setVisible(true);
      dialogs[0] = new JDialog(main, "export");
      dialogs[0].add(f);
      dialogs[0].pack();
      dialogs[0].setLocation(400, 0);
      dialogs[0].setVisible(true);
      return f;
    });
    // Without a window manager a new dialog is not always handed the keys at once (a busy X server
    // in a full run): ask again, as a user's click would, until its field has them.
    Pause.pause(OnEdt.condition("the export dialog's field has the keys", () -> {
      if (!field.isFocusOwner()) {
        dialogs[0].toFront();
        field.requestFocus();
      }
      return field.isFocusOwner();
    }), Timeout.timeout(10_000));
    GuiActionRunner.execute(() -> {
      dialogs[1] = new JDialog(dialogs[0], "message");
      dialogs[1].setSize(200, 100);
      dialogs[1].setLocation(400, 300);
      dialogs[1].setVisible(true);
    });
    Pause.pause(OnEdt.condition("message focused", () -> dialogs[1].isFocused()), Timeout.timeout(10_000));
    GuiActionRunner.execute(() -> dialogs[1].dispose());
    Pause.pause(OnEdt.condition("the export dialog's field has the keys again",
        () -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner() == field), Timeout.timeout(10_000));
  }
}
