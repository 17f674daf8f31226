package org.leapshot.slog2.tree;

import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * What a shadow stores (spec §8.4): its key (topology and vertex line IDs), the average time of
 * each vertex, its box, how many real primitives it stands for and its category weights (it is the
 * {@link WeightTable} itself); {@link ShadowAccumulator} builds it.
 */
abstract class StoredShadow extends WeightTable {
  private static final int DRAWABLE_BYTES = 36;
  static final int SLOT_BYTES = 20;

  /**
   * The key itself only for more than two vertices: with one or two (every state, arrow and event)
   * the fields below are the whole key, and a copy per shadow had been a tenth of the garbage of
   * an OTF conversion with 1024 timelines.
   */
  private final ShadowKey key;
  // Copied out of the key: sorting, splitting and hash ordering read them for every shadow, and one
  // object fewer to visit per shadow is measurable with millions of shadows.
  private final int referenceHash;
  final boolean nestable;
  private final int previewIndex;
  private final int firstLineId;
  private final int lastLineId;
  private final int mixedHash;
  private final long packedIds;
  private final int meta;
  final int vertexCount;
  // Average vertex times: in fields for the usual one or two vertices (one object fewer per shadow),
  // in an array only for longer keys.
  private double time0;
  private double time1;
  private final double[] moreTimes;
  double start;
  double end;
  long realCount;

  StoredShadow(ShadowKey key, Primitive p, double start, double end, long realCount) {
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

  final double time(int i) {
    return moreTimes != null ? moreTimes[i] : i == 0 ? time0 : time1;
  }

  final void setTime(int i, double t) {
    if (moreTimes != null) {
      moreTimes[i] = t;
    } else if (i == 0) {
      time0 = t;
    } else {
      time1 = t;
    }
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
