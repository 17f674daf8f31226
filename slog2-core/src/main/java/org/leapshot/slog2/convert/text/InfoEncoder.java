package org.leapshot.slog2.convert.text;

import ch.randelshofer.fastdoubleparser.JavaDoubleParser;
import ch.randelshofer.fastdoubleparser.JavaFloatParser;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns the text values of a {@code <v1;;v2;;...>} info field into the byteinfo the label's types
 * describe (spec §9.2): big-endian {@code d h l x X e E}, {@code s} as a short length plus bytes.
 * Numbers may be surrounded by blanks; {@code x} and {@code X} are hexadecimal (an optional
 * {@code 0x} is allowed); strings are taken verbatim.
 */
final class InfoEncoder {
  private static final String SEPARATOR = ";;";

  private InfoEncoder() {}

  /** Splits the text between {@code <} and {@code >} at {@code ;;}; empty text has no values. */
  static List<String> split(String text) {
    List<String> values = new ArrayList<>();
    if (text.isEmpty()) {
      return values;
    }
    int from = 0;
    while (true) {
      int i = text.indexOf(SEPARATOR, from);
      if (i < 0) {
        values.add(text.substring(from));
        return values;
      }
      values.add(text.substring(from, i));
      from = i + SEPARATOR.length();
    }
  }

  /**
   * Encodes one value per type.
   *
   * @throws IllegalArgumentException naming the value that does not fit its type, or a count mismatch
   */
  static byte[] encode(String types, List<String> values) {
    if (values.size() != types.length()) {
      throw new IllegalArgumentException("the category's label has " + types.length() + " % value(s) but the record has "
          + values.size());
    }
    byte[][] strings = new byte[types.length()][];
    int size = 0;
    for (int i = 0; i < types.length(); i++) {
      char t = types.charAt(i);
      if (t == 's') {
        strings[i] = values.get(i).getBytes(StandardCharsets.UTF_8);
        if (strings[i].length > Short.MAX_VALUE) {
          throw new IllegalArgumentException("%s value " + (i + 1) + " is longer than " + Short.MAX_VALUE + " bytes");
        }
        size += 2 + strings[i].length;
      } else {
        size += fixedSize(t);
      }
    }
    ByteBuffer out = ByteBuffer.allocate(size);
    for (int i = 0; i < types.length(); i++) {
      char t = types.charAt(i);
      String v = values.get(i);
      try {
        put(out, t, t == 's' ? v : v.trim(), strings[i]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("value " + (i + 1) + " '" + v + "' is not a valid %" + t);
      }
    }
    return out.array();
  }

  private static void put(ByteBuffer out, char t, String v, byte[] string) {
    switch (t) {
      case 'd' -> out.putInt(Integer.parseInt(v));
      case 'h' -> out.putShort(Short.parseShort(v));
      case 'l' -> out.putLong(Long.parseLong(v));
      case 'x' -> out.putInt(Integer.parseUnsignedInt(hexDigits(v), 16));
      case 'X' -> out.putLong(Long.parseUnsignedLong(hexDigits(v), 16));
      case 'e' -> out.putFloat(JavaFloatParser.parseFloat(v));
      case 'E' -> out.putDouble(JavaDoubleParser.parseDouble(v));
      case 's' -> {
        out.putShort((short) string.length);
        out.put(string);
      }
      default -> throw new IllegalArgumentException("unknown info type %" + t);
    }
  }

  private static String hexDigits(String v) {
    return v.startsWith("0x") || v.startsWith("0X") ? v.substring(2) : v;
  }

  private static int fixedSize(char t) {
    return switch (t) {
      case 'h' -> 2;
      case 'd', 'x', 'e' -> 4;
      case 'l', 'X', 'E' -> 8;
      default -> throw new IllegalArgumentException("unknown info type %" + t);
    };
  }
}
