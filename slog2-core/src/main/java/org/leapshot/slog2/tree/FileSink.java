package org.leapshot.slog2.tree;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.leapshot.slog2.io.OutputFile;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.leapshot.slog2.concurrent.Futures;

/**
 * Appends blocks to the output file through large buffers, so that writing costs a system call
 * per megabyte rather than per node, and can overwrite the header at offset 0 at the end.
 *
 * <p>A buffer that the next block does not fit in is written by a thread of its own while the
 * caller fills the other one (a block larger than a buffer is copied into a third one, written so
 * too): the kernel's copy into the page cache was a quarter of the tree builder's thread when converting a
 * 1 GB OTF trace into 2.3 GB of SLOG-2 (1.7 s, async-profiler), on the thread every drawable goes
 * through. At most one buffer is in flight; a write's failure is thrown by the next call that waits
 * for it. Used by one thread at a time (which thread may change between calls).
 */
final class FileSink implements Closeable {
  private static final int BUFFER_BYTES = 1 << 20;
  /** The least room for a block larger than a buffer: the largest of a 100 MB text trace with 4 096 timelines had 6.2 MB. */
  private static final int LARGE_BYTES = 8 << 20;

  private final FileChannel channel;
  /** The file this one becomes, named in write failures instead of the temporary name. */
  private final Path target;
  private ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER_BYTES);
  /** The buffer being written, or free once {@link #inFlight} is done; allocated on first need. */
  private ByteBuffer spare;
  /** The last block larger than a buffer, while or after it is written; grown for the largest. */
  private ByteBuffer large;
  private ExecutorService writer;
  private Future<?> inFlight;
  private long position;

  /**
   * Writes into {@code file}, which must be new and empty (the writer's temporary file). Opened
   * without truncating: on ext4, truncating a file to zero makes its close write the whole file
   * back while the closing thread waits (0.23 s, nothing else running, at the end of a 2.3 GB
   * conversion); left alone, the kernel writes it back in the background.
   */
  FileSink(Path file, Path target) throws IOException {
    this.target = target;
    try {
      channel = FileChannel.open(file, StandardOpenOption.WRITE);
    } catch (IOException e) {
      throw OutputFile.cannotWrite(target, e);
    }
  }

  /** Offset in the file of the next byte appended. */
  long position() {
    return position;
  }

  void append(byte[] bytes, int offset, int length) throws IOException {
    position += length;
    // Whole blocks only, never split across buffers: a split could leave a piece of a few bytes,
    // for which ByteBuffer.put takes another path, and its first use late in a conversion made the
    // JIT recompile the tree writer's biggest methods (0.1-0.2 s of compiling each time).
    if (length > buffer.remaining() && buffer.position() > 0) {
      handOver();
    }
    if (length > buffer.remaining()) {
      handOverLarge(bytes, offset, length);
      return;
    }
    buffer.put(bytes, offset, length);
  }

  /**
   * A block larger than a buffer (a node near the root of a wide trace: the 30 biggest blocks of
   * a 100 MB text trace with 4 096 timelines held half of its 172 MB), copied and written by the
   * writer thread like a full buffer. Written here, as it had been, the kernel's copy into the page
   * cache was on the node writer thread, which the rest of that conversion waits for; the copy
   * made here replaces the one the JDK makes of a heap array into a direct buffer before writing.
   */
  private void handOverLarge(byte[] bytes, int offset, int length) throws IOException {
    awaitInFlight(); // the writer thread may still be writing the last large block
    if (large == null || large.capacity() < length) {
      // Few sizes, as the memory of one replaced stays taken until a collection frees it: growing
      // it to each larger block in turn had taken 25 MB more at the peak than the JDK's own copy.
      large = null;
      int room = length > 1 << 30 ? length : Math.max(LARGE_BYTES, Integer.highestOneBit(length - 1) << 1);
      large = ByteBuffer.allocateDirect(room);
    }
    large.clear();
    large.put(bytes, offset, length);
    large.flip();
    startWriting(large);
  }

  /** Overwrites bytes already appended (the header placeholder). */
  void overwrite(long at, byte[] bytes, int length) throws IOException {
    flush();
    ByteBuffer b = ByteBuffer.wrap(bytes, 0, length);
    try {
      while (b.hasRemaining()) {
        channel.write(b, at + b.position());
      }
    } catch (IOException e) {
      throw OutputFile.cannotWrite(target, e);
    }
  }

  /** Writes everything appended so far and waits until it is written. */
  void flush() throws IOException {
    awaitInFlight();
    buffer.flip();
    writeFully(buffer);
    buffer.clear();
  }

  /** Starts writing the current buffer on the writer thread and goes on in the other one. */
  private void handOver() throws IOException {
    awaitInFlight();
    if (spare == null) {
      spare = ByteBuffer.allocateDirect(BUFFER_BYTES);
    }
    ByteBuffer full = buffer;
    buffer = spare;
    spare = full;
    full.flip();
    startWriting(full);
  }

  /** Writes {@code b} (from its position to its limit) on the writer thread, then clears it; nothing may be in flight. */
  private void startWriting(ByteBuffer b) {
    if (writer == null) {
      writer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "leapshot-slog2-file-writer");
        t.setDaemon(true);
        return t;
      });
    }
    inFlight = writer.submit(() -> {
      writeFully(b);
      b.clear();
      return null;
    });
  }

  private void awaitInFlight() throws IOException {
    if (inFlight != null) {
      Future<?> f = inFlight;
      inFlight = null;
      Futures.await(f, "interrupted while writing the file");
    }
  }

  private void writeFully(ByteBuffer b) throws IOException {
    try {
      while (b.hasRemaining()) {
        channel.write(b);
      }
    } catch (IOException e) {
      // A full disk says only "No space left on device": name the file the user asked for.
      throw OutputFile.cannotWrite(target, e);
    }
  }

  /**
   * Closes the file after the write in flight (if any) has ended; what is still in the current
   * buffer is not written (callers that keep the file flush or overwrite first).
   */
  @Override
  public void close() throws IOException {
    try {
      awaitInFlight();
    } finally {
      if (writer != null) {
        writer.shutdown();
      }
      channel.close();
    }
  }
}
