package org.leapshot.slog2.format;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import org.leapshot.slog2.model.InfoFormatter;
import org.leapshot.slog2.model.TimeBox;

/**
 * Big-endian reads from one block's bytes, never past its end. Every failure is a
 * {@link Slog2FormatException} that names the file, the block and the absolute offset.
 */
final class BlockInput {
  private final ByteBuffer buf;
  private final String file;
  private final String block;
  private final long baseOffset;

  BlockInput(byte[] bytes, String file, String block, long baseOffset) {
    this(bytes, bytes.length, file, block, baseOffset);
  }

  /** Reads the first {@code length} bytes of {@code bytes} (a reused buffer may be longer). */
  BlockInput(byte[] bytes, int length, String file, String block, long baseOffset) {
    this(ByteBuffer.wrap(bytes, 0, length), file, block, baseOffset);
  }

  /**
   * Reads {@code buffer} from position 0 to its limit. When the caller reuses the buffer, nothing
   * decoded may refer to its bytes; {@link #bytes()} needs a buffer wrapping a whole array.
   */
  BlockInput(ByteBuffer buffer, String file, String block, long baseOffset) {
    this.buf = buffer;
    this.file = file;
    this.block = block;
    this.baseOffset = baseOffset;
  }

  String file() {
    return file;
  }

  String block() {
    return block;
  }

  /**
   * The block's bytes (positions index them directly), for records that keep a part of them
   * instead of copying it; callers must not change them.
   */
  byte[] bytes() {
    return buf.array();
  }

  /** Position of the next byte within the block. */
  int position() {
    return buf.position();
  }

  /** Copies {@code length} bytes at block position {@code position} into {@code dst} at {@code at}. */
  void copy(int position, byte[] dst, int at, int length) {
    if (buf.hasArray()) {
      System.arraycopy(buf.array(), buf.arrayOffset() + position, dst, at, length);
    } else {
      buf.get(position, dst, at, length);
    }
  }

  /** Skips {@code count} bytes, which must remain in the block. */
  void skip(int count, String what) throws Slog2FormatException {
    if (count < 0) {
      throw error(what + ": negative byte count " + count);
    }
    need(count, what);
    buf.position(buf.position() + count);
  }

  int remaining() {
    return buf.remaining();
  }

  /** Absolute file offset of the next byte. */
  long offset() {
    return baseOffset + buf.position();
  }

  Slog2FormatException error(String problem) {
    return new Slog2FormatException(file, block, offset(), problem);
  }

  private void need(int bytes, String what) throws Slog2FormatException {
    if (buf.remaining() < bytes) {
      throw error(what + " needs " + bytes + " bytes, " + buf.remaining() + " remain in the block");
    }
  }

  byte readByte(String what) throws Slog2FormatException {
    need(1, what);
    return buf.get();
  }

  boolean readBoolean(String what) throws Slog2FormatException {
    return readByte(what) != 0;
  }

  short readShort(String what) throws Slog2FormatException {
    need(2, what);
    return buf.getShort();
  }

  int readInt(String what) throws Slog2FormatException {
    need(4, what);
    return buf.getInt();
  }

  long readLong(String what) throws Slog2FormatException {
    need(8, what);
    return buf.getLong();
  }

  float readFloat(String what) throws Slog2FormatException {
    need(4, what);
    return buf.getFloat();
  }

  double readDouble(String what) throws Slog2FormatException {
    need(8, what);
    return buf.getDouble();
  }

  /** A short byte count then the bytes; a count of 0 or less is the empty string (spec §2). */
  String readString(String what) throws Slog2FormatException {
    short len = readShort(what + " length");
    if (len <= 0) {
      return "";
    }
    return InfoFormatter.Strings.decode(readBytes(len, what));
  }

  byte[] readBytes(int count, String what) throws Slog2FormatException {
    if (count < 0) {
      throw error(what + ": negative byte count " + count);
    }
    need(count, what);
    byte[] bytes = new byte[count];
    buf.get(bytes);
    return bytes;
  }

  TimeBox readTimeBox(String what) throws Slog2FormatException {
    need(16, what);
    return new TimeBox(buf.getDouble(), buf.getDouble());
  }

  NodeId readNodeId(String what) throws Slog2FormatException {
    need(NodeId.BYTES, what);
    return new NodeId(buf.getShort(), buf.getInt());
  }

  BlockPointer readPointer(String what) throws Slog2FormatException {
    need(BlockPointer.BYTES, what);
    return new BlockPointer(buf.getLong(), buf.getInt());
  }

  /**
   * Checks a record count before anything is allocated for it: it must be non-negative and the
   * records, at {@code minBytesEach} at least, must fit in what remains.
   */
  int checkCount(int count, int minBytesEach, String what) throws Slog2FormatException {
    if (count < 0) {
      throw error(what + ": negative count " + count);
    }
    if ((long) count * minBytesEach > buf.remaining()) {
      throw error(count + " " + what + " need >= " + (long) count * minBytesEach + " bytes, " + buf.remaining() + " remain");
    }
    return count;
  }

  /** Runs a decoding step, turning a stray underflow into a located format error. */
  static void guard(BlockInput in, Runnable step) throws Slog2FormatException {
    try {
      step.run();
    } catch (BufferUnderflowException e) {
      throw in.error("unexpected end of block");
    }
  }
}
