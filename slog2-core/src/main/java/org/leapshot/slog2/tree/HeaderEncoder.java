package org.leapshot.slog2.tree;

import org.leapshot.slog2.format.BlockPointer;

/**
 * The 108-byte file header (spec §4.1): version, tree parameters, the largest block size and the
 * pointers to the category, line-ID map, root and directory blocks. MethodDefs, Annotations and
 * Postamble are always NULL.
 */
final class HeaderEncoder {
  static final int HEADER_BYTES = 108;
  static final String VERSION = "SLOG 2.0.6";

  private HeaderEncoder() {}

  /** The placeholder the reference writes first (spec §4.3): defaults and NULL pointers. */
  static void encodePlaceholder(BlockOutput out) {
    encode(out, 2, 65536, 0, 0, BlockPointer.NULL, BlockPointer.NULL, BlockPointer.NULL, BlockPointer.NULL);
  }

  static void encode(BlockOutput out, int childrenPerNode, int leafByteSize, int maxDepth, int maxBufferByteSize,
      BlockPointer categories, BlockPointer lineIdMaps, BlockPointer treeRoot, BlockPointer treeDirectory) {
    out.writeString(VERSION);
    out.writeShort(childrenPerNode);
    out.writeInt(leafByteSize);
    out.writeShort(maxDepth);
    out.writeInt(maxBufferByteSize);
    out.writePointer(categories);
    out.writePointer(BlockPointer.NULL);
    out.writePointer(lineIdMaps);
    out.writePointer(treeRoot);
    out.writePointer(treeDirectory);
    out.writePointer(BlockPointer.NULL);
    out.writePointer(BlockPointer.NULL);
  }
}
