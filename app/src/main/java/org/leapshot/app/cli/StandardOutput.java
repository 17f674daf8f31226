package org.leapshot.app.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;

/**
 * The commands' standard output. picocli's own goes through {@code System.out}, a PrintStream that
 * keeps a failed write to itself: {@code print --json big.slog2 > out.json} on a full disk exited 0
 * with the file cut short, and {@code print --json big.slog2 | head -1} wrote the whole listing into
 * the closed pipe. Here the first failed write stops the command ({@link Failed}): one line with the
 * system's reason and exit status 1, or, when the reader of a pipe has gone, quietly with the status
 * the command had before (the reader wanted no more).
 */
final class StandardOutput extends PrintWriter {
  private final Sink sink;

  private StandardOutput(Sink sink, Charset charset) {
    // as picocli makes its own: buffered, flushed at each line
    super(new BufferedWriter(new OutputStreamWriter(sink, charset)), true);
    this.sink = sink;
  }

  /** Standard output in picocli's character set (its property for consoles, else the JVM's default). */
  static StandardOutput create() {
    String named = System.getProperty("sun.stdout.encoding");
    Charset charset = named != null ? Charset.forName(named.equalsIgnoreCase("cp65001") ? "UTF-8" : named)
        : Charset.defaultCharset();
    return over(new FileOutputStream(FileDescriptor.out), charset);
  }

  /** Writes to {@code out} (tests give one that fails). */
  static StandardOutput over(OutputStream out, Charset charset) {
    return new StandardOutput(new Sink(out), charset);
  }

  @Override
  public void write(int c) {
    super.write(c);
    check();
  }

  @Override
  public void write(char[] buf, int off, int len) {
    super.write(buf, off, len);
    check();
  }

  @Override
  public void write(String s, int off, int len) {
    super.write(s, off, len);
    check();
  }

  @Override
  public void println() {
    super.println();
    check();
  }

  @Override
  public void flush() {
    super.flush();
    check();
  }

  private void check() {
    if (sink.failure != null) {
      throw new Failed(sink.failure);
    }
  }

  /** The bytes' way out, which remembers the first failure that PrintWriter would keep to itself. */
  private static final class Sink extends OutputStream {
    private final OutputStream out;
    private volatile IOException failure;

    Sink(OutputStream out) {
      this.out = out;
    }

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      try {
        out.write(b, off, len);
      } catch (IOException e) {
        failure = failure != null ? failure : e;
        throw e;
      }
    }

    @Override
    public void flush() throws IOException {
      try {
        out.flush();
      } catch (IOException e) {
        failure = failure != null ? failure : e;
        throw e;
      }
    }
  }

  /** A write to standard output failed; the command stops. */
  static final class Failed extends UncheckedIOException {
    private static final long serialVersionUID = 1L;

    Failed(IOException cause) {
      super("cannot write standard output: " + (cause.getMessage() != null ? cause.getMessage()
          : cause.getClass().getSimpleName()), cause);
    }

    /** The reader of the pipe has gone ({@code | head}): not an error of this command. */
    boolean readerGone() {
      return "Broken pipe".equals(getCause().getMessage());
    }

    /** Says so on {@code err} unless the reader has gone; the exit status. */
    int report(PrintWriter err, String command, int statusIfReaderGone) {
      if (readerGone()) {
        return statusIfReaderGone;
      }
      err.println(command + ": " + getMessage());
      err.flush();
      return UserErrorHandler.FAILED;
    }
  }
}
