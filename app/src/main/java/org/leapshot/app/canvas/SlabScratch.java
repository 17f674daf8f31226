package org.leapshot.app.canvas;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.query.CategoryCredits;

/**
 * The sums of one picture row over the columns {@code [first, first + span)} of one slab: per
 * category met in the row, exclusive seconds (and depth × seconds), the part of them from states
 * drawn as boxes, and the inclusive seconds (and depth × seconds) of the outermost states not drawn
 * as boxes. Each column gets exactly the additions, in the same order and with the same operands, as
 * the whole window's raster makes to it (the window's geometry, not the slab's, places a state), so
 * the sums are equal to the last bit; only the categories' slot order is the slab's own, which is
 * why {@link #candidates} orders a cell's categories by index before their credits choose, and
 * returns every category tied for the frame, the tie broken later.
 */
final class SlabScratch {
  static final int EXCL = 0;
  static final int EXCL_DEPTH = 1;
  static final int BOXED = 2;
  static final int OUTER = 3;
  static final int OUTER_DEPTH = 4;
  private static final int SMALL = 4096;

  private final double start;
  private final double secPerColumn;
  private final int width;
  private final int first;
  private final int span;
  /** Slot + 1 of each category below {@link #SMALL} (0: none yet); a boxed map look-up per state was a tenth of folding. */
  private final int[] smallSlot = new int[SMALL];
  private final Map<Integer, Integer> slotOf = new HashMap<>();
  private int[] categoryOf = new int[8];
  private double[][][] sums = new double[8][][];
  private int slots;
  /** A column's present categories and their exclusive time, for {@link CategoryCredits}. */
  private int[] keys = new int[8];
  private double[] weights = new double[8];

  SlabScratch(double start, double secPerColumn, int width, int first, int span) {
    this.start = start;
    this.secPerColumn = secPerColumn;
    this.width = width;
    this.first = first;
    this.span = span;
  }

  /** Empties the sums for the next row (the arrays are kept). */
  void reset() {
    for (int k = 0; k < slots; k++) {
      for (double[] a : sums[k]) {
        Arrays.fill(a, 0);
      }
    }
    for (int k = 0; k < slots; k++) {
      if (categoryOf[k] >= 0 && categoryOf[k] < SMALL) {
        smallSlot[categoryOf[k]] = 0;
      }
    }
    slotOf.clear();
    slots = 0;
  }

  private int slot(int category) {
    boolean small = category >= 0 && category < SMALL;
    if (small && smallSlot[category] > 0) {
      return smallSlot[category] - 1;
    }
    Integer k = small ? null : slotOf.get(category);
    if (k != null) {
      return k;
    }
    if (slots == categoryOf.length) {
      categoryOf = Arrays.copyOf(categoryOf, slots * 2);
      sums = Arrays.copyOf(sums, slots * 2);
    }
    if (sums[slots] == null) {
      sums[slots] = new double[5][span];
    }
    categoryOf[slots] = category;
    if (small) {
      smallSlot[category] = slots + 1;
    } else {
      slotOf.put(category, slots);
    }
    return slots++;
  }

  void addExclusive(int category, double s, double e, double weight, int depth, boolean box) {
    int k = slot(category); // before reading sums, which slot() may grow
    double[][] a = sums[k];
    spread(s, e, weight, a[EXCL], depth, a[EXCL_DEPTH], box ? a[BOXED] : null);
  }

  void addOuter(int category, double s, double e, double weight, int depth) {
    int k = slot(category);
    double[][] a = sums[k];
    spread(s, e, weight, a[OUTER], depth, a[OUTER_DEPTH], null);
  }

  /** The window raster's spreading of {@code [s, e]} over its columns, kept to the slab's. */
  private void spread(double s, double e, double weight, double[] into, int depth, double[] depthInto,
      double[] boxInto) {
    double from = Math.max(s, start);
    double to = Math.min(e, start + width * secPerColumn);
    if (!(to > from)) {
      return;
    }
    int c0 = (int) Math.min(width - 1, Math.floor((from - start) / secPerColumn));
    int c1 = (int) Math.min(width - 1, Math.floor((to - start) / secPerColumn));
    if (c1 < first || c0 >= first + span) {
      return;
    }
    if (c0 == c1) {
      add(c0, weight * (to - from), depth, into, depthInto, boxInto);
      return;
    }
    add(c0, weight * (start + (c0 + 1) * secPerColumn - from), depth, into, depthInto, boxInto);
    add(c1, weight * (to - (start + c1 * secPerColumn)), depth, into, depthInto, boxInto);
    double v = weight * secPerColumn;
    double vd = v * depth;
    int lo = Math.max(c0 + 1, first) - first;
    int hi = Math.min(c1, first + span) - first;
    for (int c = lo; c < hi; c++) {
      into[c] += v;
      depthInto[c] += vd;
      if (boxInto != null) {
        boxInto[c] += v;
      }
    }
  }

  private void add(int column, double v, int depth, double[] into, double[] depthInto, double[] boxInto) {
    int c = column - first;
    if (c < 0 || c >= span) {
      return;
    }
    into[c] += v;
    depthInto[c] += v * depth;
    if (boxInto != null) {
      boxInto[c] += v;
    }
  }

  /**
   * Appends what slab column {@code c} decides, a frame tie aside: the category the row's {@code
   * credits} choose among those with exclusive time there (more than a billionth of a column; in
   * ascending index, as the core's raster orders them), with its depth word, then the categories
   * whose frame (outermost non-box) time is the most, each with its frame depth, as {@link
   * ExactCells} stores them.
   */
  void candidates(int c, IntList out, CategoryCredits credits) {
    double eps = secPerColumn * 1e-9;
    double frame = eps;
    int n = 0;
    for (int k = 0; k < slots; k++) {
      if (sums[k][EXCL][c] > eps) {
        if (n == keys.length) {
          keys = Arrays.copyOf(keys, n * 2);
          weights = Arrays.copyOf(weights, n * 2);
        }
        keys[n] = categoryOf[k];
        weights[n++] = sums[k][EXCL][c];
      }
      if (sums[k][OUTER][c] > frame) {
        frame = sums[k][OUTER][c];
      }
    }
    out.add(n > 0 ? 1 : 0);
    if (n > 0) {
      CategoryCredits.sortByKey(keys, weights, n);
      int category = keys[credits.choose(keys, weights, n)];
      double[][] a = sums[slot(category)];
      double shown = a[EXCL][c];
      int word = (int) Math.max(0, Math.min(255, Math.round(a[EXCL_DEPTH][c] / shown)));
      if (a[BOXED][c] >= 0.5 * shown) {
        word |= org.leapshot.slog2.query.ActivityRaster.BOX;
      }
      out.add(category);
      out.add(word);
    }
    int countAt = out.size();
    out.add(0);
    if (n > 0 && frame > eps) {
      for (int k = 0; k < slots; k++) {
        double[][] a = sums[k];
        if (a[OUTER][c] == frame) {
          out.add(categoryOf[k]);
          out.add((int) Math.max(0, Math.min(255, Math.round(a[OUTER_DEPTH][c] / frame))));
          out.set(countAt, out.get(countAt) + 1);
        }
      }
    }
  }
}
