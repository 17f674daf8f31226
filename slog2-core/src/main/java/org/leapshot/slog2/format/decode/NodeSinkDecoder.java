package org.leapshot.slog2.format.decode;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.model.TimeBox;

/**
 * Decodes a node's header and real drawables into a {@link DrawableSink}, with the same reads and
 * checks as {@link TreeNodeDecoder#decodeDrawables}, and stops before the child shadow buffers. The
 * nestless list is stored first but handed on last, so it is read twice: once to check it and find
 * where the nestable list starts (skipping the vertices, which need no check), once for the sink (it
 * is the shorter list in traces of MPI runs).
 *
 * <p>Plain primitives (tag 0, one or two vertices, every field inside the block) are read straight
 * from the block's bytes with one test of the room left, as {@link PlainPrimitives} does for packed
 * nodes: the checked reads, field by field, cost the decoding threads of exact statistics a quarter
 * of their time. Anything else is read the checked way from the same place, so errors and their
 * messages are theirs.
 */
final class NodeSinkDecoder {
  private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  /**
   * Eight bytes read in little-endian order and turned here ({@link #bigEndian}): a big-endian
   * view turns them with {@code Long.reverseBytes}, which the quick compiler neither treats as an
   * intrinsic nor inlines (too large), so every read was a call.
   */
  private static final VarHandle LITTLE_LONG = MethodHandles.byteArrayViewVarHandle(long[].class,
      ByteOrder.LITTLE_ENDIAN);
  /** Tag, category, info length. */
  private static final int HEAD_BYTES = 1 + 4 + 2;

  private NodeSinkDecoder() {}

  /** Leaves {@code in} just past the drawables. */
  static void decode(BlockInput in, DrawableSink sink) throws Slog2FormatException {
    TimeBox box = in.readTimeBox("node box");
    in.readNodeId("node ID");
    in.readPointer("node self pointer");
    int nNestless = count(in, "nestless drawables");
    int nestlessAt = in.position();
    skip(in, nNestless);
    int nNestable = count(in, "nestable drawables");
    sink.begin(box, nNestless + nNestable);
    read(in, nNestable, sink);
    int end = in.position();
    in.seek(nestlessAt);
    read(in, nNestless, sink);
    in.seek(end);
    sink.end(end);
  }

  private static int count(BlockInput in, String what) throws Slog2FormatException {
    return in.checkCount(in.readInt(what + " count"), TreeNodeDecoder.MIN_DRAWABLE_BYTES, what);
  }

  /** Checks {@code n} drawables as {@link #read} does, and leaves {@code in} past them. */
  private static void skip(BlockInput in, int n) throws Slog2FormatException {
    byte[] b = PlainPrimitives.bytesOf(in);
    int limit = in.position() + in.remaining();
    for (int i = 0; i < n; ) {
      int run = n - i < RUN ? n - i : RUN;
      int done = b == null ? 0 : skipPlain(b, limit, run, in);
      i += done;
      if (done < run) {
        skipChecked(in);
        i++;
      }
    }
  }

  /**
   * Drawables a run takes at most ({@link #readPlain}, {@link #skipPlain}): a loop over a node's
   * drawables runs interpreted until its method is compiled, after 60 000 turns for a loop but a
   * hundred calls or so for a method; a root of 65 000 drawables went wholly through the interpreter.
   */
  static final int RUN = 16;

  /**
   * Skips up to {@code n} plain primitives from {@code in}'s place, as {@link #skip} checks them;
   * leaves {@code in} past them and returns how many (fewer when the next is not plain).
   */
  private static int skipPlain(byte[] b, int limit, int n, BlockInput in) {
    int p = in.position();
    int i = 0;
    for (; i < n; i++) {
      int room = limit - p;
      if (room >= HEAD_BYTES + 2 && b[p] == 0) {
        int infoLength = Math.max(0, (short) SHORT.get(b, p + 5));
        if (room >= HEAD_BYTES + infoLength + 2) {
          int nv = (short) SHORT.get(b, p + HEAD_BYTES + infoLength);
          if (nv >= 1 && 12L * nv <= room - HEAD_BYTES - infoLength - 2) {
            p += HEAD_BYTES + infoLength + 2 + 12 * nv;
            continue;
          }
        }
      }
      break;
    }
    in.seek(p);
    return i;
  }

