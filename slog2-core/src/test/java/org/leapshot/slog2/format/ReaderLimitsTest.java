package org.leapshot.slog2.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.format.decode.HeapBudget;
import org.leapshot.slog2.format.decode.NodeReads;
import org.leapshot.slog2.testing.SharedData;

/**
 * What the reader refuses before it allocates or blocks: paths that are not regular files, and
 * blocks larger than Java can hold or than the heap has free, in files that are otherwise valid
 * (sparse files, so that the claimed block really lies inside the file).
 */
class ReaderLimitsTest {
  private static final Path FPILOG = SharedData.testdata("reference/fpilog.slog2");
  /** Header offsets of MaxBufferByteSize and of the TreeDir pointer (spec §4). */
  private static final int MAX_BUFFER_AT = 20;
  private static final int TREE_DIR_AT = 72;

  @Test
  void directoryIsNamedAndSaidToBeOne(@TempDir Path dir) {
    assertThatThrownBy(() -> Slog2Reader.open(dir)).isInstanceOf(FileSystemException.class)
        .hasMessage(dir + ": is a directory, not a file");
  }

  @Test
  void namedPipeWithoutWriterIsRefusedAtOnce(@TempDir Path dir) throws Exception {
    Path fifo = dir.resolve("pipe.slog2");
    assumeTrue(makeFifo(fifo), "mkfifo is not available");
    assertTimeoutPreemptively(Duration.ofSeconds(10), () ->
        assertThatThrownBy(() -> Slog2Reader.open(fifo)).isInstanceOf(FileSystemException.class)
            .hasMessage(fifo + ": is a named pipe (FIFO), not a file"));
  }

  @Test
  void deviceIsRefused() {
    Path devNull = Path.of("/dev/null");
    assumeTrue(Files.exists(devNull), "no /dev/null here");
    assertThatThrownBy(() -> Slog2Reader.open(devNull)).isInstanceOf(FileSystemException.class)
        .hasMessage("/dev/null: is a character device, not a file");
  }

  @Test
  void blockLargerThanAJavaArrayIsRefusedWithItsPlace(@TempDir Path dir) throws IOException {
    Path file = sparseWithTreeDir(dir.resolve("huge.slog2"), Integer.MAX_VALUE);
    assertThatThrownBy(() -> Slog2Reader.open(file)).isInstanceOf(Slog2FormatException.class)
        .hasMessage("huge.slog2: tree directory @1073741824 (0x40000000): a block of 2147483647 bytes is larger than"
            + " Java can hold in one array (" + HeapBudget.MAX_ARRAY_BYTES + ")");
  }

  @Test
  void blockLargerThanTheFreeHeapIsRefusedBeforeAllocating(@TempDir Path dir) throws IOException {
    int size = HeapBudget.MAX_ARRAY_BYTES;
    assumeTrue(Runtime.getRuntime().maxMemory() < size, "the heap could hold the block");
    Path file = sparseWithTreeDir(dir.resolve("big.slog2"), size);
    assertThatThrownBy(() -> Slog2Reader.open(file)).isInstanceOf(Slog2FormatException.class)
        .hasMessageStartingWith("big.slog2: tree directory @1073741824 (0x40000000): the block's " + size
            + " bytes need about 2048 MB of memory, but only ")
        .hasMessageEndingWith("Java heap are free (run Java with a larger -Xmx)");
  }

  @Test
  void hugeNodeBlockForTheQueryEngineIsRefusedBeforeAllocating(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("grown.slog2");
    Files.copy(FPILOG, file);
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
      raf.setLength(3L << 30);
      raf.seek(MAX_BUFFER_AT);
      raf.writeInt(Integer.MAX_VALUE);
    }
    try (Slog2Reader r = Slog2Reader.open(file)) {
      NodeReads reads = new NodeReads(r);
      BlockPointer huge = new BlockPointer(1L << 30, Integer.MAX_VALUE);
      assertThatThrownBy(() -> reads.readPackedNode(huge, "tree node (9,9)", (offset, length) -> null))
          .isInstanceOf(Slog2FormatException.class)
          .hasMessage("grown.slog2: tree node (9,9) @1073741824 (0x40000000): a block of 2147483647 bytes is larger than"
              + " Java can hold in one array (" + HeapBudget.MAX_ARRAY_BYTES + ")");
      BlockPointer big = new BlockPointer(1L << 30, 1 << 30);
      assumeTrue(Runtime.getRuntime().maxMemory() < 1L << 30, "the heap could hold the block");
      assertThatThrownBy(() -> reads.readPackedDrawables(big, "tree node (9,9)", 0))
          .isInstanceOf(Slog2FormatException.class).hasMessageContaining("need about 1024 MB of memory");
    }
  }

  /** The block bytes the engine's decoders read: a prefix or the whole block, never more. */
  @Test
  void blockReadsGiveTheNodesBytesAndNoMore() throws IOException {
    try (Slog2Reader r = Slog2Reader.open(FPILOG)) {
      BlockPointer p = r.directory().entries().get(0).pointer();
      byte[] whole = r.readBlock(p, "node", p.size());
      assertThat(whole).hasSize(p.size());
      assertThat(r.readBlock(p, "node", 10)).containsExactly(Arrays.copyOf(whole, 10));
      ByteBuffer reused = r.readBlockReused(p, "node", p.size());
      byte[] copy = new byte[reused.remaining()];
      reused.get(copy);
      assertThat(copy).containsExactly(whole);
      assertThatThrownBy(() -> r.readBlock(p, "node", p.size() + 1)).isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> r.readBlockReused(p, "node", -1)).isInstanceOf(IllegalArgumentException.class);
    }
  }

  /**
   * fpilog.slog2 grown to 3 GiB without writing the new bytes, its MaxBufferByteSize the largest
   * int and its tree directory pointer claiming {@code size} bytes at 1 GiB: inside the file.
   */
  private static Path sparseWithTreeDir(Path file, int size) throws IOException {
    Files.copy(FPILOG, file);
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
      raf.setLength(3L << 30);
      raf.seek(MAX_BUFFER_AT);
      raf.writeInt(Integer.MAX_VALUE);
      raf.seek(TREE_DIR_AT);
      raf.writeLong(1L << 30);
      raf.writeInt(size);
    }
    return file;
  }

  private static boolean makeFifo(Path fifo) throws InterruptedException {
    try {
      return new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
    } catch (IOException e) {
      return false;
    }
  }
}
