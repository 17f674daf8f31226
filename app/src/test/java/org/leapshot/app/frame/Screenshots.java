package org.leapshot.app.frame;

import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;
import org.leapshot.app.settings.Settings;

/**
 * Not a test: a developer tool that opens the viewer on a file under Xvfb, waits until it is idle,
 * optionally runs a few steps (-Dshot.fitAll=true, -Dshot.rowSteps=N taller or shorter rows,
 * -Dshot.collapseLevel=N, -Dshot.expand=KEY, -Dshot.filter=TEXT), and saves a screenshot, to look at the window while working on it.
 * {@code java -cp leapshot.jar:test-classes org.leapshot.app.frame.Screenshots FILE OUT.png [theme] [t0:t1]}
 */
public final class Screenshots {
  private Screenshots() {}

  public static void main(String[] args) throws Exception {
    Path config = Files.createTempDirectory("leapshot-shot");
    Settings settings = new Settings(config);
    if (args.length > 2) {
      settings.setTheme(args[2]);
    }
    MainWindow[] w = new MainWindow[1];
    SwingUtilities.invokeAndWait(() -> w[0] = ViewerMain.open(settings, Path.of(args[0])));
    waitIdle(w[0]);
    if (Boolean.getBoolean("shot.eachTimeline")) {
      SwingUtilities.invokeAndWait(() -> w[0].workspace().preview().setPerTimeline(true));
    }
    if (Boolean.getBoolean("shot.fitAll")) {
      SwingUtilities.invokeAndWait(() -> w[0].workspace().timeline().fitAll());
      waitIdle(w[0]);
    }
    if (Integer.getInteger("shot.rowSteps", 0) != 0) {
      SwingUtilities.invokeAndWait(() -> w[0].workspace().timeline().zoomRows(Integer.getInteger("shot.rowSteps")));
      waitIdle(w[0]);
    }
    // The timeline tree: -Dshot.collapseLevel=1 folds to the top groups, -Dshot.expand=g3 opens one, -Dshot.filter=TEXT.
    if (Integer.getInteger("shot.collapseLevel", 0) > 0) {
      SwingUtilities.invokeAndWait(() -> w[0].workspace().timeline().arranger()
          .collapseToLevel(Integer.getInteger("shot.collapseLevel")));
      waitIdle(w[0]);
    }
    if (System.getProperty("shot.expand") != null) {
      SwingUtilities.invokeAndWait(() -> w[0].workspace().timeline().arranger()
          .update(a -> a.withCollapsed(System.getProperty("shot.expand"), false)));
      waitIdle(w[0]);
    }
    if (System.getProperty("shot.filter") != null) {
      SwingUtilities.invokeAndWait(() -> w[0].workspace().timeline().arranger().setFilter(System.getProperty("shot.filter")));
      waitIdle(w[0]);
    }
    if (Boolean.getBoolean("shot.scrollTop")) {
      SwingUtilities.invokeAndWait(() -> w[0].workspace().timeline().scrollPane().getViewport()
          .setViewPosition(new java.awt.Point(0, 0)));
      waitIdle(w[0]);
    }
    // The axis's context menu on a row (-Dshot.axisMenu=ROW), or a drag held over a row (-Dshot.drag=FROM:TO).
    if (Integer.getInteger("shot.axisMenu", -1) >= 0) {
      axisMouse(w[0], java.awt.event.MouseEvent.MOUSE_PRESSED, Integer.getInteger("shot.axisMenu"), true);
    }
    if (System.getProperty("shot.drag") != null) {
      String[] fromTo = System.getProperty("shot.drag").split(":");
      axisMouse(w[0], java.awt.event.MouseEvent.MOUSE_PRESSED, Integer.parseInt(fromTo[0]), false);
      axisMouse(w[0], java.awt.event.MouseEvent.MOUSE_DRAGGED, Integer.parseInt(fromTo[1]), false);
    }
    if (args.length > 3) {
      String[] range = args[3].split(":");
      SwingUtilities.invokeAndWait(() -> w[0].workspace().view().setWindow(Double.parseDouble(range[0]),
          Double.parseDouble(range[1]), true));
      waitIdle(w[0]);
    }
    if (args.length > 4 && args[4].equals("click")) {
      // Click the widest nested state in view, as a user would, to show an info box.
      java.awt.Point p = new java.awt.Point();
      SwingUtilities.invokeAndWait(() -> {
        var canvas = w[0].workspace().timeline().canvas();
        var ctx = canvas.paintContext();
        var best = canvas.model().states().stream().filter(st -> st.depth() >= 1)
            .max(java.util.Comparator.comparingDouble(st -> Math.min(st.end(), ctx.scale().endSec())
                - Math.max(st.start(), ctx.scale().startSec()))).orElseThrow();
        var box = ctx.stateBox(best.start(), best.end(), best.row(), best.depth());
        java.awt.Point onScreen = canvas.getLocationOnScreen();
        double cx = Math.max(box.getMinX(), 0) + (Math.min(box.getMaxX(), canvas.getWidth()) - Math.max(box.getMinX(), 0)) / 2;
        p.setLocation(onScreen.x + cx, onScreen.y + box.getCenterY());
      });
      Robot robot = new Robot();
      robot.mouseMove(p.x, p.y);
      robot.mousePress(java.awt.event.InputEvent.BUTTON1_DOWN_MASK);
      robot.mouseRelease(java.awt.event.InputEvent.BUTTON1_DOWN_MASK);
    }
    Thread.sleep(800);
    Rectangle r = w[0].getBounds();
    BufferedImage img = new Robot().createScreenCapture(r);
    ImageIO.write(img, "png", new File(args[1]));
    System.exit(0);
  }

  private static void axisMouse(MainWindow w, int id, int row, boolean popup) throws Exception {
    SwingUtilities.invokeAndWait(() -> {
      var pane = w.workspace().timeline();
      java.awt.Component axis = pane.scrollPane().getRowHeader().getView();
      int y = (int) pane.canvas().rows().centerY(row);
      int x = axis.getWidth() - 20;
      int mods = popup ? java.awt.event.InputEvent.BUTTON3_DOWN_MASK : java.awt.event.InputEvent.BUTTON1_DOWN_MASK;
      int button = id == java.awt.event.MouseEvent.MOUSE_DRAGGED ? java.awt.event.MouseEvent.NOBUTTON
          : popup ? java.awt.event.MouseEvent.BUTTON3 : java.awt.event.MouseEvent.BUTTON1;
      axis.dispatchEvent(new java.awt.event.MouseEvent(axis, id, System.currentTimeMillis(), mods, x, y,
          id == java.awt.event.MouseEvent.MOUSE_PRESSED ? 1 : 0, popup, button));
    });
  }

  static void waitIdle(MainWindow w) throws Exception {
    for (int i = 0; i < 200; i++) {
      boolean[] idle = new boolean[1];
      SwingUtilities.invokeAndWait(() -> idle[0] = !w.isOpening() && w.workspace() != null && w.workspace().isIdle());
      if (idle[0]) {
        Thread.sleep(300);
        return;
      }
      Thread.sleep(50);
    }
  }
}
