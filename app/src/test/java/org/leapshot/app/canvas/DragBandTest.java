package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/**
 * Left-drag measures before it zooms: the band names its length and ends (a new user looked for a
 * way to measure a range and found only zooming to it).
 */
class DragBandTest {
  private static final TimeScale ONE_SECOND = new TimeScale(0, 1, 1000);

  @Test
  void theLabelGivesTheLengthAndEndsWhicheverWayTheDragWent() {
    String right = DragBand.label(ONE_SECOND, 150, 330);
    assertThat(right).startsWith("180.0 ms  (0.150 s … 0.330 s)").endsWith("release to zoom, Esc to cancel");
    assertThat(DragBand.label(ONE_SECOND, 330, 150)).isEqualTo(right);
    assertThat(DragBand.label(new TimeScale(64.4457, 64.4458, 1000), 0, 200)).startsWith("20.00 µs  (64.445 700 0 s … 64.445 720 0 s)");
  }

  @Test
  void theLabelIsDrawnBesideTheBandAndStaysOnTheCanvas() {
    Rectangle all = new Rectangle(0, 0, 1000, 300);
    BufferedImage img = paint(150, 330, all);
    assertThat(darkPixels(img, 334, 4, 1000, 30)).as("text right of the band").isGreaterThan(100);
    assertThat(darkPixels(img, 0, 40, 1000, 300)).as("nothing below the label").isZero();

    // a band at the right edge has its label inside the canvas, left of it
    BufferedImage edge = paint(850, 990, all);
    assertThat(darkPixels(edge, 0, 4, 846, 30)).isGreaterThan(100);
  }

  private static BufferedImage paint(double x0, double x1, Rectangle visible) {
    BufferedImage img = new BufferedImage(1000, 300, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, 1000, 300);
    DragBand.paint(g, ONE_SECOND, CanvasTheme.LIGHT, x0, x1, visible, visible);
    g.dispose();
    return img;
  }

  private static int darkPixels(BufferedImage img, int x0, int y0, int x1, int y1) {
    int n = 0;
    for (int y = y0; y < y1; y++) {
      for (int x = x0; x < x1; x++) {
        int rgb = img.getRGB(x, y);
        int lum = ((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff);
        if (lum < 200) {
          n++;
        }
      }
    }
    return n;
  }
}
