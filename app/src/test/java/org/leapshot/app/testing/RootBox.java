package org.leapshot.app.testing;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** Reads and overwrites a SLOG-2 file's root box, the run's time range, as a damaged file would carry it. */
public final class RootBox {
  private RootBox() {}

  /** Where the root entry's box lies: the header gives the tree directory's offset (spec §4), then count and node id (§7). */
  private static long offset(FileChannel ch) throws IOException {
    ByteBuffer pointer = ByteBuffer.allocate(8);
    ch.read(pointer, 72);
    return pointer.flip().getLong() + 4 + 6;
  }

  /** The root box's start and end. */
  public static double[] read(Path file) throws IOException {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
      ByteBuffer box = ByteBuffer.allocate(16);
      ch.read(box, offset(ch));
      return new double[] {box.getDouble(0), box.getDouble(8)};
    }
  }

  /** Writes {@code start} and {@code end} over the root box. */
  public static void write(Path file, double start, double end) throws IOException {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      ch.write(ByteBuffer.allocate(16).putDouble(start).putDouble(end).flip(), offset(ch));
    }
  }
}
