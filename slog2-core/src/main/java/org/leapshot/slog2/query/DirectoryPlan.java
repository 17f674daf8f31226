package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.List;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.TreeDirectory;

/**
 * The nodes a narrow window will touch, found in the tree directory (held in memory since the file
 * was opened) instead of by reading down the tree. Walking down costs one round of reads per level,
 * each waiting for the one above, and the upper nodes are mostly shadow buffers; listing the nodes
 * up front lets them all be decoded at once on every core.
 *
 * <p>The one-pass writer numbers the children of node (d, x) as (d−1, K·x) … (d−1, K·x+K−1)
 * (spec §10); the directory lists every node with its box. A planned query reads exactly the nodes
 * listed here, so it trusts the directory as the whole-file scan does ({@link DrawableScan} reads the
 * nodes it lists): on a file whose directory disagrees with its tree, the planned answer is the
 * directory's, the same as a scan of the window would give. {@code check} reports such files.
 */
final class DirectoryPlan {
  private final int children;
  private final int rootDepth;
  /** Per depth: the xpos values in ascending order, and the entries in the same order. */
  private final int[][] xpos;
  private final DirectoryEntry[][] entries;
  /** Per depth, whether every node's xpos is its place (found without a search). */
  private final boolean[] dense;

  DirectoryPlan(TreeDirectory directory, int childrenPerNode) {
    this.children = childrenPerNode;
    int maxDepth = -1;
    for (DirectoryEntry e : directory.entries()) {
      maxDepth = Math.max(maxDepth, e.id().depth());
    }
    this.rootDepth = maxDepth;
    int levels = maxDepth + 1;
    int[] counts = new int[levels];
    for (DirectoryEntry e : directory.entries()) {
      if (e.id().depth() >= 0) {
        counts[e.id().depth()]++;
      }
    }
    entries = new DirectoryEntry[levels][];
    for (int d = 0; d < levels; d++) {
      entries[d] = new DirectoryEntry[counts[d]];
    }
    int[] fill = new int[levels];
    for (DirectoryEntry e : directory.entries()) {
      int d = e.id().depth();
      if (d >= 0) {
        entries[d][fill[d]++] = e;
      }
    }
    xpos = new int[levels][];
    dense = new boolean[levels];
    for (int d = 0; d < levels; d++) {
      Arrays.sort(entries[d], (a, b) -> Integer.compare(a.id().xpos(), b.id().xpos()));
      int n = entries[d].length;
      xpos[d] = new int[n];
      dense[d] = true;
      for (int i = 0; i < n; i++) {
        xpos[d][i] = entries[d][i].id().xpos();
        dense[d] &= xpos[d][i] == i;
      }
    }
  }

  /**
   * The nodes a window overlaps.
   *
   * @param nodes their pointers, one tree level after the other from the root, each level in xpos
   *     order
   * @param levelSizes how many nodes each level has, root level first
   * @param inner per node, true unless it is a leaf
   * @param leaves how many of them are leaves
   * @param narrowestSeconds the shortest box duration of the nodes below the root (infinite when
   *     the root is the only one): a level-of-detail walk reads every child wider than a few pixels,
   *     so above a certain resolution it would read exactly these nodes (see {@link LevelOfDetail#wide})
   */
  record Nodes(List<BlockPointer> nodes, int[] levelSizes, boolean[] inner, int leaves, double narrowestSeconds) {}

  /**
   * Every node whose box overlaps [start, end] and whose ancestors' boxes do too; or {@code null}
   * when together they hold more than {@code maxBytes} stored bytes (then the level-by-level walk,
   * which may stop early, is the cheaper way).
   */
  Nodes overlapping(double start, double end, long maxBytes) {
    if (rootDepth < 0 || children < 1) {
      return null;
    }
    // Read through the entries: arrays of their boxes and pointers, made at the first plan, cost a
    // fresh session's first window 0.17 ms of 2.1 (64-rank 5 GB trace, 54 000 nodes) and a plan
    // reads a few hundred entries at most, as fast either way (2-6 µs a plan).
    int root = find(rootDepth, 0);
    if (root < 0 || !entries[rootDepth][root].box().overlaps(start, end)) {
      return null;
    }
    BlockPointer[] out = new BlockPointer[4 * (rootDepth + 1)];
    int count = 0;
    int[] sizes = new int[rootDepth + 1];
    int levels = 0;
    int[] level = {root};
    int levelSize = 1;
    int[] next = new int[4];
    long bytes = 0;
    int leaves = 0;
    double narrowest = Double.POSITIVE_INFINITY;
    for (int d = rootDepth; levelSize > 0; d--) {
      sizes[levels++] = levelSize;
      int nextSize = 0;
      for (int k = 0; k < levelSize; k++) {
        int e = level[k];
        BlockPointer p = entries[d][e].pointer();
        if (count == out.length) {
          out = Arrays.copyOf(out, 2 * count);
        }
        out[count++] = p;
        bytes += p.size();
        if (bytes > maxBytes) {
          return null;
        }
        if (d == 0) {
          leaves++;
          continue;
        }
        long first = (long) xpos[d][e] * children;
        for (int i = 0; i < children; i++) {
          int child = first + i <= Integer.MAX_VALUE ? find(d - 1, (int) (first + i)) : -1;
          if (child >= 0 && entries[d - 1][child].box().overlaps(start, end)) {
            if (nextSize == next.length) {
              next = Arrays.copyOf(next, 2 * nextSize);
            }
            next[nextSize++] = child;
            narrowest = Math.min(narrowest, entries[d - 1][child].box().duration());
          }
        }
      }
      int[] swap = level;
      level = next;
      next = swap;
      levelSize = nextSize;
    }
    boolean[] inner = new boolean[count];
    Arrays.fill(inner, 0, count - leaves, true); // the leaves, if any, are the last level
    return new Nodes(Arrays.asList(Arrays.copyOf(out, count)), Arrays.copyOf(sizes, levels), inner, leaves, narrowest);
  }

  /**
   * Of the nodes whose box overlaps a window and lasts longer than a few of its pixels: their stored
   * bytes in all (what a level-of-detail query reading every subtree too wide for its shadows would
   * read at most; a narrower node is answered by its parent's shadows of it) and those of the tree
   * level holding most of them (above the query's level budget, its walk would read on level after
   * level).
   */
  record WideNodes(long bytes, long widestLevel) {}

  /** The {@link WideNodes} of [start, end] for boxes longer than {@code minSeconds}. */
  WideNodes wide(double start, double end, double minSeconds) {
    long bytes = 0;
    long widest = 0;
    for (DirectoryEntry[] level : entries) {
      long levelBytes = 0;
      for (DirectoryEntry e : level) {
        if (e.box().duration() > minSeconds && e.box().overlaps(start, end)) {
          levelBytes += e.pointer().size();
        }
      }
      bytes += levelBytes;
      widest = Math.max(widest, levelBytes);
    }
    return new WideNodes(bytes, widest);
  }

  /** The place at depth {@code depth} of the node with xpos {@code x}, or -1 when there is none. */
  private int find(int depth, int x) {
    if (depth < 0 || depth >= xpos.length) {
      return -1;
    }
    if (dense[depth]) {
      return x >= 0 && x < xpos[depth].length ? x : -1;
    }
    int i = Arrays.binarySearch(xpos[depth], x);
    return i < 0 ? -1 : i;
  }
}
