package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * Arrows' clipped times added to their cells in file order of their nodes, whatever order the
 * nodes are read in: a sum of doubles depends on its order, and an exact answer worked out at the
 * end reads the nodes in file order. A node read before one that comes earlier in the file (an
 * inner node before its children) keeps its arrows here until every node before it is done: only
 * the nodes of the trunk being read wait at a time.
 */
final class ArrowsInFileOrder {
  private final StreamedTimeline[][] heldTimelines;
  private final int[][] heldCells;
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
  ArrowsInFileOrder(int nodes) {
    heldTimelines = new StreamedTimeline[nodes][];
    heldCells = new int[nodes][];
    heldTimes = new double[nodes][];
    heldCount = new int[nodes];
    done = new boolean[nodes];
  }

  /** The node at {@code fileRank} (its place among the nodes read, in file order) is read now. */
  void startNode(int fileRank) {
    current = fileRank;
    direct = fileRank == next;
  }

  /** An arrow of the current node: {@code clipped} to be added to cell {@code cell} of {@code t}. */
  void add(StreamedTimeline t, int cell, double clipped) {
    if (direct) {
      t.addTime(cell, clipped);
      return;
    }
    int n = heldCount[current];
    if (heldTimes[current] == null || n == heldTimes[current].length) {
      int grown = n == 0 ? 16 : 2 * n;
      heldTimelines[current] = heldTimelines[current] == null ? new StreamedTimeline[grown]
          : Arrays.copyOf(heldTimelines[current], grown);
      heldCells[current] = heldCells[current] == null ? new int[grown] : Arrays.copyOf(heldCells[current], grown);
      heldTimes[current] = heldTimes[current] == null ? new double[grown] : Arrays.copyOf(heldTimes[current], grown);
    }
    heldTimelines[current][n] = t;
    heldCells[current][n] = cell;
    heldTimes[current][n] = clipped;
    heldCount[current] = n + 1;
    held++;
  }

  /** The current node is read: adds the arrows of every node now next in file order. */
  void endNode() {
    done[current] = true;
    while (next < done.length && done[next]) {
      int n = heldCount[next];
      for (int k = 0; k < n; k++) {
        heldTimelines[next][k].addTime(heldCells[next][k], heldTimes[next][k]);
      }
      held -= n;
      heldTimelines[next] = null;
      heldCells[next] = null;
      heldTimes[next] = null;
      next++;
    }
  }

  /** Arrows waiting for an earlier node. */
  long held() {
    return held;
  }
}
