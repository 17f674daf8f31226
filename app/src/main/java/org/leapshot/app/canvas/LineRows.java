package org.leapshot.app.canvas;

import java.util.Arrays;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Which picture row each timeline (line ID) is drawn in, as {@link RenderModelBuilder} finds it: a
 * table by line ID where the map's IDs are dense enough, else the map's own search. Every drawable
 * asks, and a binary search each was a tenth of the first picture's time on 16 384 timelines.
 */
final class LineRows {
  /** Line IDs may spread this many times the row count before the table gives way to the map's search. */
  private static final int TABLE_SPREAD = 4;
  private final LineIdMap map;
  private final RowPlan plan;
  private final int[] rowByLine;
  private final int firstLine;

  LineRows(LineIdMap map, RowPlan plan) {
    this.map = map;
    this.plan = plan;
    int rows = map.rowCount();
    long span = rows == 0 ? Long.MAX_VALUE : (long) map.lineId(rows - 1) - map.lineId(0) + 1;
    if (span <= (long) TABLE_SPREAD * rows + 4096) {
      firstLine = map.lineId(0);
      rowByLine = new int[(int) span];
      Arrays.fill(rowByLine, -1);
      for (int r = 0; r < rows; r++) {
        rowByLine[map.lineId(r) - firstLine] = plan.pictureRowOf(r);
      }
    } else {
      firstLine = 0;
      rowByLine = null;
    }
  }

  /** The picture row of a timeline, or -1 when it is not drawn. */
  int rowOf(int lineId) {
    if (rowByLine != null) {
      long i = (long) lineId - firstLine;
      return i >= 0 && i < rowByLine.length ? rowByLine[(int) i] : -1;
    }
    int r = map.rowOf(lineId);
    return r >= 0 ? plan.pictureRowOf(r) : -1;
  }

  int rowCount() {
    return plan.rowCount();
  }

  String title() {
    return map.title();
  }
}
