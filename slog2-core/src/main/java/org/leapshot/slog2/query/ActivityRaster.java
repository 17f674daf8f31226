package org.leapshot.slog2.query;

import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.tree.QuickMinMax;

/**
 * The truthful level-of-detail picture of a window: per row (one timeline, or several merged) and
 * pixel column, a category whose states are innermost (exclusive) there, chosen so that along the
 * row each category shows in about as many cells as its exclusive time fills ({@link
 * CategoryCredits}: a cell of many short states is not always the longest one's), at the nesting
 * depth it is drawn at when zoomed in, and the outermost state enclosing it (its
 * "frame", drawn around it as the exact view draws a parent around its children). Built from real
 * states where the window query read them and from the state shadows' exclusive ratios where it
 * did not, so it shows what the exact drawing would show at this resolution rather than every
 * category's share. Also the message density per cell from arrows (real and preview, spread over
 * their flight on the rows of both ends), so a busy exchange shows without lines across the rows. Immutable.
 *
 * <p>Rows are run-length encoded: four ints per run (first column, category, frame category,
 * depth | frame depth &lt;&lt; 8 | {@link #BOX} when real states wide enough to draw as boxes make
 * most of the cell).
 */
public final class ActivityRaster {
  /** No category: nothing visible in the cell. */
  public static final int NONE = Integer.MIN_VALUE;
  /** Flag in a run's depth word: the cell's category comes mostly from states drawn as boxes. */
  public static final int BOX = 1 << 16;
  /** A real state at least this many columns wide is drawn as a box (the others only through the raster). */
  public static final double BOX_COLUMNS = 2;

  private final double start;
  private final double secPerColumn;
  private final int width;
  private final int[][] runs;
  private final byte[][] density;
  private final Map<Integer, Double>[] exclusiveSeconds;

  ActivityRaster(double start, double secPerColumn, int width, int[][] runs, byte[][] density,
      Map<Integer, Double>[] exclusiveSeconds) {
    this.start = start;
    this.secPerColumn = secPerColumn;
    this.width = width;
    this.runs = runs;
    this.density = density;
    this.exclusiveSeconds = exclusiveSeconds;
  }

  /**
   * The picture of {@code [start, end]} on {@code width} columns and {@code rowCount} rows.
   *
   * @param rowOfLine the row a timeline (line ID) is drawn in, or a negative number to leave it out;
   *     several lines may share a row (merged rows add up their time)
   * @param categories styles by index: hidden categories are left out, as the exact view does not
   *     draw them (their parents then show through)
   * @param drawables real drawables of the window (any order)
   * @param shadows shadows standing for the subtrees that were not read
   */
  public static ActivityRaster build(double start, double end, int width, int rowCount, IntUnaryOperator rowOfLine,
      Map<Integer, Category> categories, List<Drawable> drawables, List<Shadow> shadows) {
    return new ActivityRasterBuilder(start, end, width, rowCount, rowOfLine, categories).build(drawables, shadows);
  }

  /**
   * The same picture with no real state drawn as a box: every state, however wide, is in the cells,
   * and the outermost one frames them. For pictures that come without their drawables (the stored
   * overview), where a box left to the state painter would be missing.
   */
  static ActivityRaster buildCells(double start, double end, int width, int rowCount, IntUnaryOperator rowOfLine,
      Map<Integer, Category> categories, List<Drawable> drawables, List<Shadow> shadows) {
    return new ActivityRasterBuilder(start, end, width, rowCount, rowOfLine, categories, Double.POSITIVE_INFINITY)
        .build(drawables, shadows);
  }

  /**
   * {@link #buildCells} of one piece of a row-by-row picture made piece by piece: each row's shown
   * categories are chosen along columns {@code [from, to)} starting from the credits {@code
   * carried[row]} (null: none), which are replaced by the credits at column {@code to}
   * ({@link CategoryCredits}); columns outside show the category with the most time.
   */
  static ActivityRaster buildCells(double start, double end, int width, int rowCount, IntUnaryOperator rowOfLine,
      List<Drawable> drawables, List<Shadow> shadows, double[][] carried, int from, int to) {
    return new ActivityRasterBuilder(start, end, width, rowCount, rowOfLine, Map.of(), Double.POSITIVE_INFINITY)
        .build(drawables, shadows, carried, from, to);
  }

  /**
   * Exclusive (innermost) seconds per category in each of {@code columns} slices of {@code [start,
   * end]}, summed over all timelines, with the same nesting as {@link #build}: what the run was
   * doing, column by column, each moment counted once per timeline.
   */
  public static Map<Integer, double[]> exclusiveSecondsPerColumn(double start, double end, int columns,
      Map<Integer, Category> categories, List<Drawable> drawables, List<Shadow> shadows) {
    return new ActivityRasterBuilder(start, end, columns, 1, line -> 0, categories)
        .exclusiveColumns(drawables, shadows);
  }

  /**
   * A picture whose cells were worked out elsewhere (the app's exact drawing, folded slab by slab
   * as the drawables stream by): {@code runs} as {@link #run} reads them, and per row the messages
   * through each cell (null: none), quantised as {@link #build} quantises them. No exclusive totals.
   */
  @SuppressWarnings("unchecked")
  public static ActivityRaster ofCells(double start, double secPerColumn, int width, int[][] runs,
      float[][] messages) {
    byte[][] density = new byte[messages.length][];
    for (int r = 0; r < messages.length; r++) {
      if (messages[r] != null) {
        density[r] = new byte[width];
        for (int c = 0; c < width; c++) {
          density[r][c] = DensityLevels.ofMessages(messages[r][c]);
        }
      }
    }
    Map<Integer, Double>[] totals = new Map[runs.length];
    java.util.Arrays.fill(totals, Map.of());
    return new ActivityRaster(start, secPerColumn, width, runs, density, totals);
  }

