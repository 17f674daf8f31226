package org.leapshot.slog2.convert.clog2;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayDeque;
import java.util.Arrays;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.convert.TraceSource;

/**
 * A CLOG2 file (MPE2's merged log, version {@code CLOG-02.44}) as a trace source. Items come in the
 * order in which the reference {@code clog2TOslog2} hands them to its SLOG-2 writer
 * (clog2-format.md §B.1, §B.8): {@code message} (the writer adds the preview categories), then per record in
 * file order its category or completed drawable (a drawable's category first, at its first use),
 * and after ENDLOG the Process and Communicator line-ID maps. Drawables therefore arrive in
 * non-decreasing end time for any file MPE wrote, and a writer fed in this order reproduces the
 * reference file.
 *
 * <p>Damaged structure (truncation, unknown record types, records crossing blocks) gives one
 * {@link TraceInputException} with the byte offset; unmatched or undefined events are counted in
 * {@link #report()}.
 */
public final class Clog2TraceSource implements TraceSource {
  private final FileChannel channel;
  private final Clog2Preamble preamble;
  private final Clog2RecordReader reader;
  private final DrawableBuilder builder;
  private final ImportReport report = new ImportReport();
  private final ArrayDeque<TraceItem> pending = new ArrayDeque<>();
  private boolean ended;

  private Clog2TraceSource(FileChannel channel, Clog2Preamble preamble, long fileSize, String file) {
    this.channel = channel;
    this.preamble = preamble;
    this.reader = new Clog2RecordReader(channel, fileSize, preamble.blockSize(), file);
    this.builder = new DrawableBuilder(preamble, file, report, pending);
    builder.begin();
  }

  /** Opens a CLOG2 file and reads its preamble. */
  public static Clog2TraceSource open(Path path) throws IOException {
    String file = path.toString();
    FileChannel channel = FileChannel.open(path, StandardOpenOption.READ);
    try {
      long size = channel.size();
      ByteBuffer head = ByteBuffer.allocate((int) Math.min(size, Clog2Preamble.SIZE));
      while (head.hasRemaining() && channel.read(head, head.position()) >= 0) {
        // positional reads until the preamble is complete or the file ends
      }
      Clog2Preamble preamble = Clog2Preamble.parse(Arrays.copyOf(head.array(), head.position()), file);
      return new Clog2TraceSource(channel, preamble, size, file);
    } catch (IOException | RuntimeException e) {
      channel.close();
      throw e;
    }
  }

  /**
   * True when {@code head} (the first bytes of a file, 10 or more) starts with the CLOG2 version
   * token, {@code CLOG-02.44} (any case) followed by NUL.
   */
  public static boolean looksLikeClog2(byte[] head) {
    int n = Clog2Preamble.VERSION.length();
    if (head == null || head.length < n) {
      return false;
    }
    String version = new String(head, 0, n, StandardCharsets.ISO_8859_1);
    return version.equalsIgnoreCase(Clog2Preamble.VERSION) && (head.length == n || head[n] == 0);
  }

  public Clog2Preamble preamble() {
    return preamble;
  }

  @Override
  public TraceItem peek() throws IOException {
    fill();
    return pending.peekFirst();
  }

  @Override
  public TraceItem next() throws IOException {
    fill();
    return pending.pollFirst();
  }

  private void fill() throws IOException {
    while (pending.isEmpty() && !ended) {
      if (reader.next()) {
        builder.accept(reader);
      } else {
        ended = true;
        builder.end(reader.position());
      }
    }
  }

  @Override
  public ImportReport report() {
    return report;
  }

  /** Drawables handed out so far (the reference's "Number of Drawables" once the source is drained). */
  public long drawableCount() {
    return builder.drawables();
  }

  /** Unfinished states plus unpaired message halves (the reference's "Number of Unmatched Events"). */
  public long unmatchedEvents() {
    return builder.unmatchedEvents();
  }

  /** Sum of the sizes of all records read, end records included (the reference's "Total ByteSize"). */
  public long recordBytes() {
    return reader.recordBytes();
  }

  @Override
  public double progress() {
    long size = reader.fileSize();
    return ended || size == 0 ? 1.0 : Math.min(1.0, (double) reader.position() / size);
  }

  @Override
  public void close() throws IOException {
    channel.close();
  }
}
