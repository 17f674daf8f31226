package org.leapshot.app.canvas;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.DoubleUnaryOperator;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.model.TimeBox;

/**
 * Paints the parts of a window where the level of detail is coarse ({@link RenderModel.Coarse}):
 * the stored overview's picture of them when there is one, else a veil and hatching over the
 * summary drawn there, with a word on what to do, so that states spread from a wide subtree's
 * summary are never taken for what the run did at this resolution.
 */
public final class CoarsePainter {
  /** The hatching's colour (translucent, so the summary under it stays visible); tests look for it. */
  public static final Color HATCH = new Color(0x80, 0x80, 0x80, 150);
  static final int HATCH_SPACING_PX = 12;
  /** The veil mutes the summary under the hatching: it still shows where something ran, not what. */
  static final int VEIL_ALPHA = 120;
  static final String LABEL = "summary only: zoom in, or wait for the overview";

  private CoarsePainter() {}

  static void paint(Graphics2D g, PaintContext ctx, RenderModel.Coarse coarse, Rectangle clip) {
    ActivityRaster patch = coarse.patch();
    Color bg = ctx.theme().background();
    eachBand(g, coarse.spans(), clip, ctx::x, (g2, band) -> {
      if (patch != null) {
        ScenePainter.paintBackground(g2, ctx, band);
        ActivityPainter.paint(g2, ctx, patch, band);
        ActivityPainter.paintDensity(g2, ctx, patch, band);
      } else {
        veil(g2, band, bg);
        label(g2, ctx, band);
      }
    });
  }

  private static int bandStart(DoubleUnaryOperator x, TimeBox span, Rectangle visible) {
    return Math.max(visible.x, (int) Math.floor(x.applyAsDouble(span.earliest())));
  }

  private static int bandEnd(DoubleUnaryOperator x, TimeBox span, Rectangle visible) {
    return Math.min(visible.x + visible.width, (int) Math.ceil(x.applyAsDouble(span.latest())) + 1);
  }

  /** Runs {@code draw} clipped to each span's band of pixel columns within {@code visible}. */
  private static void eachBand(Graphics2D g, List<TimeBox> spans, Rectangle visible, DoubleUnaryOperator x,
      BiConsumer<Graphics2D, Rectangle> draw) {
    for (TimeBox span : spans) {
      int x0 = bandStart(x, span, visible);
      int x1 = bandEnd(x, span, visible);
      if (x1 <= x0) {
        continue;
      }
      Rectangle band = new Rectangle(x0, visible.y, x1 - x0, visible.height);
      Graphics2D g2 = (Graphics2D) g.create();
      try {
        g2.clip(band);
        draw.accept(g2, band);
      } finally {
        g2.dispose();
      }
    }
  }

  private static void veil(Graphics2D g, Rectangle band, Color background) {
    g.setColor(new Color(background.getRed(), background.getGreen(), background.getBlue(), VEIL_ALPHA));
    g.fill(band);
    hatch(g, band);
  }

  /** The label at the top of the band, when the band has room for it. */
  private static void label(Graphics2D g, PaintContext ctx, Rectangle band) {
    java.awt.FontMetrics fm = g.getFontMetrics();
    int w = fm.stringWidth(LABEL) + 8;
    if (w > band.width || band.height < fm.getHeight() + 4) {
      return;
    }
    int x = band.x + (band.width - w) / 2;
    g.setColor(ctx.theme().background());
    g.fillRect(x, band.y + 2, w, fm.getHeight() + 2);
    g.setColor(ctx.theme().text());
    g.drawString(LABEL, x + 4, band.y + 3 + fm.getAscent());
  }

  /**
   * Veils and hatches {@code spans} on any strip drawn on {@code scale} (the preview's profile, made
   * from a coarse whole-run read until the overview is kept), without a label.
   */
  public static void paintVeiled(Graphics2D g, TimeScale scale, Color background, List<TimeBox> spans,
      Rectangle visible) {
    eachBand(g, spans, visible, t -> scale.column(t), (g2, band) -> veil(g2, band, background));
  }

  private static void hatch(Graphics2D g, Rectangle band) {
    g.setColor(HATCH);
    g.setStroke(new BasicStroke(1f));
    // aligned to the canvas, not the band, so the pattern stays put while the view pans
    int first = Math.floorDiv(band.x - band.height, HATCH_SPACING_PX) * HATCH_SPACING_PX;
    for (int d = first; d < band.x + band.width; d += HATCH_SPACING_PX) {
      g.drawLine(d, band.y + band.height, d + band.height, band.y);
    }
  }
}
