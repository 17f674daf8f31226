package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.function.IntPredicate;
import org.leapshot.slog2.model.Shadow;

/**
 * One timeline's states and state shadows with the exact view's nesting, adding to a {@link
 * RowScratch} each one's exclusive time at the depth it is drawn at. Real states first, in drawing
 * order (start ascending, end descending): a state is inside the states that contain it, and its
 * duration is taken off its parent's exclusive time. Then the shadows, piece by piece along the
 * innermost real state under them: what a subtree summarises and overlaps a real state lies inside
 * it (states nest, and a state read from an upper node crosses the subtree's bounds, so it cannot be
 * inside a summarised one), so each piece is drawn one level deeper and its covered share taken off
 * that state.
 */
final class LineNesting {
  private final RowScratch scratch;
  private final ActivityRasterBuilder.LineStates line;
  private final double boxSeconds;
  private final IntPredicate visible;
  private int[] depth;
  // The innermost real state along the line: segment k is [segStart[k], segEnd[k]) under state segState[k].
  private double[] segStart = new double[16];
  private double[] segEnd = new double[16];
  private int[] segState = new int[16];
  private int segments;
  /** The shadow being added: its visible categories' exclusive shares ({@link #exclusiveShares}). */
  private double[] shares = new double[8];
  /** The shadow being added: each weight's depth inside it ({@link ShadowDepths}). */
  private int[] inner = new int[8];
  private final ShadowDepths depths = new ShadowDepths();

  LineNesting(RowScratch scratch, ActivityRasterBuilder.LineStates line, double boxSeconds, IntPredicate visible) {
    this.scratch = scratch;
    this.line = line;
    this.boxSeconds = boxSeconds;
    this.visible = visible;
  }

