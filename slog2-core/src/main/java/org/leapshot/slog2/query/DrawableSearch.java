package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Shadow;

/**
 * Finds the next or previous matching drawable by start time, best-first over the tree: nodes are
 * visited in order of the earliest (latest) start any drawable of their subtree can have, and the
 * walk stops as soon as no unvisited subtree can beat the best match. Subtrees whose shadows show
 * none of the wanted timelines are skipped unread. Costs grow with the distance to the match, not
 * with the file.
 */
final class DrawableSearch {
  private final NodeSource source;
  private final BlockPointer root;
  private final double rootStart;
  private final double rootEnd;
  private final Map<Integer, Category> categories;

  DrawableSearch(NodeSource source, BlockPointer root, double rootStart, double rootEnd,
      Map<Integer, Category> categories) {
    this.source = source;
    this.root = root;
    this.rootStart = rootStart;
    this.rootEnd = rootEnd;
    this.categories = categories;
  }

  /** Where a search starts: after (before) a time, or after (before) a drawable in drawing order. */
  record Anchor(double time, Drawable drawable) {
    boolean before(Drawable d) {
      return drawable == null ? d.start() > time : DrawingOrder.compare(d, drawable) > 0;
    }

    boolean after(Drawable d) {
      return drawable == null ? d.start() < time : DrawingOrder.compare(d, drawable) < 0;
    }
  }

  private record Pending(double bound, BlockPointer pointer) {}

  Optional<SearchHit> next(Anchor anchor, SearchFilter filter, BooleanSupplier cancelled) throws IOException {
    Set<Integer> cats = effectiveCategories(filter);
    PriorityQueue<Pending> queue = new PriorityQueue<>(Comparator.comparingDouble(Pending::bound));
    queue.add(new Pending(Math.max(rootStart, anchor.time()), root));
    Drawable best = null;
    while (!queue.isEmpty()) {
      Pending p = queue.poll();
      if (best != null && p.bound() > best.start()) {
        break;
      }
      LoadedNode node = load(p.pointer(), cancelled);
      best = bestOf(node, anchor, filter.lineIds(), cats, best, true);
      for (ShadowBuffer c : node.children()) {
        boolean reachable = anchor.drawable() == null ? c.childBox().latest() > anchor.time()
            : c.childBox().latest() >= anchor.time();
        if (reachable && showsLines(c, filter.lineIds())) {
          queue.add(new Pending(Math.max(c.childBox().earliest(), anchor.time()), c.childPointer()));
        }
      }
    }
    return Optional.ofNullable(best).map(d -> new SearchHit(d, d.start()));
  }

  Optional<SearchHit> previous(Anchor anchor, SearchFilter filter, BooleanSupplier cancelled) throws IOException {
    Set<Integer> cats = effectiveCategories(filter);
    PriorityQueue<Pending> queue =
        new PriorityQueue<>(Comparator.comparingDouble(Pending::bound).reversed());
    queue.add(new Pending(Math.min(rootEnd, anchor.time()), root));
    Drawable best = null;
    while (!queue.isEmpty()) {
      Pending p = queue.poll();
      if (best != null && p.bound() < best.start()) {
        break;
      }
      LoadedNode node = load(p.pointer(), cancelled);
      best = bestOf(node, anchor, filter.lineIds(), cats, best, false);
      for (ShadowBuffer c : node.children()) {
        boolean reachable = anchor.drawable() == null ? c.childBox().earliest() < anchor.time()
            : c.childBox().earliest() <= anchor.time();
        if (reachable && showsLines(c, filter.lineIds())) {
          queue.add(new Pending(Math.min(c.childBox().latest(), anchor.time()), c.childPointer()));
        }
      }
    }
    return Optional.ofNullable(best).map(d -> new SearchHit(d, d.start()));
  }

  private LoadedNode load(BlockPointer p, BooleanSupplier cancelled) throws IOException {
    if (cancelled.getAsBoolean()) {
      throw new java.io.InterruptedIOException("search cancelled");
    }
    return source.get(p, "tree node", new boolean[1]);
  }

  private static Drawable bestOf(LoadedNode node, Anchor anchor, Set<Integer> lines, Set<Integer> cats, Drawable best,
      boolean forward) {
    return bestIn(node.merged(), anchor, lines, cats, best, forward);
  }

  private static Drawable bestIn(Iterable<Drawable> list, Anchor anchor, Set<Integer> lines, Set<Integer> cats,
      Drawable best, boolean forward) {
    for (Drawable d : list) {
      if (!cats.contains(d.categoryIndex()) || !(forward ? anchor.before(d) : anchor.after(d))) {
        continue;
      }
      if (lines != null && !Drawables.touchesAny(d, lines)) {
        continue;
      }
      if (best == null || (forward ? DrawingOrder.compare(d, best) < 0 : DrawingOrder.compare(d, best) > 0)) {
        best = d;
      }
    }
    return best;
  }

  /** False only when the child's shadows prove its subtree has nothing on the wanted timelines. */
  private static boolean showsLines(ShadowBuffer c, Set<Integer> lines) throws IOException {
    if (lines == null) {
      return true;
    }
    try {
      return anyOnLines(c.nestable(), lines) || anyOnLines(c.nestless(), lines);
    } catch (UncheckedIOException e) {
      throw e.getCause(); // cached nodes read their shadows from the file on first use
    }
  }

  private static boolean anyOnLines(Iterable<Shadow> shadows, Set<Integer> lines) {
    for (Shadow s : shadows) {
      for (int v = 0; v < s.vertexCount(); v++) {
        if (lines.contains(s.lineId(v))) {
          return true;
        }
      }
    }
    return false;
  }

  private Set<Integer> effectiveCategories(SearchFilter filter) {
    if (filter.categories() != null) {
      return filter.categories();
    }
    java.util.HashSet<Integer> all = new java.util.HashSet<>();
    for (Category c : categories.values()) {
      if (c.searchable() && !c.isPreview()) {
        all.add(c.index());
      }
    }
    return all;
  }
}
