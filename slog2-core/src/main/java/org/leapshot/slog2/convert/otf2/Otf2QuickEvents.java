package org.leapshot.slog2.convert.otf2;

import static org.leapshot.slog2.convert.otf2.Otf2EventTypes.*;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The common events decoded straight from a little-endian window that holds {@link #QUICK_BYTES}
 * more bytes: an optional TIMESTAMP, then a singleton (Enter, Leave, request), an MPI message or a
 * collective end, or a record whose fields the converter does not use. Every other case, and
 * anything unusual (an oversized compressed integer, a long record length, fields running past the
 * record's end), is left to the cursor's checked path, which reads the same bytes again and names
 * the problem.
 *
 * <p>Why: the checked path asks the window for room before each value, a call or two per value
 * under the quick compiler, about a third of the reading thread's decoding; here one look at the
 * window covers the event. Values wider than their field are still decoded as the checked path
 * does, since a compressed integer's bytes are read eight at a time and masked.
 */
final class Otf2QuickEvents {
  /**
   * Window bytes the quick path needs: a timestamp (9), a type and record length (2), five
   * compressed fields of at most 9 bytes, and 8 bytes that the last field's read may touch.
   */
  static final int QUICK_BYTES = 9 + 2 + 5 * 9 + 8;

  private static final VarHandle LITTLE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private Otf2QuickEvents() {}

  /**
   * Decodes the cursor's next event if it is a common one and sets the reader after it; returns
   * false, having decoded at most a timestamp (as the checked path would have), otherwise.
   */
  static boolean read(Otf2EventCursor c, Otf2ChunkReader in) {
    byte[] b = in.buf;
    int p = in.pos;
    if (in.limit - p < QUICK_BYTES || !in.little) {
      return false;
    }
    int t = b[p] & 0xff;
    if (t == TIMESTAMP) {
      c.timestamp((long) LITTLE.get(b, p + 1));
      p += 9;
      in.pos = p;
      t = b[p] & 0xff;
    }
    if (t <= ATTRIBUTE_LIST || !c.hasTime()) {
      return false; // chunk and file ends, attribute lists, reserved types, no time yet
    }
    if (isSingleton(t)) {
      int n = b[p + 1] & 0xff;
      int max = singletonIs32Bit(t) ? 4 : 8;
      long v;
      if (n == 0) {
        v = 0;
      } else if (n == 0xff) {
        v = max == 4 ? 0xffff_ffffL : -1L;
      } else if (n <= max) {
        v = (long) LITTLE.get(b, p + 2) & (-1L >>> (Long.SIZE - 8 * n));
      } else {
        return false;
      }
      c.begin(t);
      c.singleton(v);
      in.pos = p + 2 + (n == 0xff ? 0 : n);
      return true;
    }
    int length = b[p + 1] & 0xff;
    int end = p + 2 + length;
    if (length == 0xff || end > in.limit) {
      return false;
    }
    switch (t) {
      case MPI_SEND, MPI_RECV, MPI_ISEND, MPI_IRECV, MPI_COLLECTIVE_END -> {
        // As the cursor's fields() reads them. A message: peer, communicator, tag (cu32), length
        // (cu64). A collective end: operation (u8), communicator, root (cu32), bytes sent and
        // received (cu64).
        boolean collective = t == MPI_COLLECTIVE_END;
        int q1 = collective ? p + 3 : p + 2;
        int q2 = next(b, q1);
        int q3 = next(b, q2);
        int q4 = next(b, q3);
        long f1 = compressed(b, q1, 4);
        long f2 = compressed(b, q2, 4);
        long f3 = compressed(b, q3, collective ? 8 : 4);
        long f4 = compressed(b, q4, 8);
        if (next(b, q4) > end || f1 < 0 || f2 < 0 || f3 == (collective ? BAD : -1) || f4 == BAD) {
          return false;
        }
        c.begin(t);
        if (collective) {
          c.op = b[p + 2] & 0xff;
          c.comm = c.map(Otf2LocalDefinitions.COMM, f1);
          c.ref = f2;
          c.length = f3;
          c.received = f4;
        } else {
          c.ref = f1;
          c.comm = c.map(Otf2LocalDefinitions.COMM, f2);
          c.tag = f3;
          c.length = f4;
        }
      }
      case METRIC, BUFFER_FLUSH, MEASUREMENT_ON_OFF, THREAD_FORK, THREAD_JOIN, PROGRAM_BEGIN, PROGRAM_END -> {
        return false;
      }
      default -> c.begin(t);
    }
    in.pos = end;
    return true;
  }

  /**
   * Marks a compressed integer too wide for its field: the checked path refuses it. A 64-bit field
   * can hold any long, so its mark is a value with its own meaning read back through {@link #width}.
   */
  private static final long BAD = Long.MIN_VALUE + 1;

  /**
   * The compressed integer (§3.3) at {@code q} of a field of {@code max} bytes; -1 for a 32-bit
   * field, {@link #BAD} for a 64-bit field, when its byte count exceeds {@code max}.
   */
  private static long compressed(byte[] b, int q, int max) {
    int n = b[q] & 0xff;
    if (n == 0) {
      return 0;
    }
    if (n == 0xff) {
      return max == 4 ? 0xffff_ffffL : -1L;
    }
    if (n > max) {
      return max == 4 ? -1 : BAD;
    }
    return (long) LITTLE.get(b, q + 1) & (-1L >>> (Long.SIZE - 8 * n));
  }

  /** Where the compressed integer at {@code q} ends: at most 9 bytes on (a wider one is refused by the caller). */
  private static int next(byte[] b, int q) {
    int n = b[q] & 0xff;
    return q + (n == 0xff ? 1 : 1 + Math.min(n, 8));
  }
}
