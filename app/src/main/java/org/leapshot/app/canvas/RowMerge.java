package org.leapshot.app.canvas;

import java.util.Arrays;

/**
 * One pixel row of a carried-over picture ({@link RearrangedPicture}) merged from several rows of
 * the old one: in each column the colour most of them show, the canvas's background (its colour,
 * the stripe of odd rows, the rows' centre line) left out, so that a folded node whose cores do
 * different things shows what most of them do, and an idle core does not blank a busy node. A
 * column where every row shows background keeps the new picture's. Consecutive pixel rows of a
 * new row often merge the same old rows (old rows of one pixel): the merge is then reused, so the
 * work stays about the old picture's pixels, a few milliseconds on 16 384 timelines.
 */
final class RowMerge {
  /** At most this many old rows are merged into one (spread evenly over them), bounding a merge's work. */
  static final int MOST_SOURCES = 64;
  private static final int RGB = 0xFFFFFF;
  private static final int NONE = -1;

  private final int[] from;
  private final int fromWidth;
  private final int[] column;
  private final int background;
  private final int stripe;
  private final int line;
  private final int[] merged;
  private final int[] values = new int[MOST_SOURCES];
  private final int[] counts = new int[MOST_SOURCES];
  /** Where each source row starts in {@code from}. */
  private final int[] starts = new int[MOST_SOURCES];
  private int[] mergedSources;

  /**
   * @param from the old picture's pixels (plain RGB ints, {@code fromWidth} a row)
   * @param column for each column of the new picture, the old one's column at its time, or -1
   */
  RowMerge(int[] from, int fromWidth, int[] column, CanvasTheme theme) {
    this.from = from;
    this.fromWidth = fromWidth;
    this.column = column;
    this.background = theme.background().getRGB() & RGB;
    this.stripe = theme.rowStripe().getRGB() & RGB;
    this.line = theme.rowLine().getRGB() & RGB;
    this.merged = new int[column.length];
  }

  /** Writes the merge of old device rows {@code sources} into {@code to} from {@code offset}, over the background. */
  void into(int[] sources, int[] to, int offset) {
    if (sources.length == 0) {
      return;
    }
    if (sources != mergedSources) {
      merge(sources);
      mergedSources = sources;
    }
    for (int dx = 0; dx < merged.length; dx++) {
      if (merged[dx] != NONE) {
        to[offset + dx] = merged[dx];
      }
    }
  }

  /**
   * The merge of {@code sources} into {@link #merged}. Written without calls in its loop: the first
   * fold after start-up runs it interpreted until it is compiled, and calls there cost as much as
   * the rest (the carried-over picture's first use took twice its later time).
   */
  private void merge(int[] sources) {
    int k = sources.length;
    for (int i = 0; i < k; i++) {
      starts[i] = sources[i] * fromWidth;
    }
    int first = starts[0];
    int second = k > 1 ? starts[1] : first;
    int bg = background;
    int odd = stripe;
    int centre = line;
    for (int dx = 0; dx < merged.length; dx++) {
      int sx = column[dx];
      if (sx < 0) {
        merged[dx] = NONE;
        continue;
      }
      int v = from[first + sx] & RGB;
      int i = 1;
      while (i < k && (from[starts[i] + sx] & RGB) == v) {
        i++;
      }
      boolean idle = v == bg || v == odd || v == centre;
      if (i == k) {
        merged[dx] = idle ? NONE : v; // all rows agree: most columns of a real picture
      } else if (k == 2) {
        // two rows: the first one's colour unless it is background (a tie goes to the first)
        int w = from[second + sx] & RGB;
        merged[dx] = !idle ? v : w == bg || w == odd || w == centre ? NONE : w;
      } else {
        merged[dx] = most(k, sx);
      }
    }
  }

  /** The colour most of the first {@code k} source rows show in old column {@code sx}, the first met of equals; NONE for background only. */
  private int most(int k, int sx) {
    int distinct = 0;
    int best = NONE;
    int bestCount = 0;
    for (int s = 0; s < k; s++) {
      int v = shown(from[starts[s] + sx]);
      if (v == NONE) {
        continue;
      }
      int i = 0;
      while (i < distinct && values[i] != v) {
        i++;
      }
      if (i == distinct) {
        values[distinct] = v;
        counts[distinct++] = 0;
      }
      if (++counts[i] > bestCount) {
        bestCount = counts[i];
        best = v;
      }
    }
    return best;
  }

  /** {@code rgb} unless it is the canvas's background (then NONE). */
  private int shown(int rgb) {
    int v = rgb & RGB;
    return v == background || v == stripe || v == line ? NONE : v;
  }

  /** {@code values} once each, ascending (sorted in place). */
  static int[] distinct(int[] values) {
    Arrays.sort(values);
    int n = 0;
    for (int v : values) {
      if (n == 0 || values[n - 1] != v) {
        values[n++] = v;
      }
    }
    return n == values.length ? values : Arrays.copyOf(values, n);
  }

  /** {@code rows} when there are at most {@link #MOST_SOURCES}, else that many spread evenly over them. */
  static int[] spread(int[] rows) {
    if (rows.length <= MOST_SOURCES) {
      return rows;
    }
    int[] out = new int[MOST_SOURCES];
    for (int i = 0; i < MOST_SOURCES; i++) {
      out[i] = rows[(int) ((long) i * rows.length / MOST_SOURCES)];
    }
    return out;
  }
}
