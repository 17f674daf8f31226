package org.leapshot.app.trace;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Slog2Reader;

/**
 * A copy of a real SLOG-2 file with one leaf's bytes made undecodable: the leaf's drawable count
 * (the int after its 34-byte node header) is set to {@link Integer#MAX_VALUE}, far more than its
 * block holds. The leaf is the middle one in time, found through the reader's tree directory.
 */
public record DamagedLeaf(Path file, DirectoryEntry leaf) {
  static final int NODE_HEADER_BYTES = 34;

  /**
   * A copy with the leaves at {@code positions} (indices in time order) damaged, as {@link #of}
   * damages one; returns the damaged entries.
   */
  public static List<DirectoryEntry> several(Path original, Path copy, int... positions) throws IOException {
    List<DirectoryEntry> leaves;
    try (Slog2Reader r = Slog2Reader.open(original)) {
      leaves = r.directory().leaves();
    }
    byte[] bytes = Files.readAllBytes(original);
    List<DirectoryEntry> damaged = new java.util.ArrayList<>();
    for (int i : positions) {
      DirectoryEntry leaf = leaves.get(i);
      ByteBuffer.wrap(bytes).putInt((int) leaf.pointer().offset() + NODE_HEADER_BYTES, Integer.MAX_VALUE);
      damaged.add(leaf);
    }
    Files.write(copy, bytes);
    return damaged;
  }

  public static DamagedLeaf of(Path original, Path dir) throws IOException {
    DirectoryEntry leaf;
    try (Slog2Reader r = Slog2Reader.open(original)) {
      List<DirectoryEntry> leaves = r.directory().leaves();
      leaf = leaves.get(leaves.size() / 2);
    }
    byte[] bytes = Files.readAllBytes(original);
    ByteBuffer.wrap(bytes).putInt((int) leaf.pointer().offset() + NODE_HEADER_BYTES, Integer.MAX_VALUE);
    return new DamagedLeaf(Files.write(dir.resolve("damaged-" + original.getFileName()), bytes), leaf);
  }

  /** "tree node (0,x)", as the viewer names it. */
  public String nodeName() {
    return "tree node " + leaf.id();
  }
}
