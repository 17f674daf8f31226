package org.leapshot.slog2.format.decode;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The decoder's fast way through the common drawable: a tagged primitive of one or two vertices
 * whose every field lies inside the block. Its fields are read straight from the block's bytes with
 * one test of the room left, where the checked reads test it field by field (a fifth of decoding a
 * 64-rank leaf). Anything else, wrong or merely rarer, is left to the checked reads from the same
 * place, so errors and their messages are theirs.
 */
final class PlainPrimitives {
  private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  /**
   * Eight bytes as a big-endian number: the optimising compiler, which the viewer and {@code bench}
   * run, reads them with one load and a byte swap. The quick compiler makes a call of it (see
   * {@code NodeSinkDecoder.bigEndian}, turned in code it inlines instead), but twelve shifts and masks
   * per read, five reads per drawable, were a quarter of decoding a 64-rank leaf in optimised code
   * (18.3 against 13.8 ns per drawable).
   */
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  /** Tag, category, info length. */
  private static final int HEAD_BYTES = 1 + 4 + 2;

  private PlainPrimitives() {}

  /** {@code in}'s bytes when block positions index them (see {@link BlockInput#bytes}), else null. */
  static byte[] bytesOf(BlockInput in) {
    try {
      return in.bytes();
    } catch (IllegalStateException e) {
      return null; // a block inside a larger array: read it the checked way
    }
  }

  /**
   * Adds the drawables from {@code in}'s position on to {@code out}, at most {@code n}, while they are
   * plain primitives (tag 0, one or two vertices, all inside the block), and moves past them; returns
   * how many. {@code b}: {@code in}'s bytes, indexed by block position (see {@link #bytesOf}). One call
   * per run of them, not per drawable: the loop keeps the position in a local and the reads inline.
   */
  static int read(BlockInput in, byte[] b, int n, PackedDrawables.Sink out) {
    int p = in.position();
    int limit = p + in.remaining();
    int k = 0;
    for (; k < n; k++) {
      int room = limit - p;
      if (room < HEAD_BYTES + 2 + 12 || b[p] != 0) {
        break;
      }
      int infoLength = Math.max(0, (short) SHORT.get(b, p + 5));
      int countAt = p + HEAD_BYTES + infoLength;
      if (room < HEAD_BYTES + infoLength + 2 + 12) {
        break;
      }
      int nv = (short) SHORT.get(b, countAt);
      if ((nv != 1 && nv != 2) || room < HEAD_BYTES + infoLength + 2 + 12 * nv) {
        break;
      }
      int v = countAt + 2;
      // The last vertex is the first when there is one (as the builder keeps an event): no branch
      // on the vertex count, which alternates unpredictably between events and states.
      int last = v + 12 * (nv - 1);
      // Eight bytes at a time (see LONG). The line IDs are the second halves of the eight bytes
      // from their time's fifth, inside the block.
      out.addInline((int) ((long) LONG.get(b, p + 1) >>> 32), nv, Double.longBitsToDouble((long) LONG.get(b, v)),
          (int) (long) LONG.get(b, v + 4), Double.longBitsToDouble((long) LONG.get(b, last)),
          (int) (long) LONG.get(b, last + 4), in, p + HEAD_BYTES, infoLength);
      p = v + 12 * nv;
    }
    in.seek(p);
    return k;
  }
}
