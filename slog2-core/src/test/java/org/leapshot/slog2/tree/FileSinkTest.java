package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The file holds exactly what was appended, whichever buffer and thread wrote each part, though
 * the callers reuse their arrays at once.
 */
class FileSinkTest {

  @Property(tries = 20)
  void appendedBlocksAndTheOverwrittenHeaderLandInOrder(@ForAll long seed,
      @ForAll @IntRange(min = 0, max = 5_000_000) int total) throws IOException {
    Random r = new Random(seed);
    Path file = Files.createTempFile("filesink", ".bin");
    try {
      ByteArrayOutputStream expected = new ByteArrayOutputStream();
      try (FileSink sink = new FileSink(file, file)) {
        byte[] header = new byte[34];
        sink.append(header, 0, header.length);
        expected.write(header);
        while (expected.size() < total) {
          // sizes from a few bytes to more than a buffer, so that blocks straddle buffers
          byte[] block = new byte[r.nextInt(r.nextBoolean() ? 300 : 1_500_000) + 1];
          r.nextBytes(block);
          int offset = r.nextInt(Math.min(block.length, 10));
          sink.append(block, offset, block.length - offset);
          expected.write(block, offset, block.length - offset);
          assertThat(sink.position()).isEqualTo(expected.size());
          r.nextBytes(block); // the callers reuse their arrays as soon as append returns

        }
        byte[] realHeader = new byte[34];
        r.nextBytes(realHeader);
        sink.overwrite(0, realHeader, realHeader.length);
        byte[] all = expected.toByteArray();
        System.arraycopy(realHeader, 0, all, 0, realHeader.length);
        expected.reset();
        expected.write(all);
      }
      assertThat(Files.readAllBytes(file)).isEqualTo(expected.toByteArray());
    } finally {
      Files.deleteIfExists(file);
    }
  }

  @Test
  void closingWithoutFlushingEndsTheWriterAndKeepsOnlyWhatWasHandedOver() throws IOException {
    Path file = Files.createTempFile("filesink", ".bin");
    try {
      FileSink sink = new FileSink(file, file);
      byte[] block = new byte[600_000]; // the second does not fit beside the first: the first is handed over
      sink.append(block, 0, block.length);
      sink.append(block, 0, block.length);
      sink.close();
      assertThat(Files.size(file)).isEqualTo(600_000);
    } finally {
      Files.deleteIfExists(file);
    }
  }

  @Test
  void aFullDiskNamesTheTargetNotTheTemporaryFile() throws IOException {
    Path full = Path.of("/dev/full"); // every write fails with ENOSPC, as on a full disk
    Assumptions.assumeTrue(Files.isWritable(full), "no /dev/full on this system");
    Path target = Path.of("out", "trace.slog2");
    FileSink sink = new FileSink(full, target);
    try {
      byte[] block = new byte[4096];
      sink.append(block, 0, block.length);
      assertThatThrownBy(sink::flush).isInstanceOf(IOException.class)
          .hasMessage("cannot write " + target + ": No space left on device");
    } finally {
      sink.close();
    }
  }
}
