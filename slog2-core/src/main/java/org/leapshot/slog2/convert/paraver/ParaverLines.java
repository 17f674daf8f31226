package org.leapshot.slog2.convert.paraver;

import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipException;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.text.LineReader;

/**
 * The lines of a {@code .prv} file, read, split and their records' fields parsed on a thread of
 * their own, a few blocks ahead of the converting thread ({@link ParaverLineBlock}): reading and
 * parsing were most of the converting thread's time, which made it the slowest stage of the
 * conversion. Lines, and a read failure, reach the caller in file order; a failure stays, so a
 * caller asking again gets it again.
 */
final class ParaverLines implements Closeable {
  /** Blocks handed over but not yet taken, at most. */
  private static final int QUEUED_BLOCKS = 4;

  private final String name;
  private final InputStream in;
  private final CountingInput counted;
  private final int maxLineBytes;
  private final ArrayBlockingQueue<ParaverLineBlock> ready = new ArrayBlockingQueue<>(QUEUED_BLOCKS);
  /** Blocks the caller is done with, for the reading thread to fill again (a lock-free queue: no waiting). */
  private final ConcurrentLinkedQueue<ParaverLineBlock> free = new ConcurrentLinkedQueue<>();
  private final Thread thread;
  private volatile boolean stopped;
  private ParaverLineBlock block;
  private int index;

  /**
   * Starts reading {@code in} (the text, possibly through gunzip), whose file bytes {@code counted}
   * counts; lines longer than {@code maxLineBytes} are refused.
   */
  ParaverLines(String name, InputStream in, CountingInput counted, int maxLineBytes) {
    this.name = name;
    this.in = in;
    this.counted = counted;
    this.maxLineBytes = maxLineBytes;
    this.thread = new Thread(this::readAll, "leapshot-paraver-lines");
    this.thread.setDaemon(true);
    this.thread.start();
  }

  /** Moves to the next line: false at the end of the file; throws what reading threw, in order. */
  boolean next() throws IOException {
    while (block == null || ++index >= block.lines) {
      if (block != null) {
        index = block.lines; // stays at the end: later calls end here again
        if (block.last) {
          if (block.failure != null) {
            throw block.failure;
          }
          if (block.bug instanceof RuntimeException e) {
            throw e;
          }
          if (block.bug instanceof Error e) {
            throw e;
          }
          return false;
        }
        free.offer(block);
      }
      block = take();
      index = -1;
    }
    return true;
  }

  /** The block holding the current line, and the line's index in it. */
  ParaverLineBlock block() {
    return block;
  }

  int index() {
    return index;
  }

  /** 1-based number of the current line. */
  long lineNumber() {
    return block == null ? 0 : block.firstLine + Math.min(index, block.lines - 1);
  }

  /** The current line as text (for the header). */
  String text() {
    int from = block.lineStart[index];
    return new String(block.bytes, from, block.lineEnd[index] - from, java.nio.charset.StandardCharsets.ISO_8859_1);
  }

  /** File bytes read up to the current block (ahead of the caller by the queued blocks). */
  long inputBytes() {
    return block == null ? 0 : block.inputBytes;
  }

  /** Text bytes of the whole input, once the end is reached. */
  long consumed() {
    return block == null ? 0 : block.consumed;
  }

  private ParaverLineBlock take() throws IOException {
    try {
      while (true) {
        ParaverLineBlock b = ready.poll(100, TimeUnit.MILLISECONDS);
        if (b != null) {
          return b;
        }
        if (!thread.isAlive() && ready.isEmpty()) {
          throw new IllegalStateException("the Paraver reading thread ended without a result");
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while reading " + name);
    }
  }

  private void readAll() {
    LineReader reader = new LineReader(in, maxLineBytes);
    ParaverLineBlock b = fresh(1);
    try {
      while (!stopped && reader.next()) {
        if (!b.add(reader.bytes(), reader.start(), reader.end())) {
          if (!handOver(b)) {
            return;
          }
          b = fresh(reader.lineNumber());
          b.add(reader.bytes(), reader.start(), reader.end());
        }
      }
    } catch (LineReader.LineTooLongException e) {
      b.failure = new TraceInputException(SourcePosition.line(name, reader.lineNumber() + 1), e.getMessage());
    } catch (ZipException | EOFException e) {
      b.failure = new TraceInputException(SourcePosition.line(name, reader.lineNumber() + 1),
          "the gzip stream is damaged or cut short: " + e.getMessage());
    } catch (IOException e) {
      b.failure = e;
    } catch (RuntimeException | Error e) {
      // Also OutOfMemoryError: the caller must hear of it rather than wait forever.
      b.bug = e;
    }
    b.last = true;
    b.consumed = reader.consumed();
    handOver(b);
  }

  private ParaverLineBlock fresh(long firstLine) {
    ParaverLineBlock b = free.poll();
    if (b == null) {
      b = new ParaverLineBlock();
    }
    b.clear(firstLine);
    return b;
  }

  /** Hands a block over; false when the caller has stopped reading. */
  private boolean handOver(ParaverLineBlock b) {
    b.inputBytes = counted.count;
    try {
      while (!stopped) {
        if (ready.offer(b, 100, TimeUnit.MILLISECONDS)) {
          return true;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return false;
  }

  /** Stops the reading thread, waits for it and closes the input. */
  @Override
  public void close() throws IOException {
    stopped = true;
    ready.clear();
    boolean interrupted = false;
    while (thread.isAlive()) {
      try {
        thread.join();
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    in.close();
  }
}
