package org.leapshot.slog2.tree;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;

/**
 * A growable in-memory block with SLOG-2's primitive encodings (spec §2): big-endian numbers,
 * Java's canonical NaN, booleans as one byte, strings as a signed short byte count plus raw bytes.
 * Blocks are built here, measured, then appended to the file in one piece. Reused between blocks
 * to avoid garbage.
 */
final class BlockOutput {
  /*
   * Little-endian views, given numbers whose bytes are turned here (below): a
   * big-endian view turns them with Long.reverseBytes and Integer.reverseBytes, which the quick
   * compiler the converter runs with neither treats as intrinsics nor inlines at the depth of a
   * view's code, so every number stored was a call (about 1 % of a conversion's CPU).
   */
  private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private byte[] bytes;
  private int size;
  private long[] sortKeys = new long[64];

  BlockOutput(int initialCapacity) {
    bytes = new byte[Math.max(16, initialCapacity)];
  }

  void reset() {
    size = 0;
  }

  int size() {
    return size;
  }

  /** The backing array; valid up to {@link #size()} until the next write. */
  byte[] array() {
    return bytes;
  }

  /**
   * Work space for an encoder that sorts what it writes (a shadow's category weights): at least
   * {@code n} longs, contents undefined. It goes with the block because each writing thread has
   * its own; allocating it per shadow had been 0.2 GB of garbage in a 1 GB OTF conversion.
   */
  long[] sortKeys(int n) {
    if (sortKeys.length < n) {
      sortKeys = new long[Math.max(n, 2 * sortKeys.length)];
    }
    return sortKeys;
  }

  byte[] toByteArray() {
    return Arrays.copyOf(bytes, size);
  }

  void writeByte(int v) {
    ensure(1);
    bytes[size++] = (byte) v;
  }

  void writeBoolean(boolean v) {
    writeByte(v ? 1 : 0);
  }

  void writeShort(int v) {
    ensure(2);
    size = putShort(bytes, size, v);
  }

  void writeInt(int v) {
    ensure(4);
    size = putInt(bytes, size, v);
  }

  void writeLong(long v) {
    ensure(8);
    size = putLong(bytes, size, v);
  }

  /**
   * Makes room for {@code n} bytes and counts them as written; returns where they start in {@link
   * #array()} (valid until the next write), for an encoder that knows its size and then stores
   * with the {@code put} methods: one capacity check instead of one per field.
   */
  int reserve(int n) {
    ensure(n);
    int at = size;
    size += n;
    return at;
  }

  static int putShort(byte[] b, int at, int v) {
    SHORT.set(b, at, (short) (v << 8 | (v >>> 8) & 0xff));
    return at + 2;
  }

  static int putInt(byte[] b, int at, int v) {
    INT.set(b, at, halvesSwapped(bytesSwapped(v)));
    return at + 4;
  }

  static int putLong(byte[] b, int at, long v) {
    LONG.set(b, at, halvesSwapped(pairsSwapped(bytesSwapped(v))));
    return at + 8;
  }

  /*
   * The steps of Integer.reverseBytes and Long.reverseBytes, each small enough for the quick
   * compiler to inline where the numbers are stored: it inlines less the deeper a call is, and
   * one method for a whole long (28 bytes of bytecode) was called, not inlined, from the shadows'
   * encoders.
   */

  private static int bytesSwapped(int v) {
    return (v & 0x00ff00ff) << 8 | (v >>> 8) & 0x00ff00ff;
  }

  private static int halvesSwapped(int v) {
    return v << 16 | v >>> 16;
  }

  private static long bytesSwapped(long v) {
    return (v & 0x00ff00ff00ff00ffL) << 8 | (v >>> 8) & 0x00ff00ff00ff00ffL;
  }

  private static long pairsSwapped(long v) {
    return (v & 0x0000ffff0000ffffL) << 16 | (v >>> 16) & 0x0000ffff0000ffffL;
  }

  private static long halvesSwapped(long v) {
    return v << 32 | v >>> 32;
  }

