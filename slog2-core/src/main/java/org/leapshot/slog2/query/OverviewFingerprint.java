package org.leapshot.slog2.query;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32C;

/**
 * Which SLOG-2 file a stored overview was made for: its size, last-modified time and a CRC of its
 * header and of the first and last {@link #DIRECTORY_SAMPLE} bytes of its tree directory. The CRC
 * tells a regenerated file of the same size apart (its nodes sit elsewhere, so the directory's
 * pointers differ) without reading the whole directory: that is megabytes for a 5 GB trace, and
 * reading and summing it was most of the stored whole-run view's millisecond.
 */
record OverviewFingerprint(long size, long modifiedMillis, int crc) {
  /** Bytes of the SLOG-2 header; the tree directory's pointer sits at {@link #TREE_DIR_AT}. */
  private static final int HEADER_BYTES = 108;
  private static final int TREE_DIR_AT = 72;
  /** Directory bytes summed at each end (a smaller directory is summed whole). */
  static final int DIRECTORY_SAMPLE = 16 << 10;

  static OverviewFingerprint of(Path slog2) throws IOException {
    try (FileChannel ch = FileChannel.open(slog2, StandardOpenOption.READ)) {
      long size = ch.size();
      CRC32C crc = new CRC32C();
      ByteBuffer header = read(ch, 0, (int) Math.min(HEADER_BYTES, size));
      crc.update(header.duplicate());
      if (header.limit() == HEADER_BYTES) {
        long offset = header.getLong(TREE_DIR_AT);
        int length = header.getInt(TREE_DIR_AT + 8);
        if (offset >= HEADER_BYTES && length > 0 && length <= size - offset) {
          if (length <= 2 * DIRECTORY_SAMPLE) {
            crc.update(read(ch, offset, length));
          } else {
            crc.update(read(ch, offset, DIRECTORY_SAMPLE));
            crc.update(read(ch, offset + length - DIRECTORY_SAMPLE, DIRECTORY_SAMPLE));
          }
        }
      }
      return new OverviewFingerprint(size, Files.getLastModifiedTime(slog2).toMillis(), (int) crc.getValue());
    }
  }

  private static ByteBuffer read(FileChannel ch, long at, int length) throws IOException {
    ByteBuffer b = ByteBuffer.allocate(length);
    while (b.hasRemaining()) {
      if (ch.read(b, at + b.position()) < 0) {
        break;
      }
    }
    return b.flip();
  }

  /** What differs from {@code actual}, in words, or null when it is the same file. */
  String differenceFrom(OverviewFingerprint actual) {
    if (size != actual.size) {
      return "made for a file of " + size + " bytes, this one has " + actual.size;
    }
    if (modifiedMillis != actual.modifiedMillis) {
      return "made for a version of the file modified at " + java.time.Instant.ofEpochMilli(modifiedMillis)
          + ", this one was modified at " + java.time.Instant.ofEpochMilli(actual.modifiedMillis);
    }
    if (crc != actual.crc) {
      return "made for another file of the same size (its tree directory differs)";
    }
    return null;
  }
}
