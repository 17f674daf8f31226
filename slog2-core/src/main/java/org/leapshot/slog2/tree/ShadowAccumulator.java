package org.leapshot.slog2.tree;

import org.leapshot.slog2.model.Primitive;

/**
 * One shadow being built (spec §10.5): a {@link StoredShadow} whose average vertex times, box, real
 * count and category weights grow as primitives and child shadows are merged into it. A shadow
 * created in a node also remembers its "own" primitives (box and category only, in the buffer's
 * {@link OwnPrimitives}) and, for states, the boxes of the child shadows merged into it, because
 * the exclusive ratios are computed from them when the node is written.
 */
final class ShadowAccumulator extends StoredShadow {
  /**
   * The own primitives remembered in the buffer's {@link OwnPrimitives}: this shadow's position in
   * its node (their owner there) and, once {@link #grouped}, the first position of their run.
   */
  private final int owner;
  private int ownFirst = -1;
  private int ownCount;
  private boolean grouped;
  /** Own primitives of a nestless shadow with no length, counted but not remembered. */
  private boolean hasInstants;

  /**
   * The boxes of the child shadows merged into a shadow with own primitives, newest first, as a
   * chain in the buffer's columns ({@link ShadowBufferParts#childBoxes}): two small arrays per
   * such shadow had been a sixteenth of the garbage of an OTF conversion with 1024 timelines.
   */
  private int childNewest = -1;
  private int childCount;

  private ShadowAccumulator(ShadowKey key, Primitive p, double start, double end, long realCount, int owner) {
    super(key, p, start, end, realCount);
    this.owner = owner;
  }

  /**
   * A new shadow made from its first own primitive, remembered in {@code own} if need be, for
   * position {@code owner} of its node; {@code key} may be a reused probe (it is copied if kept).
   */
  static ShadowAccumulator of(ShadowKey key, Primitive p, OwnPrimitives own, int owner) {
    return of(key, p, p.start(), p.end(), own, owner);
  }

  /** As {@link #of(ShadowKey, Primitive, OwnPrimitives, int)}, given the primitive's start and end. */
  static ShadowAccumulator of(ShadowKey key, Primitive p, double start, double end, OwnPrimitives own, int owner) {
    ShadowAccumulator s = new ShadowAccumulator(key, p, start, end, 1, owner);
    s.rememberOwn(p, start, end, own);
    return s;
  }

  /**
   * Hands a child's shadow to a parent buffer that has no shadow with this key yet. The child's
   * buffer has been stored by then, so the shadow is moved rather than copied (millions of copies
   * kept the garbage collector busy); in the parent it has no own primitives and no child boxes.
   */
  ShadowAccumulator adopt() {
    hasInstants = false;
    ownFirst = -1;
    ownCount = 0;
    grouped = false;
    childNewest = -1;
    childCount = 0;
    return this;
  }

  /** The category weights: this shadow itself. */
  WeightTable weights() {
    return this;
  }

  /** Merges one more own primitive, which spans {@code s} to {@code e}: running average of vertex times, box union. */
  void addOwn(Primitive p, double s, double e, OwnPrimitives own) {
    long n = realCount;
    for (int i = 0; i < vertexCount; i++) {
      setTime(i, (time(i) * n + p.time(i)) / (n + 1));
    }
    start = QuickMinMax.min(start, s);
    end = QuickMinMax.max(end, e);
    realCount = n + 1;
    rememberOwn(p, s, e, own);
  }

  private void rememberOwn(Primitive p, double s, double e, OwnPrimitives own) {
    if (!nestable) {
      // Nestless shadows count each own primitive's category now, which makes the slots in the
      // order initialWeights() would make them; an instant (an event, a zero-length arrow) adds
      // +0 to its inclusive ratio unless the shadow has no duration (see initialWeights), so it
      // need not be remembered: most primitives of event-heavy traces are instants.
      addCount(slot(p.categoryIndex()), 1);
      if (e - s == 0.0) {
        hasInstants = true;
        return;
      }
    }
    own.add(s, e, p.categoryIndex(), owner);
    ownCount++;
  }

