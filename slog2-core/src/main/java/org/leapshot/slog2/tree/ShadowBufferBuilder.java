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
  private final List<ShadowAccumulator> shadows = new ArrayList<>();
  private final ShadowIndex index = new ShadowIndex();
  private final ShadowKey probe = ShadowKey.probe();

  ShadowBufferBuilder(NodeId id, double start) {
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

  void setPointer(BlockPointer p) {
    pointer = p;
  }

  /** The shadows in the reference's iteration order. */
  List<ShadowAccumulator> shadows() {
    int[] hashes = new int[shadows.size()];
    for (int i = 0; i < hashes.length; i++) {
      hashes[i] = shadows.get(i).key().hashCode();
    }
    return ReferenceHashOrder.of(shadows, hashes);
  }

  /** Adds a real primitive stored in this node: a new shadow for a new key, else a merge. */
  void addPrimitive(Topology topology, Primitive p) {
    ShadowAccumulator s = index.get(probe.set(topology, p));
    if (s == null) {
      ShadowKey key = probe.copy();
      put(ShadowAccumulator.of(key, p));
    } else {
      s.addOwn(p);
    }
  }

  /** When the node is finalised: initial weights of the shadows made from its own primitives. */
  void initialWeights() {
    for (ShadowAccumulator s : shadows) {
      s.initialWeights();
    }
  }

  /** Merges a finished child buffer (its whole subtree) into this one, then widens the box. */
  void mergeChild(ShadowBufferBuilder child) {
    for (ShadowAccumulator c : child.shadows()) {
      ShadowAccumulator s = index.get(c.key());
      if (s == null) {
        put(c.copy());
      } else {
        s.absorb(c);
      }
    }
    start = Math.min(start, child.start);
    end = Math.max(end, child.end);
  }

  private void put(ShadowAccumulator s) {
    shadows.add(s);
    index.add(s);
  }

  void finishExclusive() {
    for (ShadowAccumulator s : shadows) {
      s.finishExclusive();
    }
  }

  int byteSize() {
    int size = HEADER_BYTES;
    for (ShadowAccumulator s : shadows) {
      size += s.byteSize();
    }
    return size;
  }

  /** Header, then nestless (arrow, event) and nestable (state) shadows, each group in drawing order. */
  void encode(BlockOutput out) {
    out.writeDouble(start);
    out.writeDouble(end);
    out.writeNodeId(id);
    out.writePointer(pointer);
    List<ShadowAccumulator> nestless = new ArrayList<>();
    List<ShadowAccumulator> nestable = new ArrayList<>();
    for (ShadowAccumulator s : shadows) {
      (s.key().topology().isNestable() ? nestable : nestless).add(s);
    }
    encodeList(out, nestless);
    encodeList(out, nestable);
  }

  private static void encodeList(BlockOutput out, List<ShadowAccumulator> list) {
    list.sort(ShadowBufferBuilder::drawingOrder);
    out.writeInt(list.size());
    for (ShadowAccumulator s : list) {
      s.encode(out);
    }
  }

  /** Spec §8.6 for shadows: start up, end down, preview category, first and last line ID. */
  private static int drawingOrder(ShadowAccumulator a, ShadowAccumulator b) {
    int c = Double.compare(a.start(), b.start());
    if (c != 0) {
      return c;
    }
    c = Double.compare(b.end(), a.end());
    if (c != 0) {
      return c;
    }
    ShadowKey ka = a.key();
    ShadowKey kb = b.key();
    c = Integer.compare(org.leapshot.slog2.model.Category.previewIndex(ka.topology()),
        org.leapshot.slog2.model.Category.previewIndex(kb.topology()));
    if (c != 0) {
      return c;
    }
    c = Integer.compare(ka.lineId(0), kb.lineId(0));
    if (c != 0) {
      return c;
    }
    return Integer.compare(ka.lineId(ka.vertexCount() - 1), kb.lineId(kb.vertexCount() - 1));
  }
}
