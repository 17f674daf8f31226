package org.leapshot.app.canvas;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.leapshot.app.canvas.RenderModel.ShadowItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategoryWeight;

/**
 * Paints state shadows (previews) as stacked horizontal strips, one per visible category, each as
 * tall as that category's share of the summarised time (exclusive ratio; inclusive when no
 * exclusive time was recorded), largest at the bottom. A dashed outline marks the box as a preview
 * rather than a real state.
 */
public final class ShadowPainter {
  private ShadowPainter() {}

  /** One strip of a shadow: a category and its share (0..1) of the box height. */
  public record Share(int categoryIndex, double fraction, long count) {}

  public static void paint(Graphics2D g, PaintContext ctx, List<ShadowItem> shadows, Rectangle clip) {
    for (ShadowItem s : shadows) {
      if (!StatePainter.visible(ctx, s.start(), s.end(), s.row(), clip)) {
        continue;
      }
      List<Share> shares = shares(ctx, s);
      if (shares.isEmpty()) {
        continue;
      }
      Rectangle2D.Double box = ctx.stateBox(s.start(), s.end(), s.row(), s.depth());
      // Whole pixels: integer fills take Java2D's fast path.
      int x0 = (int) Math.floor(box.x);
      int w = Math.max(1, (int) Math.ceil(box.x + box.width) - x0);
      double y = box.y + box.height;
      for (Share share : shares) {
        double h = box.height * share.fraction();
        int top = (int) Math.round(y - h);
        int bottom = (int) Math.round(y);
        g.setColor(ctx.fill(share.categoryIndex()));
        g.fillRect(x0, top, w, bottom - top);
        y -= h;
      }
      if (box.width >= 5) {
        g.setColor(ArrowPainter.mix(ctx.theme().shadowEdge(), ctx.theme().background(), 0));
        dashedOutline(g, x0, (int) Math.round(box.y), w, (int) Math.round(box.height));
      }
    }
  }

  /**
   * A 3-on-2-off dashed outline from integer fills: Java2D's dashed strokes cost more than all the
   * strips of a shadow together.
   */
  static void dashedOutline(Graphics2D g, int x, int y, int w, int h) {
    Rectangle clip = g.getClipBounds();
    int from = clip == null ? x : Math.max(x, clip.x - 5);
    int to = clip == null ? x + w : Math.min(x + w, clip.x + clip.width + 5);
    for (int i = from - Math.floorMod(from - x, 5); i < to; i += 5) {
      int len = Math.min(3, x + w - i);
      g.fillRect(i, y, len, 1);
      g.fillRect(i, y + h - 1, len, 1);
    }
    for (int j = y; j < y + h; j += 5) {
      int len = Math.min(3, y + h - j);
      g.fillRect(x, j, 1, len);
      g.fillRect(x + w - 1, j, 1, len);
    }
  }

  /** The visible categories of a shadow with their shares of its height, largest first; shares sum to 1. */
  public static List<Share> shares(PaintContext ctx, ShadowItem s) {
    List<CategoryWeight> visible = new ArrayList<>();
    double excl = 0;
    double incl = 0;
    for (CategoryWeight w : s.shadow().weights()) {
      Category c = ctx.categories().get(w.categoryIndex());
      if (c != null && !c.visible()) {
        continue;
      }
      visible.add(w);
      excl += positive(w.exclusiveRatio());
      incl += positive(w.inclusiveRatio());
    }
    boolean useExcl = excl > 0;
    double total = useExcl ? excl : incl;
    List<Share> shares = new ArrayList<>();
    for (CategoryWeight w : visible) {
      double v = positive(useExcl ? w.exclusiveRatio() : w.inclusiveRatio());
      double f = total > 0 ? v / total : 1.0 / visible.size();
      if (f > 0) {
        shares.add(new Share(w.categoryIndex(), f, w.count()));
      }
    }
    shares.sort(Comparator.comparingDouble(Share::fraction).reversed());
    return shares;
  }

  private static double positive(float v) {
    return Float.isFinite(v) && v > 0 ? v : 0;
  }
}
