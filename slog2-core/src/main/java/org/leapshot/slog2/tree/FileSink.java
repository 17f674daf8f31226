package org.leapshot.slog2.tree;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Appends blocks to the output file through one large buffer, so that writing costs a system call
 * per megabyte rather than per node, and can overwrite the header at offset 0 at the end.
 */
final class FileSink implements Closeable {
  private static final int BUFFER_BYTES = 1 << 20;

  private final FileChannel channel;
  private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER_BYTES);
  private long position;

  FileSink(Path file) throws IOException {
    channel = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
  }

  /** Offset in the file of the next byte appended. */
  long position() {
    return position;
  }

  void append(byte[] bytes, int offset, int length) throws IOException {
    position += length;
    while (length > 0) {
      if (!buffer.hasRemaining()) {
        flush();
      }
      int n = Math.min(length, buffer.remaining());
      buffer.put(bytes, offset, n);
      offset += n;
      length -= n;
    }
  }

  /** Overwrites bytes already appended (the header placeholder). */
  void overwrite(long at, byte[] bytes, int length) throws IOException {
    flush();
    ByteBuffer b = ByteBuffer.wrap(bytes, 0, length);
    while (b.hasRemaining()) {
      channel.write(b, at + b.position());
    }
  }

  void flush() throws IOException {
    buffer.flip();
    while (buffer.hasRemaining()) {
      channel.write(buffer);
    }
    buffer.clear();
  }

  @Override
  public void close() throws IOException {
    channel.close();
  }
}
