package org.leapshot.app.export;

import java.util.Arrays;
import java.util.Comparator;
import org.leapshot.app.canvas.RowOrder;
import org.leapshot.app.canvas.RowSelection;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The line-ID map a picture lays its rows out by: one row per picture row of a {@link RowSelection},
 * keyed and labelled by its first timeline (so merged rows read "first member").
 */
final class PictureRows {
  private PictureRows() {}

  static LineIdMap layoutMap(LineIdMap map, RowSelection rows) {
    int n = rows.pictureRows(map.rowCount());
    if (rows.first() == 0 && rows.linesPerRow() == 1 && n == map.rowCount()) {
      return map;
    }
    RowOrder order = RowOrder.of(map);
    Integer[] firsts = new Integer[n];
    for (int p = 0; p < n; p++) {
      firsts[p] = order.mapRowAt(rows.first() + p * rows.linesPerRow());
    }
    Arrays.sort(firsts, Comparator.comparingInt(map::lineId));
    int[] lineIds = new int[n];
    int[][] values = new int[n][];
    for (int i = 0; i < n; i++) {
      lineIds[i] = map.lineId(firsts[i]);
      values[i] = map.values(firsts[i]);
    }
    return new LineIdMap(map.title(), map.columnLabels(), lineIds, values, map.methodIds());
  }
}
