package org.leapshot.slog2.convert.clog2;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Makes a big CLOG2 file for throughput checks by repeating a real trace's records, each copy
 * shifted in time past the previous one, with the definitions once at the end, as MPE puts them.
 * Every copy pairs up on its own, so the big file converts like many runs of the small one.
 */
final class Clog2Replicator {
  private static final int[] BODY = {0, 0, 112, 104, 40, 8, 40, 24, 16, 48, 48, 8};

  private Clog2Replicator() {}

  /** Writes about {@code targetBytes} of blocks made from {@code source} (64 KiB blocks) to {@code target}. */
  static void replicate(Path source, Path target, long targetBytes) throws IOException {
    byte[] in = Files.readAllBytes(source);
    List<byte[]> events = new ArrayList<>();
    List<byte[]> definitions = new ArrayList<>();
    ByteBuffer b = ByteBuffer.wrap(in);
    int blockStart = 1024;
    int at = blockStart;
    while (true) {
      int type = b.getInt(at + 20);
      int length = 24 + BODY[type];
      if (type == 0) {
        break;
      }
      if (type == 1) {
        blockStart += 65536;
        at = blockStart;
        continue;
      }
      (type == 2 || type == 3 ? definitions : events).add(Arrays.copyOfRange(in, at, at + length));
      at += length;
    }
    double first = ByteBuffer.wrap(events.get(0)).getDouble();
    double last = ByteBuffer.wrap(events.get(events.size() - 1)).getDouble();
    double span = last - first + 0.001;
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(target), 1 << 20)) {
      out.write(in, 0, 1024);
      Blocks blocks = new Blocks(out);
      for (int copy = 0; (blocks.written + 2) * 65536L < targetBytes; copy++) {
        for (byte[] r : events) {
          blocks.add(r, ByteBuffer.wrap(r).getDouble() + copy * span);
        }
      }
      for (byte[] r : definitions) {
        blocks.add(r, blocks.lastTime);
      }
      blocks.end();
      out.write(new byte[4]);
    }
  }

  /** Packs records into 64 KiB blocks closed by ENDBLOCK, the last by ENDLOG. */
  private static final class Blocks {
    private final OutputStream out;
    private final ByteBuffer block = ByteBuffer.allocate(65536);
    long written;
    double lastTime;

    Blocks(OutputStream out) {
      this.out = out;
    }

    void add(byte[] record, double time) throws IOException {
      if (block.position() + record.length + 24 > 65536) {
        close(time, 1);
      }
      block.put(record);
      block.putDouble(block.position() - record.length, time);
      lastTime = time;
    }

    void end() throws IOException {
      close(1.0e8, 0);
    }

    private void close(double time, int type) throws IOException {
      block.putDouble(time).putInt(0).putInt(0).putInt(0).putInt(type);
      out.write(block.array());
      Arrays.fill(block.array(), (byte) 0);
      block.clear();
      written++;
    }
  }
}
