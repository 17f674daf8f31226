package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One slab's timelines by line ID, for {@link ExactPicture}: IDs from 0 below {@link #DENSE} in an
 * array, others in a sorted map. Every state asks; a sorted map each was most of reading a slab of
 * 16 384 timelines. A timeline's lists are kept from slab to slab and emptied when it is next met
 * (new lists for each of 16 384 timelines in each slab were most of the collector's work), unless
 * they grew past {@link #KEPT_CAPACITY}.
 */
final class SlabLines {
  private static final int DENSE = 1 << 20;
  /** A timeline's lists longer than this are let go after its slab, so that few long ones are held. */
  private static final int KEPT_CAPACITY = 4096;
  private ExactCells.SlabLine[] dense = new ExactCells.SlabLine[64];
  private final IntList touched = new IntList();
  private final Map<Integer, ExactCells.SlabLine> sparse = new TreeMap<>();
  private int mostHeld;

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
    }
    if (!l.inSlab) {
      l.inSlab = true;
      touched.add(lineId);
    }
    return l;
  }

  /**
   * Every timeline met, in ascending line ID. The lists stay valid until {@link #clear}, which
   * readies the table for the next slab.
   */
  List<ExactCells.SlabLine> inOrder() {
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
    }
    sparse.forEach((id, l) -> {
      if (id >= 0) {
        out.add(l);
      }
    });
    int held = 0;
    for (ExactCells.SlabLine l : out) {
      held += l.size;
    }
    mostHeld = Math.max(mostHeld, held);
    return out;
  }

  /** Empties every timeline met for the next slab. */
  void clear() {
    for (int i = 0; i < touched.size(); i++) {
      ExactCells.SlabLine l = dense[touched.get(i)];
      l.inSlab = false;
      if (l.starts.length > KEPT_CAPACITY) {
        dense[touched.get(i)] = null;
      } else {
        l.size = 0;
      }
    }
    touched.truncate(0);
    sparse.clear();
  }

  /** The most states one slab held. */
  int mostHeld() {
    return mostHeld;
  }
}