  /**
   * The initial weights when the node is finalised: float sums of own durations over the shadow's,
   * in the order the primitives were added. An instant's ratio is 0/duration: +0, which leaves a
   * sum of non-negative ratios unchanged, or NaN when the shadow has no duration, and then every
   * own primitive's ratio is NaN (all of them are instants or have an undefined length).
   */
  void initialWeights(OwnPrimitives own) {
    group(own);
    double duration = duration();
    if (hasInstants && Float.isNaN((float) (0.0 / duration))) {
      for (int slot = 0; slot < size(); slot++) {
        addInclusive(slot, Float.NaN);
      }
    }
    if (nestable && ownCount > 0) {
      // Only now does a state shadow fill its weights: sized once, not grown slot by slot.
      reserve(size() + own.distinctCategories(ownFirst, ownCount));
    }
    for (int k = ownFirst, end = ownFirst + ownCount; k < end; k++) {
      int slot = slot(own.runCategory(k));
      addInclusive(slot, (float) ((own.runEnd(k) - own.runStart(k)) / duration));
      if (nestable) {
        addCount(slot, 1);
      }
    }
  }

  /** Finds the own primitives' run, once the node has them all: it is read two or three times from here on. */
  private void group(OwnPrimitives own) {
    if (!grouped && ownCount > 0) {
      ownFirst = own.runFirst(owner);
      grouped = true;
    }
  }

  /**
   * Absorbs the shadow of a child's subtree with the same key (spec §10.5, writeNode step 2);
   * {@code childBoxes} are the buffer's columns for the boxes {@link #finishExclusive} needs.
   * Returns how many stored bytes this shadow grew by (its new categories').
   */
  int absorb(ShadowAccumulator c, OwnPrimitives childBoxes) {
    int slots = size();
    double oldDuration = duration();
    long n = realCount;
    long nc = c.realCount;
    for (int i = 0; i < vertexCount; i++) {
      setTime(i, (time(i) * n + c.time(i) * nc) / (n + nc));
    }
    start = QuickMinMax.min(start, c.start);
    end = QuickMinMax.max(end, c.end);
    double newDuration = duration();
    realCount = n + nc;
    if (oldDuration != newDuration) {
      scale((float) (oldDuration / newDuration));
    }
    addScaled(c, (float) (c.duration() / newDuration));
    if (ownCount > 0 && nestable) {
      childNewest = childBoxes.addBefore(c.start, c.end, childNewest);
      childCount++;
    }
    return SLOT_BYTES * (size() - slots);
  }

  /**
   * Adds the own primitives' exclusive ratios of a state shadow (spec §10.5, writeNode step 3),
   * once its children are merged.
   */
  void finishExclusive(ExclusiveScratch scratch, OwnPrimitives own, OwnPrimitives childBoxes) {
    if (ownCount == 0 || !nestable) {
      return;
    }
    group(own);
    scratch.gather(own, ownFirst, ownCount);
    scratch.gatherChildren(childBoxes, childNewest, childCount);
    scratch.addExclusive(this, ownCount, childCount, duration(), false);
  }

  /**
   * For a node with no children (a leaf): {@link #initialWeights} and {@link #finishExclusive} in
   * one visit, the own primitives gathered once and each one's slot found once. Apart, a leaf's
   * shadows were visited twice, with the leaf's drawables stored in between, which took them out
   * of the cache; and every own primitive's category was looked up in the weights twice.
   */
  void leafWeights(OwnPrimitives own, ExclusiveScratch scratch) {
    group(own);
    double duration = duration();
    if (hasInstants && Float.isNaN((float) (0.0 / duration))) {
      for (int slot = 0; slot < size(); slot++) {
        addInclusive(slot, Float.NaN);
      }
    }
    int n = ownCount;
    if (n == 0) {
      return;
    }
    if (nestable) {
      reserve(size() + own.distinctCategories(ownFirst, n));
    }
    scratch.gather(own, ownFirst, n);
    double[] starts = scratch.starts();
    double[] ends = scratch.ends();
    int[] categories = scratch.categories();
    int[] slots = scratch.slots();
    for (int p = 0; p < n; p++) {
      int slot = slot(categories[p]);
      slots[p] = slot;
      addInclusive(slot, (float) ((ends[p] - starts[p]) / duration));
      if (nestable) {
        addCount(slot, 1);
      }
    }
    if (nestable) {
      scratch.addExclusive(this, n, 0, duration, true);
    }
  }
}
