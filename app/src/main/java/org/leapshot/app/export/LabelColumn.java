package org.leapshot.app.export;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.leapshot.app.canvas.AxisColumns;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RowLayout;

/**
 * The picture's timeline labels, right-aligned in a column as wide as the widest label drawn: at
 * least {@link ViewExporter#AXIS_PX} (pictures whose labels fit it stay as they were), at most a
 * third of the picture, so that "node 0 (16)", Paje's "1 / 1 / 2 / 5 / 0" and OTF2's names read
 * whole and only longer labels are cut with "…". Left of them, the expanded groups' names as the
 * viewer shows them ({@link GroupLabels}), while the timelines keep {@link #LEAST_LEAVES} px.
 */
final class LabelColumn {
  static final Font FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 12).deriveFont(11f);
  /** Right of a label, and the least left of it. */
  private static final int RIGHT = 8;
  private static final int LEFT = 2;
  private static final int WIDENED = 2;
  /** Below this, the timelines' labels take the whole column and the group names are left out. */
  static final int LEAST_LEAVES = 60;
  /** Measured once, headless: the column's width must be known before the picture is drawn (it sizes the query). */
  private static final FontMetrics METRICS = metrics();

  private LabelColumn() {}

  /** The column's width for {@code rows} in a picture {@code pictureWidth} wide whose rows take {@code height}. */
  static int width(RowLayout rows, int pictureWidth, int height) {
    int leaves = leavesWidth(rows, METRICS, height);
    GroupLabels groups = GroupLabels.of(rows, METRICS, height);
    int with = column(leaves + groups.total(), pictureWidth);
    return fits(groups, with, leaves) ? with : column(leaves, pictureWidth);
  }

  /** Labels that fit today's column keep it; a widened one leaves the viewer's 4 px at the left edge. */
  private static int column(int need, int pictureWidth) {
    return need <= ViewExporter.AXIS_PX ? ViewExporter.AXIS_PX : Math.min(pictureWidth / 3, need + WIDENED);
  }

  /** Whether the group columns leave the timelines' labels their room in a column {@code width} wide. */
  private static boolean fits(GroupLabels groups, int width, int leaves) {
    return width - groups.total() >= Math.min(leaves, LEAST_LEAVES);
  }

  /** The group columns drawn in a column {@code width} wide: none when they would crowd out the timelines' labels. */
  static GroupLabels drawnGroups(RowLayout rows, FontMetrics fm, int width, int height) {
    GroupLabels all = GroupLabels.of(rows, fm, height);
    return fits(all, width, leavesWidth(rows, fm, height)) ? all : GroupLabels.NONE;
  }

  /** The width the timelines' labels drawn need, with their margins. */
  private static int leavesWidth(RowLayout rows, FontMetrics fm, int height) {
    List<String> drawn = new ArrayList<>();
    int every = every(rows, fm);
    for (int r = 0; r < rows.rowCount() && rows.top(r) < height; r += every) {
      drawn.add(rows.label(r));
    }
    return AxisColumns.widest(drawn, fm) + LEFT + RIGHT;
  }

  /** Draws the labels of {@code rows} into {@code g}, a column {@code width × height}. */
  static void paint(Graphics2D g, RowLayout rows, PaintContext ctx, int width, int height) {
    g.setFont(FONT);
    FontMetrics fm = g.getFontMetrics();
    GroupLabels groups = drawnGroups(rows, fm, width, height);
    groups.paint(g, rows, ctx, height);
    int every = every(rows, fm);
    int freeY = Integer.MIN_VALUE;
    for (int r = 0; r < rows.rowCount() && rows.top(r) < height; r += every) {
      String label = fitted(rows.label(r), fm, width - groups.total() - LEFT - RIGHT);
      // Kept inside the picture at both ends: rows of a pixel or two put the first label's top above it.
      int y = Math.max(fm.getAscent(), Math.min(height - fm.getDescent(), (int) rows.centerY(r) + fm.getAscent() / 2 - 1));
      if (y - fm.getAscent() < freeY) {
        continue; // the first label, pushed down, would print over this one
      }
      freeY = y + fm.getDescent();
      g.setColor(ctx.theme().mutedText());
      g.drawString(label, width - RIGHT - fm.stringWidth(label), y);
    }
  }

  /** Every how many rows a label is drawn: one a text line apart. */
  private static int every(RowLayout rows, FontMetrics fm) {
    return Math.max(1, (int) Math.ceil(fm.getHeight() / (double) rows.rowHeightPx()));
  }

  /**
   * A label short enough for the axis: without group sizes ("node 3"), then a merged row's first end
   * only, then its end after an ellipsis ("…1008 / 0"): drawn right-aligned, a longer label would be
   * cut at the picture's edge with nothing to say so.
   */
  static String fitted(String label, FontMetrics fm, int widthPx) {
    String s = label;
    if (fm.stringWidth(s) > widthPx) {
      s = s.replaceAll(" \\(\\d+\\)", "");
    }
    int range = s.indexOf('–');
    if (fm.stringWidth(s) > widthPx && range > 0) {
      s = s.substring(0, range).strip();
    }
    if (fm.stringWidth(s) <= widthPx) {
      return s;
    }
    String tail = s;
    do {
      tail = tail.substring(1);
    } while (!tail.isEmpty() && fm.stringWidth("…" + tail.stripLeading()) > widthPx);
    return "…" + tail.stripLeading();
  }

  private static FontMetrics metrics() {
    Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
    try {
      g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setFont(FONT);
      return g.getFontMetrics();
    } finally {
      g.dispose();
    }
  }
}