  /** As {@link #writePointer}. */
  static int putPointer(byte[] b, int at, BlockPointer p) {
    return putInt(b, putLong(b, at, p.offset()), p.size());
  }

  /** As {@link #writeFloat}: every NaN becomes the canonical 0x7fc00000. */
  static int putFloat(byte[] b, int at, float v) {
    return putInt(b, at, Float.floatToIntBits(v));
  }

  /** As {@link #writeDouble}: every NaN becomes the canonical one. */
  static int putDouble(byte[] b, int at, double v) {
    return putLong(b, at, Double.doubleToLongBits(v));
  }

  /** Java's DataOutput.writeFloat: every NaN becomes the canonical 0x7fc00000. */
  void writeFloat(float v) {
    writeInt(Float.floatToIntBits(v));
  }

  void writeDouble(double v) {
    writeLong(Double.doubleToLongBits(v));
  }

  void writeBytes(byte[] v) {
    writeBytes(v, 0, v.length);
  }

  void writeBytes(byte[] v, int from, int length) {
    ensure(length);
    System.arraycopy(v, from, bytes, size, length);
    size += length;
  }

  /**
   * A primitive as a node stores it (spec §8.2, after the tag byte): category, info, vertices. One
   * capacity check for the whole primitive rather than one per field: tens of millions are stored.
   */
  void writePrimitive(org.leapshot.slog2.model.Primitive p) {
    ensure(p.byteSize());
    size = putPrimitive(bytes, size, p);
  }

  /** A tag byte, then the primitive as {@link #writePrimitive}: one capacity check for both. */
  void writeTaggedPrimitive(int tag, org.leapshot.slog2.model.Primitive p) {
    ensure(1 + p.byteSize());
    bytes[size] = (byte) tag;
    size = putPrimitive(bytes, size + 1, p);
  }

  private static int putPrimitive(byte[] b, int at, org.leapshot.slog2.model.Primitive p) {
    int n = p.vertexCount();
    int info = p.infoLength();
    putInt(b, at, p.categoryIndex());
    putShort(b, at + 4, info);
    p.copyInfo(b, at + 6);
    at = putShort(b, at + 6 + info, n);
    for (int i = 0; i < n; i++) {
      putLong(b, at, Double.doubleToLongBits(p.time(i)));
      putInt(b, at + 8, p.lineId(i));
      at += 12;
    }
    return at;
  }

  /** TreeNodeID (spec §2): short depth, int xpos. */
  void writeNodeId(NodeId id) {
    writeShort(id.depth());
    writeInt(id.xpos());
  }

  /** FileBlockPtr (spec §2): long offset, int size. */
  void writePointer(BlockPointer p) {
    writeLong(p.offset());
    writeInt(p.size());
  }

  /** A string as SLOG-2 stores it: short byte count, then the bytes (UTF-8, i.e. ASCII for real files). */
  void writeString(String s) {
    byte[] b = encode(s);
    writeShort(b.length);
    writeBytes(b);
  }

  /** The stored bytes of a string, checked against the 32767-byte limit of the short length prefix. */
  static byte[] encode(String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    if (b.length > Short.MAX_VALUE) {
      throw new IllegalArgumentException("string of " + b.length + " bytes exceeds SLOG-2's limit of "
          + Short.MAX_VALUE + ": \"" + s.substring(0, 40) + "...\"");
    }
    return b;
  }

  /** Stored size of a string: 2 + its byte count. */
  static int stringSize(String s) {
    return 2 + encode(s).length;
  }

  private void ensure(int n) {
    // The test alone, so that the quick compiler inlines it into every writer; growing is rare.
    if (size + n > bytes.length) {
      grow(n);
    }
  }

  private void grow(int n) {
    long want = Math.max((long) bytes.length * 2, (long) size + n);
    if (want > Integer.MAX_VALUE - 16) {
      throw new IllegalStateException("block larger than 2 GiB");
    }
    bytes = Arrays.copyOf(bytes, (int) want);
  }
}
