package org.leapshot.slog2.model;

import java.util.Arrays;
import java.util.List;

/**
 * Maps line IDs to rows of a Y-axis hierarchy (spec §6): each row puts the timeline with that line
 * ID at the path {@code values[0]/values[1]/...}, whose levels {@code columnLabels} names. Rows are
 * sorted by line ID ascending without duplicates.
 */
public final class LineIdMap {
  public static final String IDENTITY_TITLE = "Identity Map";

  private final String title;
  private final List<String> columnLabels;
  private final int[] lineIds;
  private final int[][] values;
  private final List<Integer> methodIds;

  /**
   * @param lineIds row keys, strictly ascending
   * @param values one array of {@code columnLabels.size()} ints per row
   */
  public LineIdMap(String title, List<String> columnLabels, int[] lineIds, int[][] values, List<Integer> methodIds) {
    if (lineIds.length != values.length) {
      throw new IllegalArgumentException("line-ID map '" + title + "': " + lineIds.length + " keys but " + values.length + " rows");
    }
    for (int i = 0; i < lineIds.length; i++) {
      if (i > 0 && lineIds[i] <= lineIds[i - 1]) {
        throw new IllegalArgumentException("line-ID map '" + title + "': line IDs must be strictly ascending at row " + i);
      }
      if (values[i].length != columnLabels.size()) {
        throw new IllegalArgumentException("line-ID map '" + title + "': row " + i + " has " + values[i].length
            + " values for " + columnLabels.size() + " columns");
      }
    }
    this.title = title;
    this.columnLabels = List.copyOf(columnLabels);
    this.lineIds = lineIds.clone();
    this.values = new int[values.length][];
    for (int i = 0; i < values.length; i++) {
      this.values[i] = values[i].clone();
    }
    this.methodIds = List.copyOf(methodIds);
  }

  /** The default map the writer appends: one column "LineID", row L → (L) for every line ID. */
  public static LineIdMap identity(int[] sortedLineIds) {
    int[][] v = new int[sortedLineIds.length][];
    for (int i = 0; i < v.length; i++) {
      v[i] = new int[] {sortedLineIds[i]};
    }
    return new LineIdMap(IDENTITY_TITLE, List.of("LineID"), sortedLineIds, v, List.of());
  }

  public String title() {
    return title;
  }

  public List<String> columnLabels() {
    return columnLabels;
  }

  public int rowCount() {
    return lineIds.length;
  }

  public int lineId(int row) {
    return lineIds[row];
  }

  /** A copy of row {@code row}'s values. */
  public int[] values(int row) {
    return values[row].clone();
  }

  /** The row index of a line ID, or a negative number when the map does not have it. */
  public int rowOf(int lineId) {
    return Arrays.binarySearch(lineIds, lineId);
  }

  public List<Integer> methodIds() {
    return methodIds;
  }

  /** True when the first method is CONNECT_COMPOSITE_STATE: composites are drawn connected. */
  public boolean connectsComposites() {
    return !methodIds.isEmpty() && methodIds.get(0) == Category.CONNECT_COMPOSITE_STATE;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LineIdMap m
        && title.equals(m.title)
        && columnLabels.equals(m.columnLabels)
        && Arrays.equals(lineIds, m.lineIds)
        && Arrays.deepEquals(values, m.values)
        && methodIds.equals(m.methodIds);
  }

  @Override
  public int hashCode() {
    return title.hashCode() * 31 + Arrays.hashCode(lineIds);
  }

  @Override
  public String toString() {
    return "LineIdMap[" + title + " " + columnLabels + " rows=" + lineIds.length + "]";
  }
}
