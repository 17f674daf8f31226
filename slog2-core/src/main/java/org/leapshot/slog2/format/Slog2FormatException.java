package org.leapshot.slog2.format;

import java.io.IOException;

/**
 * A malformed or unsupported SLOG-2 file. The message names the file, the block (e.g. "tree node
 * (2,5)"), the byte offset and what was expected versus found, e.g.
 * {@code fpilog.slog2: tree node (0,3) @0x3a20: 4096 drawables need >= 49152 bytes, 312 remain}.
 */
public class Slog2FormatException extends IOException {
  private static final long serialVersionUID = 1L;

  private final String file;
  private final String block;
  private final long offset;

  public Slog2FormatException(String file, String block, long offset, String problem) {
    super(file + ": " + block + " @" + offset + " (0x" + Long.toHexString(offset) + "): " + problem);
    this.file = file;
    this.block = block;
    this.offset = offset;
  }

  public String file() {
    return file;
  }

  public String block() {
    return block;
  }

  /** Absolute byte offset in the file where the problem was found. */
  public long offset() {
    return offset;
  }
}
