package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.List;
import org.leapshot.slog2.format.BlockPointer;
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
  private final TreeDirectory directory;
  private final int children;
  private final int rootDepth;
  /**
   * Per depth, where its entries are: a file lists them root first, then depth descending and xpos
   * ascending (spec §7), so each level is a range of the directory, {@code [from[d], to[d])} (null
   * otherwise). Why: copying and checking every level's entries into arrays of their own was a fifth
   * of opening a 5 GB trace.
   */
  private final int[] from;
  private final int[] to;
  /** Otherwise, per depth: the xpos values in ascending order, and the directory places of their entries in the same order. */
  private final int[][] xpos;
  private final int[][] places;
  /** Per depth, whether every node's xpos is its place (found without a search). */
  private final boolean[] dense;
  /**
   * Block pointers by directory place, made when a plan first lists the node: a scroll step plans
   * the same few dozen nodes again and again, and made them anew each time.
   */
  private final BlockPointer[] pointers;

  DirectoryPlan(TreeDirectory directory, int childrenPerNode) {
    this.directory = directory;
    this.children = childrenPerNode;
    int n = directory.size();
    this.pointers = new BlockPointer[n];
    int maxDepth = -1;
    boolean inOrder = true;
    for (int i = 0; i < n; i++) {
      int d = directory.depth(i);
      maxDepth = Math.max(maxDepth, d);
      inOrder &= i == 0 || d < directory.depth(i - 1) || (d == directory.depth(i - 1)
          && directory.xpos(i - 1) <= directory.xpos(i));
    }
    this.rootDepth = maxDepth;
    int levels = maxDepth + 1;
    dense = new boolean[levels];
    if (inOrder) {
      from = new int[levels];
      to = new int[levels];
      Arrays.fill(dense, true);
      for (int i = 0; i < n; i++) {
        int d = directory.depth(i);
        if (d >= 0) {
          if (to[d] == 0) {
            from[d] = i;
          }
          to[d] = i + 1;
          dense[d] &= directory.xpos(i) == i - from[d];
        }
      }
      places = null;
      xpos = null;
      return;
    }
    from = null;
    to = null;
    int[] counts = new int[levels];
    for (int i = 0; i < n; i++) {
      if (directory.depth(i) >= 0) {
        counts[directory.depth(i)]++;
      }
    }
    places = new int[levels][];
    xpos = new int[levels][];
    for (int d = 0; d < levels; d++) {
      places[d] = new int[counts[d]];
      xpos[d] = new int[counts[d]];
    }
    int[] fill = new int[levels];
    boolean[] ordered = new boolean[levels];
    Arrays.fill(ordered, true);
    for (int i = 0; i < n; i++) {
      int d = directory.depth(i);
      if (d >= 0) {
        int k = fill[d]++;
        places[d][k] = i;
        xpos[d][k] = directory.xpos(i);
        ordered[d] &= k == 0 || xpos[d][k - 1] <= xpos[d][k];
      }
    }
    for (int d = 0; d < levels; d++) {
      if (!ordered[d]) {
        sortByXpos(d);
      }
      int[] x = xpos[d];
      boolean isDense = true;
      for (int i = 0; i < x.length && isDense; i++) {
        isDense = x[i] == i;
      }
      dense[d] = isDense;
    }
  }

  /** The number of entries at depth {@code d}. */
  private int count(int d) {
    return from != null ? to[d] - from[d] : places[d].length;
  }

  /** The directory place of the {@code k}-th entry of depth {@code d} in xpos order. */
  private int place(int d, int k) {
    return from != null ? from[d] + k : places[d][k];
  }

  /** The xpos of the {@code k}-th entry of depth {@code d} in xpos order. */
  private int xposAt(int d, int k) {
    return from != null ? directory.xpos(from[d] + k) : xpos[d][k];
  }

  /** Sorts level {@code d} by xpos, ties in stored order (as a stable sort would). */
  private void sortByXpos(int d) {
    int[] p = places[d];
    long[] keys = new long[p.length];
    for (int k = 0; k < p.length; k++) {
      keys[k] = ((long) xpos[d][k] << 32) | (p[k] & 0xFFFF_FFFFL);
    }
    Arrays.sort(keys);
    for (int k = 0; k < p.length; k++) {
      p[k] = (int) keys[k];
      xpos[d][k] = (int) (keys[k] >> 32);
    }
  }

  private BlockPointer pointer(int place) {
    BlockPointer p = pointers[place];
    if (p == null) {
      p = directory.pointer(place);
      pointers[place] = p; // racy on purpose: every thread makes an equal pointer
    }
    return p;
  }

  private boolean overlaps(int place, double start, double end) {
    return directory.earliest(place) <= end && start <= directory.latest(place);
  }

  private double duration(int place) {
    return directory.latest(place) - directory.earliest(place);
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
    // Read through the directory's columns: a plan reads a few hundred entries at most.
    int root = find(rootDepth, 0);
    if (root < 0 || !overlaps(place(rootDepth, root), start, end)) {
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
        BlockPointer p = pointer(place(d, e));
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
        long first = (long) xposAt(d, e) * children;
        for (int i = 0; i < children; i++) {
          int child = first + i <= Integer.MAX_VALUE ? find(d - 1, (int) (first + i)) : -1;
          if (child >= 0 && overlaps(place(d - 1, child), start, end)) {
            if (nextSize == next.length) {
              next = Arrays.copyOf(next, 2 * nextSize);
            }
            next[nextSize++] = child;
            narrowest = Math.min(narrowest, duration(place(d - 1, child)));
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
    for (int d = 0; d <= rootDepth; d++) {
      long levelBytes = 0;
      for (int k = 0, n = count(d); k < n; k++) {
        int e = place(d, k);
        if (duration(e) > minSeconds && overlaps(e, start, end)) {
          levelBytes += directory.blockSize(e);
        }
      }
      bytes += levelBytes;
      widest = Math.max(widest, levelBytes);
    }
    return new WideNodes(bytes, widest);
  }

  /** The place at depth {@code depth} of the node with xpos {@code x}, or -1 when there is none. */
  private int find(int depth, int x) {
    if (depth < 0 || depth >= dense.length) {
      return -1;
    }
    int n = count(depth);
    if (dense[depth]) {
      return x >= 0 && x < n ? x : -1;
    }
    int lo = 0; // as Arrays.binarySearch: the same place among equal xpos values
    int hi = n - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int v = xposAt(depth, mid);
      if (v < x) {
        lo = mid + 1;
      } else if (v > x) {
        hi = mid - 1;
      } else {
        return mid;
      }
    }
    return -1;
  }
}
