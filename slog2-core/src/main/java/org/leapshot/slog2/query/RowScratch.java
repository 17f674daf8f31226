package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.tree.QuickMinMax;

/**
 * Per-column sums for the row being built, one slot per category met in it: exclusive seconds
 * (and depth × seconds, for the depth it is drawn at), the part of them from states drawn as boxes,
 * and the inclusive seconds of the outermost states not drawn as boxes (the frame). Reused from row
 * to row; only the columns a slot touched are cleared.
 */
final class RowScratch {
  private static final int EXCL = 0;
  private static final int EXCL_DEPTH = 1;
  private static final int BOXED = 2;
  private static final int OUTER = 3;
  private static final int OUTER_DEPTH = 4;
  private static final int ARRAYS = 5;

  private final double start;
  private final double secPerColumn;
  private final int width;
  /** Category indices below this find their slot in a table; others (rare) in {@link #slotOf}. */
  private static final int TABLE = 4096;
  private final Map<Integer, Integer> slotOf = new HashMap<>();
  // slotByCategory[c] is c's slot while slotStamp[c] == stamp: reset() only bumps the stamp. Every
  // state piece asks for its slot, and a boxed map lookup each was a sixth of the raster's time.
  private final int[] slotByCategory = new int[TABLE];
  private final int[] slotStamp = new int[TABLE];
  private int stamp = 1;
  private int[] categoryOf = new int[8];
  private double[][][] sums = new double[8][][];
  private int[] lo = new int[8];
  private int[] hi = new int[8];
  private double[] total = new double[8];
  private int slots;
  private final int[] best;
  private final double[] bestV;
  private final int[] frame;
  private final double[] frameV;
  private final CategoryCredits credits = new CategoryCredits();
  /** Per column, how many categories have exclusive time there (a mixed column's are then looked up slot by slot). */
  private final int[] present;
  private int[] cellKeys = new int[8];
  private double[] cellWeights = new double[8];
  private double[] savedCredits;

  RowScratch(double start, double secPerColumn, int width) {
    this.start = start;
    this.secPerColumn = secPerColumn;
    this.width = width;
    this.best = new int[width];
    this.bestV = new double[width];
    this.frame = new int[width];
    this.frameV = new double[width];
    this.present = new int[width];
  }

  void reset() {
    for (int k = 0; k < slots; k++) {
      if (lo[k] <= hi[k]) {
        for (double[] a : sums[k]) {
          Arrays.fill(a, lo[k], hi[k] + 1, 0);
        }
      }
      lo[k] = Integer.MAX_VALUE;
      hi[k] = -1;
      total[k] = 0;
    }
    slotOf.clear();
    stamp++;
    slots = 0;
  }

  private int slot(int category) {
    boolean tabled = category >= 0 && category < TABLE;
    if (tabled && slotStamp[category] == stamp) {
      return slotByCategory[category];
    }
    Integer k = tabled ? null : slotOf.get(category);
    if (k != null) {
      return k;
    }
    if (slots == categoryOf.length) {
      int n = slots * 2;
      categoryOf = Arrays.copyOf(categoryOf, n);
      sums = Arrays.copyOf(sums, n);
      lo = Arrays.copyOf(lo, n);
      hi = Arrays.copyOf(hi, n);
      total = Arrays.copyOf(total, n);
    }
    if (sums[slots] == null) {
      sums[slots] = new double[ARRAYS][width];
    }
    categoryOf[slots] = category;
    lo[slots] = Integer.MAX_VALUE;
    hi[slots] = -1;
    total[slots] = 0;
    if (tabled) {
      slotStamp[category] = stamp;
      slotByCategory[category] = slots;
    } else {
      slotOf.put(category, slots);
    }
    return slots++;
  }

  /** Adds {@code weight} × the overlap of {@code [s, e]} with each column as exclusive time of a category. */
  void addExclusive(int category, double s, double e, double weight, int depth, boolean box) {
    int k = slot(category);
    double[][] a = sums[k];
    total[k] += weight * spread(k, s, e, weight, a[EXCL], depth, a[EXCL_DEPTH], box ? a[BOXED] : null);
  }

  /** Adds inclusive time of an outermost state or shadow category not drawn as a box. */
  void addOuter(int category, double s, double e, double weight, int depth) {
    int k = slot(category);
    double[][] a = sums[k];
    spread(k, s, e, weight, a[OUTER], depth, a[OUTER_DEPTH], null);
  }

  /** Adds the overlaps to the arrays; returns the total overlap with the window. */
  private double spread(int k, double s, double e, double weight, double[] into, int depth, double[] depthInto,
      double[] boxInto) {
    double from = QuickMinMax.max(s, start);
    double to = QuickMinMax.min(e, start + width * secPerColumn);
    if (!(to > from)) {
      return 0;
    }
    int c0 = QuickMath.floorAtMost((from - start) / secPerColumn, width - 1);
    int c1 = QuickMath.floorAtMost((to - start) / secPerColumn, width - 1);
    lo[k] = Math.min(lo[k], c0);
    hi[k] = Math.max(hi[k], c1);
    if (c0 == c1) {
      add(c0, weight * (to - from), depth, into, depthInto, boxInto);
      return to - from;
    }
    // Whole columns in between: one constant each, a tight loop (long states cross the whole width).
    add(c0, weight * (start + (c0 + 1) * secPerColumn - from), depth, into, depthInto, boxInto);
    add(c1, weight * (to - (start + c1 * secPerColumn)), depth, into, depthInto, boxInto);
    double v = weight * secPerColumn;
    double vd = v * depth;
    for (int c = c0 + 1; c < c1; c++) {
      into[c] += v;
      depthInto[c] += vd;
    }
    if (boxInto != null) {
      for (int c = c0 + 1; c < c1; c++) {
        boxInto[c] += v;
      }
    }
    return to - from;
  }

