package org.leapshot.slog2.tree;

import java.util.Arrays;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * What one shadow stands for: a topology and the exact list of vertex line IDs (spec §10.5). The
 * hash is that of the reference's key, the Java list {@code [topology, lineID0, lineID1, ...]}, so
 * that buffers can iterate their shadows in the reference's HashMap order (Appendix A,
 * {@link ReferenceHashOrder}); category summaries and new-shadow order depend on it.
 *
 * <p>A buffer keeps one mutable probe key for look-ups, so that adding a primitive to an existing
 * shadow allocates nothing; stored keys are immutable copies.
 */
final class ShadowKey {
  private int topology;
  private int[] lineIds;
  private int length;
  private int hash;
  /** A well-mixed hash of the same fields for {@link ShadowIndex}: the list hash collides for arrows. */
  private int mixedHash;
  /** The first two line IDs packed, and topology with length: {@link ShadowIndex} compares these in place. */
  private long packedIds;
  private int meta;

  private ShadowKey(int topology, int[] lineIds, int length) {
    this.topology = topology;
    this.lineIds = lineIds;
    this.length = length;
    this.hash = computeHash();
  }

  /** A copy of {@code k} with its own line IDs, taking the hashes rather than computing them again. */
  private ShadowKey(ShadowKey k) {
    this.topology = k.topology;
    this.lineIds = Arrays.copyOf(k.lineIds, k.length);
    this.length = k.length;
    this.hash = k.hash;
    this.mixedHash = k.mixedHash;
    this.packedIds = k.packedIds;
    this.meta = k.meta;
  }

  static ShadowKey probe() {
    return new ShadowKey(0, new int[2], 0);
  }

  /** Points this probe at a primitive's key. */
  ShadowKey set(Topology t, Primitive p) {
    int n = p.vertexCount();
    if (lineIds.length < n) {
      lineIds = new int[n];
    }
    topology = t.code();
    for (int i = 0; i < n; i++) {
      lineIds[i] = p.lineId(i);
    }
    length = n;
    hash = computeHash();
    return this;
  }

  /**
   * An immutable copy. The hashes are taken over: computed again, over line-ID arrays of one entry
   * as well as the probe's two, the JIT compiler's range checks in {@link #computeHash} failed late
   * in conversions and recompiled the tree builder's main method.
   */
  ShadowKey copy() {
    return new ShadowKey(this);
  }

  Topology topology() {
    return Topology.ofCode(topology);
  }

  int vertexCount() {
    return length;
  }

  int lineId(int i) {
    return lineIds[i];
  }

  private int computeHash() {
    int h = 31 + topology;
    // Murmur3's block mixing: unlike 31·h + id, distinct line-ID pairs such as (a, b) and
    // (a + 1, b - 31) do not meet.
    int m = 0x9747b28c ^ topology;
    for (int i = 0; i < length; i++) {
      h = 31 * h + lineIds[i];
      int k = lineIds[i] * 0xcc9e2d51;
      k = Integer.rotateLeft(k, 15) * 0x1b873593;
      m = Integer.rotateLeft(m ^ k, 13) * 5 + 0xe6546b64;
    }
    packedIds = length == 0 ? 0 : (long) lineIds[0] << 32 | (length > 1 ? lineIds[1] & 0xffffffffL : 0);
    meta = topology << 16 ^ length;
    m ^= length;
    m ^= m >>> 16;
    m *= 0x85ebca6b;
    m ^= m >>> 13;
    m *= 0xc2b2ae35;
    mixedHash = m ^ (m >>> 16);
    return h;
  }

  int mixedHash() {
    return mixedHash;
  }

  long packedIds() {
    return packedIds;
  }

  /** Topology and vertex count; keys with equal meta and packed IDs are equal if they have at most two vertices. */
  int meta() {
    return meta;
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof ShadowKey k) || k.hash != hash || k.topology != topology || k.length != length) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (lineIds[i] != k.lineIds[i]) {
        return false;
      }
    }
    return true;
  }
}
