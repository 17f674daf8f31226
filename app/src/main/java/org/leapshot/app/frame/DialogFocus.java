package org.leapshot.app.frame;

import java.awt.AWTEvent;
import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.function.Supplier;
import javax.swing.AbstractAction;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;

/**
 * The main window's dialogs where no window manager helps (Xvfb, a bare X or VNC session): there
 * they have no title bar to close them by, and when one closes the X server hands the keyboard to
 * no window, so the canvas's keys (W/S, Ctrl+T, F3) did nothing until a click.
 * <ul>
 *   <li>Esc closes a dialog that does not bind it itself (the export dialog) as its close button
 *       would;
 *   <li>when a dialog that had the focus closes or hides, the focus returns to what had it in the
 *       window the dialog came from (the main window, else the canvas), unless another window has
 *       it by then.
 * </ul>
 * EDT only.
 */
final class DialogFocus implements AWTEventListener {
  private static final KeyStroke ESC = KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0);
  private final Window main;
  private final Supplier<Component> canvas;
  /** The owned window that has the focus, until it loses it. */
  private Window holder;

  private DialogFocus(Window main, Supplier<Component> canvas) {
    this.main = main;
    this.canvas = canvas;
  }

  /** Watches the dialogs {@code main} owns until it closes; {@code canvas} may supply null (no trace open). */
  static void install(Window main, Supplier<Component> canvas) {
    DialogFocus watcher = new DialogFocus(main, canvas);
    Toolkit.getDefaultToolkit().addAWTEventListener(watcher, AWTEvent.WINDOW_EVENT_MASK | AWTEvent.WINDOW_FOCUS_EVENT_MASK);
    main.addWindowListener(new WindowAdapter() {
      @Override
      public void windowClosed(WindowEvent e) {
        Toolkit.getDefaultToolkit().removeAWTEventListener(watcher);
      }
    });
  }

  @Override
  public void eventDispatched(AWTEvent event) {
    Window w = ((WindowEvent) event).getWindow();
    if (!ownedByMain(w)) {
      return;
    }
    switch (event.getID()) {
      case WindowEvent.WINDOW_OPENED -> closeOnEsc(w);
      case WindowEvent.WINDOW_GAINED_FOCUS -> holder = w;
      // Lost while still shown: the user went to another window or application, not ours to move.
      case WindowEvent.WINDOW_LOST_FOCUS -> giveBackIfGone(w, !w.isShowing());
      case WindowEvent.WINDOW_CLOSED -> giveBackIfGone(w, true);
      default -> { }
    }
  }

  private void giveBackIfGone(Window w, boolean gone) {
    if (holder == w) {
      holder = null;
      if (gone) {
        SwingUtilities.invokeLater(() -> giveBack(w)); // after the closing window's own focus events
      }
    }
  }

  private static void closeOnEsc(Window w) {
    if (!(w instanceof JDialog d)) {
      return;
    }
    InputMap keys = d.getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW);
    if (keys.get(ESC) != null) {
      return;
    }
    keys.put(ESC, "closeDialog");
    d.getRootPane().getActionMap().put("closeDialog", new AbstractAction() {
      private static final long serialVersionUID = 1L;

      @Override
      public void actionPerformed(java.awt.event.ActionEvent e) {
        d.dispatchEvent(new WindowEvent(d, WindowEvent.WINDOW_CLOSING));
      }
    });
  }

  private boolean ownedByMain(Window w) {
    for (Window o = w.getOwner(); o != null; o = o.getOwner()) {
      if (o == main) {
        return true;
      }
    }
    return false;
  }

  /**
   * To the nearest showing owner of {@code closed}: the main window, or the dialog a message or
   * file chooser came from (the export dialog), which a modal dialog's owner must not be raised over.
   */
  private void giveBack(Window closed) {
    Window focused = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusedWindow();
    if (focused != null && focused.isShowing()) {
      return; // the closed window itself may still be named focused until its focus-lost event
    }
    Window back = closed.getOwner();
    while (back != null && !back.isShowing()) {
      back = back.getOwner();
    }
    if (back == null) {
      return;
    }
    Component target = back.getMostRecentFocusOwner();
    if (back == main && (target == null || !target.isShowing())) {
      target = canvas.get();
    }
    back.toFront(); // as a window manager would: raised, and the X focus asked for at once
    if (target != null) {
      target.requestFocus();
    }
  }
}
