package org.leapshot.app.popup;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel.ArrowItem;
import org.leapshot.app.canvas.RenderModel.EventItem;
import org.leapshot.app.canvas.RenderModel.ShadowItem;
import org.leapshot.app.canvas.RenderModel.StateItem;
import org.leapshot.app.canvas.ShadowPainter;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategoryWeight;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoFormatter;
import org.leapshot.app.rows.TimelineTree;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;

/**
 * The text of an info box: title (category name), topology, start, end, duration in readable
 * units, each vertex with its timeline label, and the info text from the category's label (split
 * at {@code \n}). For shadows: how many real drawables they summarise and each category's share.
 */
public final class InfoText {
  /** Longer names of a preview's shares overflow their column rather than widen the box past the screen. */
  static final int SHARE_NAME_MAX = 48;

  private InfoText() {}

  /** The title line and the body of an info box. */
  public record Text(String title, int categoryIndex, String body) {
    public String full() {
      return title + "\n" + body;
    }
  }

  public static Text of(Object item, PaintContext ctx) {
    Map<Integer, Category> cats = ctx.categories();
    TimelineTree map = ctx.rows().plan().tree();
    if (item instanceof StateItem s) {
      return primitive(s.primitive(), s.owner(), s.merged(), cats, map);
    }
    if (item instanceof ArrowItem a) {
      return a.isPreview() ? shadow(a.shadow(), null, cats, map) : primitive(a.primitive(), a.owner(), 1, cats, map);
    }
    if (item instanceof EventItem e) {
      return e.shadow() != null ? shadow(e.shadow(), null, cats, map) : primitive(e.primitive(), e.owner(), 1, cats, map);
    }
    if (item instanceof ShadowItem s) {
      return shadow(s.shadow(), ShadowPainter.shares(ctx, s), cats, map);
    }
    return new Text("Nothing here", Integer.MIN_VALUE, "");
  }

  static Text primitive(Primitive p, Drawable owner, int merged, Map<Integer, Category> cats, TimelineTree map) {
    Category c = cats.get(p.categoryIndex());
    String name = c != null ? c.name() : "Undefined category " + p.categoryIndex();
    List<String> lines = new ArrayList<>();
    String topo = c != null ? c.topology().displayName() : (p.vertexCount() == 1 ? "Event" : "State");
    lines.add("Topology: " + topo);
    if (p.vertexCount() > 1) {
      lines.add("Start:    " + TimeUnits.exact(p.start()));
      lines.add("End:      " + TimeUnits.exact(p.end()));
      lines.add("Duration: " + TimeUnits.duration(p.duration()));
    }
    for (int i = 0; i < p.vertexCount(); i++) {
      String role = p.vertexCount() == 2 && "Arrow".equals(topo) ? (i == 0 ? " (send)" : " (receive)") : "";
      lines.add("[" + i + "] time = " + TimeUnits.exact(p.time(i)) + ", " + timeline(map, p.lineId(i)) + role);
    }
    if (c != null && (!c.label().isEmpty() || p.infoLength() > 0)) {
      List<String> info = InfoFormatter.popupLines(c.label(), p.info());
      lines.addAll(info);
      if ("Arrow".equals(topo)) {
        MessageRate.line(info, p.duration()).ifPresent(lines::add);
      }
    }
    if (owner instanceof Composite comp && owner != p) {
      Category cc = cats.get(comp.categoryIndex());
      lines.add("Part of composite " + (cc != null ? cc.name() : "#" + comp.categoryIndex()) + " ("
          + comp.primitives().size() + " primitives)");
      if (cc != null && (!cc.label().isEmpty() || comp.infoLength() > 0)) {
        lines.addAll(InfoFormatter.popupLines(cc.label(), comp.info()));
      }
    }
    if (merged > 1) {
      lines.add("Drawn together with " + (merged - 1) + " more states narrower than a pixel; zoom in to separate them.");
    }
    return new Text(name, p.categoryIndex(), String.join("\n", lines));
  }

