package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.ActivityRaster;
import org.junit.jupiter.api.Test;

/**
 * The level of detail written straight into an image's pixels is, pixel for pixel, what
 * {@link ActivityPainter} paints through Java2D: boxes at every depth and frame, runs narrower than a
 * pixel, rows one pixel high whose boxes spill into the next row, a band of rows starting anywhere,
 * clips, and pixels around the boxes left as they were.
 */
class ActivityPixelsTest {
  private static final Map<Integer, Category> CATEGORIES = new HashMap<>();

  static {
    Random r = new Random(7);
    for (int i = 0; i < 6; i++) {
      CATEGORIES.put(i, Category.of(i, "c" + i, Topology.STATE, new Rgba(r.nextInt(256), r.nextInt(256),
          r.nextInt(256), i == 5 ? 128 : 255), 1, InfoLabel.NONE));
    }
  }

  @Property(tries = 300)
  void pixelsAreWhatJava2dPaints(@ForAll long seed, @ForAll @IntRange(min = 1, max = 24) int rowPx,
      @ForAll boolean argb) {
    Random r = new Random(seed);
    int rowCount = 1 + r.nextInt(30);
    int columns = 1 + r.nextInt(200);
    ActivityRaster raster = raster(r, rowCount, columns);
    int width = 1 + r.nextInt(300);
    double start = raster.startSec() + (r.nextDouble() - 0.3) * columns * raster.secPerColumn() * 0.2;
    double end = start + columns * raster.secPerColumn() * (0.3 + 2 * r.nextDouble());
    int[] lines = new int[rowCount];
    for (int i = 0; i < rowCount; i++) {
      lines[i] = i;
    }
    PaintContext ctx = new PaintContext(new TimeScale(start, end, width), new RowLayout(LineIdMap.identity(lines), rowPx),
        CATEGORIES, r.nextBoolean() ? CanvasTheme.LIGHT : CanvasTheme.DARK);
    int originY = r.nextInt(rowCount * rowPx);
    int height = 1 + r.nextInt(rowCount * rowPx + 4);
    Rectangle clip = new Rectangle(r.nextInt(width), originY + r.nextInt(height), 1 + r.nextInt(width),
        1 + r.nextInt(height));
    int type = argb ? BufferedImage.TYPE_INT_ARGB : BufferedImage.TYPE_INT_RGB;
    BufferedImage java2d = noise(width, height, type, seed);
    BufferedImage pixels = noise(width, height, type, seed);

    Graphics2D g = java2d.createGraphics();
    g.translate(0, -originY);
    ActivityPainter.paint(g, ctx, raster, clip);
    g.dispose();
    assertThat(ActivityPixels.paint(pixels, originY, ctx, raster, clip)).isTrue();

    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        if (java2d.getRGB(x, y) != pixels.getRGB(x, y)) {
          throw new AssertionError("pixel (" + x + ", " + y + "): Java2D " + Integer.toHexString(java2d.getRGB(x, y))
              + ", pixels " + Integer.toHexString(pixels.getRGB(x, y)));
        }
      }
    }
  }

  @Test
  void anImageOfAnotherPixelLayoutIsLeftToJava2d() {
    BufferedImage bytes = new BufferedImage(4, 4, BufferedImage.TYPE_3BYTE_BGR);
    ActivityRaster raster = raster(new Random(1), 1, 4);
    PaintContext ctx = new PaintContext(new TimeScale(raster.startSec(), raster.startSec() + 4 * raster.secPerColumn(), 4),
        new RowLayout(LineIdMap.identity(new int[] {0}), 4), CATEGORIES, CanvasTheme.LIGHT);
    assertThat(ActivityPixels.paint(bytes, 0, ctx, raster, new Rectangle(0, 0, 4, 4))).isFalse();
  }

  /** Random rows of runs: categories and frames (or none), depths 0-6, some cells left to real boxes. */
  private static ActivityRaster raster(Random r, int rowCount, int columns) {
    int[][] runs = new int[rowCount][];
    for (int row = 0; row < rowCount; row++) {
      int n = r.nextInt(Math.min(columns, 40) + 1);
      java.util.TreeSet<Integer> starts = new java.util.TreeSet<>();
      while (starts.size() < n) {
        starts.add(r.nextInt(columns));
      }
      runs[row] = new int[4 * n];
      int i = 0;
      for (int s : starts) {
        int depth = r.nextInt(7);
        int word = depth | (r.nextInt(depth + 1) << 8) | (r.nextInt(6) == 0 ? ActivityRaster.BOX : 0);
        runs[row][4 * i] = s;
        runs[row][4 * i + 1] = r.nextInt(8) == 0 ? ActivityRaster.NONE : r.nextInt(7); // 6: not defined (grey)
        runs[row][4 * i + 2] = r.nextBoolean() ? ActivityRaster.NONE : r.nextInt(6);
        runs[row][4 * i + 3] = word;
        i++;
      }
    }
    return ActivityRaster.ofCells(r.nextDouble() * 10, 1e-3 * (0.1 + r.nextDouble()), columns, runs,
        new float[rowCount][]);
  }

  private static BufferedImage noise(int width, int height, int type, long seed) {
    BufferedImage img = new BufferedImage(width, height, type);
    Random r = new Random(~seed);
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        img.setRGB(x, y, 0xFF000000 | r.nextInt(0x1000000));
      }
    }
    return img;
  }
}
