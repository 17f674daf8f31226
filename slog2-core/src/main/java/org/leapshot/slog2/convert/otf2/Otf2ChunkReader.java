package org.leapshot.slog2.convert.otf2;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Reads one chunked OTF2 file (spec §4) through its window ({@link Otf2ChunkWindow}): the chunk
 * header, then fixed-size and compressed values (§3) in the chunk's byte order. Every read is
 * checked against the chunk's end, so a truncated or corrupt file gives a {@link
 * org.leapshot.slog2.convert.TraceInputException} naming the file and the byte offset, never an
 * array index error or a read past the chunk.
 */
final class Otf2ChunkReader extends Otf2ChunkWindow {
  /** Marker, byte order, first and last event number. */
  static final int CHUNK_HEADER_BYTES = 18;
  static final int END_OF_CHUNK = 0;
  static final int END_OF_BUFFER = 1;
  static final int END_OF_FILE = 2;
  private static final int CHUNK_HEADER = 3;
  private static final int LITTLE_ENDIAN = 0x42;
  private static final int BIG_ENDIAN = 0x23;
  /**
   * Eight bytes in one read. {@code convert} runs with the quick compiler only, which inlines these
   * but no method over 35 bytes: a loop per value cost a call or two per event.
   */
  private static final VarHandle LITTLE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle BIG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  boolean little = true;
  private long firstEvent;
  private long lastEvent;

  /**
   * @param chunkSize the anchor's chunk size for this kind of file ({@link Long#MAX_VALUE} for the
   *     unchunked anchor file)
   * @param windowBytes bytes read at a time; grown when one record needs more
   */
  Otf2ChunkReader(Path file, long chunkSize, int windowBytes) throws IOException {
    this(file, chunkSize, windowBytes, null);
  }

  /** As the other constructor, the window taken from {@code windows} when not null. */
  Otf2ChunkReader(Path file, long chunkSize, int windowBytes, Otf2Windows windows) throws IOException {
    super(file, chunkSize, windowBytes, windows);
  }

  /** Event files: number of the first and the last event of the current chunk (1-based). */
  long firstEvent() {
    return firstEvent;
  }

  long lastEvent() {
    return lastEvent;
  }

  /**
   * Moves to the next chunk and reads its header; false when the file has no more bytes.
   *
   * @param full true for chunked files (marker, byte order, first and last), false for the anchor
   *     file's two-byte header
   */
  boolean nextChunk(boolean full) throws IOException {
    long start = moveToNextChunk();
    if (start < 0) {
      return false;
    }
    int marker = u8();
    if (marker != CHUNK_HEADER) {
      throw error(start, "expected a chunk header (0x03), found 0x" + Integer.toHexString(marker));
    }
    int order = u8();
    if (order != LITTLE_ENDIAN && order != BIG_ENDIAN) {
      throw error(start + 1, "unknown byte order 0x" + Integer.toHexString(order) + " (expected 0x42 or 0x23)");
    }
    little = order == LITTLE_ENDIAN;
    if (full) {
      firstEvent = u64();
      lastEvent = u64();
    }
    return true;
  }

  int u8() throws IOException {
    ensure(1);
    return buf[pos++] & 0xff;
  }

  long u64() throws IOException {
    ensure(8);
    long v = little ? (long) LITTLE.get(buf, pos) : (long) BIG.get(buf, pos);
    pos += 8;
    return v;
  }

  int u16() throws IOException {
    ensure(2);
    int v = (int) bytes(pos, 2);
    pos += 2;
    return v;
  }

  int u32() throws IOException {
    ensure(4);
    int v = (int) bytes(pos, 4);
    pos += 4;
    return v;
  }

  double f64() throws IOException {
    return Double.longBitsToDouble(u64());
  }

  /** A compressed 32-bit value (§3.3); the undefined value is 0xFFFFFFFF. */
  long cu32() throws IOException {
    return compressed(4, 0xffff_ffffL);
  }

  /** A compressed 64-bit value (§3.3); the undefined value is -1 (all ones). */
  long cu64() throws IOException {
    return compressed(8, -1L);
  }

  private long compressed(int maxBytes, long undefined) throws IOException {
    ensure(1);
    int n = buf[pos] & 0xff;
    if (n == 0) {
      pos++;
      return 0;
    }
    if (n == 0xff) {
      pos++;
      return undefined;
    }
    if (n > maxBytes) {
      throw error(offset(), "compressed integer of " + n + " bytes (at most " + maxBytes + ")");
    }
    ensure(1 + n);
    long v;
    if (little && pos + 9 <= buf.length) {
      // Eight bytes read, the n of the value kept (the others are the next record's or stale).
      v = (long) LITTLE.get(buf, pos + 1) & (-1L >>> (Long.SIZE - 8 * n));
    } else {
      v = bytes(pos + 1, n);
    }
    pos += 1 + n;
    return v;
  }

  /** {@code n} bytes at {@code at} in the chunk's byte order, as the low bytes of a long. */
  private long bytes(int at, int n) {
    long v = 0;
    if (little) {
      for (int i = n - 1; i >= 0; i--) {
        v = (v << 8) | (buf[at + i] & 0xff);
      }
    } else {
      for (int i = 0; i < n; i++) {
        v = (v << 8) | (buf[at + i] & 0xff);
      }
    }
    return v;
  }

  /** A NUL-terminated string (§3.5), decoded as UTF-8; it must end before {@code end}. */
  String str(long end) throws IOException {
    long start = offset();
    long max = Math.min(end, chunkEnd) - start;
    for (int n = 0; n < max; n++) {
      if (limit - pos <= n) {
        refill(n + 1);
      }
      if (buf[pos + n] == 0) {
        String s = new String(buf, pos, n, StandardCharsets.UTF_8);
        pos += n + 1;
        return s;
      }
    }
    throw error(start, "string without its terminating NUL byte");
  }

  /** The record length (§5.3) read here, as the file offset where the record ends. */
  long recordEnd() throws IOException {
    long length = u8();
    if (length == 0xff) {
      length = u64();
    }
    long at = offset();
    if (length < 0 || length > chunkEnd - at) {
      throw error(at, "record length " + Long.toUnsignedString(length) + " runs past the end of the "
          + (chunkEnd == fileSize ? "file" : "chunk") + " (" + (chunkEnd - at) + " bytes left"
          + (chunkEnd == fileSize ? "; truncated?)" : ")"));
    }
    return at + length;
  }
}
