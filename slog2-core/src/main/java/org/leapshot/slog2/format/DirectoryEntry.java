package org.leapshot.slog2.format;

import org.leapshot.slog2.model.TimeBox;

/** One tree-directory entry: a node's ID, its time box and the pointer to its block (34 bytes). */
public record DirectoryEntry(NodeId id, TimeBox box, BlockPointer pointer) {
  public static final int BYTES = NodeId.BYTES + 16 + BlockPointer.BYTES;
}
