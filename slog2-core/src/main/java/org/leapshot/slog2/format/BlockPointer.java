package org.leapshot.slog2.format;

/**
 * A file block pointer ("FBinfo"): absolute byte offset and block size. NULL when the offset is 0
 * or the size is not positive (spec §2).
 */
public record BlockPointer(long offset, int size) {
  public static final BlockPointer NULL = new BlockPointer(0, 0);
  /** Encoded size: long offset + int size. */
  public static final int BYTES = 12;

  public boolean isNull() {
    return offset == 0 || size <= 0;
  }

  /** True when the block lies inside a file of {@code fileSize} bytes (overflow-safe). */
  public boolean fitsIn(long fileSize) {
    return offset >= 0 && size > 0 && size <= fileSize - offset;
  }

  @Override
  public String toString() {
    return "FBinfo(" + size + " @ " + offset + ")";
  }
}
