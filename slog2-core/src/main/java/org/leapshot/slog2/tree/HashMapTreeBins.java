package org.leapshot.slog2.tree;

/**
 * The bins of a replayed JDK {@code java.util.HashMap} ({@link HashMapReplay}) as index arrays, and
 * what the map does to a bin that is a red-black tree: building the tree from a list bin, putting a
 * key into it (linked right after its tree parent in the bin's list), the JDK's insertion fix-up
 * and rotations, and moving the root to the front of the bin.
 */
abstract class HashMapTreeBins {
  static final int NONE = -1;

  // Per key, grown by the replay for the largest map and reused.
  int[] hash = new int[0];
  int[] next = new int[0];
  int[] prev = new int[0];
  /** Tree children, two per key: {@code child[2x]} left, {@code child[2x + 1]} right. */
  int[] child = new int[0];
  int[] parent = new int[0];
  boolean[] red = new boolean[0];
  /** The bins; the first {@link #capacity} are the map's table, grown in place. */
  int[] table = new int[0];
  boolean[] treeBin = new boolean[0];
  int capacity;

  final void treeify(int head) {
    int root = NONE;
    for (int x = head; x != NONE; x = next[x]) {
      child[2 * x] = NONE;
      child[2 * x + 1] = NONE;
      if (root == NONE) {
        parent[x] = NONE;
        red[x] = false;
        root = x;
        continue;
      }
      int xp = insertionParent(root, x);
      child[2 * xp + side(xp, x)] = x;
      parent[x] = xp;
      root = balanceInsertion(root, x);
    }
    moveRootToFront(root);
  }

  final void putTree(int first, int x) {
    int root = first;
    while (parent[root] != NONE) {
      root = parent[root];
    }
    int xp = insertionParent(root, x);
    int xpn = next[xp];
    next[x] = xpn;
    child[2 * xp + side(xp, x)] = x;
    next[xp] = x;
    parent[x] = xp;
    prev[x] = xp;
    if (xpn != NONE) {
      prev[xpn] = x;
    }
    moveRootToFront(balanceInsertion(root, x));
  }

  /** The tree node below which {@code x} goes: smaller hashes left, larger right, equal ones left. */
  private int insertionParent(int root, int x) {
    int p = root;
    while (true) {
      int below = child[2 * p + side(p, x)];
      if (below == NONE) {
        return p;
      }
      p = below;
    }
  }

  private int side(int p, int x) {
    return hash[p] < hash[x] ? 1 : 0;
  }

  private void moveRootToFront(int root) {
    int b = (capacity - 1) & hash[root];
    int first = table[b];
    if (root != first) {
      table[b] = root;
      int rp = prev[root];
      int rn = next[root];
      if (rn != NONE) {
        prev[rn] = rp;
      }
      if (rp != NONE) {
        next[rp] = rn;
      }
      if (first != NONE) {
        prev[first] = root;
      }
      next[root] = first;
      prev[root] = NONE;
    }
  }

  final void untreeify(int head) {
    for (int e = head; e != NONE; e = next[e]) {
      child[2 * e] = child[2 * e + 1] = parent[e] = NONE;
      red[e] = false;
    }
  }

  /** The JDK's red-black insertion fix-up; {@code side} 0 is left, 1 right, mirrored in one body. */
  private int balanceInsertion(int root, int x) {
    red[x] = true;
    while (true) {
      int xp = parent[x];
      if (xp == NONE) {
        red[x] = false;
        return x;
      }
      int xpp = parent[xp];
      if (!red[xp] || xpp == NONE) {
        return root;
      }
      int side = xp == child[2 * xpp] ? 0 : 1;
      int uncle = child[2 * xpp + 1 - side];
      if (uncle != NONE && red[uncle]) {
        red[uncle] = false;
        red[xp] = false;
        red[xpp] = true;
        x = xpp;
        continue;
      }
      if (x == child[2 * xp + 1 - side]) {
        x = xp;
        root = rotate(root, x, side);
        xp = parent[x];
        xpp = xp == NONE ? NONE : parent[xp];
      }
      if (xp != NONE) {
        red[xp] = false;
        if (xpp != NONE) {
          red[xpp] = true;
          root = rotate(root, xpp, 1 - side);
        }
      }
    }
  }

  /** Rotates {@code p} down to {@code side} (0: the JDK's rotateLeft, 1: rotateRight); returns the root. */
  private int rotate(int root, int p, int side) {
    int up = child[2 * p + 1 - side];
    if (up == NONE) {
      return root;
    }
    int moved = child[2 * up + side];
    child[2 * p + 1 - side] = moved;
    if (moved != NONE) {
      parent[moved] = p;
    }
    int pp = parent[p];
    parent[up] = pp;
    if (pp == NONE) {
      root = up;
      red[up] = false;
    } else {
      child[2 * pp + (child[2 * pp] == p ? 0 : 1)] = up;
    }
    child[2 * up + side] = p;
    parent[p] = up;
    return root;
  }
}
