package org.leapshot.app.testing;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import org.assertj.swing.edt.GuiActionRunner;
import org.leapshot.app.canvas.TimelineCanvas;

/** The canvas's visible part painted off-screen on the EDT, for pixel checks by region and colour. */
public final class CanvasImage {
  private CanvasImage() {}

  public static BufferedImage of(TimelineCanvas c) {
    return GuiActionRunner.execute(() -> {
      Rectangle v = c.getVisibleRect();
      BufferedImage img = new BufferedImage(v.width, v.height, BufferedImage.TYPE_INT_RGB);
      Graphics2D g = img.createGraphics();
      g.translate(-v.x, -v.y);
      g.setClip(v);
      c.paint(g);
      g.dispose();
      return img;
    });
  }
}
