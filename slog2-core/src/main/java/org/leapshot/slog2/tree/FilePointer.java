package org.leapshot.slog2.tree;

/** A block's place in the file ("FBinfo", spec §2): absolute offset and byte size. */
record FilePointer(long offset, int size) {
  static final FilePointer NULL = new FilePointer(0, 0);

  void encode(BlockOutput out) {
    out.writeLong(offset);
    out.writeInt(size);
  }
}
