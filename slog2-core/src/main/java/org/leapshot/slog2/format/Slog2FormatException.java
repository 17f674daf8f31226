package org.leapshot.slog2.format;

import java.io.IOException;

/**
 * A malformed or unsupported SLOG-2 file. The message names the file, the block (e.g. "tree node
 * (2,5)"), the byte offset and what was expected versus found, e.g.
 * {@code fpilog.slog2: tree node (0,3) @0x3a20: 4096 drawables need >= 49152 bytes, 312 remain}.
 */
public class Slog2FormatException extends IOException {
  private static final long serialVersionUID = 1L;
  /** Longer messages are shortened in the middle (names in a damaged file may be 32 KB). */
  private static final int MAX_MESSAGE_CHARS = 1200;

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
   * The message with control characters escaped and shortened: names and titles quoted from a
   * damaged file must not move the cursor, clear the terminal or flood it.
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
    return shortened(sb == null ? message : sb.toString());
  }

  /** A message that quotes a long name keeps its start and end: one line, still readable. */
  private static String shortened(String message) {
    if (message.length() <= MAX_MESSAGE_CHARS) {
      return message;
    }
    int head = MAX_MESSAGE_CHARS * 2 / 3;
    int tail = MAX_MESSAGE_CHARS / 4;
    return message.substring(0, head) + " ... (" + (message.length() - head - tail) + " characters left out) ... "
        + message.substring(message.length() - tail);
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