  private static void add(int c, double v, int depth, double[] into, double[] depthInto, double[] boxInto) {
    into[c] += v;
    depthInto[c] += v * depth;
    if (boxInto != null) {
      boxInto[c] += v;
    }
  }

  /** Per category, a copy of the row's exclusive seconds per column. */
  Map<Integer, double[]> exclusiveColumns() {
    Map<Integer, double[]> m = new HashMap<>();
    for (int k = 0; k < slots; k++) {
      m.put(categoryOf[k], sums[k][EXCL].clone());
    }
    return m;
  }

  /** Exclusive seconds per category of the row. */
  Map<Integer, Double> totals() {
    Map<Integer, Double> m = new HashMap<>();
    for (int k = 0; k < slots; k++) {
      m.put(categoryOf[k], total[k]);
    }
    return m;
  }

  /** The row's runs: per column the category {@link CategoryCredits} shows, its depth and frame. */
  int[] finish() {
    return finish(null, 0, width, false);
  }

  /**
   * The row's runs, the shown category chosen along columns {@code [from, to)} with credits
   * starting from {@code carried} (what {@link #credits} gave at the end of the row's previous
   * piece; null: none), so that a row made piece by piece chooses as if made at once. Columns
   * outside show the category with the most time: they are a piece's seams, read for their
   * neighbours and not kept.
   */
  int[] finish(double[] carried, int from, int to) {
    return finish(carried, from, to, true);
  }

  private int[] finish(double[] carried, int from, int to, boolean keep) {
    double eps = secPerColumn * 1e-9;
    Arrays.fill(best, -1);
    Arrays.fill(bestV, eps);
    Arrays.fill(frame, -1);
    Arrays.fill(frameV, eps);
    Arrays.fill(present, 0);
    // Slot by slot over the columns each touched: most slots touch a small part of the row.
    for (int k = 0; k < slots; k++) {
      double[] excl = sums[k][EXCL];
      double[] outer = sums[k][OUTER];
      for (int c = lo[k]; c <= hi[k]; c++) {
        if (excl[c] > bestV[c]) {
          bestV[c] = excl[c];
          best[c] = k;
        }
        if (outer[c] > frameV[c]) {
          frameV[c] = outer[c];
          frame[c] = k;
        }
        if (excl[c] > eps) {
          present[c]++;
        }
      }
    }
    credits.restore(carried);
    for (int c = from; c < to; c++) {
      if (present[c] > 1) { // the credits choose; a pure column shows its category
        int k = choose(c);
        best[c] = k;
        bestV[c] = sums[k][EXCL][c];
      }
    }
    savedCredits = keep ? credits.save() : null;
    int[] out = new int[64];
    int n = 0;
    int prevCat = ActivityRaster.NONE - 1;
    int prevFrame = 0;
    int prevWord = 0;
    for (int c = 0; c < width; c++) {
      int b = best[c];
      int cat = b < 0 ? ActivityRaster.NONE : categoryOf[b];
      int word = 0;
      int frameCat = ActivityRaster.NONE;
      if (b >= 0) {
        int depth = (int) Math.max(0, Math.min(255, Math.round(sums[b][EXCL_DEPTH][c] / bestV[c])));
        word = depth;
        if (sums[b][BOXED][c] >= 0.5 * bestV[c]) {
          word |= ActivityRaster.BOX;
        }
        int f = frame[c];
        if (f >= 0) {
          int fd = (int) Math.max(0, Math.min(255, Math.round(sums[f][OUTER_DEPTH][c] / frameV[c])));
          if (fd < depth) {
            frameCat = categoryOf[f];
            word |= fd << 8;
          }
        }
      }
      if (cat != prevCat || frameCat != prevFrame || word != prevWord) {
        if (n + 4 > out.length) {
          out = Arrays.copyOf(out, out.length * 2);
        }
        out[n] = c;
        out[n + 1] = cat;
        out[n + 2] = frameCat;
        out[n + 3] = word;
        n += 4;
        prevCat = cat;
        prevFrame = frameCat;
        prevWord = word;
      }
    }
    return Arrays.copyOf(out, n);
  }

  /** The slot a mixed column shows: its categories in ascending index, as every view orders them. */
  private int choose(int c) {
    double eps = secPerColumn * 1e-9;
    int n = 0;
    for (int k = 0; k < slots; k++) {
      if (lo[k] <= c && c <= hi[k] && sums[k][EXCL][c] > eps) {
        if (n == cellKeys.length) {
          cellKeys = Arrays.copyOf(cellKeys, n * 2);
          cellWeights = Arrays.copyOf(cellWeights, n * 2);
        }
        cellKeys[n] = categoryOf[k];
        cellWeights[n++] = sums[k][EXCL][c];
      }
    }
    CategoryCredits.sortByKey(cellKeys, cellWeights, n);
    int chosen = cellKeys[credits.choose(cellKeys, cellWeights, n)];
    return chosen >= 0 && chosen < TABLE && slotStamp[chosen] == stamp ? slotByCategory[chosen] : slotOf.get(chosen);
  }

  /** The credits at the end of the columns the last {@link #finish} chose along. */
  double[] credits() {
    return savedCredits;
  }
}
