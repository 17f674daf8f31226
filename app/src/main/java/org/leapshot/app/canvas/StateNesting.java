package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.leapshot.app.canvas.RenderModel.ShadowItem;
import org.leapshot.app.canvas.RenderModel.StateItem;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;

/**
 * A window's states and state shadows laid out in nesting levels per picture row, and thinned: in
 * a level, states that fall in one pixel column already reached by the last kept one are merged
 * into it (at most about one state per column per row and level), except in the exact drawing.
 *
 * @param states in paint order: outer levels first, then by start
 * @param shadows the same
 */
record StateNesting(List<StateItem> states, List<ShadowItem> shadows) {
  /** Nesting levels from this one down share one thinning slot. */
  private static final int MAX_THINNED_DEPTH = 1023;

  /**
   * A state or state shadow waiting for nesting and thinning. A drawable read from the cursor has
   * only its {@code position}; its object is made when the model keeps it.
   */
  record Pending(double start, double end, int row, int categoryIndex, int position, Primitive primitive,
      Drawable owner, Shadow shadow) {}

  /** The primitive kept for a pending state: made from its position, or its own object. */
  @FunctionalInterface
  interface Keeper {
    Primitive primitiveOf(int position, Primitive primitive);
  }

  /** The order nesting and thinning walk states in: by row, start, longer first, category. */
  private static final Comparator<Pending> NESTING_ORDER = (a, b) -> {
    int c = Integer.compare(a.row(), b.row());
    if (c == 0) {
      c = Double.compare(a.start(), b.start());
    }
    if (c == 0) {
      c = Double.compare(b.end(), a.end());
    }
    return c != 0 ? c : Integer.compare(a.categoryIndex(), b.categoryIndex());
  };
  private static final Comparator<StateItem> STATE_PAINT_ORDER = (a, b) -> {
    int c = Integer.compare(a.depth(), b.depth());
    return c != 0 ? c : Double.compare(a.start(), b.start());
  };
  private static final Comparator<ShadowItem> SHADOW_PAINT_ORDER = (a, b) -> {
    int c = Integer.compare(a.depth(), b.depth());
    return c != 0 ? c : Double.compare(a.start(), b.start());
  };

  /** Nests and thins {@code pending} (sorted in place) on {@code scale}'s columns. */
  static StateNesting of(List<Pending> pending, TimeScale scale, boolean exact, Keeper keeper) {
    pending.sort(NESTING_ORDER);
    List<StateItem> states = new ArrayList<>();
    List<ShadowItem> shadows = new ArrayList<>();
    // Per depth of the current row: the index of the last kept state and its end column; a slot
    // counts only when stamped with the current row's number (arrays, not a map: no boxing per state).
    int[] lastIndex = new int[MAX_THINNED_DEPTH + 1];
    int[] lastEnd = new int[MAX_THINNED_DEPTH + 1];
    int[] lastStamp = new int[MAX_THINNED_DEPTH + 1];
    int stamp = 0;
    NestingLayout nesting = null;
    int currentRow = -1;
    for (Pending p : pending) {
      if (p.row() != currentRow) {
        nesting = new NestingLayout();
        currentRow = p.row();
        stamp++;
      }
      int depth = nesting.next(p.start(), p.end());
      if (p.shadow() != null) {
        shadows.add(new ShadowItem(p.start(), p.end(), p.row(), depth, p.shadow()));
        continue;
      }
      int startCol = scale.column(p.start());
      int endCol = scale.column(p.end());
      int key = Math.min(depth, MAX_THINNED_DEPTH);
      if (!exact && endCol == startCol && lastStamp[key] == stamp && startCol <= lastEnd[key]) {
        StateItem kept = states.get(lastIndex[key]);
        states.set(lastIndex[key], new StateItem(kept.start(), Math.max(kept.end(), p.end()), kept.row(), kept.depth(),
            kept.categoryIndex(), kept.primitive(), kept.owner(), kept.merged() + 1));
        lastEnd[key] = Math.max(lastEnd[key], endCol);
        continue;
      }
      Primitive kept = keeper.primitiveOf(p.position(), p.primitive());
      states.add(new StateItem(p.start(), p.end(), p.row(), depth, p.categoryIndex(), kept,
          p.position() < 0 ? p.owner() : kept, 1));
      lastStamp[key] = stamp;
      lastIndex[key] = states.size() - 1;
      lastEnd[key] = endCol;
    }
    states.sort(STATE_PAINT_ORDER);
    shadows.sort(SHADOW_PAINT_ORDER);
    return new StateNesting(states, shadows);
  }
}