  static Text shadow(Shadow s, List<ShadowPainter.Share> shares, Map<Integer, Category> cats, TimelineTree map) {
    String kind = "Preview " + s.topology().displayName();
    List<String> lines = new ArrayList<>();
    lines.add("Summarises " + s.realCount() + " real " + s.topology().displayName().toLowerCase(Locale.ROOT)
        + (s.realCount() == 1 ? "" : "s") + " (zoom in to see them)");
    lines.add("Start:    " + TimeUnits.exact(s.start()));
    lines.add("End:      " + TimeUnits.exact(s.end()));
    lines.add("Duration: " + TimeUnits.duration(s.end() - s.start()));
    if (s.vertexCount() == 2 && s.lineId(0) != s.lineId(1)) {
      lines.add("From " + timeline(map, s.lineId(0)) + " to " + timeline(map, s.lineId(1)));
    } else {
      lines.add("On " + timeline(map, s.lineId(0)));
    }
    lines.add("Category shares (exclusive / inclusive time, count):");
    List<CategoryWeight> weights = new ArrayList<>(s.weights());
    weights.sort((a, b) -> Float.compare(b.exclusiveRatio(), a.exclusiveRatio()));
    // The names' column is as wide as the longest name (wrf's "MODULE_BIG_STEP_UTILITIES_EM::CALC_CQ"
    // pushed its shares out of line with the others'), up to a width that still fits the box.
    int width = 16;
    for (CategoryWeight w : weights) {
      width = Math.max(width, Math.min(SHARE_NAME_MAX, categoryName(cats, w.categoryIndex()).length()));
    }
    for (CategoryWeight w : weights) {
      Category c = cats.get(w.categoryIndex());
      lines.add(String.format(Locale.ROOT, "  %-" + width + "s %s / %s, %d%s", categoryName(cats, w.categoryIndex()),
          share(w.exclusiveRatio()), share(w.inclusiveRatio()), w.count(), c != null && !c.visible() ? " (hidden)" : ""));
    }
    int catForColour = shares != null && !shares.isEmpty() ? shares.get(0).categoryIndex() : s.categoryIndex();
    return new Text(kind, catForColour, String.join("\n", lines));
  }

  private static String categoryName(Map<Integer, Category> cats, int index) {
    Category c = cats.get(index);
    return c != null ? c.name() : "#" + index;
  }

  /** A ratio as "  42.0 %", or a dash where the file has none (events take no time: their ratio is NaN). */
  static String share(float ratio) {
    return Float.isNaN(ratio) ? "     – " : String.format(Locale.ROOT, "%6.1f %%", 100 * ratio);
  }

  /**
   * The timeline's name where the trace gives it one, then its map values in brackets ("kn1.eth /
   * MPI Rank 0 / Master thread (node = 0, process = 0, thread = 0, line ID = 0)"); else the values.
   */
  static String timeline(TimelineTree tree, int lineId) {
    String values = timeline(tree.map(), lineId);
    int row = tree.map().rowOf(lineId);
    int leaf = row < 0 ? -1 : tree.leafOf(row);
    return leaf >= 0 && tree.isNamed(leaf) ? tree.label(leaf) + " (" + values + ")" : values;
  }

  /**
   * "LineID = 2", or "node = 609, core = 5, line ID = 9749" for multi-column maps: the line ID is
   * the rank, which the user finds timelines by and which such a map's values do not show.
   */
  static String timeline(LineIdMap map, int lineId) {
    int row = map.rowOf(lineId);
    if (row < 0) {
      return "line ID = " + lineId;
    }
    int[] values = map.values(row);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < values.length; i++) {
      sb.append(i > 0 ? ", " : "").append(i < map.columnLabels().size() ? map.columnLabels().get(i) : "value")
          .append(" = ").append(values[i]);
    }
    boolean showsId = values.length == 1 && values[0] == lineId;
    return sb.length() == 0 ? "line ID = " + lineId : showsId ? sb.toString() : sb + ", line ID = " + lineId;
  }
}
