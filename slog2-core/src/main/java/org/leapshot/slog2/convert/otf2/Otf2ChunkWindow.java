package org.leapshot.slog2.convert.otf2;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * The read window of one chunked OTF2 file (spec §4), as {@link Otf2ChunkReader} decodes it: at
 * most one chunk of the file, refilled as the decoder moves on (a record never spans two chunks).
 * Every refill is checked against the chunk's end, so a truncated file gives a {@link
 * TraceInputException} naming the file and the byte offset, never a read past the chunk.
 */
abstract sealed class Otf2ChunkWindow implements Closeable permits Otf2ChunkReader {
  private final FileChannel channel;
  private final String name;
  final long fileSize;
  private final long chunkSize;
  /** The window is {@code buf[lo, lo + cap)}: its own array, or its part of one shared with other readers. */
  byte[] buf;
  private int lo;
  private int cap;
  /** {@link #buf} as the channel reads into it; made again only when the window grows. */
  private ByteBuffer view;
  /** File offset of {@code buf[0]} (so of {@code buf[i]} plus {@code i}): below the window's when it starts past 0. */
  private long bufStart;
  /** Next byte to decode and end of the bytes read, as indices into {@link #buf}. */
  int pos;
  int limit;
  private long chunkStart = -1;
  long chunkEnd;
  /**
   * @param chunkSize the anchor's chunk size for this kind of file ({@link Long#MAX_VALUE} for the
   *     unchunked anchor file)
   * @param windowBytes bytes read at a time; grown when one record needs more
   * @param windows where the window is taken from; null for an array of its own
   */
  Otf2ChunkWindow(Path file, long chunkSize, int windowBytes, Otf2Windows windows) throws IOException {
    this.channel = FileChannel.open(file, StandardOpenOption.READ);
    this.name = file.toString();
    this.fileSize = channel.size();
    this.chunkSize = chunkSize;
    this.cap = windowSize(chunkSize, fileSize, windowBytes);
    if (windows == null) {
      this.buf = new byte[cap];
    } else {
      this.lo = windows.take(cap);
      this.buf = windows.array();
    }
    this.pos = lo;
    this.limit = lo;
  }

  /** The bytes of a window for a file: at most {@code windowBytes}, a chunk or the file, at least 64. */
  static int windowSize(long chunkSize, long fileSize, int windowBytes) {
    return (int) Math.max(64, Math.min(windowBytes, Math.min(chunkSize, fileSize)));
  }

  final String fileName() {
    return name;
  }

  final long fileSize() {
    return fileSize;
  }

  /** The file offset of the next byte to decode. */
  final long offset() {
    return bufStart + pos;
  }

  /** The end of the current chunk (file offset). */
  final long chunkEnd() {
    return chunkEnd;
  }

  /**
   * Moves the window to the start of the next chunk: its file offset, or -1 when the file has no
   * more bytes.
   */
  final long moveToNextChunk() {
    long start = chunkStart < 0 ? 0 : chunkStart + chunkSize;
    if (start >= fileSize) {
      return -1;
    }
    chunkStart = start;
    chunkEnd = Math.min(fileSize, chunkSize == Long.MAX_VALUE ? fileSize : start + chunkSize);
    bufStart = start - lo;
    pos = lo;
    limit = lo;
    return start;
  }

  /** A problem at a file offset, as the exception every decoding error becomes. */
  final TraceInputException error(long at, String problem) {
    return new TraceInputException(SourcePosition.offset(name, at), problem);
  }

  final void ensure(int n) throws IOException {
    if (limit - pos < n) {
      refill(n);
    }
  }

  final void refill(int n) throws IOException {
    long at = bufStart + pos;
    if (at + n > chunkEnd) {
      throw error(at, chunkEnd == fileSize
          ? "the file ends in the middle of a record (truncated?)"
          : "a record runs past the end of its chunk at " + chunkEnd);
    }
    int keep = limit - pos;
    if (n > cap) {
      // A record bigger than the window: an array of the reader's own from now on.
      byte[] bigger = new byte[(int) Math.min(Math.max(n, 2L * cap), Math.max(n, chunkEnd - at))];
      System.arraycopy(buf, pos, bigger, 0, keep);
      buf = bigger;
      lo = 0;
      cap = bigger.length;
    } else {
      System.arraycopy(buf, pos, buf, lo, keep);
    }
    bufStart = at - lo;
    pos = lo;
    limit = lo + keep;
    int want = lo + (int) Math.min(cap, chunkEnd - at);
    if (view == null || view.array() != buf) {
      view = ByteBuffer.wrap(buf);
    }
    while (limit < want) {
      view.limit(want).position(limit);
      int read = channel.read(view, bufStart + limit);
      if (read < 0) {
        throw error(bufStart + limit, "the file became shorter while being read");
      }
      limit += read;
    }
  }

  /** Continues decoding at a file offset inside the current chunk (the end of a record). */
  final void seek(long fileOffset) throws TraceInputException {
    if (fileOffset < bufStart + pos || fileOffset > chunkEnd) {
      throw error(offset(), "cannot move to offset " + fileOffset + " (outside the chunk)");
    }
    if (fileOffset <= bufStart + limit) {
      pos = (int) (fileOffset - bufStart);
    } else {
      bufStart = fileOffset - lo;
      pos = lo;
      limit = lo;
    }
  }

  /** True while the decoder is before {@code end}: a record's optional trailing fields are present. */
  final boolean before(long end) {
    return bufStart + pos < end;
  }

  /** Bytes left in the current chunk. */
  final long remainingInChunk() {
    return chunkEnd - offset();
  }

  @Override
  public final void close() throws IOException {
    channel.close();
  }
}
