package org.leapshot.slog2.tree;

import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * The shadows of one node's subtree (spec §8.5, §10.5) with the header its parent stores: the
 * node's ID, box and block pointer. Shadows are kept in insertion order and iterated in the order
 * of the reference's HashMap ({@link ReferenceHashOrder}), which decides the merge order and the
 * last bits of the category summaries.
 */
final class ShadowBufferBuilder {
  private static final int HEADER_BYTES = 42;

  private final NodeId id;
  private double start;
  private double end;
  private BlockPointer pointer = BlockPointer.NULL;
  private final ArrayList<ShadowAccumulator> shadows = new ArrayList<>();
  private ShadowBufferParts parts;
  private final ShadowKey probe = ShadowKey.probe();
  private int byteSize = -1;
  /**
   * The stored size of the shadows so far, kept up as they are weighed, merged and adopted: summing
   * it when the buffer is finished had meant one more visit to every shadow of the subtree, each a
   * cache miss in the upper levels.
   */
  private int shadowBytes;
  /** Shadows made from the node's own primitives, the first in the list (adopted ones have none). */
  private int ownShadows = -1;
  /** The stored form, when made ahead of the parent's block by {@link #preEncode}. */
  private byte[] encoded;
  /** Read and written by the trunk's thread only: whether the node writer thread has yet to merge or place it. */
  private boolean onThread;
  /** Whether {@link #leafWeights} added the exclusive ratios already (a node with no children). */
  private boolean exclusiveDone;

  ShadowBufferBuilder(NodeId id, double start) {
    this(id, start, new ShadowBufferParts());
  }

  /** A buffer that reuses an emptied predecessor's parts, already grown to the sizes it needed. */
  ShadowBufferBuilder(NodeId id, double start, ShadowBufferParts parts) {
    this.parts = parts;
    parts.hold();
    this.id = id;
    this.start = start;
    this.end = Double.NEGATIVE_INFINITY;
  }

  NodeId id() {
    return id;
  }

  double start() {
    return start;
  }

  double end() {
    return end;
  }

  void lowerStart(double s) {
    start = Math.min(start, s);
  }

  void setEnd(double e) {
    end = e;
  }

  /** Where the node is in the file; known only once it is placed, perhaps after {@link #preEncode}. */
  void setPointer(BlockPointer p) {
    pointer = p;
  }

  /** Whether the node writer thread merges or places this buffer (then its parent's job goes there too). */
  boolean onThread() {
    return onThread;
  }

  void setOnThread(boolean b) {
    onThread = b;
  }

  /** The shadows in the reference's iteration order. */
  List<ShadowAccumulator> shadows() {
    int[] order = hashOrder(new HashMapReplay());
    List<ShadowAccumulator> ordered = new ArrayList<>(shadows.size());
    for (int i = 0, n = shadows.size(); i < n; i++) {
      ordered.add(shadows.get(order[i]));
    }
    return ordered;
  }

  /** The positions of the shadows in the reference's iteration order, in an array {@code replay} may reuse. */
  private int[] hashOrder(HashMapReplay replay) {
    int n = shadows.size();
    int[] hashes = replay.hashCodes(n);
    for (int i = 0; i < n; i++) {
      hashes[i] = shadows.get(i).referenceHash();
    }
    return ReferenceHashOrder.positions(hashes, n, replay);
  }

  /** Adds a real primitive stored in this node: a new shadow for a new key, else a merge. */
  void addPrimitive(Topology topology, Primitive p) {
    addPrimitive(topology, p, p.start(), p.end());
  }

  /**
   * As {@link #addPrimitive(Topology, Primitive)}, with the primitive's start and end: the trunk
   * has them, and a primitive computes them from its vertices by calls the quick compiler does
   * not inline (three pairs per primitive had been made here).
   */
  void addPrimitive(Topology topology, Primitive p, double start, double end) {
    int t = topology.code();
    int n = p.vertexCount();
    int first = p.firstLineId();
    int last = p.lastLineId();
    int at = n <= 2 ? parts.index.recent(t, n, first, last) : -1;
    if (at >= 0) {
      shadows.get(at).addOwn(p, start, end, parts.own);
      return;
    }
    at = parts.index.findOrAdd(probe.set(topology, p), shadows, shadows.size());
    if (at < 0) {
      at = shadows.size();
      shadows.add(ShadowAccumulator.of(probe, p, start, end, parts.own, at));
    } else {
      shadows.get(at).addOwn(p, start, end, parts.own);
    }
    if (n <= 2) {
      parts.index.remember(t, n, first, last, at);
    }
  }

