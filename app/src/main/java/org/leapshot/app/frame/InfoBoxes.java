package org.leapshot.app.frame;

import java.awt.Component;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.util.Optional;
import javax.swing.Icon;
import javax.swing.SwingUtilities;
import org.leapshot.app.canvas.CanvasListener;
import org.leapshot.app.canvas.CellChoice;
import org.leapshot.app.canvas.DrawnCell;
import org.leapshot.app.canvas.DamagePainter;
import org.leapshot.app.canvas.Hit;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.legend.SwatchIcon;
import org.leapshot.app.legend.TopologyIcon;
import org.leapshot.app.popup.InfoPopup;
import org.leapshot.app.popup.InfoText;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.trace.DamagedNode;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;

/**
 * What the canvas's clicks and hovering show: a click opens the info box of the drawable hit, or of
 * the unreadable node under a click on a hatched part, beside what it describes (one box at a
 * time); hovering puts the time and the item or unreadable node into the status bar. A box closes
 * when no timeline of its drawable is shown any more (filtered away or hidden): it stayed over
 * other timelines, describing something no longer in the view. A click on a pixel the level of
 * detail draws says at once what is drawn there, then what the {@link CellLookup} read there. EDT only.
 */
final class InfoBoxes implements CanvasListener {
  private final Component owner;
  private final TimelineCanvas canvas;
  private final ViewState view;
  private final StatusBar status;
  private final TraceProblems problems;
  private final CellLookup lookup;
  private InfoPopup popup;
  /** The line IDs the open box's drawable lies on; empty when it is not tied to timelines. */
  private int[] lineIds = new int[0];

  InfoBoxes(Component owner, TimelineCanvas canvas, ViewState view, StatusBar status, TraceProblems problems,
      CellLookup lookup) {
    this.owner = owner;
    this.lookup = lookup;
    this.canvas = canvas;
    this.view = view;
    this.status = status;
    this.problems = problems;
    // each change of the rows (filter, hide, another map) is followed by a model for the new rows
    canvas.addPropertyChangeListener("model", e -> closeWhenTimelinesGone());
  }

  @Override
  public void clicked(Hit hit, Point screen) {
    close();
    canvas.setHighlight(hit);
    if (hit == null) {
      showDamage(screen);
      return;
    }
    PaintContext ctx = canvas.paintContext();
    DrawnCell cell = hit.item() instanceof DrawnCell c ? c : null;
    InfoText.Text text = cell != null ? CellInfo.drawn(cell, ctx, true) : InfoText.of(hit.item(), ctx);
    Rectangle2D b = hit.bounds();
    Point origin = new Point(0, 0);
    SwingUtilities.convertPointToScreen(origin, canvas);
    Rectangle visible = canvas.getVisibleRect();
    double top = Math.max(b.getMinY(), visible.y);
    double bottom = Math.min(b.getMaxY(), visible.y + visible.height);
    Rectangle2D onScreen = new Rectangle2D.Double(origin.x + b.getX(), origin.y + top, b.getWidth(), bottom - top);
    open(text, icon(ctx, text.categoryIndex()), onScreen, screen);
    lineIds = lineIdsOf(hit.item());
    if (cell != null) {
      lookUp(cell, hit.timeSec(), onScreen, screen);
    }
  }

  /** Reads the real state under a drawn cell in the background and shows it in the box still open for it. */
  private void lookUp(DrawnCell cell, double timeSec, Rectangle2D onScreen, Point screen) {
    InfoPopup shown = popup;
    lookup.lookUp(cell, canvas.paintContext().categories(), (Optional<CellChoice.Choice> choice) -> {
      if (popup != shown) {
        return; // closed, or another click opened another box
      }
      PaintContext ctx = canvas.paintContext();
      InfoText.Text text = choice.map(c -> CellInfo.found(cell, c, ctx)).orElseGet(() -> CellInfo.drawn(cell, ctx,
          false));
      choice.ifPresent(c -> {
        RenderModel.StateItem item = CellInfo.item(cell, c);
        canvas.setHighlight(new Hit(item, ctx.stateBox(item.start(), item.end(), item.row(), item.depth()), timeSec));
      });
      shown.show(text, icon(ctx, text.categoryIndex()), onScreen, screen, closer(shown));
    }, e -> {
      if (popup == shown) {
        PaintContext ctx = canvas.paintContext();
        InfoText.Text drawn = CellInfo.drawn(cell, ctx, false);
        shown.show(new InfoText.Text(drawn.title(), drawn.categoryIndex(), drawn.body() + "\n(" + e.getMessage() + ")"),
            icon(ctx, drawn.categoryIndex()), onScreen, screen, closer(shown));
      }
    });
  }

