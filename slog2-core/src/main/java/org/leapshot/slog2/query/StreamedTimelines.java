package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.List;

/**
 * The timelines of one streamed read ({@link StreamedStatistics}), numbered in the order their
 * first drawable came and found by line ID, and their rows of the answer in line ID order.
 */
final class StreamedTimelines {
  private final KeySlots lineSlots = new KeySlots();
  /** Per line ID below {@link #DIRECT_LINES}: its timeline's slot + 1, 0 for none yet (spares a hash look-up per state). */
  private int[] slotOfLine = new int[64];
  private static final int DIRECT_LINES = 1 << 20;
  private StreamedTimeline[] timelines = new StreamedTimeline[64];
  /** Cells a timeline has room for when made: one per category of the file, up to a few dozen. */
  private final int cellsGuess;

  StreamedTimelines(int cellsGuess) {
    this.cellsGuess = cellsGuess;
  }

  /** How many timelines have had a drawable. */
  int size() {
    return lineSlots.size();
  }

  /** The timelines by slot, {@link #size} of them in use (replaced as it grows). */
  StreamedTimeline[] all() {
    return timelines;
  }

  /** {@link #slotOf}, its usual case (the line's slot known by its number) made here, to be inlined. */
  int knownSlotOf(int line) {
    int[] direct = slotOfLine;
    return line >= 0 && line < direct.length && direct[line] != 0 ? direct[line] - 1 : slotOf(line);
  }

  /** The slot of the timeline of first line ID {@code line}, made if it has none yet. */
  private int slotOf(int line) {
    if (line >= 0 && line < slotOfLine.length && slotOfLine[line] != 0) {
      return slotOfLine[line] - 1;
    }
    int slot = newSlot(line);
    if (line >= 0 && line < DIRECT_LINES) {
      if (line >= slotOfLine.length) {
        slotOfLine = Arrays.copyOf(slotOfLine, Math.min(DIRECT_LINES, Math.max(2 * slotOfLine.length, line + 1)));
      }
      slotOfLine[line] = slot + 1;
    }
    return slot;
  }

  private int newSlot(int line) {
    int n = lineSlots.size();
    int slot = lineSlots.slot(line);
    if (slot == n) {
      if (slot == timelines.length) {
        timelines = Arrays.copyOf(timelines, 2 * slot);
      }
      timelines[slot] = new StreamedTimeline(line, cellsGuess);
    }
    return slot;
  }

  /**
   * The rows of the answer, timelines ascending by line ID, each's messages by receiver ascending
   * (receivers ordered as signed ints); {@code messages}: these timelines' ({@link MessageSums#addByLine}), in parts.
   */
  RangeStatistics answer(double start, double end, StatisticsRanks ranks, ArrowSums arrowSums, ArrowSums eventCounts,
      List<MessageSums> messages) {
    int n = lineSlots.size();
    long[] order = new long[n];
    for (int s = 0; s < n; s++) {
      order[s] = KeySlots.pair(timelines[s].line, s);
    }
    if (!ascending(order)) { // the usual case where timelines first came in line order
      Arrays.sort(order);
    }
    int[] rowOfSlot = new int[n];
    int[] lineOfRow = new int[n];
    StatisticsRows rows = new StatisticsRows(n);
    TimelineRows cells = new TimelineRows(ranks, arrowSums, eventCounts, rows);
    for (int r = 0; r < n; r++) {
      int s = (int) order[r];
      rowOfSlot[s] = r;
      lineOfRow[r] = timelines[s].line;
      cells.row(timelines[s], s, r);
    }
    MessageSums.emit(messages, sender -> rowOfSlot[lineSlots.find(sender)], rows);
    return StatisticsAnswer.assemble(start, end, false, ranks, rows, lineOfRow);
  }

  private static boolean ascending(long[] keys) {
    for (int i = 1; i < keys.length; i++) {
      if (keys[i - 1] > keys[i]) {
        return false;
      }
    }
    return true;
  }
}
