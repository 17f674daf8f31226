package org.leapshot.slog2.query;

import java.nio.ByteBuffer;

/**
 * Checks of the stored overview's big-endian u16 rows read four at a time from one long (each a
 * 16-bit lane), before they are copied out: reading the sidecar is on the way to a big trace's
 * first picture, and a check a number took most of decoding r64's 115 000 runs (0.1 of 0.13 ms).
 * A lane's top bit is the guard: values below 0x8000 ({@link OverviewCodec#MAX_COLUMNS}) keep a
 * subtraction inside their lane, and a larger value is caught by that bit first. Longs through a
 * big-endian {@link ByteBuffer} (a byte-array view {@code VarHandle} was four times slower here).
 */
final class OverviewU16 {
  private static final long GUARD = 0x8000_8000_8000_8000L;
  private static final long ONES = 0x0001_0001_0001_0001L;

  private OverviewU16() {}

  private static int at(byte[] b, int i) {
    return (b[i] & 0xFF) << 8 | (b[i + 1] & 0xFF);
  }

  /**
   * Checks the {@code n} u16 at {@code b[from]} on as a line's first columns: the first 0, then
   * strictly rising, all below {@code columns}.
   */
  static void checkRising(byte[] b, int from, int n, int columns, String what, int line)
      throws OverviewCodec.BadOverview {
    if (n == 0) {
      return;
    }
    long bad = at(b, from) == 0 && at(b, from + 2 * (n - 1)) < columns ? 0 : GUARD;
    int i = 1;
    long previous = 0; // the value before lane 0 of the next four
    ByteBuffer longs = ByteBuffer.wrap(b);
    for (int g = 0, groups = (n - 1) / 4; g < groups; g++, i += 4) { // a counted loop: the compiler unrolls it
      long v = longs.getLong(from + 2 * i);
      bad |= v & GUARD; // a value of 0x8000 or more (above every column)
      // lane k: (v_k + 0x8000) - v_(k-1) - 1 keeps its guard bit exactly when v_k > v_(k-1)
      long before = v >>> 16 | previous << 48;
      bad |= ~((v | GUARD) - before - ONES) & GUARD;
      previous = v & 0xFFFF;
    }
    for (int p = (int) previous; i < n; i++) {
      int c = at(b, from + 2 * i);
      bad |= c - p - 1 < 0 ? GUARD : 0;
      p = c;
    }
    if (bad != 0) {
      throw new OverviewCodec.BadOverview("line " + line + ": " + what + " columns do not rise from 0 to below " + columns);
    }
  }

  /** The index of the first of the {@code n} u16 at {@code b[from]} on that is above {@code most}, or -1. */
  static int firstAbove(byte[] b, int from, int n, int most) {
    int i = 0;
    if (most < 0x8000) {
      long limit = (most & 0xFFFFL) * ONES | GUARD; // each lane: most + 0x8000
      long bad = 0;
      ByteBuffer longs = ByteBuffer.wrap(b);
      for (int g = 0, groups = n / 4; g < groups; g++, i += 4) {
        long v = longs.getLong(from + 2 * i);
        // a value of 0x8000 or more shows in its guard bit; below, (most + 0x8000) - v keeps the guard when v <= most
        bad |= v & GUARD | ~(limit - v) & GUARD;
      }
      if (bad == 0) {
        for (; i < n; i++) {
          if (at(b, from + 2 * i) > most) {
            return i;
          }
        }
        return -1;
      }
      i = 0; // one is above: find which, number by number (a damaged file only)
    }
    for (; i < n; i++) {
      if (at(b, from + 2 * i) > most) {
        return i;
      }
    }
    return -1;
  }
}