  private static void skipChecked(BlockInput in) throws Slog2FormatException {
    if (!TreeNodeDecoder.readIsPrimitive(in)) {
      TreeNodeDecoder.readComposite(in, null);
      return;
    }
    long h = TreeNodeDecoder.readHead(in);
    in.skip(12 * TreeNodeDecoder.vertices(h), "vertices"); // readHead checked that they are there
  }

  private static void read(BlockInput in, int n, DrawableSink sink) throws Slog2FormatException {
    byte[] b = PlainPrimitives.bytesOf(in);
    int limit = in.position() + in.remaining();
    for (int i = 0; i < n; ) {
      int run = n - i < RUN ? n - i : RUN;
      int done = b == null ? 0 : readPlain(b, limit, run, in, sink);
      i += done;
      if (done < run) {
        readChecked(in, sink);
        i++;
      }
    }
  }

  /**
   * Reads up to {@code n} plain primitives from {@code in}'s place into {@code sink}; leaves {@code
   * in} past them and returns how many (fewer when the next is not plain, or runs past the block).
   */
  private static int readPlain(byte[] b, int limit, int n, BlockInput in, DrawableSink sink) {
    int p = in.position();
    int i = 0;
    for (; i < n; i++) {
      int room = limit - p;
      if (room >= HEAD_BYTES + 2 + 12 && b[p] == 0) {
        // tag, category and info length in one read, two vertices in three: fewer reads, as
        // each costs a quick compiler's code a few nanoseconds
        long head = bigEndian(b, p);
        int infoLength = Math.max(0, (short) (head >>> 8));
        int v = p + HEAD_BYTES + infoLength + 2;
        if (room >= HEAD_BYTES + infoLength + 2 + 12) {
          int nv = (short) SHORT.get(b, v - 2);
          if (nv == 1) {
            double t = Double.longBitsToDouble(bigEndian(b, v));
            int l = (int) bigEndian(b, v + 4); // the second half of the time, then the line ID
            sink.primitive((int) (head >>> 24), 1, t, l, t, l, in, p + HEAD_BYTES, infoLength);
            p = v + 12;
            continue;
          }
          if (nv == 2 && room >= HEAD_BYTES + infoLength + 2 + 24) {
            long t0l0 = bigEndian(b, v + 8); // line 0, then the first half of time 1
            long t1l1 = bigEndian(b, v + 16); // the second half of time 1, then line 1
            sink.primitive((int) (head >>> 24), 2, Double.longBitsToDouble(bigEndian(b, v)), (int) (t0l0 >>> 32),
                Double.longBitsToDouble((t0l0 << 32) | (t1l1 >>> 32)), (int) t1l1, in, p + HEAD_BYTES, infoLength);
            p = v + 24;
            continue;
          }
        }
      }
      break;
    }
    in.seek(p);
    return i;
  }

  /** The eight bytes at {@code at} of {@code b} as a big-endian number, in code the quick compiler inlines. */
  static long bigEndian(byte[] b, int at) {
    return halves(bytePairs((long) LITTLE_LONG.get(b, at)));
  }

  /** {@code Long.reverseBytes}, first step: each pair of bytes swapped. */
  private static long bytePairs(long x) {
    return (x & 0x00FF00FF00FF00FFL) << 8 | (x >>> 8) & 0x00FF00FF00FF00FFL;
  }

  /** {@code Long.reverseBytes}, second step: the four pairs in reverse order. */
  private static long halves(long x) {
    return x << 48 | (x & 0xFFFF0000L) << 16 | (x >>> 16) & 0xFFFF0000L | x >>> 48;
  }

  private static void readChecked(BlockInput in, DrawableSink sink) throws Slog2FormatException {
    if (!TreeNodeDecoder.readIsPrimitive(in)) {
      sink.drawable(TreeNodeDecoder.readComposite(in, new InfoArena())); // owns its info bytes
      return;
    }
    long h = TreeNodeDecoder.readHead(in);
    int nv = TreeNodeDecoder.vertices(h);
    if (nv > 2) {
      sink.drawable(TreeNodeDecoder.readVertices(in, h));
      return;
    }
    int infoAt = TreeNodeDecoder.infoAt(in, h);
    // readHead checked that the block holds 12 bytes per vertex.
    double t0 = in.nextCheckedDouble();
    int l0 = in.nextCheckedInt();
    double t1 = nv == 2 ? in.nextCheckedDouble() : t0;
    int l1 = nv == 2 ? in.nextCheckedInt() : l0;
    sink.primitive(TreeNodeDecoder.category(h), nv, t0, l0, t1, l1, in, infoAt, TreeNodeDecoder.infoLength(h));
  }
}
