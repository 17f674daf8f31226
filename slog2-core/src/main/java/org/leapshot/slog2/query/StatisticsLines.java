package org.leapshot.slog2.query;

import java.util.Arrays;
import org.leapshot.slog2.format.decode.BlockInput;
import org.leapshot.slog2.format.decode.DrawableSink;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.TimeBox;

/**
 * The timelines (line IDs) statistics are asked for: tested once per primitive as a node is
 * decoded, so that the primitives of every other timeline are dropped before any work is spent on
 * them. Line IDs from 0 up to a bound are a bit each; others (negative, or far) a sorted array.
 * Immutable.
 */
final class StatisticsLines {
  /** Line IDs below this are looked up by bit: 128 KB at most, whatever the timelines. */
  private static final int BIT_LINES = 1 << 20;
  private final long[] bits;
  private final int[] others;
  private final int size;

  private StatisticsLines(long[] bits, int[] others, int size) {
    this.bits = bits;
    this.others = others;
    this.size = size;
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
    return new StatisticsLines(bits, others, size);
  }

  /** Whether the statistics are asked for line {@code line}. */
  boolean has(int line) {
    int word = line >> 6;
    if (line >= 0 && word < bits.length) {
      return (bits[word] & 1L << line) != 0;
    }
    return others.length > 0 && Arrays.binarySearch(others, line) >= 0;
  }

  /** How many line IDs are asked for. */
  int size() {
    return size;
  }

  /**
   * {@code to}, handed only the primitives of these timelines (by first line ID): another's are
   * dropped before any work is spent on them, not even an arrow's size read. Composites go on
   * whole, to be cut by their primitives' lines.
   */
  DrawableSink sink(DrawableSink to) {
    return new DrawableSink() {
      @Override
      public void begin(TimeBox box, int drawables) {
        to.begin(box, drawables);
      }

      @Override
      public void primitive(int category, int vertices, double t0, int l0, double t1, int l1, BlockInput in,
          int infoAt, int infoLength) {
        if (has(l0)) {
          to.primitive(category, vertices, t0, l0, t1, l1, in, infoAt, infoLength);
        }
      }

      @Override
      public void drawable(Drawable d) {
        to.drawable(d);
      }

      @Override
      public void end(int drawableBytes) {
        to.end(drawableBytes);
      }
    };
  }
}
