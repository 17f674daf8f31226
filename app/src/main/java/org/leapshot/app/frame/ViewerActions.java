package org.leapshot.app.frame;

import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;

/**
 * The navigation actions shared by menus, toolbar and keys, each acting on the current workspace
 * (disabled when there is none). Accelerators follow Jumpshot (Alt+I/O/H/U/R) plus the usual
 * Ctrl+Z / Ctrl+Shift+Z for zoom undo and redo.
 */
final class ViewerActions {
  static final double ZOOM_STEP = 2.0;

  final Action zoomIn;
  final Action zoomOut;
  final Action home;
  final Action undo;
  final Action redo;
  final Action panBack;
  final Action panForward;
  final Action findNext;
  final Action findPrevious;
  final Action fitAll;
  final Action tallerRows;
  final Action shorterRows;
  final Action collapseLevel1;
  final Action collapseLevel2;
  final Action expandAll;
  private final Supplier<TraceWorkspace> workspace;

  ViewerActions(Supplier<TraceWorkspace> workspace) {
    this.workspace = workspace;
    zoomIn = action("Zoom in", "Zoom in around the cursor (W, Alt+I, Ctrl+wheel)",
        KeyStroke.getKeyStroke(KeyEvent.VK_I, InputEvent.ALT_DOWN_MASK),
        w -> w.view().zoom(ZOOM_STEP, w.timeline().input().focusTime()));
    zoomOut = action("Zoom out", "Zoom out around the cursor (S, Alt+O)",
        KeyStroke.getKeyStroke(KeyEvent.VK_O, InputEvent.ALT_DOWN_MASK),
        w -> w.view().zoom(1 / ZOOM_STEP, w.timeline().input().focusTime()));
    home = action("Whole run", "Show the whole run (Home, Alt+H)",
        KeyStroke.getKeyStroke(KeyEvent.VK_H, InputEvent.ALT_DOWN_MASK), w -> w.view().home());
    undo = action("Undo zoom", "Back to the previous zoom (Alt+U, Ctrl+Z)",
        KeyStroke.getKeyStroke(KeyEvent.VK_U, InputEvent.ALT_DOWN_MASK), w -> w.view().undoZoom());
    redo = action("Redo zoom", "Forward to the next zoom (Alt+R, Ctrl+Shift+Z)",
        KeyStroke.getKeyStroke(KeyEvent.VK_R, InputEvent.ALT_DOWN_MASK), w -> w.view().redoZoom());
    panBack = action("Back", "Scroll back in time by half a window (A, Left)", null, w -> w.view().pan(-0.5));
    panForward = action("Forward", "Scroll forward in time by half a window (D, Right)", null, w -> w.view().pan(0.5));
    findNext = action("Find Next", "Next drawable of a visible, searchable category (F3, Alt+F)",
        KeyStroke.getKeyStroke(KeyEvent.VK_F3, 0), w -> w.search().next());
    findPrevious = action("Find Previous", "Previous drawable of a visible, searchable category (Shift+F3, Alt+B)",
        KeyStroke.getKeyStroke(KeyEvent.VK_F3, InputEvent.SHIFT_DOWN_MASK), w -> w.search().previous());
    fitAll = action("Fit All Timelines", "Every timeline in the window's height, merged when more than pixels (Ctrl+0)",
        KeyStroke.getKeyStroke(KeyEvent.VK_0, InputEvent.CTRL_DOWN_MASK), w -> w.timeline().fitAll());
    tallerRows = action("Taller Rows", "Taller rows, every timeline in its own row (Ctrl+Shift+Up, Ctrl+Shift+wheel)",
        KeyStroke.getKeyStroke(KeyEvent.VK_UP, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK),
        w -> w.timeline().zoomRows(1));
    shorterRows = action("Shorter Rows", "Shorter rows, down to one pixel (Ctrl+Shift+Down, Ctrl+Shift+wheel)",
        KeyStroke.getKeyStroke(KeyEvent.VK_DOWN, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK),
        w -> w.timeline().zoomRows(-1));
    collapseLevel1 = action("Collapse All to Level 1", "Each top group (e.g. node) as one row of its timelines merged (Ctrl+Shift+1)",
        KeyStroke.getKeyStroke(KeyEvent.VK_1, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK),
        w -> w.timeline().arranger().collapseToLevel(1));
    collapseLevel2 = action("Collapse All to Level 2", "Top groups open, each second-level group as one row (Ctrl+Shift+2)",
        KeyStroke.getKeyStroke(KeyEvent.VK_2, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK),
        w -> w.timeline().arranger().collapseToLevel(2));
    expandAll = action("Expand All Groups", "Every timeline in its own row again (Ctrl+Shift+0)",
        KeyStroke.getKeyStroke(KeyEvent.VK_0, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK),
        w -> w.timeline().arranger().expandAll());
    refresh();
  }

  private Action action(String name, String tip, KeyStroke key, Consumer<TraceWorkspace> body) {
    Action a = new AbstractAction(name) {
      @Override
      public void actionPerformed(ActionEvent e) {
        TraceWorkspace w = workspace.get();
        if (w != null) {
          body.accept(w);
        }
      }
    };
    a.putValue(Action.SHORT_DESCRIPTION, tip);
    if (key != null) {
      a.putValue(Action.ACCELERATOR_KEY, key);
    }
    return a;
  }

  /** Enables what makes sense for the current workspace and its zoom history. */
  void refresh() {
    TraceWorkspace w = workspace.get();
    boolean open = w != null;
    for (Action a : new Action[] {zoomIn, zoomOut, home, panBack, panForward, findNext, findPrevious, fitAll,
        tallerRows, shorterRows, collapseLevel1, collapseLevel2, expandAll}) {
      a.setEnabled(open);
    }
    undo.setEnabled(open && w.view().canUndo());
    redo.setEnabled(open && w.view().canRedo());
  }
}
