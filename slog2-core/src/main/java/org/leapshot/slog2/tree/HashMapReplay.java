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
  private final int[] left;
  private final int[] right;
  private final int[] parent;
  private final boolean[] red;
  private int[] table = new int[0];
  private boolean[] treeBin = new boolean[0];
  private int threshold;

  private HashMapReplay(int n) {
    hash = new int[n];
    next = new int[n];
    prev = new int[n];
    left = new int[n];
    right = new int[n];
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
    left[x] = NONE;
    right[x] = NONE;
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
        left[e] = right[e] = parent[e] = prev[e] = NONE;
      } else if (oldTree[j]) {
        split(e, j, oldCap);
      } else {
        int loHead = NONE;
        int loTail = NONE;
        int hiHead = NONE;
        int hiTail = NONE;
        for (; e != NONE; e = next[e]) {
          if ((hash[e] & oldCap) == 0) {
            if (loTail == NONE) {
              loHead = e;
            } else {
              next[loTail] = e;
            }
            prev[e] = loTail;
            loTail = e;
          } else {
            if (hiTail == NONE) {
              hiHead = e;
            } else {
              next[hiTail] = e;
            }
            prev[e] = hiTail;
            hiTail = e;
          }
        }
        if (loTail != NONE) {
          next[loTail] = NONE;
          table[j] = loHead;
        }
        if (hiTail != NONE) {
          next[hiTail] = NONE;
          table[j + oldCap] = hiHead;
        }
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
      left[x] = NONE;
      right[x] = NONE;
      if (root == NONE) {
        parent[x] = NONE;
        red[x] = false;
        root = x;
        continue;
      }
      for (int p = root; ; ) {
        int dir = hash[p] > hash[x] ? -1 : hash[p] < hash[x] ? 1 : -1;
        int xp = p;
        p = dir <= 0 ? left[p] : right[p];
        if (p == NONE) {
          parent[x] = xp;
          if (dir <= 0) {
            left[xp] = x;
          } else {
            right[xp] = x;
          }
          root = balanceInsertion(root, x);
          break;
        }
      }
    }
    moveRootToFront(root);
  }

  private void putTree(int first, int x) {
    int root = first;
    while (parent[root] != NONE) {
      root = parent[root];
    }
    for (int p = root; ; ) {
      int dir = hash[p] > hash[x] ? -1 : hash[p] < hash[x] ? 1 : -1;
      int xp = p;
      p = dir <= 0 ? left[p] : right[p];
      if (p == NONE) {
        int xpn = next[xp];
        next[x] = xpn;
        if (dir <= 0) {
          left[xp] = x;
        } else {
          right[xp] = x;
        }
        next[xp] = x;
        parent[x] = xp;
        prev[x] = xp;
        if (xpn != NONE) {
          prev[xpn] = x;
        }
        moveRootToFront(balanceInsertion(root, x));
        return;
      }
    }
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

  private void split(int b, int index, int bit) {
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
      left[e] = right[e] = parent[e] = NONE;
      red[e] = false;
    }
  }

  private int balanceInsertion(int root, int x) {
    red[x] = true;
    for (int xp, xpp, xppl, xppr; ; ) {
      if ((xp = parent[x]) == NONE) {
        red[x] = false;
        return x;
      } else if (!red[xp] || (xpp = parent[xp]) == NONE) {
        return root;
      }
      if (xp == (xppl = left[xpp])) {
        if ((xppr = right[xpp]) != NONE && red[xppr]) {
          red[xppr] = false;
          red[xp] = false;
          red[xpp] = true;
          x = xpp;
        } else {
          if (x == right[xp]) {
            x = xp;
            root = rotateLeft(root, x);
            xp = parent[x];
            xpp = xp == NONE ? NONE : parent[xp];
          }
          if (xp != NONE) {
            red[xp] = false;
            if (xpp != NONE) {
              red[xpp] = true;
              root = rotateRight(root, xpp);
            }
          }
        }
      } else {
        if (xppl != NONE && red[xppl]) {
          red[xppl] = false;
          red[xp] = false;
          red[xpp] = true;
          x = xpp;
        } else {
          if (x == left[xp]) {
            x = xp;
            root = rotateRight(root, x);
            xp = parent[x];
            xpp = xp == NONE ? NONE : parent[xp];
          }
          if (xp != NONE) {
            red[xp] = false;
            if (xpp != NONE) {
              red[xpp] = true;
              root = rotateLeft(root, xpp);
            }
          }
        }
      }
    }
  }

  private int rotateLeft(int root, int p) {
    int r = right[p];
    if (r == NONE) {
      return root;
    }
    int rl = left[r];
    right[p] = rl;
    if (rl != NONE) {
      parent[rl] = p;
    }
    int pp = parent[p];
    parent[r] = pp;
    if (pp == NONE) {
      root = r;
      red[r] = false;
    } else if (left[pp] == p) {
      left[pp] = r;
    } else {
      right[pp] = r;
    }
    left[r] = p;
    parent[p] = r;
    return root;
  }

  private int rotateRight(int root, int p) {
    int l = left[p];
    if (l == NONE) {
      return root;
    }
    int lr = right[l];
    left[p] = lr;
    if (lr != NONE) {
      parent[lr] = p;
    }
    int pp = parent[p];
    parent[l] = pp;
    if (pp == NONE) {
      root = l;
      red[l] = false;
    } else if (right[pp] == p) {
      right[pp] = l;
    } else {
      left[pp] = l;
    }
    right[l] = p;
    parent[p] = l;
    return root;
  }
}
