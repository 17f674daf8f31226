package org.leapshot.slog2.query;

import java.util.Arrays;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * One timeline's exact statistics while the nodes stream by ({@link StreamedStatistics}): its
 * category cells, and its states, which arrive in no useful order and are worked out in drawing
 * order as soon as no state before them can still come. A state's exclusive time is its clipped
 * time minus that of the states directly inside it, as {@link TimelineStatistics} finds them, and is
 * final once no child can still come (it ended before the time every node still to come starts
 * at). It is added to its cell after those of the cell's states before it: each cell's sums are the
 * same sums, in the same order, as in a whole answer worked out at the end.
 *
 * <p>Pending states are kept in reverse drawing order, the next one to work out last: a node's
 * states are handed over last first, and those of a node read after its ancestors (whose states
 * mostly start later) then go to the end, where the next flush takes them from. Worked-out states
 * whose exclusive time may still change are the open ones; the first of a cell's goes straight to
 * the cell when final, the others wait in {@link CellWaits}. A timeline's figures lie in a few
 * arrays of numbers side by side: a whole run of 16 384 timelines visits them in no order, and
 * each array is a cache miss.
 */
final class StreamedTimeline {
  /** Cells looked up by a linear search up to this many, by a small hash table past it. */
  private static final int LINEAR_CELLS = 12;
  /** Per cell: category, count, inclusive time, exclusive time, and 1 while its first open state is open. */
  private static final int CELL = 5;
  /** Per pending state: start, end, category, last line ID, cell. */
  private static final int PENDING = 5;
  /** Per open state: start, end, exclusive time so far, cell, place in the cell's wait (-1: first of its cell). */
  private static final int OPEN = 5;
  final int line;
  private double[] cell = new double[CELL * 2];
  private int cells;
  private int lastCell;
  /** Past {@link #LINEAR_CELLS}: per position a cell + 1 (0: free), by category. */
  private int[] cellTable;
  /** Categories numbered densely below this have their cell in {@link #cellOfSlot}. */
  private static final int SLOTS = 256;
  /** Per dense category number: its cell + 1, 0 for none yet (unsigned). */
  private byte[] cellOfSlot = new byte[8];
  /** Pending states, in reverse drawing order. */
  private double[] pending;
  private int pendingCount;
  /** Worked-out states that may still cover the next one, in drawing order. */
  private double[] open;
  private int openCount;
  private CellWaits waits;
  /** States handed over and not yet added to their cells. */
  private int held;

  StreamedTimeline(int line) {
    this.line = line;
  }

  int held() {
    return held;
  }

  /**
   * The cell of {@code cat}, made when new; returns its number. {@code slot} numbers the file's
   * categories densely ({@link StreamedNode.Reading}, -1 for others): the first {@link #SLOTS} are
   * found in a table, one memory read.
   */
  int cellAt(int cat, int slot) {
    if (slot >= 0 && slot < SLOTS) {
      if (slot < cellOfSlot.length && cellOfSlot[slot] != 0) {
        return (cellOfSlot[slot] & 0xFF) - 1;
      }
      int k = cellAt(cat);
      if (k < 255) {
        if (slot >= cellOfSlot.length) {
          cellOfSlot = Arrays.copyOf(cellOfSlot, Math.min(SLOTS, Math.max(2 * cellOfSlot.length, slot + 1)));
        }
        cellOfSlot[slot] = (byte) (k + 1);
      }
      return k;
    }
    return cellAt(cat);
  }

  /** The cell of {@code cat}, made when new; returns its number. */
  int cellAt(int cat) {
    if (lastCell < cells && cell[CELL * lastCell] == cat) {
      return lastCell;
    }
    if (cellTable == null) {
      for (int k = 0; k < cells; k++) {
        if (cell[CELL * k] == cat) {
          return lastCell = k;
        }
      }
    } else {
      int mask = cellTable.length - 1;
      for (int h = hash(cat) & mask; cellTable[h] != 0; h = (h + 1) & mask) {
        if (cell[CELL * (cellTable[h] - 1)] == cat) {
          return lastCell = cellTable[h] - 1;
        }
      }
    }
    return lastCell = newCell(cat);
  }

  private int newCell(int cat) {
    if (CELL * cells == cell.length) {
      cell = Arrays.copyOf(cell, 2 * cell.length);
    }
    cell[CELL * cells] = cat;
    int k = cells++;
    if (cellTable != null || cells > LINEAR_CELLS) {
      if (cellTable == null || 2 * cells > cellTable.length) {
        cellTable = new int[Integer.highestOneBit(cells) * 4];
        for (int c = 0; c < cells; c++) {
          put(c);
        }
      } else {
        put(k);
      }
    }
    return k;
  }

