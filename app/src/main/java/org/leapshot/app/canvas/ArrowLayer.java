package org.leapshot.app.canvas;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.app.canvas.RenderModel.ArrowItem;
import org.leapshot.app.canvas.RenderModel.EventItem;

/**
 * The exact PNG's arrows, however many: kept as items while few, and once they are so many that the
 * scene painter would draw them faded and without anti-aliasing (more than a quarter of the width
 * and at least {@link #ALIASED_LINES}), drawn as they come, in drawing order, into a transparent
 * picture of the canvas. Opaque colours without anti-aliasing leave each pixel either untouched or
 * opaque, so laying that picture over the states gives the pixels drawing the arrows there would;
 * the events, painted over the arrows, follow it ({@link #paintOnto}).
 */
public final class ArrowLayer implements ArrowSink {
  /** From this many arrows and events on, the scene painter draws lines without anti-aliasing. */
  static final int ALIASED_LINES = 600;
  /** Arrows drawn at a time once drawing. */
  private static final int BATCH = 4096;
  private final int deviceWidth;
  private final int deviceHeight;
  private final double scale;
  private final Rectangle canvas;
  private final PaintContext ctx;
  private final int threshold;
  private List<ArrowItem> items = new ArrayList<>();
  /** Arrows added, by category: a picture's legend lists those the layer drew as the model's. */
  private final Map<Integer, Integer> categoriesDrawn = new HashMap<>();
  private BufferedImage layer;
  private Graphics2D g;
  private List<EventItem> events = List.of();

  /**
   * @param canvas where the canvas lies in the picture, in logical pixels
   * @param ctx the canvas's geometry and styles, as the scene painter gets them
   */
  public ArrowLayer(int deviceWidth, int deviceHeight, double scale, Rectangle canvas, PaintContext ctx) {
    this.deviceWidth = deviceWidth;
    this.deviceHeight = deviceHeight;
    this.scale = scale;
    this.canvas = canvas;
    this.ctx = ctx;
    this.threshold = Math.max(ALIASED_LINES, ctx.scale().widthPx() / 4 + 1);
  }

  @Override
  public void add(double t0, int fromRow, double t1, int toRow, int categoryIndex) {
    items.add(new ArrowItem(t0, fromRow, t1, toRow, categoryIndex, null, null, null));
    categoriesDrawn.merge(categoryIndex, 1, Integer::sum);
    if (g == null && items.size() >= threshold) {
      layer = new BufferedImage(deviceWidth, deviceHeight, BufferedImage.TYPE_INT_ARGB);
      g = canvasGraphics(layer);
    }
    if (g != null && items.size() >= BATCH) {
      flush();
    }
  }

  private void flush() {
    ArrowPainter.paint(g, ctx, items, new Rectangle(0, 0, canvas.width, canvas.height), true);
    items = new ArrayList<>();
  }

  @Override
  public List<ArrowItem> kept() {
    return g == null ? items : List.of();
  }

  /** Arrows added so far by category (all of them, drawn here or kept). */
  public Map<Integer, Integer> categoriesDrawn() {
    return Map.copyOf(categoriesDrawn);
  }

  /** True when the arrows are drawn here, not kept in the model. */
  public boolean drawing() {
    return g != null;
  }

  /**
   * What the picture's painter paints under the layer: {@code model} itself, or, when the arrows are
   * drawn here, without its events, which {@link #paintOnto} paints over the arrows.
   */
  public RenderModel beneath(RenderModel model) {
    if (g == null) {
      return model;
    }
    events = model.events();
    return new RenderModel(model.startSec(), model.endSec(), model.builtSecPerPx(), model.mapTitle(), model.states(),
        model.shadowStates(), model.arrows(), List.of(), model.drawableCount(), model.activity(), model.coarse());
  }

  /** Lays the arrows, if drawn here, over {@code picture} (painted from {@link #beneath}), then the events on top. */
  public void paintOnto(BufferedImage picture) {
    if (g == null) {
      return;
    }
    flush();
    g.dispose();
    g = null;
    Graphics2D p = picture.createGraphics();
    try {
      p.drawImage(layer, 0, 0, null);
    } finally {
      p.dispose();
    }
    layer = null;
    Graphics2D e = canvasGraphics(picture);
    try {
      EventPainter.paintLevelOfDetail(e, ctx, events, new Rectangle(0, 0, canvas.width, canvas.height));
    } finally {
      e.dispose();
    }
  }

  /** Graphics on the canvas's part of {@code image}, as the picture's painter sets them up for lines. */
  private Graphics2D canvasGraphics(BufferedImage image) {
    Graphics2D whole = image.createGraphics();
    whole.scale(scale, scale);
    Graphics2D c = (Graphics2D) whole.create(canvas.x, canvas.y, canvas.width, canvas.height);
    whole.dispose();
    c.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    c.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
    return c;
  }
}
