package org.leapshot.slog2.format.decode;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.model.InfoFormatter;
import org.leapshot.slog2.model.TimeBox;

/**
 * Big-endian reads from one block's bytes, never past its end. Every failure is a
 * {@link Slog2FormatException} that names the file, the block and the absolute offset.
 */
public final class BlockInput {
  // Big-endian views of the bytes: one bounds check and one byte swap per value, where a heap
  // ByteBuffer's getters cost a dozen calls' worth of position and limit bookkeeping each (a fifth
  // of decoding a node, in profiles of window queries).
  private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle FLOAT = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle DOUBLE = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.BIG_ENDIAN);

  private final byte[] bytes;
  /** Array index of block position 0. */
  private final int base;
  /** Array index of the next byte, and one past the block's last. */
  private int pos;
  private final int limit;
  private final String file;
  private final String block;
  private final long baseOffset;

  public BlockInput(byte[] bytes, String file, String block, long baseOffset) {
    this(bytes, bytes.length, file, block, baseOffset);
  }

  /** Reads the first {@code length} bytes of {@code bytes} (a reused buffer may be longer). */
  public BlockInput(byte[] bytes, int length, String file, String block, long baseOffset) {
    this(bytes, 0, length, file, block, baseOffset);
  }

  /**
   * Reads {@code buffer} from its position to its limit (a buffer without an array is copied first).
   * When the caller reuses the buffer, nothing decoded may refer to its bytes; {@link #bytes()} needs a
   * buffer wrapping a whole array from position 0.
   */
  public BlockInput(ByteBuffer buffer, String file, String block, long baseOffset) {
    this(arrayOf(buffer), buffer.hasArray() ? buffer.arrayOffset() + buffer.position() : 0, buffer.remaining(), file,
        block, baseOffset);
  }

  private BlockInput(byte[] bytes, int base, int length, String file, String block, long baseOffset) {
    if (base < 0 || length < 0 || length > bytes.length - base) {
      throw new IllegalArgumentException(length + " bytes from " + base + " do not fit in " + bytes.length);
    }
    this.bytes = bytes;
    this.base = base;
    this.pos = base;
    this.limit = base + length;
    this.file = file;
    this.block = block;
    this.baseOffset = baseOffset;
  }

  private static byte[] arrayOf(ByteBuffer buffer) {
    if (buffer.hasArray()) {
      return buffer.array();
    }
    byte[] copy = new byte[buffer.remaining()];
    buffer.duplicate().get(copy);
    return copy;
  }

  public String file() {
    return file;
  }

  public String block() {
    return block;
  }

  /**
   * The block's bytes (positions index them directly), for records that keep a part of them
   * instead of copying it; callers must not change them.
   */
  public byte[] bytes() {
    if (base != 0) {
      throw new IllegalStateException("the block does not start its array");
    }
    return bytes;
  }

  /** Position of the next byte within the block. */
  public int position() {
    return pos - base;
  }

  /** Goes back (or on) to a block position already checked, e.g. to read fields in another order than stored. */
  public void seek(int position) {
    if (position < 0 || position > limit - base) {
      throw new IndexOutOfBoundsException("position " + position + " is outside the block");
    }
    pos = base + position;
  }

  /** Copies {@code length} bytes at block position {@code position} into {@code dst} at {@code at}. */
  public void copy(int position, byte[] dst, int at, int length) {
    if (position < 0 || length > limit - base - position) {
      throw new IndexOutOfBoundsException(length + " bytes at " + position + " run past the block");
    }
    InfoCopy.copy(bytes, base + position, dst, at, length);
  }

  /** Skips {@code count} bytes, which must remain in the block. */
  public void skip(int count, String what) throws Slog2FormatException {
    if (count < 0) {
      throw error(what + ": negative byte count " + count);
    }
    need(count, what);
    pos += count;
  }

  public int remaining() {
    return limit - pos;
  }

  /** Absolute file offset of the next byte. */
  public long offset() {
    return baseOffset + (pos - base);
  }

  public Slog2FormatException error(String problem) {
    return new Slog2FormatException(file, block, offset(), problem);
  }

  private void need(int bytes, String what) throws Slog2FormatException {
    if (limit - pos < bytes) {
      throw error(what + " needs " + bytes + " bytes, " + (limit - pos) + " remain in the block");
    }
  }

  public byte readByte(String what) throws Slog2FormatException {
    need(1, what);
    return bytes[pos++];
  }

  public boolean readBoolean(String what) throws Slog2FormatException {
    return readByte(what) != 0;
  }

  public short readShort(String what) throws Slog2FormatException {
    need(2, what);
    return getShort();
  }

  public int readInt(String what) throws Slog2FormatException {
    need(4, what);
    return getInt();
  }

  public long readLong(String what) throws Slog2FormatException {
    need(8, what);
    return getLong();
  }

  public float readFloat(String what) throws Slog2FormatException {
    need(4, what);
    float v = (float) FLOAT.get(bytes, pos);
    pos += 4;
    return v;
  }

  public double readDouble(String what) throws Slog2FormatException {
    need(8, what);
    return getDouble();
  }

  /** A short byte count then the bytes; a count of 0 or less is the empty string (spec §2). */
  public String readString(String what) throws Slog2FormatException {
    short len = readShort(what + " length");
    if (len <= 0) {
      return "";
    }
    return InfoFormatter.Strings.decode(readBytes(len, what));
  }

  public byte[] readBytes(int count, String what) throws Slog2FormatException {
    if (count < 0) {
      throw error(what + ": negative byte count " + count);
    }
    need(count, what);
    byte[] out = new byte[count];
    System.arraycopy(bytes, pos, out, 0, count);
    pos += count;
    return out;
  }

  public TimeBox readTimeBox(String what) throws Slog2FormatException {
    need(16, what);
    double earliest = getDouble();
    return new TimeBox(earliest, getDouble());
  }

  public NodeId readNodeId(String what) throws Slog2FormatException {
    need(NodeId.BYTES, what);
    short depth = getShort();
    return new NodeId(depth, getInt());
  }

  public BlockPointer readPointer(String what) throws Slog2FormatException {
    need(BlockPointer.BYTES, what);
    long offset = getLong();
    return new BlockPointer(offset, getInt());
  }

  /**
   * Checks a record count before anything is allocated for it: it must be non-negative and the
   * records, at {@code minBytesEach} at least, must fit in what remains.
   */
  public int checkCount(int count, long minBytesEach, String what) throws Slog2FormatException {
    if (count < 0) {
      throw error(what + ": negative count " + count);
    }
    if (count * minBytesEach > limit - pos) {
      throw error(count + " " + what + " need >= " + count * minBytesEach + " bytes, " + (limit - pos) + " remain");
    }
    return count;
  }

  /** Refuses to go on when about {@code bytes} of heap are not free for {@code what} (see {@link HeapBudget}). */
  public void requireHeap(long bytes, String what) throws Slog2FormatException {
    HeapBudget.require(bytes, file, block, offset(), what);
  }

  /**
   * The next int, without checking the block's limit: only for bytes a {@link #checkCount} has
   * just vouched for (the array's own bounds are still checked).
   */
  public int nextCheckedInt() {
    return getInt();
  }

  /** The next double, under the same condition as {@link #nextCheckedInt}. */
  public double nextCheckedDouble() {
    return getDouble();
  }

  /** The next short, under the same condition as {@link #nextCheckedInt}. */
  public short nextCheckedShort() {
    return getShort();
  }

  /** The next long, under the same condition as {@link #nextCheckedInt}. */
  public long nextCheckedLong() {
    return getLong();
  }

  private short getShort() {
    short v = (short) SHORT.get(bytes, pos);
    pos += 2;
    return v;
  }

  private int getInt() {
    int v = (int) INT.get(bytes, pos);
    pos += 4;
    return v;
  }

  private long getLong() {
    long v = (long) LONG.get(bytes, pos);
    pos += 8;
    return v;
  }

  private double getDouble() {
    double v = (double) DOUBLE.get(bytes, pos);
    pos += 8;
    return v;
  }
}