  private void put(int c) {
    int mask = cellTable.length - 1;
    int h = hash((int) cell[CELL * c]) & mask;
    while (cellTable[h] != 0) {
      h = (h + 1) & mask;
    }
    cellTable[h] = c + 1;
  }

  private static int hash(int cat) {
    return (cat * 0x9E3779B9) >>> 7;
  }

  /** An event, or the count of an arrow whose time is added in file order ({@link #addTime}). */
  void count(int c) {
    cell[CELL * c + 1] += 1;
  }

  /** An arrow's clipped time, in file order. */
  void addTime(int c, double clipped) {
    cell[CELL * c + 2] += clipped;
    cell[CELL * c + 3] += clipped;
  }

  int cells() {
    return cells;
  }

  int cellCategory(int c) {
    return (int) cell[CELL * c];
  }

  long cellCount(int c) {
    return Math.round(cell[CELL * c + 1]);
  }

  double cellInclusive(int c) {
    return cell[CELL * c + 2];
  }

  double cellExclusive(int c) {
    return cell[CELL * c + 3];
  }

  /**
   * A state of this timeline (its start and end neither NaN nor reversed), put among the pending
   * ones; the fewest moves when it comes before them, as the states of a node handed over last first.
   */
  void addState(double s, double e, int cat, int slot, int lastLine) {
    int k = cellAt(cat, slot);
    if (pending == null) {
      pending = new double[PENDING * 4];
    } else if (PENDING * pendingCount == pending.length) {
      pending = Arrays.copyOf(pending, 2 * pending.length);
    }
    double[] p = pending;
    int i = pendingCount;
    // before the equal ones, so that they are worked out first, as they came (equal states are alike in every figure anyway)
    while (i > 0 && DrawingOrder.compareKeys(s, e, cat, line, lastLine, p[PENDING * i - 5], p[PENDING * i - 4],
        (int) p[PENDING * i - 3], line, (int) p[PENDING * i - 2]) >= 0) {
      System.arraycopy(p, PENDING * i - PENDING, p, PENDING * i, PENDING);
      i--;
    }
    p[PENDING * i] = s;
    p[PENDING * i + 1] = e;
    p[PENDING * i + 2] = cat;
    p[PENDING * i + 3] = lastLine;
    p[PENDING * i + 4] = k;
    pendingCount++;
    held++;
  }

  /**
   * Works out the pending states that start before {@code frontier} (no state still to come starts
   * before it) and adds to their cells the exclusive times of those that ended before it; returns
   * how many states that added.
   */
  int flush(double start, double end, double frontier, int[][] scratch) {
    int before = held;
    while (pendingCount > 0 && pending[PENDING * pendingCount - PENDING] < frontier) {
      workOutNext(start, end, scratch);
    }
    int kept = 0;
    for (int q = 0; q < openCount; q++) {
      if (open[OPEN * q + 1] < frontier) {
        close(q);
      } else {
        move(q, kept++);
      }
    }
    openCount = kept;
    return before - held;
  }

  /** Works out every state and adds them all; returns how many that added. */
  int finish(double start, double end, int[][] scratch) {
    int before = held;
    while (pendingCount > 0) {
      workOutNext(start, end, scratch);
    }
    for (int q = 0; q < openCount; q++) {
      close(q);
    }
    openCount = 0;
    return before - held;
  }

  private void workOutNext(double start, double end, int[][] scratch) {
    int at = PENDING * --pendingCount;
    workOut(pending[at], pending[at + 1], (int) pending[at + 4], start, end, scratch);
  }

