package org.leapshot.app.canvas;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.util.Map;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Rgba;

/**
 * Everything a painter needs besides the items: the time scale, the row layout, the current
 * category styles (colour, visibility) and the theme. Also the shared geometry, so that painting
 * and hit-testing agree to the pixel.
 */
public record PaintContext(TimeScale scale, RowLayout rows, Map<Integer, Category> categories, CanvasTheme theme) {

  /** Coordinates are clamped to this far outside the canvas, which keeps Java2D and SVG numerically safe. */
  private static final double FAR_PX = 100_000;

  private static final Color UNKNOWN = new Color(0x9E9E9E);

  private static final java.util.concurrent.ConcurrentHashMap<Long, Color> OPAQUE = new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * The fill colour of a category, made opaque by mixing its alpha over the theme's background; grey
   * for categories the file does not define. Opaque on purpose: nested translucent states then look
   * exactly like their legend swatch (Jumpshot's FAQ 2 complaint), and Java2D fills opaque colours
   * many times faster than translucent ones.
   */
  public Color fill(int categoryIndex) {
    Category c = categories.get(categoryIndex);
    return c == null ? UNKNOWN : opaque(c.color(), theme.background());
  }

  /** {@code rgba} composited over {@code background}, cached (there are few distinct pairs). */
  public static Color opaque(Rgba rgba, Color background) {
    if (rgba.alpha() == 255) {
      return OPAQUE.computeIfAbsent((long) rgba.argb() << 32 | 0xFFFFFFFFL, k -> toColor(rgba));
    }
    long key = (long) rgba.argb() << 32 | (background.getRGB() & 0xFFFFFFFFL);
    return OPAQUE.computeIfAbsent(key, k -> {
      double a = rgba.alpha() / 255.0;
      return new Color((int) Math.round(rgba.red() * a + background.getRed() * (1 - a)),
          (int) Math.round(rgba.green() * a + background.getGreen() * (1 - a)),
          (int) Math.round(rgba.blue() * a + background.getBlue() * (1 - a)));
    });
  }

  /**
   * The colour for lines and markers (arrows, events): the category colour, but darkened on a light
   * background when it is nearly white (Jumpshot's white message arrows) and lightened on a dark one
   * when nearly black, so that thin lines stay visible.
   */
  public Color stroke(int categoryIndex) {
    Color c = fill(categoryIndex);
    double lum = luminance(c);
    if (!theme.isDark() && lum > 0.85) {
      return new Color(0x44, 0x4C, 0x56, c.getAlpha());
    }
    if (theme.isDark() && lum < 0.15) {
      return new Color(0xD0, 0xD4, 0xDA, c.getAlpha());
    }
    return c;
  }

  public static Color toColor(Rgba rgba) {
    return new Color(rgba.red(), rgba.green(), rgba.blue(), rgba.alpha());
  }

  /** Relative luminance 0..1 of a colour (sRGB weights, no gamma: good enough to pick contrast). */
  public static double luminance(Color c) {
    return (0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue()) / 255.0;
  }

  public double x(double timeSec) {
    return clamp(scale.x(timeSec));
  }

  static double clamp(double px) {
    return Math.max(-FAR_PX, Math.min(FAR_PX, px));
  }

  /** The box of a state (or state shadow) at a nesting depth: centred in its row, at least 1 px wide. */
  public Rectangle2D.Double stateBox(double start, double end, int row, int depth) {
    double x0 = x(start);
    double x1 = Math.max(x(end), x0 + 1);
    double h = NestingLayout.stateHeight(rows.rowHeightPx(), depth);
    double y = rows.centerY(row) - h / 2;
    return new Rectangle2D.Double(x0, y, x1 - x0, h);
  }
}
