package org.leapshot.app.search;

import org.leapshot.app.testing.OnEdt;
import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.File;
import javax.imageio.ImageIO;
import javax.swing.JComponent;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.canvas.TimeScale;

/**
 * Looks into the running viewer through named components only (the window's internals are not
 * public): the canvas, the loading indicator, the search bar. Also saves screenshots of a window
 * when {@code -Dleapshot.shots=DIR} is given, to look at the result while working on it.
 */
public final class ViewerProbe {
  private ViewerProbe() {}

  /** The component named {@code name} under {@code root}, or null. EDT. */
  public static <T extends Component> T find(Container root, String name, Class<T> type) {
    for (Component c : root.getComponents()) {
      if (name.equals(c.getName()) && type.isInstance(c)) {
        return type.cast(c);
      }
      if (c instanceof Container k) {
        T found = find(k, name, type);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }

  public static TimelineCanvas canvas(Window w) {
    return GuiActionRunner.execute(() -> find(w, "timelineCanvas", TimelineCanvas.class));
  }

  /** Waits until the trace is open and the canvas shows the model of the current window. */
  public static void awaitIdle(Window w) {
    Pause.pause(OnEdt.condition("viewer idle", () -> {
      TimelineCanvas c = find(w, "timelineCanvas", TimelineCanvas.class);
      JComponent loading = find(w, "statusLoading", JComponent.class);
      if (c == null || loading == null || loading.isVisible()) {
        return false;
      }
      TimeScale s = c.scale();
      return c.model().covers(s.startSec(), s.endSec());
    }), Timeout.timeout(20000));
  }


  /** Saves a screenshot of {@code w} as DIR/name.png when -Dleapshot.shots=DIR is set. */
  public static void shot(Window w, String name) {
    String dir = System.getProperty("leapshot.shots");
    if (dir == null) {
      return;
    }
    try {
      Thread.sleep(400);
      Rectangle r = GuiActionRunner.execute(() -> w.getBounds());
      BufferedImage img = new Robot().createScreenCapture(r);
      ImageIO.write(img, "png", new File(dir, name + ".png"));
    } catch (Exception e) {
      System.err.println("screenshot " + name + ": " + e);
    }
  }
}
