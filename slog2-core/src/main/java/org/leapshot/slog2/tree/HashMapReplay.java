package org.leapshot.slog2.tree;

import java.util.Arrays;

/**
 * The iteration order of a JDK 8+ {@code java.util.HashMap} into which keys with the given hashes
 * are put in order, each key new, found by replaying the map's own steps on index arrays instead
 * of building the map: appending to a bin; growing the table (bins split into a low and a high
 * half, order kept); turning a bin of nine into a red-black tree (or growing instead while the
 * table has fewer than 64 bins), moving the tree's root to the front of the bin, linking a key put
 * into a tree bin right after its tree parent, and turning halves of six or fewer back into lists.
 * Keys of equal hash go left in a tree, as the JDK places them when their identity hashes are
 * equal. A real map for every shadow buffer cost the converter a tenth of its time.
 */
final class HashMapReplay {
  private static final int TREEIFY_THRESHOLD = 8;
  private static final int UNTREEIFY_THRESHOLD = 6;
  private static final int MIN_TREEIFY_CAPACITY = 64;
  private static final int NONE = -1;

  // Work arrays, grown for the largest map replayed and reused: a buffer's shadows are ordered
  // once per merge, and allocating seven arrays (and a table per doubling) each time had been a
  // good part of the replay's cost.
  private int[] hash = new int[0];
  private int[] next = new int[0];
  private int[] prev = new int[0];
  /** Tree children, two per key: {@code child[2x]} left, {@code child[2x + 1]} right. */
  private int[] child = new int[0];
  private int[] parent = new int[0];
  private boolean[] red = new boolean[0];
  private int[] order = new int[0];
  private int[] hashCodes = new int[0];
  /** The bins; the first {@link #capacity} are the map's table, grown in place. */
  private int[] table = new int[0];
  private boolean[] treeBin = new boolean[0];
  private int capacity;
  private int threshold;

  /** The insertion positions of keys with these {@code hashCode()}s, in iteration order. */
  static int[] order(int[] hashCodes) {
    int n = hashCodes.length;
    return Arrays.copyOf(new HashMapReplay().replay(hashCodes, n), n);
  }

  /**
   * As {@link #order(int[])} for the first {@code n} hash codes, in an array of this replay's
   * (valid until the next call, at least {@code n} long).
   */
  int[] replay(int[] hashCodes, int n) {
    ensure(n);
    capacity = 0;
    threshold = 0;
    for (int i = 0; i < n; i++) {
      int h = hashCodes[i];
      hash[i] = h ^ (h >>> 16);
      if (capacity == 0) {
        resize();
      }
      put(i);
      if (i + 1 > threshold) {
        resize();
      }
    }
    int[] out = order;
    int k = 0;
    int[] t = table;
    for (int b = 0, c = capacity; b < c; b++) {
      for (int e = t[b]; e != NONE; e = next[e]) {
        out[k++] = e;
      }
    }
    return out;
  }

  /** Room for {@code n} hash codes to pass to {@link #replay} (contents undefined). */
  int[] hashCodes(int n) {
    if (hashCodes.length < n) {
      hashCodes = new int[Math.max(n, 2 * hashCodes.length)];
    }
    return hashCodes;
  }

  private void ensure(int n) {
    if (hash.length < n) {
      int c = Math.max(n, 2 * hash.length);
      hash = new int[c];
      next = new int[c];
      prev = new int[c];
      child = new int[2 * c];
      parent = new int[c];
      red = new boolean[c];
      order = new int[c];
    }
  }

  private void put(int x) {
    int b = (capacity - 1) & hash[x];
    int first = table[b];
    next[x] = NONE;
    prev[x] = NONE;
    child[2 * x] = NONE;
    child[2 * x + 1] = NONE;
    parent[x] = NONE;
    red[x] = false;
    if (first == NONE) {
      table[b] = x;
    } else if (treeBin[b]) {
      putTree(first, x);
    } else {
      int p = first;
      for (int binCount = 0; ; binCount++) {
        if (next[p] == NONE) {
          next[p] = x;
          prev[x] = p;
          if (binCount >= TREEIFY_THRESHOLD - 1) {
            treeifyBin(b);
          }
          break;
        }
        p = next[p];
      }
    }
  }

  /**
   * Doubles the table (16 at first) and its threshold, three quarters of it. In place: bin j of
   * the old table splits into bins j and j + old capacity, which no other bin writes to.
   */
  private void resize() {
    int oldCap = capacity;
    int newCap = oldCap == 0 ? 16 : 2 * oldCap;
    if (table.length < newCap) {
      table = Arrays.copyOf(table, Math.max(newCap, 2 * table.length));
      treeBin = Arrays.copyOf(treeBin, table.length);
    }
    int[] t = table;
    Arrays.fill(t, oldCap, newCap, NONE);
    Arrays.fill(treeBin, oldCap, newCap, false);
    capacity = newCap;
    for (int j = 0; j < oldCap; j++) {
      int e = t[j];
      if (e == NONE) {
        continue;
      }
      boolean tree = treeBin[j];
      t[j] = NONE;
      treeBin[j] = false;
      if (next[e] == NONE) {
        t[hash[e] & (newCap - 1)] = e;
        red[e] = false;
        child[2 * e] = child[2 * e + 1] = parent[e] = prev[e] = NONE;
      } else {
        split(e, j, oldCap, tree);
      }
    }
    threshold = newCap / 4 * 3;
  }

  private void treeifyBin(int b) {
    if (capacity < MIN_TREEIFY_CAPACITY) {
      resize(); // a bin of nine in a small table grows the table instead
      return;
    }
    treeBin[b] = true;
    treeify(table[b]);
  }

  private void treeify(int head) {
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

  private void putTree(int first, int x) {
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

  /**
   * Splits bin {@code index} into the keys that stay and those that move up by {@code bit}, order
   * kept; a tree half of more than six stays a tree (rebuilt if the other half is not empty).
   */
  private void split(int b, int index, int bit, boolean tree) {
    int loHead = NONE;
    int loTail = NONE;
    int hiHead = NONE;
    int hiTail = NONE;
    int lc = 0;
    int hc = 0;
    for (int e = b, nx; e != NONE; e = nx) {
      nx = next[e];
      next[e] = NONE;
      if ((hash[e] & bit) == 0) {
        prev[e] = loTail;
        if (loTail == NONE) {
          loHead = e;
        } else {
          next[loTail] = e;
        }
        loTail = e;
        lc++;
      } else {
        prev[e] = hiTail;
        if (hiTail == NONE) {
          hiHead = e;
        } else {
          next[hiTail] = e;
        }
        hiTail = e;
        hc++;
      }
    }
    if (!tree) {
      table[index] = loHead;
      table[index + bit] = hiHead;
      return;
    }
    if (loHead != NONE) {
      table[index] = loHead;
      if (lc <= UNTREEIFY_THRESHOLD) {
        untreeify(loHead);
      } else {
        treeBin[index] = true;
        if (hiHead != NONE) {
          treeify(loHead);
        }
      }
    }
    if (hiHead != NONE) {
      table[index + bit] = hiHead;
      if (hc <= UNTREEIFY_THRESHOLD) {
        untreeify(hiHead);
      } else {
        treeBin[index + bit] = true;
        if (loHead != NONE) {
          treeify(hiHead);
        }
      }
    }
  }

  private void untreeify(int head) {
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
