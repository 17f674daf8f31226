package org.leapshot.slog2.query;

/**
 * What {@link WindowWalker} decides from the tree directory alone, before it reads a node: which
 * windows the directory's plan answers up front, and how much a level-of-detail walk may read on
 * into wide subtrees. Without a plan (a file without a directory) every window is walked.
 */
final class DirectoryChoice {
  /** Where narrow windows find their nodes up front, or null. */
  private final DirectoryPlan plan;
  private final long lodByteBudget;

  DirectoryChoice(DirectoryPlan plan, long lodByteBudget) {
    this.plan = plan;
    this.lodByteBudget = lodByteBudget;
  }

  /**
   * True when {@code q} is known, before reading, to be answered from real drawables alone (see
   * {@link WindowWalker#drawablesOnly}).
   */
  boolean drawablesOnly(WindowQuery q) {
    return q.exact() || planned(q) != null || wholeIfWide(q) != null;
  }

  /** Every node overlapping {@code [start, end]} if their drawables fit the wide budget; else null (or no plan). */
  DirectoryPlan.Nodes overlapping(double start, double end) {
    return plan == null ? null : plan.overlapping(start, end, wideBudget());
  }

  /**
   * The nodes of a narrow window, found in the tree directory, when it is to be answered from them
   * alone; else {@code null}. An exact query reads every node its window overlaps anyway, and so
   * does a level-of-detail one whose leaves span many pixels each: a subtree is summarised by
   * shadows only when its drawables are denser than the pixels, and a leaf rarely holds
   * {@value WindowWalker#PLANNED_LEAF_PIXELS} drawables per pixel and timeline. Such a
   * level-of-detail query answers with real drawables throughout, never shadows. Wider windows, and windows whose nodes
   * exceed the level-of-detail budget, walk the tree level by level and stop where shadows suffice.
   */
  DirectoryPlan.Nodes planned(WindowQuery q) {
    // Only the drawables of inner nodes are read, not their shadow buffers (most of their bytes):
    // the wide budget of the walk's reading on, rather than a level's.
    DirectoryPlan.Nodes found = overlapping(q.start(), q.end());
    if (found == null) {
      return null;
    }
    boolean fewLeaves = (long) found.leaves() * WindowWalker.PLANNED_LEAF_PIXELS <= q.widthPx();
    return q.exact() || fewLeaves || allWide(found, q) ? found : null;
  }

  /**
   * True when every node of the plan below the root is wider than {@link
   * LevelOfDetail#MAX_SHADOW_PIXELS}: the walk would read each of them (or, over the level budget,
   * answer from this same plan), so the plan gives its very answer without reading the upper nodes'
   * shadow buffers for a decision already made. (On the 5 GB 64-rank trace a zoom to 1/100 of the run
   * read its inner nodes whole, then again for the plan: 174 MB in the cache against 81 MB, for the
   * same 460 582 drawables.) A subtree without shadows, which the walk skips however wide, holds no
   * drawables: the plan reads it for nothing, and the answer is the same.
   */
  private static boolean allWide(DirectoryPlan.Nodes found, WindowQuery q) {
    return LevelOfDetail.wide(found.narrowestSeconds(), q);
  }

  /**
   * Every node of a level-of-detail window whose walk would go over the level budget reading on into
   * wide subtrees (judged from the directory), when their drawables fit the wide budget: the walk
   * would read those subtrees whole, shadow buffers and all, where the plan reads only drawables.
   * Null otherwise (the walk is the cheaper way, or it will answer coarsely).
   */
  DirectoryPlan.Nodes wholeIfWide(WindowQuery q) {
    if (plan == null || q.exact() || !(q.secondsPerPixel() > 0)) {
      return null;
    }
    double minSeconds = LevelOfDetail.MAX_SHADOW_PIXELS * q.secondsPerPixel();
    if (plan.wide(q.start(), q.end(), minSeconds).widestLevel() <= lodByteBudget) {
      return null;
    }
    return overlapping(q.start(), q.end());
  }

  /**
   * True when reading on into the wide subtrees stays within {@link WindowWalker#WIDE_READ_FACTOR}
   * budgets, judged before any of them is read: by the directory's count of every wide node the window
   * overlaps (so that a whole-run view does not read a budget's worth only to answer coarsely all
   * the same), and by the bytes read so far and next.
   */
  boolean affordable(WindowQuery q, long spentAndNext) {
    long budget = wideBudget();
    if (spentAndNext > budget) {
      return false;
    }
    double minSeconds = LevelOfDetail.MAX_SHADOW_PIXELS * q.secondsPerPixel();
    return plan == null || plan.wide(q.start(), q.end(), minSeconds).bytes() <= budget;
  }

  /** What a level-of-detail query may read in all: {@link WindowWalker#WIDE_READ_FACTOR} levels' budgets. */
  private long wideBudget() {
    long factor = WindowWalker.WIDE_READ_FACTOR;
    return lodByteBudget > Long.MAX_VALUE / factor ? Long.MAX_VALUE : lodByteBudget * factor;
  }
}
