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

  private final int[] hash;
  private final int[] next;
  private final int[] prev;
  /** Tree children: {@code child[0]} left, {@code child[1]} right. */
  private final int[][] child;
  private final int[] parent;
  private final boolean[] red;
  private int[] table = new int[0];
  private boolean[] treeBin = new boolean[0];
  private int threshold;

  private HashMapReplay(int n) {
    hash = new int[n];
    next = new int[n];
    prev = new int[n];
    child = new int[2][n];
    parent = new int[n];
    red = new boolean[n];
  }

  /** The insertion positions of keys with these {@code hashCode()}s, in iteration order. */
  static int[] order(int[] hashCodes) {
    int n = hashCodes.length;
    HashMapReplay m = new HashMapReplay(n);
    for (int i = 0; i < n; i++) {
      int h = hashCodes[i];
      m.hash[i] = h ^ (h >>> 16);
      if (m.table.length == 0) {
        m.resize();
      }
      m.put(i);
      if (i + 1 > m.threshold) {
        m.resize();
      }
    }
    int[] order = new int[n];
    int k = 0;
    for (int first : m.table) {
      for (int e = first; e != NONE; e = m.next[e]) {
        order[k++] = e;
      }
    }
    return order;
  }

  private void put(int x) {
    int n = table.length;
    int b = (n - 1) & hash[x];
    int first = table[b];
    next[x] = NONE;
    prev[x] = NONE;
    child[0][x] = NONE;
    child[1][x] = NONE;
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

  /** Doubles the table (16 at first) and its threshold, three quarters of it. */
  private void resize() {
    int oldCap = table.length;
    int newCap = oldCap == 0 ? 16 : 2 * oldCap;
    int[] oldTable = table;
    boolean[] oldTree = treeBin;
    table = new int[newCap];
    treeBin = new boolean[newCap];
    Arrays.fill(table, NONE);
    for (int j = 0; j < oldCap; j++) {
      int e = oldTable[j];
      if (e == NONE) {
        continue;
      }
      if (next[e] == NONE) {
        table[hash[e] & (newCap - 1)] = e;
        red[e] = false;
        child[0][e] = child[1][e] = parent[e] = prev[e] = NONE;
      } else {
        split(e, j, oldCap, oldTree[j]);
      }
    }
    threshold = newCap / 4 * 3;
  }

  private void treeifyBin(int b) {
    if (table.length < MIN_TREEIFY_CAPACITY) {
      resize(); // a bin of nine in a small table grows the table instead
      return;
    }
    treeBin[b] = true;
    treeify(table[b]);
  }

  private void treeify(int head) {
    int root = NONE;
    for (int x = head; x != NONE; x = next[x]) {
      child[0][x] = NONE;
      child[1][x] = NONE;
      if (root == NONE) {
        parent[x] = NONE;
        red[x] = false;
        root = x;
        continue;
      }
      int xp = insertionParent(root, x);
      child[side(xp, x)][xp] = x;
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
    child[side(xp, x)][xp] = x;
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
      int below = child[side(p, x)][p];
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
    int b = (table.length - 1) & hash[root];
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
      child[0][e] = child[1][e] = parent[e] = NONE;
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
      int side = xp == child[0][xpp] ? 0 : 1;
      int uncle = child[1 - side][xpp];
      if (uncle != NONE && red[uncle]) {
        red[uncle] = false;
        red[xp] = false;
        red[xpp] = true;
        x = xpp;
        continue;
      }
      if (x == child[1 - side][xp]) {
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
    int up = child[1 - side][p];
    if (up == NONE) {
      return root;
    }
    int moved = child[side][up];
    child[1 - side][p] = moved;
    if (moved != NONE) {
      parent[moved] = p;
    }
    int pp = parent[p];
    parent[up] = pp;
    if (pp == NONE) {
      root = up;
      red[up] = false;
    } else {
      child[child[0][pp] == p ? 0 : 1][pp] = up;
    }
    child[side][up] = p;
    parent[p] = up;
    return root;
  }
}
