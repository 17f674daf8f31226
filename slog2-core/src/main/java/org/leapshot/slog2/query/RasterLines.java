package org.leapshot.slog2.query;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;

/**
 * The timelines an {@link ActivityRasterBuilder} meets, by line ID, each with its row asked once:
 * IDs below {@link #DENSE} in arrays, others in maps. Looked up for every state, shadow and arrow
 * end; a boxed map look-up and a row search each were a seventh of computing the overview of
 * 16 384 timelines.
 */
final class RasterLines {
  private static final int DENSE = 1 << 20;
  /** What a timeline with no row is kept as, so that its row is not asked again. */
  private static final ActivityRasterBuilder.LineStates NO_ROW = new ActivityRasterBuilder.LineStates(-1);
  private final IntUnaryOperator rowOfLine;
  private final int rowCount;
  private ActivityRasterBuilder.LineStates[] dense = new ActivityRasterBuilder.LineStates[64];
  private final Map<Integer, ActivityRasterBuilder.LineStates> sparse = new HashMap<>();
  /** Per dense line ID: its row + 1, -1 for none, 0 until asked. */
  private int[] rowPlusOne = new int[64];

  RasterLines(IntUnaryOperator rowOfLine, int rowCount) {
    this.rowOfLine = rowOfLine;
    this.rowCount = rowCount;
  }

  /** The states of timeline {@code lineId}, or null when it has no row. */
  ActivityRasterBuilder.LineStates line(int lineId) {
    boolean isDense = lineId >= 0 && lineId < DENSE;
    ActivityRasterBuilder.LineStates l = isDense ? (lineId < dense.length ? dense[lineId] : null) : sparse.get(lineId);
    if (l == null) {
      int row = rowOf(lineId);
      l = row < 0 || row >= rowCount ? NO_ROW : new ActivityRasterBuilder.LineStates(row);
      if (isDense) {
        dense = grown(dense, lineId);
        dense[lineId] = l;
      } else {
        sparse.put(lineId, l);
      }
    }
    return l == NO_ROW ? null : l;
  }

  /** The row of timeline {@code lineId} (negative: none), asked of the caller's map once per line. */
  int rowOf(int lineId) {
    if (lineId < 0 || lineId >= DENSE) {
      return rowOfLine.applyAsInt(lineId);
    }
    if (lineId >= rowPlusOne.length) {
      rowPlusOne = Arrays.copyOf(rowPlusOne, capacity(rowPlusOne.length, lineId));
    }
    int r = rowPlusOne[lineId];
    if (r == 0) {
      int row = rowOfLine.applyAsInt(lineId);
      r = row < 0 ? -1 : row + 1;
      rowPlusOne[lineId] = r;
    }
    return r < 0 ? -1 : r - 1;
  }

  /** Every timeline met that has a row, in ascending line ID. */
  List<ActivityRasterBuilder.LineStates> all() {
    List<ActivityRasterBuilder.LineStates> out = new ArrayList<>();
    sparse.entrySet().stream().filter(e -> e.getKey() < 0 && e.getValue() != NO_ROW)
        .sorted(Map.Entry.comparingByKey()).forEach(e -> out.add(e.getValue()));
    for (ActivityRasterBuilder.LineStates l : dense) {
      if (l != null && l != NO_ROW) {
        out.add(l);
      }
    }
    sparse.entrySet().stream().filter(e -> e.getKey() >= 0 && e.getValue() != NO_ROW)
        .sorted(Map.Entry.comparingByKey()).forEach(e -> out.add(e.getValue()));
    return out;
  }

  private static ActivityRasterBuilder.LineStates[] grown(ActivityRasterBuilder.LineStates[] a, int index) {
    return index < a.length ? a : Arrays.copyOf(a, capacity(a.length, index));
  }

  private static int capacity(int length, int index) {
    return (int) Math.min(DENSE, Math.max(index + 1L, 2L * length));
  }
}
