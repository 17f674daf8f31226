package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * The timelines (line IDs) statistics are asked for: tested once per primitive as a node is
 * decoded, so that the primitives of every other timeline are dropped before any work is spent on
 * them. Line IDs from 0 up to a bound are a bit each; others (negative, or far) a sorted array.
 * Immutable.
 */
final class StatisticsLines {
  /** Line IDs below this are looked up by bit: 128 KB at most, whatever the timelines. */
  private static final int BIT_LINES = 1 << 20;
  /** Null for every line (a pass over all timelines). */
  private final long[] bits;
  private final int[] others;
  private final int size;
  /** Only lines whose remainder modulo {@link #passes} is {@link #pass} (passes 1: all). */
  private final int pass;
  private final int passes;

  private StatisticsLines(long[] bits, int[] others, int size, int pass, int passes) {
    this.bits = bits;
    this.others = others;
    this.size = size;
    this.pass = pass;
    this.passes = passes;
  }

  /**
   * The lines of {@code lines} (null: every line) in pass {@code pass} of {@code passes} ({@link
   * StatisticsPasses#inPass}): a streamed read in passes over groups of timelines, when all of them at
   * once would not fit the heap.
   */
  static StatisticsLines inPass(StatisticsLines lines, int pass, int passes) {
    if (lines == null) {
      return new StatisticsLines(null, new int[0], -1, pass, passes);
    }
    return new StatisticsLines(lines.bits, lines.others, -1, pass, passes);
  }

  /** The set of {@code lineIds} (in any order, repeats allowed). */
  static StatisticsLines of(int[] lineIds) {
    int highest = -1;
    for (int id : lineIds) {
      if (id >= 0 && id < BIT_LINES) {
        highest = Math.max(highest, id);
      }
    }
    long[] bits = new long[(highest >> 6) + 1];
    int[] others = new int[lineIds.length];
    int far = 0;
    for (int id : lineIds) {
      if (id >= 0 && id < BIT_LINES) {
        bits[id >> 6] |= 1L << id;
      } else {
        others[far++] = id;
      }
    }
    others = Arrays.stream(others, 0, far).sorted().distinct().toArray();
    int size = others.length;
    for (long b : bits) {
      size += Long.bitCount(b);
    }
    return new StatisticsLines(bits, others, size, 0, 1);
  }

  /** Whether the statistics are asked for line {@code line}. */
  boolean has(int line) {
    if (passes > 1 && !StatisticsPasses.inPass(line, pass, passes)) {
      return false;
    }
    if (bits == null) {
      return true;
    }
    int word = line >> 6;
    if (line >= 0 && word < bits.length) {
      return (bits[word] & 1L << line) != 0;
    }
    return others.length > 0 && Arrays.binarySearch(others, line) >= 0;
  }

  /** How many line IDs are asked for (-1: not counted, in a pass). */
  int size() {
    return size;
  }
}