  /**
   * The next state in drawing order: counted, its clipped time added, and taken from the exclusive
   * time of the states directly around it (see {@link TimelineStatistics}: every state before it
   * that covers it, except those with one of the others strictly between).
   */
  private void workOut(double s, double e, int k, double start, double end, int[][] scratch) {
    double c = clip(s, e, start, end);
    cell[CELL * k + 1] += 1;
    cell[CELL * k + 2] += c;
    while (openCount > 0 && open[OPEN * openCount - OPEN + 1] < s) {
      close(--openCount);
    }
    if (open == null) {
      open = new double[OPEN * 4];
    } else if (OPEN * openCount == open.length) {
      dropEnded(s);
      if (OPEN * openCount == open.length) {
        open = Arrays.copyOf(open, 2 * open.length);
      }
    }
    double[] o = open;
    if (scratch[0].length < openCount) {
      scratch[0] = new int[2 * openCount];
    }
    int[] covering = scratch[0];
    int n = 0;
    for (int q = 0; q < openCount; q++) {
      if (o[OPEN * q] <= s && e <= o[OPEN * q + 1]) {
        covering[n++] = q;
      }
    }
    if (n == 1) {
      o[OPEN * covering[0] + 2] -= c; // the only one covering it: nothing lies between
    } else if (isChain(covering, n)) {
      takeFromChain(covering, n, s, e, c);
    } else {
      for (int q = 0; q < n; q++) {
        if (isDirectParent(covering[q], covering, n, s, e)) {
          o[OPEN * covering[q] + 2] -= c;
        }
      }
    }
    int at = OPEN * openCount++;
    o[at] = s;
    o[at + 1] = e;
    o[at + 2] = c;
    o[at + 3] = k;
    if (cell[CELL * k + 4] == 0 && (waits == null || waits.empty(k))) {
      cell[CELL * k + 4] = 1;
      o[at + 4] = -1;
    } else {
      if (waits == null) {
        waits = new CellWaits();
      }
      o[at + 4] = waits.enqueue(k);
    }
  }

  /** True when each of the open states {@code covering} lies within the one before it (states nested as calls). */
  private boolean isChain(int[] covering, int n) {
    double[] o = open;
    for (int q = 1; q < n; q++) {
      int a = OPEN * covering[q - 1];
      int b = OPEN * covering[q];
      if (!(o[a] <= o[b] && o[b + 1] <= o[a + 1])) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@link #isDirectParent} over a chain, in one pass from the innermost: the states before one in
   * the chain enclose it and can lie between it and [s, e] only with its very box, which does not
   * count; so one is a direct parent when every state after it has its box or that of [s, e].
   */
  private void takeFromChain(int[] covering, int n, double s, double e, double c) {
    double[] o = open;
    boolean inner = false;
    double innerFrom = 0;
    double innerTo = 0;
    for (int q = n - 1; q >= 0; q--) {
      int k = OPEN * covering[q];
      double kFrom = o[k];
      double kTo = o[k + 1];
      if (!inner || (innerFrom == kFrom && innerTo == kTo)) {
        o[k + 2] -= c;
      }
      if (!inner && !(kFrom == s && kTo == e)) {
        inner = true; // the innermost after the ones with the box of [s, e]
        innerFrom = kFrom;
        innerTo = kTo;
      }
    }
  }

  /** True when no other open state covering the state [s, e] lies between it and open state {@code k}. */
  private boolean isDirectParent(int k, int[] covering, int count, double s, double e) {
    double[] o = open;
    double kFrom = o[OPEN * k];
    double kTo = o[OPEN * k + 1];
    for (int x = 0; x < count; x++) {
      int r = covering[x];
      double rFrom = o[OPEN * r];
      double rTo = o[OPEN * r + 1];
      if (r != k && kFrom <= rFrom && rTo <= kTo && !(rFrom == kFrom && rTo == kTo) && !(rFrom == s && rTo == e)) {
        return false;
      }
    }
    return true;
  }

  /** Closes the open states that ended before {@code time}, keeping the others in order. */
  private void dropEnded(double time) {
    int kept = 0;
    for (int q = 0; q < openCount; q++) {
      if (open[OPEN * q + 1] >= time) {
        move(q, kept++);
      } else {
        close(q);
      }
    }
    openCount = kept;
  }

  private void move(int from, int to) {
    if (from != to) {
      System.arraycopy(open, OPEN * from, open, OPEN * to, OPEN);
    }
  }

  /** Open state {@code q}'s exclusive time is final: into its cell, or its cell's wait. */
  private void close(int q) {
    int at = OPEN * q;
    int k = (int) open[at + 3];
    int entry = (int) open[at + 4];
    if (entry < 0) {
      cell[CELL * k + 3] += open[at + 2];
      cell[CELL * k + 4] = 0;
      held--;
    } else {
      waits.set(k, entry, open[at + 2]);
    }
    if (waits != null && cell[CELL * k + 4] == 0) {
      held -= waits.drain(k, cell, CELL * k + 3);
    }
  }

  static double clip(double s, double e, double start, double end) {
    double d = Math.min(e, end) - Math.max(s, start);
    return d > 0 ? d : 0;
  }
}