  /** Closes the box when none of its drawable's timelines is among the rows shown now. */
  private void closeWhenTimelinesGone() {
    if (popup != null && lineIds.length > 0 && !anyShown(canvas.rows().plan(), lineIds)) {
      close();
    }
  }

  static boolean anyShown(RowPlan plan, int[] lineIds) {
    for (int id : lineIds) {
      int mapRow = plan.map().rowOf(id);
      if (mapRow >= 0 && plan.pictureRowOf(mapRow) >= 0) {
        return true;
      }
    }
    return false;
  }

  /** The timelines a clicked item lies on: its primitive's or shadow's vertices' line IDs. */
  static int[] lineIdsOf(Object item) {
    Primitive p = null;
    Shadow s = null;
    if (item instanceof DrawnCell cell) {
      return cell.lineIds().clone();
    }
    if (item instanceof RenderModel.StateItem st) {
      p = st.primitive();
    } else if (item instanceof RenderModel.ShadowItem sh) {
      s = sh.shadow();
    } else if (item instanceof RenderModel.ArrowItem a) {
      p = a.primitive();
      s = a.shadow();
    } else if (item instanceof RenderModel.EventItem ev) {
      p = ev.primitive();
      s = ev.shadow();
    }
    int n = p != null ? p.vertexCount() : s != null ? s.vertexCount() : 0;
    int[] ids = new int[n];
    for (int i = 0; i < n; i++) {
      ids[i] = p != null ? p.lineId(i) : s.lineId(i);
    }
    return ids;
  }

  /**
   * The category as the legend shows it: a box for a state, a line or a pin for an arrow or an event
   * in the colour they are drawn with (a white message arrow is drawn grey on a light background,
   * and a white square named it "message" beside a grey arrow).
   */
  static Icon icon(PaintContext ctx, int categoryIndex) {
    Category c = ctx.categories().get(categoryIndex);
    if (c == null) {
      return new SwatchIcon(ctx.fill(categoryIndex), 14);
    }
    return new TopologyIcon(c.topology(), ctx.fill(categoryIndex), ctx.stroke(categoryIndex), 22, 14);
  }

  /** A click on an unreadable (hatched) part opens a box naming the node, its block and the error. */
  private void showDamage(Point screen) {
    Point p = new Point(screen);
    SwingUtilities.convertPointFromScreen(p, canvas);
    DamagedNode d = problems.at(canvas.scale().time(p.x));
    if (d == null) {
      return;
    }
    Rectangle band = DamagePainter.columns(canvas.scale(), d, canvas.getVisibleRect());
    Point origin = new Point(band.x, band.y);
    SwingUtilities.convertPointToScreen(origin, canvas);
    open(TraceProblems.describe(d), new SwatchIcon(DamagePainter.HATCH, 14),
        new Rectangle2D.Double(origin.x, origin.y, band.width, band.height), screen);
  }

  private void open(InfoText.Text text, Icon icon, Rectangle2D onScreen, Point screen) {
    lineIds = new int[0];
    popup = new InfoPopup(SwingUtilities.getWindowAncestor(owner));
    popup.show(text, icon, onScreen, screen, closer(popup));
  }

  /** What closing {@code shown} does: forgets it and unmarks its drawable, unless another box replaced it. */
  private Runnable closer(InfoPopup shown) {
    return () -> {
      if (popup == shown) {
        popup = null;
        canvas.setHighlight(null);
      }
    };
  }

  /**
   * Closes the open info box, if any, and unmarks what it described (Esc on the canvas closed the
   * box but left its drawable outlined, as if still selected), or the match Find outlined without
   * a box.
   */
  void close() {
    lookup.cancel();
    InfoPopup p = popup;
    popup = null;
    if (p != null) {
      p.dispose();
    }
    canvas.setHighlight(null);
  }

  /** The trace is being closed: no lookup may read it any more. */
  void stopLookups() {
    lookup.close();
  }

  @Override
  public void hovered(double timeSec, Hit hit) {
    if (Double.isNaN(timeSec)) {
      status.setTime("");
      status.setItem("");
      return;
    }
    status.setTime("t = " + TimeUnits.time(timeSec, view.window().widthSec() / 10_000));
    if (hit == null) {
      DamagedNode d = problems.at(timeSec);
      status.setItem(d == null ? "" : d.summary() + ": " + TraceProblems.oneLine(d.problem()));
      return;
    }
    if (hit.item() instanceof DrawnCell cell) {
      status.setItem(CellInfo.status(cell, canvas.paintContext()));
      return;
    }
    InfoText.Text text = InfoText.of(hit.item(), canvas.paintContext());
    String firstLine = text.body().lines().filter(l -> l.startsWith("Duration")).findFirst().orElse("");
    status.setItem(text.title() + (firstLine.isEmpty() ? "" : "  ·  " + firstLine.replaceAll("\\s+", " ")));
  }
}
