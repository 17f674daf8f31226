package org.leapshot.slog2.format.decode;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Decodes the line-ID map list block (spec §6): int Nmaps, then per map a title, column labels,
 * rows (lineID + one int per column) and method IDs. Rows are re-sorted by line ID and a repeated
 * line ID keeps the later row, which is what the reference's sorted map does.
 */
public final class LineIdMapBlock {
  /** title length + Ncols + Nrows + Nmethods. */
  private static final int MIN_MAP_BYTES = 2 + 4 + 4 + 2;
  /** Heap of one row beyond its values while sorting and after: map entry, boxed ID, array header, references. */
  private static final int HEAP_BYTES_PER_ROW = 96;
  /** Heap of one column label beyond its characters. */
  private static final int HEAP_BYTES_PER_LABEL = 48;

  private LineIdMapBlock() {}

  public static List<LineIdMap> read(BlockInput in) throws Slog2FormatException {
    int n = in.checkCount(in.readInt("line-ID map count"), MIN_MAP_BYTES, "line-ID maps");
    List<LineIdMap> maps = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      maps.add(readMap(in));
    }
    return maps;
  }

  private static LineIdMap readMap(BlockInput in) throws Slog2FormatException {
    String title = in.readString("map title");
    int cols = in.checkCount(in.readInt("column count"), 2, "column labels");
    in.requireHeap((long) cols * HEAP_BYTES_PER_LABEL, cols + " column labels of map '" + title + "'");
    List<String> labels = new ArrayList<>(cols);
    for (int c = 0; c < cols; c++) {
      labels.add(in.readString("column label"));
    }
    int rows = in.checkCount(in.readInt("row count"), 4 + 4L * cols, "rows of map '" + title + "'");
    in.requireHeap((long) rows * (HEAP_BYTES_PER_ROW + 4L * cols), rows + " rows of map '" + title + "'");
    TreeMap<Integer, int[]> sorted = new TreeMap<>();
    for (int r = 0; r < rows; r++) {
      int lineId = in.readInt("row line ID");
      int[] values = new int[cols];
      for (int c = 0; c < cols; c++) {
        values[c] = in.readInt("row value");
      }
      sorted.put(lineId, values);
    }
    int nMethods = in.checkCount(in.readShort("map method count"), 4, "map method IDs");
    List<Integer> methods = new ArrayList<>(nMethods);
    for (int m = 0; m < nMethods; m++) {
      methods.add(in.readInt("map method ID"));
    }
    int[] ids = new int[sorted.size()];
    int[][] values = new int[sorted.size()][];
    int i = 0;
    for (var e : sorted.entrySet()) {
      ids[i] = e.getKey();
      values[i++] = e.getValue();
    }
    return new LineIdMap(title, labels, ids, values, methods);
  }
}
