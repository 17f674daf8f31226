package org.leapshot.app.canvas;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Stroke;
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
  private static final Stroke DASH =
      new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {3f, 2f}, 0f);

  private ShadowPainter() {}

  /** One strip of a shadow: a category and its share (0..1) of the box height. */
  public record Share(int categoryIndex, double fraction, long count) {}

  public static void paint(Graphics2D g, PaintContext ctx, List<ShadowItem> shadows, Rectangle clip) {
    Stroke old = g.getStroke();
    for (ShadowItem s : shadows) {
      if (!StatePainter.visible(ctx, s.start(), s.end(), s.row(), clip)) {
        continue;
      }
      List<Share> shares = shares(ctx, s);
      if (shares.isEmpty()) {
        continue;
      }
      Rectangle2D.Double box = ctx.stateBox(s.start(), s.end(), s.row(), s.depth());
      double y = box.y + box.height;
      for (Share share : shares) {
        double h = box.height * share.fraction();
        g.setColor(ctx.fill(share.categoryIndex()));
        g.fill(new Rectangle2D.Double(box.x, y - h, box.width, h));
        y -= h;
      }
      if (box.width >= 5) {
        g.setStroke(DASH);
        g.setColor(ctx.theme().shadowEdge());
        g.draw(new Rectangle2D.Double(box.x + 0.5, box.y + 0.5, box.width - 1, box.height - 1));
        g.setStroke(old);
      }
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
