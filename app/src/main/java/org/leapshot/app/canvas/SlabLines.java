package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One slab's timelines by line ID, for {@link ExactPicture}: IDs from 0 below {@link #DENSE} in an
 * array, others in a sorted map. Every state asks; a sorted map each was most of reading a slab of
 * 16 384 timelines.
 */
final class SlabLines {
  private static final int DENSE = 1 << 20;
  private ExactCells.SlabLine[] dense = new ExactCells.SlabLine[64];
  private final IntList touched = new IntList();
  private final Map<Integer, ExactCells.SlabLine> sparse = new TreeMap<>();

  /** The states of timeline {@code lineId} (drawn in {@code row}) in this slab. */
  ExactCells.SlabLine get(int lineId, int row) {
    if (lineId < 0 || lineId >= DENSE) {
      return sparse.computeIfAbsent(lineId, k -> new ExactCells.SlabLine(lineId, row));
    }
    if (lineId >= dense.length) {
      dense = Arrays.copyOf(dense, (int) Math.min(DENSE, Math.max(lineId + 1L, 2L * dense.length)));
    }
    ExactCells.SlabLine l = dense[lineId];
    if (l == null) {
      l = new ExactCells.SlabLine(lineId, row);
      dense[lineId] = l;
      touched.add(lineId);
    }
    return l;
  }

  /** Every timeline met, in ascending line ID; then empties the table for the next slab. */
  List<ExactCells.SlabLine> takeInOrder() {
    List<ExactCells.SlabLine> out = new ArrayList<>();
    sparse.forEach((id, l) -> {
      if (id < 0) {
        out.add(l);
      }
    });
    int[] ids = new int[touched.size()];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = touched.get(i);
    }
    Arrays.sort(ids);
    for (int id : ids) {
      out.add(dense[id]);
      dense[id] = null;
    }
    sparse.forEach((id, l) -> {
      if (id >= 0) {
        out.add(l);
      }
    });
    touched.truncate(0);
    sparse.clear();
    return out;
  }
}
