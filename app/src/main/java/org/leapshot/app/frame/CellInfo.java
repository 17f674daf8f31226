package org.leapshot.app.frame;

import java.util.Map;
import org.leapshot.app.canvas.CellChoice;
import org.leapshot.app.canvas.DrawnCell;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.app.popup.InfoText;
import org.leapshot.slog2.model.Category;

/**
 * The info box's text for a click on a pixel the level of detail draws ({@link DrawnCell}): first
 * what is drawn there, at once (category, the row and its timelines, the pixel's time span), then,
 * once the background lookup has read the pixel's time, the real state it found, with how many of
 * the row's timelines show that category there. Vampir and Perfetto describe what the clicked
 * pixel shows; the summary of a subtree read under it described up to 27 views and other colours.
 */
final class CellInfo {
  static final String LOOKING = "Reading the real states here…";
  static final String NONE_FOUND = "No real state of this row's timelines was read in this pixel.";

  private CellInfo() {}

  /** What the pixel shows, before the lookup answers ({@code pending}) or when it found nothing. */
  static InfoText.Text drawn(DrawnCell cell, PaintContext ctx, boolean pending) {
    StringBuilder b = new StringBuilder();
    b.append("Drawn here: ").append(name(ctx.categories(), cell.category()))
        .append(" (innermost in this pixel; its states are narrower than a pixel)\n");
    b.append(span(cell, ctx)).append('\n');
    b.append("Row:        ").append(row(cell, ctx)).append('\n');
    b.append(pending ? LOOKING : NONE_FOUND);
    return new InfoText.Text(name(ctx.categories(), cell.category()), cell.category(), b.toString());
  }

  /** The real state the lookup chose, introduced by what it stands for in the row. */
  static InfoText.Text found(DrawnCell cell, CellChoice.Choice choice, PaintContext ctx) {
    RenderModel.StateItem item = item(cell, choice);
    InfoText.Text state = InfoText.of(item, ctx);
    StringBuilder b = new StringBuilder();
    String drawnName = name(ctx.categories(), cell.category());
    if (choice.state().categoryIndex() != cell.category()) {
      b.append("Drawn here: ").append(drawnName).append(", but no state of it was read in this pixel;\n")
          .append("the innermost state read here:\n");
    } else if (choice.timelines() > 1) {
      b.append(drawnName).append(" here on ").append(choice.timelinesWithCategory()).append(" of ")
          .append(choice.timelines()).append(" timelines in this row (").append(ctx.rows().plan().label(cell.row()))
          .append("); this is 1 of them:\n");
    }
    b.append(span(cell, ctx)).append('\n');
    b.append(state.body());
    return new InfoText.Text(state.title(), state.categoryIndex(), b.toString());
  }

  /** The chosen state as the canvas's item, drawn in the clicked row at the cell's depth (for the highlight). */
  static RenderModel.StateItem item(DrawnCell cell, CellChoice.Choice choice) {
    return new RenderModel.StateItem(choice.state().start(), choice.state().end(), cell.row(), cell.depth(),
        choice.state().categoryIndex(), choice.state(), choice.owner(), 1);
  }

  /** One status-bar line for a hovered cell. */
  static String status(DrawnCell cell, PaintContext ctx) {
    return name(ctx.categories(), cell.category()) + " (drawn)  ·  " + row(cell, ctx) + "  ·  click to read the state";
  }

  /**
   * The cell's time span: one column of the picture, which is wider than a pixel where the stored
   * overview's coarser picture is shown (25 µs, 8 px, on r16384 at 2.6 ms).
   */
  private static String span(DrawnCell cell, PaintContext ctx) {
    double sec = cell.toSec() - cell.fromSec();
    long px = Math.max(1, Math.round(sec / ctx.scale().secPerPx()));
    return "Cell:       " + TimeUnits.exact(cell.fromSec()) + " – " + TimeUnits.exact(cell.toSec()) + " ("
        + TimeUnits.duration(sec) + ", " + px + (px == 1 ? " pixel)" : " pixels)");
  }

  private static String row(DrawnCell cell, PaintContext ctx) {
    String label = ctx.rows().plan().label(cell.row());
    return cell.timelines() == 1 ? label : label + ", " + cell.timelines() + " timelines";
  }

  private static String name(Map<Integer, Category> categories, int index) {
    Category c = categories.get(index);
    return c != null ? c.name() : "Category " + index;
  }
}
