package org.leapshot.app.export;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.legend.NameElision;
import org.leapshot.app.legend.TopologyIcon;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * The categories a picture shows, the most of it first: what the legend column of an exported
 * picture lists. A trace of hundreds of categories (wrf: 572) cannot list them all beside a
 * picture, and listing them by index put the few that fill the picture anywhere or nowhere.
 *
 * <p>A category's weight is the room it takes: the raster cells it shows in (the level of
 * detail's picture and its patch over coarse spans), the pixel columns of the states drawn as
 * items without a raster (the exact drawing), the preview boxes' shares of their width (stacked
 * shares); arrows and events count one each, so they are listed when present but after the
 * states that fill the picture. Hidden and preview categories are never listed.
 */
final class PictureLegend {
  static final int LINE_PX = 20;
  /** The part of a cell a frame around its state shows in: a band above and below, less than the state. */
  static final double FRAME_SHARE = 0.5;
  private static final int TOP_PX = 8;
  private static final int NAME_X = 42;

  private PictureLegend() {}

  /**
   * Paints the legend column, {@code widthPx × heightPx}: the categories {@link #of} lists, as many
   * as fit, names fitted to the column ({@link NameElision}: families of long names keep what
   * tells them apart); a last line says how many more the picture holds.
   */
  static void paint(Graphics2D g, PaintContext ctx, List<Category> shown, Font font, int widthPx, int heightPx) {
    g.setFont(font);
    FontMetrics fm = g.getFontMetrics();
    int lines = Math.max(1, (heightPx - TOP_PX) / LINE_PX);
    int listed = shown.size() <= lines ? shown.size() : lines - 1;
    List<String> names = new ArrayList<>();
    for (Category c : shown) {
      names.add(c.name());
    }
    Map<String, Integer> differs = NameElision.differences(names);
    int room = widthPx - NAME_X - 4;
    int y = TOP_PX;
    for (int i = 0; i < listed; i++) {
      Category c = shown.get(i);
      new TopologyIcon(c.topology(), ctx.fill(c.index()), ctx.stroke(c.index()), 24, 14).paintIcon(null, g, 10, y);
      g.setColor(ctx.theme().text());
      String name = NameElision.fit(c.name(), differs.getOrDefault(c.name(), 0), fm::stringWidth, room);
      g.drawString(name, NAME_X, y + 7 + fm.getAscent() / 2 - 1);
      y += LINE_PX;
    }
    if (listed < shown.size()) {
      g.setColor(ctx.theme().text());
      g.drawString("+ " + (shown.size() - listed) + " more", NAME_X, y + 7 + fm.getAscent() / 2 - 1);
    }
  }

  /**
   * The visible categories drawn in {@code model} over {@code widthPx} columns, heaviest first (ties
   * by index), with {@code arrowsElsewhere}: arrows by category drawn outside the model (the exact
   * PNG's arrow layer), each weighing as one in the model.
   */
  static List<Category> of(RenderModel model, Map<Integer, Category> categories, int widthPx,
      Map<Integer, Integer> arrowsElsewhere) {
    Map<Integer, Double> weight = new HashMap<>();
    arrowsElsewhere.forEach((category, n) -> weight.merge(category, (double) n, Double::sum));
    ActivityRaster raster = model.activity();
    if (raster != null) {
      addCells(raster, weight);
    } else {
      double secPerPx = Math.max(Double.MIN_VALUE, (model.endSec() - model.startSec()) / Math.max(1, widthPx));
      for (RenderModel.StateItem s : model.states()) {
        weight.merge(s.categoryIndex(), columns(s.start(), s.end(), model, secPerPx), Double::sum);
      }
      for (RenderModel.ShadowItem s : model.shadowStates()) {
        Shadow shadow = s.shadow();
        double width = columns(s.start(), s.end(), model, secPerPx);
        for (int k = 0; k < shadow.weightCount(); k++) {
          weight.merge(shadow.weightCategory(k), width * shadow.inclusiveRatio(k), Double::sum);
        }
      }
    }
    if (model.coarse().patch() != null) {
      addCells(model.coarse().patch(), weight);
    }
    for (RenderModel.ArrowItem a : model.arrows()) {
      weight.merge(a.categoryIndex(), 1.0, Double::sum);
    }
    for (RenderModel.EventItem e : model.events()) {
      weight.merge(e.categoryIndex(), 1.0, Double::sum);
    }
    List<Category> shown = new ArrayList<>();
    for (Map.Entry<Integer, Double> e : weight.entrySet()) {
      Category c = categories.get(e.getKey());
      if (c != null && !c.isPreview() && c.visible() && e.getValue() > 0) {
        shown.add(c);
      }
    }
    shown.sort(Comparator.comparingDouble((Category c) -> -weight.get(c.index())).thenComparingInt(Category::index));
    return shown;
  }

  private static void addCells(ActivityRaster raster, Map<Integer, Double> weight) {
    for (int row = 0; row < raster.rowCount(); row++) {
      int runs = raster.runCount(row);
      for (int i = 0; i < runs; i++) {
        int category = raster.run(row, i, 1);
        if (category == ActivityRaster.NONE) {
          continue;
        }
        int end = i + 1 < runs ? raster.run(row, i + 1, 0) : raster.width();
        double cells = end - raster.run(row, i, 0);
        weight.merge(category, cells, Double::sum);
        // The frame, the outermost state around the cell's, is drawn as a band around it (r16384's
        // Solver around each rank's compute and MPI calls): it was in the picture but not the legend.
        int frame = raster.run(row, i, 2);
        if (frame != ActivityRaster.NONE && frame != category) {
          weight.merge(frame, cells * FRAME_SHARE, Double::sum);
        }
      }
    }
  }

  /** Pixel columns of {@code [start, end]} inside the model's window, at least a sliver for a thin state. */
  private static double columns(double start, double end, RenderModel model, double secPerPx) {
    double from = Math.max(start, model.startSec());
    double to = Math.min(end, model.endSec());
    return Math.max(to - from, 0) / secPerPx + 1e-3;
  }
}
