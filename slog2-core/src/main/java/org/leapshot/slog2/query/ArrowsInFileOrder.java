package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * Arrows' clipped times added to their sums ({@link ArrowSums}) in file order of their nodes,
 * whatever order the nodes are read in: a sum of doubles depends on its order, and an exact answer
 * worked out at the end reads the nodes in file order. A node read before one that comes earlier in the file (an
 * inner node before its children) keeps its arrows here until every node before it is done: only
 * the nodes of the trunk being read wait at a time.
 */
final class ArrowsInFileOrder {
  private final ArrowSums sums;
  /** Per node: kind and timeline slot of each arrow held ({@link ArrowSums}). */
  private final int[][] heldKeys;
  private final double[][] heldTimes;
  private final int[] heldCount;
  private final boolean[] done;
  /** Every node before this (in file order) is done. */
  private int next;
  /** The node being read, and whether its arrows go straight to their cells. */
  private int current = -1;
  private boolean direct;
  private long held;

  /** @param nodes how many nodes the read takes */
  ArrowsInFileOrder(int nodes, ArrowSums sums) {
    this.sums = sums;
    heldKeys = new int[nodes][];
    heldTimes = new double[nodes][];
    heldCount = new int[nodes];
    done = new boolean[nodes];
  }

  /**
   * The node at {@code fileRank} (its place among the nodes read, in file order) is read now, with
   * {@code arrows} arrows: room made for them at once when they are held.
   */
  void startNode(int fileRank, int arrows) {
    current = fileRank;
    direct = fileRank == next;
    if (!direct && arrows > 0 && heldTimes[current] == null) {
      heldKeys[current] = new int[2 * arrows];
      heldTimes[current] = new double[arrows];
    }
  }

  /** Whether the current node's arrows go straight to their sums ({@link ArrowSums#addTime}): its turn in file order. */
  boolean direct() {
    return direct;
  }

  /** An arrow of the current node: {@code clipped} to be added to kind {@code kind}, timeline slot {@code t}. */
  void add(int kind, int t, double clipped) {
    if (direct) {
      sums.addTime(kind, t, clipped);
      return;
    }
    int n = heldCount[current];
    if (heldTimes[current] == null || n == heldTimes[current].length) {
      int grown = n == 0 ? 16 : 2 * n;
      heldKeys[current] = heldKeys[current] == null ? new int[2 * grown] : Arrays.copyOf(heldKeys[current], 2 * grown);
      heldTimes[current] = heldTimes[current] == null ? new double[grown] : Arrays.copyOf(heldTimes[current], grown);
    }
    heldKeys[current][2 * n] = kind;
    heldKeys[current][2 * n + 1] = t;
    heldTimes[current][n] = clipped;
    heldCount[current] = n + 1;
    held++;
  }

  /** The current node is read: adds the arrows of every node now next in file order. */
  void endNode() {
    done[current] = true;
    while (next < done.length && done[next]) {
      int n = heldCount[next];
      int[] keys = heldKeys[next];
      for (int k = 0; k < n; k++) {
        sums.addTime(keys[2 * k], keys[2 * k + 1], heldTimes[next][k]);
      }
      held -= n;
      heldKeys[next] = null;
      heldTimes[next] = null;
      next++;
    }
  }

  /** Arrows waiting for an earlier node. */
  long held() {
    return held;
  }
}
