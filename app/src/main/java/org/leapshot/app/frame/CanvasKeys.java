package org.leapshot.app.frame;

import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import org.leapshot.app.search.RevealWindow;

/**
 * Keys on the focused canvas: W/S zoom at the cursor, A/D and Left/Right pan, Up/Down scroll the
 * timelines by a row (more when rows are a few pixels), Home shows the whole run, Enter zooms to
 * the range measured on the ruler, or else the match Find marked, Esc cancels a drag, forgets the
 * measured range and the marked match or closes the info box. Plain letters are bound to the canvas only, so typing in a text field never zooms; window-wide shortcuts
 * (Alt+I, Ctrl+Z, ...) live on the menus.
 */
final class CanvasKeys {
  private CanvasKeys() {}

  static void install(TraceWorkspace w, ViewerActions actions) {
    JComponent canvas = w.timeline().canvas();
    InputMap in = canvas.getInputMap(JComponent.WHEN_FOCUSED);
    bind(canvas, in, "zoomIn", actions.zoomIn, KeyEvent.VK_W, KeyEvent.VK_PLUS, KeyEvent.VK_EQUALS, KeyEvent.VK_ADD);
    bind(canvas, in, "zoomOut", actions.zoomOut, KeyEvent.VK_S, KeyEvent.VK_MINUS, KeyEvent.VK_SUBTRACT);
    bind(canvas, in, "panBack", actions.panBack, KeyEvent.VK_A, KeyEvent.VK_LEFT);
    bind(canvas, in, "panForward", actions.panForward, KeyEvent.VK_D, KeyEvent.VK_RIGHT);
    bind(canvas, in, "home", actions.home, KeyEvent.VK_HOME);
    bind(canvas, in, "rowsUp", scroll(w, -1), KeyEvent.VK_UP);
    bind(canvas, in, "rowsDown", scroll(w, 1), KeyEvent.VK_DOWN);
    in.put(KeyStroke.getKeyStroke(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK), "undoZoom");
    in.put(KeyStroke.getKeyStroke(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK), "redoZoom");
    in.put(KeyStroke.getKeyStroke(KeyEvent.VK_Y, InputEvent.CTRL_DOWN_MASK), "redoZoom");
    canvas.getActionMap().put("undoZoom", actions.undo);
    canvas.getActionMap().put("redoZoom", actions.redo);
    bind(canvas, in, "zoomToMeasured", new AbstractAction() {
      @Override
      public void actionPerformed(ActionEvent e) {
        if (!w.timeline().input().zoomToMeasured()) {
          zoomToFound(w);
        }
      }
    }, KeyEvent.VK_ENTER);
    bind(canvas, in, "escape", new AbstractAction() {
      @Override
      public void actionPerformed(ActionEvent e) {
        w.timeline().input().cancelDrag();
        w.timeline().canvas().found().clear();
        w.closePopup();
      }
    }, KeyEvent.VK_ESCAPE);
  }

  /** Enter without a measured range: zooms so that Find's marked match fills a third of the view (Undo goes back). */
  static void zoomToFound(TraceWorkspace w) {
    RevealWindow.zoomToMark(w.view(), w.timeline().canvas().found());
  }

  private static void bind(JComponent c, InputMap in, String name, Action action, int... keys) {
    for (int k : keys) {
      in.put(KeyStroke.getKeyStroke(k, 0), name);
    }
    c.getActionMap().put(name, action);
  }

  private static Action scroll(TraceWorkspace w, int direction) {
    return new AbstractAction() {
      @Override
      public void actionPerformed(ActionEvent e) {
        // A third of a wheel notch: one row, or enough 1-px rows to see the move.
        w.timeline().input().scrollVertically(w.timeline().canvas().rows().wheelScrollPx(direction / 3.0));
      }
    };
  }
}