  void addAll() {
    int n = line.size;
    double[] s = line.starts;
    double[] e = line.ends;
    int reals = 0;
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      if (line.shadowOf[i] < 0) {
        order[reals++] = i;
      }
    }
    Arrays.sort(order, 0, reals, (a, b) -> s[a] != s[b] ? Double.compare(s[a], s[b]) : Double.compare(e[b], e[a]));
    depth = new int[n];
    int[] stack = new int[16];
    int top = 0;
    double t = Double.NEGATIVE_INFINITY;
    for (int k = 0; k < reals; k++) {
      int i = order[k];
      while (top > 0 && !(s[stack[top - 1]] <= s[i] && e[i] <= e[stack[top - 1]])) {
        t = segment(t, e[stack[top - 1]], stack[top - 1]);
        top--;
      }
      int parent = top > 0 ? stack[top - 1] : -1;
      t = segment(t, s[i], parent);
      depth[i] = top;
      boolean box = isBox(i);
      scratch.addExclusive(line.cats[i], s[i], e[i], 1, top, box);
      if (parent >= 0) {
        scratch.addExclusive(line.cats[parent], s[i], e[i], -1, top - 1, isBox(parent));
      }
      if (!box && (parent < 0 || isBox(parent))) {
        scratch.addOuter(line.cats[i], s[i], e[i], 1, top);
      }
      if (top == stack.length) {
        stack = Arrays.copyOf(stack, top * 2);
      }
      stack[top++] = i;
    }
    while (top > 0) {
      t = segment(t, e[stack[top - 1]], stack[top - 1]);
      top--;
    }
    for (int i = 0; i < n; i++) {
      if (line.shadowOf[i] >= 0) {
        addShadow(line.shadows.get(line.shadowOf[i]), s[i], e[i]);
      }
    }
  }

  /** Records that {@code [from, to)} lies under {@code state} (none: -1); returns where the next piece starts. */
  private double segment(double from, double to, int state) {
    if (!(to > from)) {
      return Math.max(from, to);
    }
    if (state >= 0) {
      if (segments == segStart.length) {
        segStart = Arrays.copyOf(segStart, segments * 2);
        segEnd = Arrays.copyOf(segEnd, segments * 2);
        segState = Arrays.copyOf(segState, segments * 2);
      }
      segStart[segments] = from;
      segEnd[segments] = to;
      segState[segments] = state;
      segments++;
    }
    return to;
  }

  private boolean isBox(int i) {
    return line.ends[i] - line.starts[i] >= boxSeconds;
  }

  /** Adds a shadow piece by piece along the innermost real states under it. */
  private void addShadow(Shadow sh, double s, double e) {
    if (shares.length < sh.weightCount()) {
      shares = new double[sh.weightCount()];
      inner = new int[sh.weightCount()];
    }
    depths.of(sh, inner);
    exclusiveShares(sh, visible, inner, shares);
    int lo = 0;
    int hi = segments;
    while (lo < hi) { // first segment ending after s
      int mid = (lo + hi) >>> 1;
      if (segEnd[mid] <= s) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    double pos = s;
    int k = lo;
    while (pos < e) {
      if (k < segments && segStart[k] <= pos) {
        double to = Math.min(segEnd[k], e);
        addPiece(sh, pos, to, segState[k]);
        pos = to;
        k++;
      } else {
        double to = Math.min(k < segments ? segStart[k] : e, e);
        addPiece(sh, pos, to, -1);
        pos = to;
      }
    }
  }

  /** A piece {@code [a, b)} of a shadow under real state {@code under} (-1: none). */
  private void addPiece(Shadow sh, double a, double b, int under) {
    if (!(b > a)) {
      return;
    }
    int base = under < 0 ? 0 : depth[under] + 1;
    boolean outer = under < 0 || isBox(under);
    double covered = 0;
    for (int w = 0, n = sh.weightCount(); w < n; w++) {
      int category = sh.weightCategory(w);
      if (!visible.test(category)) {
        continue;
      }
      double excl = shares[w];
      if (excl > 0) {
        scratch.addExclusive(category, a, b, excl, base + inner[w], false);
        covered += excl;
      }
      if (outer && inner[w] == 0) {
        scratch.addOuter(category, a, b, ratio(sh.inclusiveRatio(w)), base);
      }
    }
    if (under >= 0 && covered > 0) {
      scratch.addExclusive(line.cats[under], a, b, -Math.min(1, covered), depth[under], isBox(under));
    }
  }

  /**
   * Each weight's exclusive share of the shadow's box ({@code out[w]}, 0 for hidden categories): its
   * exclusive ratio, plus a part of the time the ratios leave unclaimed inside the shadow's top-level
   * states. The writer takes whole child-shadow boxes off a state's exclusive time (format doc
   * §10.5), so a state with short children in lower nodes loses the gaps between them too: on the
   * 64-rank 5 GB trace Compute's ratio is 0.54 of boxes it fills to 0.615, and the rest showed as the
   * enclosing real state. The states at any one depth (as {@link ShadowDepths} places them) do not
   * overlap, so the box is covered at least by the largest sum of one depth's inclusive ratios (not
   * only the top's: a box that starts inside a real Timestep holds the ends of its Compute and MPI
   * calls without it); what the exclusive ratios leave of that goes to the categories with room
   * (more inclusive than exclusive time), in proportion to their exclusive ratios, none above its
   * inclusive ratio.
   */
  static void exclusiveShares(Shadow sh, IntPredicate visible, double[] out) {
    int[] depths = new int[sh.weightCount()];
    ShadowDepths.depths(sh, depths);
    exclusiveShares(sh, visible, depths, out);
  }

  /** The same, with each weight's depth inside the shadow in {@code depths}. */
  static void exclusiveShares(Shadow sh, IntPredicate visible, int[] depths, double[] out) {
    int n = sh.weightCount();
    double claimed = 0;
    double withRoom = 0;
    int deepest = 0;
    for (int w = 0; w < n; w++) {
      out[w] = 0;
      if (!visible.test(sh.weightCategory(w))) {
        continue;
      }
      double excl = ratio(sh.exclusiveRatio(w));
      out[w] = excl;
      claimed += excl;
      deepest = Math.max(deepest, depths[w]);
      if (ratio(sh.inclusiveRatio(w)) > excl) {
        withRoom += excl;
      }
    }
    double covered = 0;
    for (int d = 0; d <= deepest; d++) { // states at one depth do not overlap: each level is a floor
      double level = 0;
      for (int w = 0; w < n; w++) {
        if (depths[w] == d && visible.test(sh.weightCategory(w))) {
          level += ratio(sh.inclusiveRatio(w));
        }
      }
      covered = Math.max(covered, level);
    }
    double unclaimed = Math.min(1, covered) - claimed;
    if (!(unclaimed > 0) || !(withRoom > 0)) {
      return;
    }
    double grow = 1 + unclaimed / withRoom;
    for (int w = 0; w < n; w++) {
      double incl = ratio(sh.inclusiveRatio(w));
      if (out[w] > 0 && incl > out[w]) {
        out[w] = Math.min(incl, out[w] * grow);
      }
    }
  }

  static double ratio(float r) {
    return Float.isFinite(r) && r > 0 ? Math.min(1, r) : 0;
  }
}
