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
  private final String problem;

  public Slog2FormatException(String file, String block, long offset, String problem) {
    super(printable(file + ": " + block + " @" + offset + " (0x" + Long.toHexString(offset) + "): " + problem));
    this.file = file;
    this.block = block;
    this.offset = offset;
    this.problem = problem;
  }

  /**
   * The message with control characters escaped: names and titles quoted from a damaged file must
   * not move the cursor, clear the terminal or break the one-line message.
   */
  private static String printable(String message) {
    StringBuilder sb = null;
    for (int i = 0; i < message.length(); i++) {
      char c = message.charAt(i);
      boolean control = c < 0x20 || (c >= 0x7f && c < 0xa0);
      if (control && sb == null) {
        sb = new StringBuilder(message.length() + 16).append(message, 0, i);
      }
      if (sb != null) {
        if (control) {
          sb.append(String.format("\\x%02x", (int) c));
        } else {
          sb.append(c);
        }
      }
    }
    return sb == null ? message : sb.toString();
  }

  public String file() {
    return file;
  }

  public String block() {
    return block;
  }

  /** What was wrong, without the file, block and offset the message starts with. */
  public String problem() {
    return problem;
  }

  /** Absolute byte offset in the file where the problem was found. */
  public long offset() {
    return offset;
  }
}
