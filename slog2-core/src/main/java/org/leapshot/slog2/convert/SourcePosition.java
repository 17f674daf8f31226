package org.leapshot.slog2.convert;

/**
 * A place in an input trace: the file name and either a 1-based line number (text formats) or a
 * byte offset (binary formats). Use {@code -1} for the part that does not apply.
 */
public record SourcePosition(String file, long line, long byteOffset) {

  public static SourcePosition line(String file, long line) {
    return new SourcePosition(file, line, -1);
  }

  public static SourcePosition offset(String file, long byteOffset) {
    return new SourcePosition(file, -1, byteOffset);
  }

  @Override
  public String toString() {
    if (line >= 0) {
      return file + ":" + line;
    }
    if (byteOffset >= 0) {
      return file + " @" + byteOffset;
    }
    return file;
  }
}
