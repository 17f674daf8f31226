package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntUnaryOperator;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.CategoryCredits;

/**
 * The exact drawing's cells (per picture row and pixel column: the innermost category, its depth
 * and frame) and message density, folded slab after slab of columns as the drawables stream by, so
 * that what is kept is the picture (a few ints per cell, less where neighbours agree) and not the
 * drawables. Equal to {@link ActivityRaster#build} of the whole window: a slab adds to each of its
 * columns what the whole raster would, in the same order ({@link SlabScratch}), and slabs come left
 * to right, so each row's credits go on from slab to slab and choose the shown categories as the
 * whole raster's do ({@link CategoryCredits}); where categories tie for a cell's frame, the whole
 * raster keeps the one its row met first (timelines in line-ID order, each in drawing order),
 * which is known only at the end, so frame ties are kept until {@link #raster}.
 */
final class ExactCells {
  private final double start;
  private final double end;
  private final double secPerColumn;
  private final int width;
  private final double boxSeconds;
  private final IntUnaryOperator rowOfLine;
  private final CellRecords cells;
  /** Per timeline met: its row and the categories in the order its states first met them. */
  private final Map<Integer, LineFirsts> firsts = new HashMap<>();
  private final float[][] messages;
  /** Per row, the credits of its shown categories at the end of the last slab ({@link CategoryCredits}). */
  private final double[][] credits;
  private final CategoryCredits rowCredits = new CategoryCredits();
  private final StableIndexSort sort = new StableIndexSort();
  private int[] order = new int[16];
  private int[] stack = new int[16];

  /** The states of one timeline read for one slab, in the order read (drawing order). */
  static final class SlabLine {
    final int lineId;
    final int row;
    double[] starts = new double[8];
    double[] ends = new double[8];
    int[] cats = new int[8];
    int size;
    /** Met in the slab being read ({@link SlabLines} keeps the lists from slab to slab). */
    boolean inSlab;

    SlabLine(int lineId, int row) {
      this.lineId = lineId;
      this.row = row;
    }

    void add(double s, double e, int cat) {
      if (size == starts.length) {
        starts = Arrays.copyOf(starts, size * 2);
        ends = Arrays.copyOf(ends, size * 2);
        cats = Arrays.copyOf(cats, size * 2);
      }
      starts[size] = s;
      ends[size] = e;
      cats[size] = cat;
      size++;
    }
  }

  private static final class LineFirsts {
    final int row;
    final IntList order = new IntList();
    final BitSet small = new BitSet();
    final Set<Integer> other = new HashSet<>();

    LineFirsts(int row) {
      this.row = row;
    }

    void meet(int category) {
      boolean isNew = category >= 0 && category < 4096 ? !small.get(category) : other.add(category);
      if (isNew) {
        if (category >= 0 && category < 4096) {
          small.set(category);
        }
        order.add(category);
      }
    }
  }

  ExactCells(double start, double end, int width, int rowCount, IntUnaryOperator rowOfLine) {
    this.start = start;
    this.end = end;
    this.width = width;
    this.secPerColumn = (end - start) / width;
    this.boxSeconds = secPerColumn * ActivityRaster.BOX_COLUMNS;
    this.rowOfLine = rowOfLine;
    this.cells = new CellRecords(rowCount, width);
    this.messages = new float[rowCount][];
    this.credits = new double[rowCount][];
  }

  double secPerColumn() {
    return secPerColumn;
  }

