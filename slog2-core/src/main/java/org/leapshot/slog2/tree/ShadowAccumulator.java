package org.leapshot.slog2.tree;

import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * One shadow being built (spec §10.5): count-weighted average vertex times, the real box, the
 * number of real primitives and the category weights (it is the {@link WeightTable} itself). A
 * shadow created in a node also remembers
 * its "own" primitives (box and category only, in the buffer's {@link OwnPrimitives}) and, for
 * states, the boxes of the child shadows merged into it, because the exclusive ratios are computed
 * from them when the node is written.
 */
final class ShadowAccumulator extends WeightTable {
  private static final int DRAWABLE_BYTES = 36;
  private static final int SLOT_BYTES = 20;

  /**
   * The key itself only for more than two vertices: with one or two (every state, arrow and event)
   * the fields below are the whole key, and a copy per shadow had been a tenth of the garbage of
   * an OTF conversion with 1024 timelines.
   */
  private final ShadowKey key;
  // Copied out of the key: sorting, splitting and hash ordering read them for every shadow, and one
  // object fewer to visit per shadow is measurable with millions of shadows.
  private final int referenceHash;
  private final boolean nestable;
  private final int previewIndex;
  private final int firstLineId;
  private final int lastLineId;
  private final int mixedHash;
  private final long packedIds;
  private final int meta;
  private final int vertexCount;
  // Average vertex times: in fields for the usual one or two vertices (one object fewer per shadow),
  // in an array only for longer keys.
  private double time0;
  private double time1;
  private final double[] moreTimes;
  private double start;
  private double end;
  private long realCount;

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
    this.owner = owner;
    this.key = key.vertexCount() > 2 ? key.copy() : null;
    Topology t = key.topology();
    this.referenceHash = key.hashCode();
    this.nestable = t.isNestable();
    this.previewIndex = t.previewIndex();
    this.firstLineId = key.lineId(0);
    this.lastLineId = key.lineId(key.vertexCount() - 1);
    this.mixedHash = key.mixedHash();
    this.packedIds = key.packedIds();
    this.meta = key.meta();
    this.vertexCount = key.vertexCount();
    this.moreTimes = vertexCount > 2 ? new double[vertexCount] : null;
    for (int i = 0; i < vertexCount; i++) {
      setTime(i, p.time(i));
    }
    this.start = start;
    this.end = end;
    this.realCount = realCount;
  }

  private double time(int i) {
    return moreTimes != null ? moreTimes[i] : i == 0 ? time0 : time1;
  }

  private void setTime(int i, double t) {
    if (moreTimes != null) {
      moreTimes[i] = t;
    } else if (i == 0) {
      time0 = t;
    } else {
      time1 = t;
    }
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

  /** The key, for more than two vertices only (null otherwise: {@link #lineId} and the cached fields are the key). */
  ShadowKey key() {
    return key;
  }

  /** The line ID of vertex {@code i}. */
  int lineId(int i) {
    return vertexCount > 2 ? key.lineId(i) : i == 0 ? firstLineId : lastLineId;
  }

  /** {@link ShadowKey#mixedHash()} of the key. */
  int mixedHash() {
    return mixedHash;
  }

  /** {@link ShadowKey#packedIds()} of the key. */
  long packedIds() {
    return packedIds;
  }

  /** {@link ShadowKey#meta()} of the key. */
  int meta() {
    return meta;
  }

  int vertexCount() {
    return vertexCount;
  }

  int referenceHash() {
    return referenceHash;
  }

  boolean nestable() {
    return nestable;
  }

  int previewIndex() {
    return previewIndex;
  }

  int firstLineId() {
    return firstLineId;
  }

  int lastLineId() {
    return lastLineId;
  }

  double start() {
    return start;
  }

  double end() {
    return end;
  }

  double duration() {
    return end - start;
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
   * Adds the own primitives' exclusive ratios of a state shadow (spec §10.5, writeNode step 3):
   * each primitive's duration minus its overlap with the child shadows, minus what is nested in
   * it, found with a stack over the primitives in drawing order.
   */
  void finishExclusive(ExclusiveScratch scratch, OwnPrimitives own, OwnPrimitives childBoxes) {
    if (ownCount == 0 || !nestable) {
      return;
    }
    group(own);
    scratch.gather(own, ownFirst, ownCount);
    scratch.gatherChildren(childBoxes, childNewest, childCount);
    double[] childStarts = scratch.childStarts();
    double[] childEnds = scratch.childEnds();
    double[] ownStarts = scratch.starts();
    double[] ownEnds = scratch.ends();
    int[] ownCategories = scratch.categories();
    int[] order = scratch.order(ownCount);
    double[] exclusive = scratch.exclusive();
    int[] stack = scratch.stack();
    int top = 0;
    for (int o = 0; o < ownCount; o++) {
      int p = order[o];
      double x = ownEnds[p] - ownStarts[p];
      // The children last to first (the float subtraction order is part of the file), as gathered.
      for (int j = 0, n = childCount; j < n; j++) {
        double overlap = QuickMinMax.min(ownEnds[p], childEnds[j]) - QuickMinMax.max(ownStarts[p], childStarts[j]);
        x -= overlap > 0 ? overlap : 0;
      }
      exclusive[p] = x;
      while (top > 0 && !(ownStarts[stack[top - 1]] <= ownStarts[p] && ownEnds[p] <= ownEnds[stack[top - 1]])) {
        top--;
      }
      if (top > 0) {
        exclusive[stack[top - 1]] -= exclusive[p];
      }
      stack[top++] = p;
    }
    // Each category's own exclusive ratios are float-summed in the order the primitives were added,
    // then added to what the children contributed: any other order changes the last bit.
    double duration = duration();
    int slots = size();
    float[] sums = scratch.sums(slots);
    for (int p = 0; p < ownCount; p++) {
      sums[slot(ownCategories[p])] += (float) (exclusive[p] / duration);
    }
    for (int slot = 0; slot < slots; slot++) {
      addExclusive(slot, sums[slot]);
    }
  }

  /** Stored size: {@code 36 + 12·Nvertices + 20·Nweights}. */
  int byteSize() {
    return DRAWABLE_BYTES + 12 * vertexCount + SLOT_BYTES * size();
  }

  /** Stores the shadow: {@link #byteSize()} bytes, with one capacity check for all of them. */
  void encode(BlockOutput out) {
    int at = out.reserve(byteSize());
    byte[] b = out.array();
    at = BlockOutput.putInt(b, at, previewIndex);
    at = BlockOutput.putShort(b, at, 0);
    at = BlockOutput.putShort(b, at, vertexCount);
    for (int i = 0; i < vertexCount; i++) {
      at = BlockOutput.putDouble(b, at, time(i));
      at = BlockOutput.putInt(b, at, lineId(i));
    }
    at = BlockOutput.putDouble(b, at, start);
    at = BlockOutput.putDouble(b, at, end);
    at = BlockOutput.putLong(b, at, realCount);
    encodeWeights(out, b, at);
  }
}
