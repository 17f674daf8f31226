package org.leapshot.app.preview;

import java.awt.Color;
import java.awt.GraphicsConfiguration;
import java.awt.Transparency;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.slog2.model.Category;

/**
 * The preview strip's stacked activity (a {@link DensityProfile}) drawn into an image, and drawn
 * again only when what it shows changes: panning and zooming repaint the strip at every step to
 * move the highlight, and thousands of small fills per paint made each of those repaints cost tens
 * of milliseconds. Pixels are computed in an array: a share fills the pixel rows whose centres
 * its bar covers, as a plain fill of the bar would. The image is opaque (the theme's background
 * drawn in) and made like the screen's and filled through its raster's setter, not by holding on
 * to its pixel array, so that Java2D can keep a copy of it on the screen's side: drawing it at
 * each repaint is then a copy there, not a conversion of every pixel.
 */
final class ProfilePicture {
  private BufferedImage image;
  private Key key;

  /** What the picture depends on; the categories by the colours and visibility they have now. */
  private record Key(DensityProfile profile, int rowCount, CanvasTheme theme, int width, int height, int barHeight,
      int looks) {}

  /**
   * The profile's picture on {@code width × height} pixels, bars standing on row {@code height - 1}
   * and at most {@code barHeight} tall, on the theme's background; made like {@code screen}'s
   * images (null: a plain RGB image).
   */
  BufferedImage of(DensityProfile profile, int rowCount, Map<Integer, Category> categories, CanvasTheme theme,
      GraphicsConfiguration screen, int width, int height, int barHeight) {
    Key k = new Key(profile, rowCount, theme, width, height, barHeight, looksOf(categories));
    if (image == null || !k.equals(key)) {
      int w = Math.max(1, width);
      int h = Math.max(1, height);
      BufferedImage img = screen != null ? screen.createCompatibleImage(w, h, Transparency.OPAQUE)
          : new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
      img.setRGB(0, 0, w, h, draw(profile, rowCount, categories, theme, w, h, barHeight), 0, w);
      image = img;
      key = k;
    }
    return image;
  }

  private static int looksOf(Map<Integer, Category> categories) {
    int h = categories.size();
    for (Map.Entry<Integer, Category> e : categories.entrySet()) {
      h = h * 31 + e.getKey();
      h = h * 31 + (e.getValue().visible() ? e.getValue().color().hashCode() : 1);
    }
    return h;
  }

  /** The picture's pixels, row by row (ARGB). */
  private static int[] draw(DensityProfile profile, int rowCount, Map<Integer, Category> cats,
      CanvasTheme theme, int w, int h, int barHeight) {
    int[] px = new int[w * h];
    Arrays.fill(px, theme.background().getRGB());
    double capacity = Math.max(1, rowCount) * profile.columnSec();
    int columns = profile.columns();
    for (int x = 0; x < w; x++) {
      int c = (int) ((long) x * columns / Math.max(1, w));
      List<DensityProfile.Share> shares = profile.column(Math.min(columns - 1, c));
      double total = 0;
      for (DensityProfile.Share s : shares) {
        Category cat = cats.get(s.categoryIndex());
        if (cat == null || cat.visible()) {
          total += s.busySec();
        }
      }
      if (total <= 0) {
        continue;
      }
      double bar = Math.min(1, total / capacity) * barHeight;
      double y = h - 1;
      for (DensityProfile.Share s : shares) {
        Category cat = cats.get(s.categoryIndex());
        if (cat != null && !cat.visible()) {
          continue;
        }
        double top = y - bar * s.busySec() / total;
        Color colour = cat == null ? Color.GRAY : PaintContext.opaque(cat.color(), theme.background());
        int argb = colour.getRGB();
        // pixel rows whose centre (row + 0.5) lies in [top, y)
        for (int row = Math.max(0, (int) Math.ceil(top - 0.5)), end = Math.min(h, (int) Math.ceil(y - 0.5)); row < end; row++) {
          px[row * w + x] = argb;
        }
        y = top;
      }
    }
    return px;
  }
}
