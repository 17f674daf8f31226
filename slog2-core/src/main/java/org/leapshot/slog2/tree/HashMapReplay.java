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
final class HashMapReplay extends HashMapTreeBins {
  private static final int TREEIFY_THRESHOLD = 8;
  private static final int UNTREEIFY_THRESHOLD = 6;
  private static final int MIN_TREEIFY_CAPACITY = 64;

  // Work arrays, grown for the largest map replayed and reused: a buffer's shadows are ordered
  // once per merge, and allocating seven arrays (and a table per doubling) each time had been a
  // good part of the replay's cost.
  private int[] order = new int[0];
  private int[] hashCodes = new int[0];
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
}
