package org.leapshot.app.canvas;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * Which real state a click on a {@link DrawnCell} describes, from the drawables an exact query of
 * the cell's time span read: a state on one of the row's timelines, of the category the cell is
 * drawn in when there is one (the row shows what most of its timelines do, and the user clicked
 * that colour), covering the clicked time rather than only touching the column, and the innermost
 * (shortest) of those, as the exact view draws the innermost on top. Hidden categories are skipped:
 * the picture does not show them either.
 */
public final class CellChoice {
  private CellChoice() {}

  /**
   * The chosen state, with how many of the row's timelines have a state of its category in the
   * cell (so the box can say "on 27 of 32 timelines in this row").
   */
  public record Choice(Primitive state, Drawable owner, int timelinesWithCategory, int timelines) {}

  public static Optional<Choice> choose(DrawnCell cell, List<? extends Drawable> drawables,
      Map<Integer, Category> categories) {
    int[] lines = cell.lineIds().clone();
    Arrays.sort(lines);
    Primitive best = null;
    Drawable bestOwner = null;
    long[] withCategory = new long[0];
    int counted = 0;
    for (Drawable d : drawables) {
      List<Primitive> parts = d instanceof Composite c ? c.primitives() : d instanceof Primitive p ? List.of(p) : List.of();
      for (Primitive p : parts) {
        if (!isShownState(p, categories) || Arrays.binarySearch(lines, p.lineId(0)) < 0
            || p.end() < cell.fromSec() || p.start() > cell.toSec()) {
          continue;
        }
        if (p.categoryIndex() == cell.category()) {
          if (counted == withCategory.length) {
            withCategory = Arrays.copyOf(withCategory, Math.max(8, counted * 2));
          }
          withCategory[counted++] = p.lineId(0);
        }
        if (best == null || better(p, best, cell)) {
          best = p;
          bestOwner = d;
        }
      }
    }
    if (best == null) {
      return Optional.empty();
    }
    long distinct = Arrays.stream(withCategory, 0, counted).distinct().count();
    return Optional.of(new Choice(best, bestOwner, (int) distinct, lines.length));
  }

  /** True when {@code a} tells more truly than {@code b} what the cell shows. */
  static boolean better(Primitive a, Primitive b, DrawnCell cell) {
    int c = Boolean.compare(a.categoryIndex() == cell.category(), b.categoryIndex() == cell.category());
    if (c != 0) {
      return c > 0;
    }
    c = Boolean.compare(covers(a, cell.timeSec()), covers(b, cell.timeSec()));
    if (c != 0) {
      return c > 0;
    }
    return a.end() - a.start() < b.end() - b.start();
  }

  private static boolean covers(Primitive p, double t) {
    return p.start() <= t && t <= p.end();
  }

  private static boolean isShownState(Primitive p, Map<Integer, Category> categories) {
    if (p.vertexCount() != 2) {
      return false;
    }
    Category c = categories.get(p.categoryIndex());
    return c != null && c.topology() == Topology.STATE && c.visible();
  }
}