  /**
   * This picture with the cells of some rows worked out elsewhere: {@code replaced[r]} as {@link
   * #run} reads them, or null to keep row r's. The message density is kept as it is (not quantised
   * again); no exclusive totals, as {@link #ofCells}.
   */
  @SuppressWarnings("unchecked")
  public ActivityRaster withRuns(int[][] replaced) {
    int[][] all = new int[runs.length][];
    for (int r = 0; r < runs.length; r++) {
      all[r] = r < replaced.length && replaced[r] != null ? replaced[r] : runs[r];
    }
    Map<Integer, Double>[] totals = new Map[runs.length];
    java.util.Arrays.fill(totals, Map.of());
    return new ActivityRaster(start, secPerColumn, width, all, density, totals);
  }

  /**
   * Spreads {@code n} messages over their flight {@code [s, e]} on the rows {@code from} and {@code
   * to} of {@code messages} (once when they are one row), making a row of {@code width} columns at
   * its first message; rows outside the picture and flights outside the window are skipped.
   */
  public static void spreadMessagesOnRows(float[][] messages, int width, int from, int to, double start, double end,
      double secPerColumn, double s, double e, double n) {
    spreadOnRow(messages, width, from, start, end, secPerColumn, s, e, n);
    if (to != from) {
      spreadOnRow(messages, width, to, start, end, secPerColumn, s, e, n);
    }
  }

  private static void spreadOnRow(float[][] messages, int width, int row, double start, double end,
      double secPerColumn, double s, double e, double n) {
    if (row < 0 || row >= messages.length || !(e >= start && s <= end)) {
      return;
    }
    if (messages[row] == null) {
      messages[row] = new float[width];
    }
    spreadMessages(messages[row], start, end, secPerColumn, s, e, n);
  }

  /**
   * Adds {@code n} messages spread evenly over their flight {@code [s, e]} to a row's message
   * counts {@code m}, one per column of the window {@code [start, end]} (a message of no flight, or
   * within one column, all to its column); shared with the app's exact drawing, which must add the
   * same floats in the same order.
   */
  public static void spreadMessages(float[] m, double start, double end, double secPerColumn, double s, double e,
      double n) {
    int c0 = column(s, start, secPerColumn, m.length);
    int c1 = column(e, start, secPerColumn, m.length);
    if (c0 == c1 || !(e > s)) {
      m[c0] += (float) n;
      return;
    }
    double perSec = n / (e - s);
    m[c0] += (float) ((start + (c0 + 1) * secPerColumn - QuickMinMax.max(s, start)) * perSec);
    m[c1] += (float) ((QuickMinMax.min(e, end) - (start + c1 * secPerColumn)) * perSec);
    float whole = (float) (secPerColumn * perSec);
    for (int c = c0 + 1; c < c1; c++) {
      m[c] += whole;
    }
  }

  private static int column(double t, double start, double secPerColumn, int width) {
    return Math.max(0, QuickMath.floorAtMost((t - start) / secPerColumn, width - 1));
  }

  public int rowCount() {
    return runs.length;
  }

  public int width() {
    return width;
  }

  public double startSec() {
    return start;
  }

  public double secPerColumn() {
    return secPerColumn;
  }

  /** True when a real state spanning {@code [s, e]} is wide enough to be drawn as a box of its own. */
  public boolean isBox(double s, double e) {
    return e - s >= BOX_COLUMNS * secPerColumn;
  }

  /** Number of runs in a row. */
  public int runCount(int row) {
    return runs[row].length / 4;
  }

  /** Run {@code i} of a row: {@code [firstColumn, category, frameCategory, depthWord]}. */
  public int run(int row, int i, int field) {
    return runs[row][i * 4 + field];
  }

  /** The category a cell shows (innermost there; {@link CategoryCredits}), or {@link #NONE}. */
  public int category(int row, int column) {
    int i = runAt(row, column);
    return i < 0 ? NONE : runs[row][i + 1];
  }

  /** The nesting depth the cell's category is drawn at. */
  public int depth(int row, int column) {
    int i = runAt(row, column);
    return i < 0 ? 0 : runs[row][i + 3] & 0xFF;
  }

  /** Messages through a cell, as a level 0..255 (logarithmic: 40·log10(1 + n)). */
  public int density(int row, int column) {
    byte[] d = density[row];
    return d == null ? 0 : d[column] & 0xFF;
  }

  /** True when some cell of the row has messages. */
  public boolean hasDensity(int row) {
    return density[row] != null;
  }

  /** Seconds of exclusive (innermost) time of a category in a row within the window, as the raster counts it. */
  public double exclusiveSeconds(int row, int category) {
    return exclusiveSeconds[row].getOrDefault(category, 0.0);
  }

  /** A row's runs as stored (four ints each), for the stored overview; not to be changed. */
  int[] runsOf(int row) {
    return runs[row];
  }

  /** A row's density levels per column, or null when it has no messages; not to be changed. */
  byte[] densityOf(int row) {
    return density[row];
  }

  /** The index ({@link #run}'s {@code i}) of the row's run holding {@code column}, or -1 before the first. */
  public int runIndex(int row, int column) {
    int[] r = runs[row];
    int lo = 0;
    int hi = r.length / 4 - 1;
    int found = -1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (r[mid * 4] <= column) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }

  private int runAt(int row, int column) {
    int i = runIndex(row, column);
    return i < 0 ? -1 : i * 4;
  }
}
