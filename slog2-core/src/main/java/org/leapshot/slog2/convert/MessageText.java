package org.leapshot.slog2.convert;

/**
 * Makes text taken from an input fit for a one-line message on a terminal: control characters
 * (a CR that rewrites the line, a NUL, an {@code ESC[2J} that clears the screen) are shown escaped,
 * and a very long token (a 1 MB line without spaces) is shortened to its start and its length.
 * Every converter's message goes through here ({@link TraceInputException}, {@link ImportReport}).
 */
public final class MessageText {
  /** Longer tokens are shortened: enough to recognise a token, short enough for a terminal line. */
  static final int MAX_TOKEN = 120;
  /** Characters kept of a shortened token. */
  static final int KEPT = 60;
  /** A message is cut after this many characters whatever its tokens. */
  static final int MAX_MESSAGE = 2000;

  private MessageText() {}

  /** {@code text} with control characters escaped and long tokens shortened; unchanged if already safe. */
  public static String safe(String text) {
    if (text == null) {
      return "null";
    }
    if (isPlain(text)) {
      return text;
    }
    StringBuilder out = new StringBuilder(Math.min(text.length(), MAX_MESSAGE) + 16);
    int i = 0;
    while (i < text.length() && out.length() < MAX_MESSAGE) {
      int end = i;
      while (end < text.length() && text.charAt(end) != ' ') {
        end++;
      }
      appendToken(out, text, i, end);
      if (end < text.length()) {
        out.append(' ');
      }
      i = end + 1;
    }
    if (i < text.length()) {
      out.append("… (").append(text.length()).append(" characters)");
    }
    return out.toString();
  }

  private static boolean isPlain(String text) {
    if (text.length() > MAX_TOKEN) {
      return false;
    }
    for (int i = 0; i < text.length(); i++) {
      if (isControl(text.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  private static void appendToken(StringBuilder out, String text, int from, int to) {
    boolean shortened = to - from > MAX_TOKEN;
    int last = shortened ? from + KEPT : to;
    for (int i = from; i < last; i++) {
      appendChar(out, text.charAt(i));
    }
    if (shortened) {
      out.append("… (").append(to - from).append(" characters)");
    }
  }

  private static void appendChar(StringBuilder out, char c) {
    if (!isControl(c)) {
      out.append(c);
      return;
    }
    switch (c) {
      case '\n' -> out.append("\\n");
      case '\r' -> out.append("\\r");
      case '\t' -> out.append("\\t");
      case '\0' -> out.append("\\0");
      case 0x1B -> out.append("\\e");
      default -> out.append(String.format("\\x%02X", (int) c));
    }
  }

  /** C0 and C1 controls and DEL: the characters a terminal acts on instead of showing. */
  private static boolean isControl(char c) {
    return c < 0x20 || (c >= 0x7F && c <= 0x9F);
  }
}