  /**
   * Folds the columns {@code [first, first + span)} from the states of every timeline that overlap
   * them ({@code lines} in ascending line ID; each timeline's states in drawing order, including
   * every state that contains one of them).
   */
  void addSlab(int first, int span, List<SlabLine> lines) {
    SlabScratch scratch = new SlabScratch(start, secPerColumn, width, first, span);
    List<List<SlabLine>> byRow = new ArrayList<>();
    for (int r = 0; r < cells.rowCount(); r++) {
      byRow.add(null);
    }
    for (SlabLine l : lines) {
      if (byRow.get(l.row) == null) {
        byRow.set(l.row, new ArrayList<>());
      }
      byRow.get(l.row).add(l);
    }
    IntList record = new IntList();
    for (int r = 0; r < cells.rowCount(); r++) {
      scratch.reset();
      rowCredits.restore(credits[r]);
      if (byRow.get(r) != null) {
        for (SlabLine l : byRow.get(r)) {
          nest(scratch, l, firsts.computeIfAbsent(l.lineId, k -> new LineFirsts(l.row)));
        }
      }
      for (int c = 0; c < span; c++) {
        record.truncate(0);
        if (byRow.get(r) == null) {
          record.add(0);
          record.add(0);
        } else {
          scratch.candidates(c, record, rowCredits);
        }
        cells.append(r, record);
      }
      credits[r] = rowCredits.save();
    }
  }

  /** A timeline's states nested as the exact view nests them, each adding its exclusive time (as the core's raster). */
  private void nest(SlabScratch scratch, SlabLine line, LineFirsts met) {
    int n = line.size;
    double[] s = line.starts;
    double[] e = line.ends;
    // drawing order already is this order, so this is normally one check of the states
    int[] order = sort.sortedIndices(n, this.order, (a, b) -> s[a] != s[b] ? Double.compare(s[a], s[b])
        : Double.compare(e[b], e[a]));
    this.order = order;
    int[] stack = this.stack;
    int top = 0;
    for (int k = 0; k < n; k++) {
      int i = order[k];
      while (top > 0 && !(s[stack[top - 1]] <= s[i] && e[i] <= e[stack[top - 1]])) {
        top--;
      }
      int parent = top > 0 ? stack[top - 1] : -1;
      boolean box = e[i] - s[i] >= boxSeconds;
      met.meet(line.cats[i]);
      scratch.addExclusive(line.cats[i], s[i], e[i], 1, top, box);
      if (parent >= 0) {
        scratch.addExclusive(line.cats[parent], s[i], e[i], -1, top - 1, e[parent] - s[parent] >= boxSeconds);
      }
      if (!box && (parent < 0 || e[parent] - s[parent] >= boxSeconds)) {
        scratch.addOuter(line.cats[i], s[i], e[i], 1, top);
      }
      if (top == stack.length) {
        stack = Arrays.copyOf(stack, top * 2);
        this.stack = stack;
      }
      stack[top++] = i;
    }
  }

  /** Spreads {@code n} messages evenly over {@code [s, e]} on the rows of both ends (once when they share one). */
  void addMessages(int fromLine, int toLine, double s, double e, double n) {
    ActivityRaster.spreadMessagesOnRows(messages, width, rowOfLine.applyAsInt(fromLine),
        rowOfLine.applyAsInt(toLine), start, end, secPerColumn, s, e, n);
  }

  /** The picture, every column of every row folded: ties go to the category the row met first. */
  ActivityRaster raster() {
    List<Map.Entry<Integer, LineFirsts>> lines = new ArrayList<>(firsts.entrySet());
    lines.sort(Map.Entry.comparingByKey());
    List<Map<Integer, Integer>> rank = new ArrayList<>();
    for (int r = 0; r < cells.rowCount(); r++) {
      rank.add(new HashMap<>());
    }
    for (Map.Entry<Integer, LineFirsts> l : lines) {
      Map<Integer, Integer> m = rank.get(l.getValue().row);
      for (int i = 0; i < l.getValue().order.size(); i++) {
        m.putIfAbsent(l.getValue().order.get(i), m.size());
      }
    }
    int[][] runs = new int[cells.rowCount()][];
    for (int r = 0; r < cells.rowCount(); r++) {
      // A row none of whose timelines has a state in the window has no runs at all, as in the core's raster.
      runs[r] = rank.get(r).isEmpty() ? new int[0] : cells.runs(r, rank.get(r));
    }
    return ActivityRaster.ofCells(start, secPerColumn, width, runs, messages);
  }
}
