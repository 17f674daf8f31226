package org.leapshot.slog2.convert.clog2;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The timelines that COMMEVT records introduce (clog2-format.md §B.7): line ID → (communicator,
 * rank, thread, world rank), first COMMEVT wins, plus a "used" mark set by every drawable. After the
 * log, the used lines become the two line-ID maps.
 *
 * <p>A primitive open-addressing table, because every drawable looks its line up. Its size is
 * bounded ({@link #MAX_LINES}) so that a damaged preamble or COMMEVT storm cannot exhaust memory or
 * time: each distinct line base costs MT insertions and counts against the bound.
 */
final class LineTable {
  /** Upper bound on the timelines (and COMMEVT expansion work) of one file. */
  static final int MAX_LINES = 1 << 20;

  private final int worldSize;
  private final int threads;
  private final Set<Integer> bases = new HashSet<>();
  private long work;

  private int[] keys = new int[64];
  private int[] slots = new int[64];
  private int size;
  private int[] comm = new int[32];
  private int[] rank = new int[32];
  private int[] thread = new int[32];
  private int[] worldRank = new int[32];
  private boolean[] used = new boolean[32];
  private int[] lineKeyOf = new int[32];

  LineTable(int worldSize, int threads) {
    this.worldSize = worldSize;
    this.threads = threads;
  }

  /** The line ID of (communicator, rank, thread), in 32-bit wrap-around arithmetic like the reference. */
  int lineId(int icomm, int rankInComm, int threadIndex) {
    return icomm * (worldSize * threads) + rankInComm * threads + threadIndex;
  }

  /**
   * Adds the lines of one COMMEVT: one per thread, each only if not yet present.
   *
   * @return false when the file introduces more than {@link #MAX_LINES} timelines
   */
  boolean addCommunicator(int icomm, int rankInComm, int wrank) {
    int base = lineId(icomm, rankInComm, 0);
    if (bases.contains(base)) {
      return true; // the same base gives the same lines, all of them already present
    }
    work += threads;
    if (work > MAX_LINES) {
      return false;
    }
    bases.add(base);
    for (int t = 0; t < threads; t++) {
      addIfAbsent(base + t, icomm, rankInComm, t, wrank);
    }
    return true;
  }

  /** Marks a line used; false when no COMMEVT introduced it. */
  boolean markUsed(int lineId) {
    int slot = find(lineId);
    if (slot < 0) {
      return false;
    }
    used[slot] = true;
    return true;
  }

  boolean contains(int lineId) {
    return find(lineId) >= 0;
  }

  /** The two maps of the used lines, in ascending line-ID order (Process and Communicator views). */
  List<LineIdMap> maps() {
    int n = 0;
    int[] order = new int[size];
    for (int i = 0; i < size; i++) {
      if (used[i]) {
        order[n++] = i;
      }
    }
    Integer[] sorted = new Integer[n];
    for (int i = 0; i < n; i++) {
      sorted[i] = order[i];
    }
    Arrays.sort(sorted, (a, b) -> Integer.compare(lineKeyOf[a], lineKeyOf[b]));
    int[] ids = new int[n];
    int[][] process = new int[n][];
    int[][] communicator = new int[n][];
    boolean perThread = threads > 1;
    for (int i = 0; i < n; i++) {
      int e = sorted[i];
      ids[i] = lineKeyOf[e];
      process[i] = perThread ? new int[] {worldRank[e], thread[e]} : new int[] {worldRank[e]};
      communicator[i] = perThread ? new int[] {comm[e], rank[e], thread[e]} : new int[] {comm[e], rank[e]};
    }
    if (perThread) {
      return List.of(
          new LineIdMap("Process-Thread View", List.of("world_rank", "thread"), ids, process, List.of()),
          new LineIdMap("Communicator-Thread View", List.of("commID", "comm_rank", "thread"), ids, communicator, List.of()));
    }
    return List.of(
        new LineIdMap("Process View", List.of("world_rank"), ids, process, List.of()),
        new LineIdMap("Communicator View", List.of("commID", "comm_rank"), ids, communicator, List.of()));
  }

  private void addIfAbsent(int lineId, int icomm, int rankInComm, int t, int wrank) {
    if (find(lineId) >= 0) {
      return;
    }
    if (size == comm.length) {
      int cap = size * 2;
      comm = Arrays.copyOf(comm, cap);
      rank = Arrays.copyOf(rank, cap);
      thread = Arrays.copyOf(thread, cap);
      worldRank = Arrays.copyOf(worldRank, cap);
      used = Arrays.copyOf(used, cap);
      lineKeyOf = Arrays.copyOf(lineKeyOf, cap);
    }
    comm[size] = icomm;
    rank[size] = rankInComm;
    thread[size] = t;
    worldRank[size] = wrank;
    lineKeyOf[size] = lineId;
    size++;
    if (size * 2 > keys.length) {
      rehash(keys.length * 2); // re-inserts every entry, the new one included
    } else {
      insert(lineId, size);
    }
  }

  /** The entry index of a line, or -1. */
  private int find(int lineId) {
    int mask = keys.length - 1;
    for (int i = mix(lineId) & mask; ; i = (i + 1) & mask) {
      int s = slots[i];
      if (s == 0) {
        return -1;
      }
      if (keys[i] == lineId) {
        return s - 1;
      }
    }
  }

  private void insert(int lineId, int slotPlusOne) {
    int mask = keys.length - 1;
    int i = mix(lineId) & mask;
    while (slots[i] != 0) {
      i = (i + 1) & mask;
    }
    keys[i] = lineId;
    slots[i] = slotPlusOne;
  }

  private void rehash(int capacity) {
    keys = new int[capacity];
    slots = new int[capacity];
    for (int e = 0; e < size; e++) {
      insert(lineKeyOf[e], e + 1);
    }
  }

  private static int mix(int key) {
    int h = key * 0x9E3779B9;
    return h ^ (h >>> 16);
  }
}