  /** When the node is finalised: initial weights of the shadows made from its own primitives. */
  void initialWeights() {
    int bytes = 0;
    for (ShadowAccumulator s : shadows) {
      s.initialWeights(parts.own);
      bytes += s.byteSize();
    }
    shadowBytes = bytes;
    ownShadows = shadows.size();
  }

  /**
   * For a node that has no children (a leaf), when it is finalised: initial weights and exclusive
   * ratios at once ({@link ShadowAccumulator#leafWeights}); {@link #finishExclusive} then only
   * completes the buffer.
   */
  void leafWeights(ExclusiveScratch scratch) {
    int bytes = 0;
    for (ShadowAccumulator s : shadows) {
      s.leafWeights(parts.own, scratch);
      bytes += s.byteSize();
    }
    shadowBytes = bytes;
    ownShadows = shadows.size();
    exclusiveDone = true;
  }

  /**
   * Before merging children with {@code n} shadows in all: makes room for as many more, so that
   * the list grows once rather than by halves (a good part of the list copies of a conversion).
   */
  void reserveForChildren(int n) {
    shadows.ensureCapacity(shadows.size() + n);
  }

  int shadowCount() {
    return shadows.size();
  }

  /** The shadow at position {@code i} in the order shadows were added (not the reference's iteration order). */
  ShadowAccumulator shadowAt(int i) {
    return shadows.get(i);
  }

  /**
   * Merges a finished child buffer (its whole subtree) into this one, then widens the box. The
   * child's shadows move into this buffer: the child must have been encoded already and is not
   * read afterwards except for its keys. {@code replay} is the calling thread's work space.
   */
  void mergeChild(ShadowBufferBuilder child, HashMapReplay replay) {
    if (exclusiveDone) {
      throw new IllegalStateException("shadow buffer of node " + id + " weighed as a leaf, then given a child");
    }
    shadowBytes += ChildShadowMerge.into(shadows, parts, child.shadows, replay);
    start = Math.min(start, child.start);
    end = Math.max(end, child.end);
  }

  /** Completes the buffer; from here on it does not change, so its size is computed here once. */
  void finishExclusive(ExclusiveScratch scratch) {
    // Only the node's own shadows have exclusive ratios to add (adopted ones have no own
    // primitives), and adding them changes no stored size.
    if (ownShadows < 0) {
      throw new IllegalStateException("shadow buffer of node " + id + " finished before its initial weights");
    }
    for (int i = 0; !exclusiveDone && i < ownShadows; i++) {
      shadows.get(i).finishExclusive(scratch, parts.own, parts.childBoxes);
    }
    byteSize = HEADER_BYTES + shadowBytes;
  }

  /**
   * After {@link #finishExclusive}: stores the buffer's bytes now, while the parent is not written
   * yet, so that the parent's block (perhaps written on another thread) only copies them.
   */
  void preEncode(BlockOutput scratch, ShadowDrawingOrder order, ByteArrayPool pool) {
    scratch.reset();
    encode(scratch, order);
    if (scratch.size() != byteSize()) {
      throw new IllegalStateException("shadow buffer of node " + id + " encoded to " + scratch.size()
          + " bytes, computed " + byteSize);
    }
    encoded = pool.take(byteSize);
    System.arraycopy(scratch.array(), 0, encoded, 0, byteSize);
  }

  /**
   * Once the parent's block holds this buffer's bytes: hands the stored form made by {@link
   * #preEncode} (if any) back to {@code pool}. The buffer is not stored again.
   */
  void releaseEncoded(ByteArrayPool pool) {
    if (encoded != null) {
      pool.give(encoded);
      encoded = null;
    }
  }

  /** The reusable parts, for the trunk to hand on once {@link #releaseParts()} has emptied them. */
  ShadowBufferParts parts() {
    return parts;
  }

  /** After {@link #finishExclusive}: empties the parts for the next buffer on the same level. */
  void releaseParts() {
    ShadowBufferParts p = parts;
    parts = null;
    p.clear();
  }

  int byteSize() {
    if (byteSize < 0) {
      throw new IllegalStateException("shadow buffer of node " + id + " is not finished");
    }
    return byteSize;
  }

  /** Header, then nestless (arrow, event) and nestable (state) shadows, each group in drawing order. */
  void encode(BlockOutput out, ShadowDrawingOrder order) {
    if (encoded != null) {
      int at = out.size();
      out.writeBytes(encoded, 0, byteSize);
      // Stored before the node had its place in the file, perhaps.
      BlockOutput.putPointer(out.array(), at + NodeEncoder.POINTER_AT, pointer);
      return;
    }
    out.writeDouble(start);
    out.writeDouble(end);
    out.writeNodeId(id);
    out.writePointer(pointer);
    order.encode(out, shadows);
  }
}
