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

  // Written out as a record's generated methods compute them: the generated ones are bootstrapped
  // at first use (java.lang.runtime.ObjectMethods), which makes classes that the class-data archive
  // cannot keep, some milliseconds of every info, print and check (issue #22).
  @Override
  public boolean equals(Object o) {
    return o instanceof BlockPointer p && offset == p.offset && size == p.size;
  }

  @Override
  public int hashCode() {
    return 31 * Long.hashCode(offset) + Integer.hashCode(size);
  }

  @Override
  public String toString() {
    return "FBinfo(" + size + " @ " + offset + ")";
  }
}
