package org.leapshot.slog2.tree;

import java.util.ArrayList;

/**
 * The merge of a finished child's shadows (its whole subtree's) into its parent's (spec §10.5), the
 * work of the tree's upper levels: a child's shadow whose key the parent has already is absorbed
 * into the parent's, and one new to the parent moves there, the new ones in the order the
 * reference's HashMap iterates the child's keys ({@link ReferenceHashOrder}), which decides where
 * they are stored and so the last bits of later merges.
 */
final class ChildShadowMerge {
  private ChildShadowMerge() {}

  /**
   * Merges {@code child}'s shadows into {@code shadows}, indexed in {@code parts}; the child's
   * shadows are not read afterwards except for their keys. {@code replay} is the calling thread's
   * work space.
   *
   * @return how many stored bytes the parent's shadows grew by
   */
  static int into(ArrayList<ShadowAccumulator> shadows, ShadowBufferParts parts, ArrayList<ShadowAccumulator> child,
      HashMapReplay replay) {
    parts.index.reserve(shadows.size() + child.size());
    int n = child.size();
    // Shadows with a key already here absorb the child's, in the child's insertion order: each
    // absorbs one shadow of a child, so the order does not matter, and the hash order, which must
    // be replayed, is needed only for the keys new here (a child's keys are distinct, so those
    // adopted from it are never looked up again). All keys are looked up first, each a probe of
    // its own, before any shadow is merged: one probe's cache miss then overlaps the next's.
    // The reference hashes are taken in the same pass, for the hash order of the new keys.
    ShadowIndex index = parts.index;
    int[] found = parts.found(n);
    int[] hashes = replay.hashCodes(n);
    for (int i = 0; i < n; i++) {
      ShadowAccumulator c = child.get(i);
      found[i] = index.findOrClaim(c, shadows);
      hashes[i] = c.referenceHash();
    }
    int fresh = 0;
    int last = -1;
    int bytes = 0;
    for (int i = 0; i < n; i++) {
      int at = found[i];
      if (at < 0) {
        fresh++;
        last = i;
      } else {
        bytes += shadows.get(at).absorb(child.get(i), parts.childBoxes);
      }
    }
    if (fresh == 1) {
      bytes += adopt(shadows, index, child.get(last), found[last]);
    } else if (fresh > 1) {
      int[] order = ReferenceHashOrder.positions(hashes, n, replay);
      for (int i = 0; i < n; i++) {
        int k = order[i];
        if (found[k] < 0) {
          bytes += adopt(shadows, index, child.get(k), found[k]);
        }
      }
    }
    return bytes;
  }

  /** Moves a child's shadow to the parent, into the index slot claimed for it; its stored size. */
  private static int adopt(ArrayList<ShadowAccumulator> shadows, ShadowIndex index, ShadowAccumulator c, int claim) {
    index.fill(claim, shadows.size());
    shadows.add(c.adopt());
    return c.byteSize();
  }
}
