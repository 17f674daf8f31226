package org.leapshot.app.rows;

import java.util.List;
import org.leapshot.slog2.model.LineIdMap;

/** Line-ID maps shaped like NodeView's node / core and OTF's node / process / thread. */
public final class Maps {
  private Maps() {}

  /** {@code ranks} timelines, {@code perNode} per node: (node, core). */
  public static LineIdMap nodeCore(int ranks, int perNode) {
    int[] ids = new int[ranks];
    int[][] values = new int[ranks][];
    for (int k = 0; k < ranks; k++) {
      ids[k] = k;
      values[k] = new int[] {k / perNode, k % perNode};
    }
    return new LineIdMap("NodeView", List.of("node", "core"), ids, values, List.of());
  }

  /** (node, process, thread): {@code threads} threads per process, {@code perNode} processes per node. */
  static LineIdMap nodeProcessThread(int processes, int perNode, int threads) {
    int n = processes * threads;
    int[] ids = new int[n];
    int[][] values = new int[n][];
    for (int i = 0; i < n; i++) {
      int p = i / threads;
      ids[i] = i;
      values[i] = new int[] {p / perNode, p, i % threads};
    }
    return new LineIdMap("ThreadView", List.of("node", "process", "thread"), ids, values, List.of());
  }

  /** (process, thread): {@code threads} threads per process, titled as wrf's "Process View". */
  public static LineIdMap processThread(int processes, int threads) {
    int n = processes * threads;
    int[] ids = new int[n];
    int[][] values = new int[n][];
    for (int i = 0; i < n; i++) {
      ids[i] = i;
      values[i] = new int[] {i / threads, i % threads};
    }
    return new LineIdMap("Process View", List.of("process", "thread"), ids, values, List.of());
  }
}
