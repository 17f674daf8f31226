package org.leapshot.slog2.convert.clog2;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * Walks the record blocks of a CLOG2 file (clog2-format.md §A.3–A.5) and exposes one record at a
 * time without creating objects: {@link #next()} moves on, the accessors read the current record
 * straight from a reusable window onto the file.
 *
 * <p>Structure is checked strictly, because one bad length would make every later record garbage:
 * every block must lie inside the file, every record must fit in its block, its type must be known,
 * and the log must end with ENDLOG. Each violation is one {@link TraceInputException} with the byte
 * offset. ENDBLOCK and ENDLOG are consumed here; callers only see the other records. After an
 * error, {@link #next()} may be called again: it goes on with the next block, or ends the log when
 * the file has no more whole blocks.
 */
final class Clog2RecordReader {
  /** Window size: large reads keep a 300 MB file at a few hundred system calls. */
  private static final int WINDOW = 1 << 20;

  private final FileChannel channel;
  private final long fileSize;
  private final int blockSize;
  private final String file;
  private final ByteBuffer window = ByteBuffer.allocate(WINDOW);
  private long windowStart;

  private long blockStart = Clog2Preamble.SIZE;
  private long next = Clog2Preamble.SIZE;
  private boolean blockChecked;
  private boolean ended;
  private long recordBytes;

  private long offset;
  private int at;
  private int rectype;

  Clog2RecordReader(FileChannel channel, long fileSize, int blockSize, String file) {
    this.channel = channel;
    this.fileSize = fileSize;
    this.blockSize = blockSize;
    this.file = file;
    window.limit(0);
  }

  /**
   * Moves to the next record other than ENDBLOCK/ENDLOG.
   *
   * @return false once ENDLOG has been read
   */
  boolean next() throws IOException {
    while (!ended) {
      if (!blockChecked) {
        checkBlockInFile();
      }
      long blockEnd = blockStart + blockSize;
      if (next + Clog2RecordType.HEADER_SIZE > blockEnd) {
        throw blockError(next, "block " + blockIndex() + " ends at " + blockEnd
            + " without an ENDBLOCK or ENDLOG record (no room for a 24-byte record header)");
      }
      int header = load(next, Clog2RecordType.HEADER_SIZE);
      int type = window.getInt(header + 20);
      if (!Clog2RecordType.isKnown(type)) {
        throw blockError(next, "unknown record type " + type);
      }
      int length = Clog2RecordType.HEADER_SIZE + Clog2RecordType.bodySize(type);
      if (next + length > blockEnd) {
        throw blockError(next, Clog2RecordType.name(type) + " record of " + length + " bytes crosses the end of block "
            + blockIndex() + " at " + blockEnd);
      }
      offset = next;
      rectype = type;
      at = load(next, length);
      next += length;
      recordBytes += length;
      if (type == Clog2RecordType.ENDLOG) {
        ended = true;
      } else if (type == Clog2RecordType.ENDBLOCK) {
        blockStart = blockEnd;
        next = blockEnd;
        blockChecked = false;
      } else {
        return true;
      }
    }
    return false;
  }

  private void checkBlockInFile() throws TraceInputException {
    if (blockStart + blockSize > fileSize) {
      ended = true; // nothing more can be read: a caller that keeps going gets the end of the log
      throw error(Math.min(blockStart, fileSize), "file ends (at " + fileSize + ") inside block " + blockIndex()
          + " of " + blockSize + " bytes, before the ENDLOG record: the file is truncated");
    }
    blockChecked = true;
  }

  private long blockIndex() {
    return (blockStart - Clog2Preamble.SIZE) / blockSize;
  }

  /** Makes {@code length} bytes from file offset {@code pos} available; returns their window index. */
  private int load(long pos, int length) throws IOException {
    long rel = pos - windowStart;
    if (rel >= 0 && rel + length <= window.limit()) {
      return (int) rel;
    }
    window.clear();
    windowStart = pos;
    while (window.hasRemaining()) {
      int n = channel.read(window, pos + window.position());
      if (n < 0) {
        break;
      }
    }
    window.flip();
    if (window.limit() < length) {
      ended = true;
      throw error(pos, "file ends at " + (pos + window.limit()) + " inside a record (it changed while being read?)");
    }
    return 0;
  }

  /**
   * An error inside the current block. Record lengths are lost from here to the block's end, so a
   * caller that keeps going resumes at the next block, where records start afresh.
   */
  private TraceInputException blockError(long at, String problem) {
    TraceInputException e = error(at, problem);
    blockStart += blockSize;
    next = blockStart;
    blockChecked = false;
    return e;
  }

  TraceInputException error(long at, String problem) {
    return new TraceInputException(SourcePosition.offset(file, at), problem);
  }

  /** File offset of the current record. */
  long offset() {
    return offset;
  }

  int rectype() {
    return rectype;
  }

  double time() {
    return window.getDouble(at);
  }

  int icomm() {
    return window.getInt(at + 8);
  }

  int rank() {
    return window.getInt(at + 12);
  }

  int thread() {
    return window.getInt(at + 16);
  }

  /** A big-endian int32 at {@code bodyOffset} in the current record's body. */
  int bodyInt(int bodyOffset) {
    return window.getInt(at + Clog2RecordType.HEADER_SIZE + bodyOffset);
  }

  /** A copy of {@code length} body bytes from {@code bodyOffset}. */
  byte[] bodyBytes(int bodyOffset, int length) {
    byte[] bytes = new byte[length];
    window.get(at + Clog2RecordType.HEADER_SIZE + bodyOffset, bytes);
    return bytes;
  }

  /**
   * A fixed-size string field by the reference's rule (§A.5): up to the first NUL, trimmed; null
   * when the field has no NUL or starts with one.
   */
  String bodyString(int bodyOffset, int fieldSize) {
    int from = at + Clog2RecordType.HEADER_SIZE + bodyOffset;
    int nul = -1;
    for (int i = 0; i < fieldSize; i++) {
      if (window.get(from + i) == 0) {
        nul = i;
        break;
      }
    }
    if (nul <= 0) {
      return null;
    }
    byte[] bytes = new byte[nul];
    window.get(from, bytes);
    return decode(bytes).trim();
  }

  private static String decode(byte[] bytes) {
    for (byte b : bytes) {
      if (b < 0) {
        return new String(bytes, StandardCharsets.UTF_8);
      }
    }
    return new String(bytes, StandardCharsets.ISO_8859_1);
  }

  /** Sum of 24 + body length over all records read, end records included (the reference's "ByteSize"). */
  long recordBytes() {
    return recordBytes;
  }

  /** File offset up to which records have been consumed. */
  long position() {
    return next;
  }

  long fileSize() {
    return fileSize;
  }
}
