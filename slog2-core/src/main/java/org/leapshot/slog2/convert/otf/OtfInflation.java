package org.leapshot.slog2.convert.otf;

import java.io.IOException;
import java.io.InputStream;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * The text of a zlib-compressed OTF part. OTF's compressed parts are never finished (spec §4): the
 * stream stops after the last full flush, with no final block and no checksum, so "input exhausted
 * while the inflater still wants more" is a normal end here.
 *
 * <p>Raw deflate after a header checked here: zlib's own wrapper would add up an Adler-32 checksum
 * of every inflated byte (3 % of reading) for a trailer these streams never have. Used by one
 * thread at a time.
 */
final class OtfInflation implements OtfLineReader.TextInput {
  private static final int COMPRESSED_CHUNK = 1 << 16;
  private static final int ZLIB_HEADER_BYTES = 2;
  private final String fileName;
  private final InputStream in;
  private final Inflater inflater = new Inflater(true);
  private final byte[] compressed = new byte[COMPRESSED_CHUNK];
  /** Written by whichever thread inflates, read for progress by another. */
  private volatile long compressedRead;
  private boolean headerRead;

  OtfInflation(String fileName, InputStream in) {
    this.fileName = fileName;
    this.in = in;
  }

  /** Compressed bytes consumed so far. */
  long compressedRead() {
    return compressedRead;
  }

  @Override
  public int read(byte[] dst, int off, int len) throws IOException {
    try {
      // Each round either produces output, consumes input or ends; a round doing neither would
      // spin forever, so it is bounded and reported as corrupt data.
      for (int idle = 0; idle < 1000; idle++) {
        if (inflater.finished()) {
          return -1;
        }
        int n = inflater.inflate(dst, off, len);
        if (n > 0) {
          return n;
        }
        if (inflater.needsDictionary()) {
          throw new TraceInputException(SourcePosition.offset(fileName, compressedRead),
              "zlib stream needs a preset dictionary, which OTF never uses");
        }
        if (inflater.needsInput()) {
          int got = headerRead ? in.read(compressed) : readHeaderAndMore();
          if (got < 0) {
            return -1; // normal for OTF: the stream is never finished
          }
          compressedRead += got;
          int from = headerRead ? 0 : ZLIB_HEADER_BYTES;
          headerRead = true;
          inflater.setInput(compressed, from, got - from);
          idle = 0;
        }
      }
      throw new TraceInputException(SourcePosition.offset(fileName, compressedRead),
          "zlib inflater makes no progress (corrupt compressed data)");
    } catch (DataFormatException e) {
      throw new TraceInputException(SourcePosition.offset(fileName, compressedRead),
          "bad zlib data in the compressed block read up to here: " + e.getMessage(), e);
    }
  }

  /**
   * Reads the first compressed chunk, at least the zlib header (RFC 1950: deflate, a window of at
   * most 32 KiB, no preset dictionary, check bits), and checks the header; -1 when the file ends
   * before it.
   */
  private int readHeaderAndMore() throws IOException {
    int got = 0;
    while (got < ZLIB_HEADER_BYTES) {
      int n = in.read(compressed, got, compressed.length - got);
      if (n < 0) {
        return -1;
      }
      got += n;
    }
    int cmf = compressed[0] & 0xFF;
    int flg = compressed[1] & 0xFF;
    SourcePosition start = SourcePosition.offset(fileName, 0);
    if ((cmf & 0x0F) != 8 || (cmf >>> 4) > 7 || ((cmf << 8) | flg) % 31 != 0) {
      throw new TraceInputException(start, String.format("not a zlib stream: header bytes %02x %02x", cmf, flg));
    }
    if ((flg & 0x20) != 0) {
      throw new TraceInputException(start, "zlib stream needs a preset dictionary, which OTF never uses");
    }
    return got;
  }

  @Override
  public void close() throws IOException {
    inflater.end();
    in.close();
  }
}
