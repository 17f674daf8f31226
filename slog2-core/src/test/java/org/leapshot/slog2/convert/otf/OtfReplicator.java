package org.leapshot.slog2.convert.otf;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;

/**
 * Makes a big OTF trace for throughput checks by repeating every stream of a real one, each copy
 * shifted in time past the end of the previous copy (of all streams), with the master file and
 * the definitions unchanged. Each copy opens and closes its own states and pairs its own messages,
 * so the big trace converts like many runs of the small one, one after another.
 *
 * <p>The event files are zlib-compressed ({@code .events.z}, default level, one finished zlib
 * stream: the reader takes both that and OTF's unfinished ones) or plain, as asked; sizes are of
 * the event text once decompressed.
 */
final class OtfReplicator {
  private OtfReplicator() {}

  /**
   * Writes a trace named like {@code targetMaster} (a {@code .otf} path in an existing directory)
   * with about {@code textBytes} of decompressed event text, made from the trace of {@code sourceMaster}.
   * Returns the exact decompressed event text size.
   */
  static long replicate(Path sourceMaster, Path targetMaster, long textBytes, boolean compress) throws IOException {
    OtfMaster master = OtfMaster.read(sourceMaster);
    String stub = targetMaster.getFileName().toString().replaceFirst("\\.otf$", "");
    Path dir = targetMaster.toAbsolutePath().getParent();
    List<Stream> streams = new ArrayList<>();
    long maxTime = 0;
    long oneCopy = 0;
    for (long id : master.streams().keySet()) {
      Path events = master.part(id, "events");
      if (events != null) {
        Stream s = Stream.read(id, events);
        streams.add(s);
        maxTime = Math.max(maxTime, s.maxTime);
        oneCopy += s.text.length;
      }
    }
    Files.copy(sourceMaster, targetMaster, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    Path defs = master.part("0.def");
    if (defs != null) {
      Files.copy(defs, dir.resolve(stub + ".0.def" + (defs.toString().endsWith(".z") ? ".z" : "")),
          java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
    long copies = Math.max(1, (textBytes + oneCopy - 1) / oneCopy);
    // A round number past the last time, so that copies never overlap.
    long period = Long.highestOneBit(maxTime) * 2;
    long[] written = new long[streams.size()];
    List<Integer> indices = new ArrayList<>();
    for (int i = 0; i < streams.size(); i++) {
      indices.add(i);
    }
    indices.parallelStream().forEach(i -> {
      Stream s = streams.get(i);
      Path out = dir.resolve(stub + "." + Long.toHexString(s.id) + ".events" + (compress ? ".z" : ""));
      try {
        written[i] = s.write(out, copies, period, compress);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
    long total = 0;
    for (long w : written) {
      total += w;
    }
    return total;
  }

  /** One stream's event text, with where its time lines are. */
  private static final class Stream {
    final long id;
    final byte[] text;
    /** Start and end (exclusive, before the LF) of every time line. */
    final int[] timeLines;
    final long maxTime;

    private Stream(long id, byte[] text, int[] timeLines, long maxTime) {
      this.id = id;
      this.text = text;
      this.timeLines = timeLines;
      this.maxTime = maxTime;
    }

    static Stream read(long id, Path events) throws IOException {
      ByteArrayOutputStream all = new ByteArrayOutputStream();
      List<Integer> times = new ArrayList<>();
      long maxTime = 0;
      try (OtfLineReader in = OtfLineReader.open(events)) {
        while (in.next()) {
          byte[] b = in.buffer();
          int start = in.lineStart();
          int end = in.lineEnd();
          int at = all.size();
          if (end > start && OtfRecord.isHexDigit(b[start])) {
            times.add(at);
            times.add(at + end - start);
            maxTime = Math.max(maxTime, Long.parseLong(new String(b, start, end - start,
                java.nio.charset.StandardCharsets.US_ASCII).trim(), 16));
          }
          all.write(b, start, end - start);
          all.write('\n');
        }
      }
      return new Stream(id, all.toByteArray(), times.stream().mapToInt(Integer::intValue).toArray(), maxTime);
    }

    /** Writes {@code copies} copies, copy {@code k} shifted by {@code k * period} ticks; returns the text size. */
    long write(Path target, long copies, long period, boolean compress) throws IOException {
      Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION);
      try (OutputStream file = Files.newOutputStream(target);
          OutputStream out = compress ? new DeflaterOutputStream(file, deflater, 1 << 16) : file) {
        byte[] buffer = new byte[1 << 20];
        int used = 0;
        long total = 0;
        for (long k = 0; k < copies; k++) {
          int from = 0;
          for (int t = 0; t <= timeLines.length; t += 2) {
            int to = t < timeLines.length ? timeLines[t] : text.length;
            // Plain bytes up to the next time line, then the shifted time.
            for (int at = from; at < to; ) {
              int n = Math.min(to - at, buffer.length - used);
              System.arraycopy(text, at, buffer, used, n);
              used += n;
              at += n;
              if (used == buffer.length) {
                out.write(buffer, 0, used);
                total += used;
                used = 0;
              }
            }
            if (t == timeLines.length) {
              break;
            }
            long time = Long.parseLong(new String(text, timeLines[t], timeLines[t + 1] - timeLines[t],
                java.nio.charset.StandardCharsets.US_ASCII).trim(), 16) + k * period;
            byte[] hex = Long.toHexString(time).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            if (used + hex.length > buffer.length) {
              out.write(buffer, 0, used);
              total += used;
              used = 0;
            }
            System.arraycopy(hex, 0, buffer, used, hex.length);
            used += hex.length;
            from = timeLines[t + 1];
          }
        }
        out.write(buffer, 0, used);
        total += used;
        return total;
      } finally {
        deflater.end();
      }
    }
  }
}
