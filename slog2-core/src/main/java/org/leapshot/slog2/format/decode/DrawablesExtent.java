package org.leapshot.slog2.format.decode;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;

/**
 * Steps over a node block's header and drawable lists without decoding them, to find where its
 * drawables end: how much of an inner node's block a read for its drawables alone needs. Fed the
 * block's first bytes and then more of them, it resumes where it stopped, and between reads says
 * how many bytes it probably needs in all, from the lists' counts and the bytes a drawable took so
 * far.
 *
 * <p>Why: a guess of that length made once per size class of blocks has to be generous, so a fresh
 * session read about twice the bytes it decoded (4 096 timelines: 5.8 MB for 3.1 MB of drawables a
 * 1/1000 zoom, with several prefixes too short and decoded in vain), and reading the block from the
 * page cache was a third of that zoom's CPU time. Stepping over a drawable reads three of its fields.
 *
 * <p>Only plain primitives (tag 0, one or two vertices) are stepped over; anything else, wrong or
 * merely rarer, is {@link #UNKNOWN}, and the caller reads the block as before, so errors and their
 * messages stay those of the decoder.
 */
final class DrawablesExtent {
  /** {@link #advance}: the block holds something not stepped over here. */
  static final int UNKNOWN = -1;
  /** {@link #advance}: the bytes given end before the drawables do. */
  static final int MORE = -2;
  private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  /** Box, ID and self pointer. */
  static final int HEADER_BYTES = 16 + NodeId.BYTES + BlockPointer.BYTES;
  /** Tag, category, info length, vertex count. */
  private static final int FIXED_BYTES = 1 + 4 + 2 + 2;
  /** Assumed size of a drawable before any was stepped over. */
  private static final int FIRST_DRAWABLE_BYTES = 64;

  /** 0: before the nestless count, 1: in the nestless list, 2: in the nestable list, 3: done. */
  private int phase;
  private int left;
  private int pos = HEADER_BYTES;
  private long stepped;
  private long steppedBytes;

  /**
   * Steps on over {@code b[pos, limit)} (the block's first {@code limit} bytes are in {@code b});
   * returns the block position where the drawables end, {@link #MORE} or {@link #UNKNOWN}.
   */
  int advance(byte[] b, int limit) {
    if (limit > b.length) {
      return UNKNOWN;
    }
    while (phase < 3) {
      if (phase == 0 || (phase == 1 && left == 0)) { // a list's count comes next
        if (limit - pos < Integer.BYTES) {
          return MORE;
        }
        int count = (int) INT.get(b, pos);
        if (count < 0) {
          return UNKNOWN;
        }
        pos += Integer.BYTES;
        left = count;
        phase++;
        continue;
      }
      int status = left == 0 ? 0 : stepOver(b, limit);
      if (status != 0) {
        return status;
      }
      if (phase == 2) {
        phase = 3;
      }
    }
    return pos;
  }

  /** Steps over the current list's drawables while they fit; returns 0 when none is left, else MORE or UNKNOWN. */
  private int stepOver(byte[] b, int limit) {
    int p = pos;
    int n = left;
    int result = MORE;
    while (n > 0) {
      int room = limit - p;
      if (room < FIXED_BYTES) {
        break;
      }
      int info = Math.max(0, (short) SHORT.get(b, p + 5)); // -1 for none, as some writers store it
      if (b[p] != 0) {
        result = UNKNOWN;
        break;
      }
      if (room < FIXED_BYTES + info) {
        break;
      }
      int vertices = (short) SHORT.get(b, p + FIXED_BYTES - 2 + info);
      if (vertices != 1 && vertices != 2) {
        result = UNKNOWN;
        break;
      }
      int bytes = FIXED_BYTES + info + 12 * vertices;
      if (room < bytes) {
        break;
      }
      p += bytes;
      n--;
    }
    stepped += left - n;
    steppedBytes += p - pos;
    pos = p;
    left = n;
    return n == 0 ? 0 : result;
  }

  /**
   * The bytes of the block probably needed in all, after {@link #MORE} with {@code have} bytes:
   * the drawables left at the size of those stepped over so far, an eighth more; at least twice
   * {@code have} while the nestable list's count is not read yet.
   */
  long wanted(int have) {
    long each = stepped == 0 ? FIRST_DRAWABLE_BYTES : (steppedBytes + stepped - 1) / stepped;
    long rest = (long) left * each;
    long guess = pos + rest + rest / 8 + Integer.BYTES + FIRST_DRAWABLE_BYTES;
    return Math.max(guess, phase < 2 ? 2L * have : have + 1L);
  }
}
