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
 * optionally runs a few steps, and saves a screenshot, to look at the window while working on it.
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
    if (args.length > 3) {
      String[] range = args[3].split(":");
      SwingUtilities.invokeAndWait(() -> w[0].workspace().view().setWindow(Double.parseDouble(range[0]),
          Double.parseDouble(range[1]), true));
      waitIdle(w[0]);
    }
    Thread.sleep(800);
    Rectangle r = w[0].getBounds();
    BufferedImage img = new Robot().createScreenCapture(r);
    ImageIO.write(img, "png", new File(args[1]));
    System.exit(0);
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
