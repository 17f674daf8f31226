package org.leapshot.slog2.write;

/**
 * Tree parameters of the writer (spec §10.1): the leaf byte-size target {@code L} and the number
 * of children per node {@code K}. Both are stored in the header.
 */
public record WriterOptions(int leafByteSize, int childrenPerNode) {

  /** The reference converters' defaults: 64 KiB leaves, binary tree. */
  public static final WriterOptions DEFAULT = new WriterOptions(65536, 2);

  /** The smallest leaf that can hold an empty node plus one small drawable. */
  public static final int MIN_LEAF_BYTE_SIZE = 100;

  public WriterOptions {
    if (leafByteSize < MIN_LEAF_BYTE_SIZE) {
      throw new IllegalArgumentException("leaf byte size must be at least " + MIN_LEAF_BYTE_SIZE + ", was " + leafByteSize);
    }
    if (childrenPerNode < 2 || childrenPerNode > Short.MAX_VALUE) {
      throw new IllegalArgumentException("children per node must be 2.." + Short.MAX_VALUE + ", was " + childrenPerNode);
    }
  }
}
