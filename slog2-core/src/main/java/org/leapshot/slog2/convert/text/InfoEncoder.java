package org.leapshot.slog2.convert.text;

import ch.randelshofer.fastdoubleparser.JavaDoubleParser;
import ch.randelshofer.fastdoubleparser.JavaFloatParser;
import java.nio.charset.StandardCharsets;

/**
 * Turns the text of a {@code <v1;;v2;;...>} info field, straight from the line's bytes, into the
 * byteinfo the label's types describe (spec §9.2): big-endian {@code d h l x X e E}, {@code s} as
 * a short length plus the bytes. Numbers may be surrounded by blanks; {@code x} and {@code X} are
 * hexadecimal (an optional {@code 0x} is allowed); strings are taken verbatim. Empty text has no
 * values.
 */
final class InfoEncoder {
  private final DecimalFastPath decimals = new DecimalFastPath();
  private final LibraryDecimals library = new LibraryDecimals();
  private final InfoOnePass onePass = new InfoOnePass(this);
  /** ends[v] is where value v ends; value v + 1 starts 2 bytes later (after ";;"). Reused: one record after another. */
  private int[] ends = new int[8];

  /** {@link #encode(char[], byte[], int, int)} by a one-off encoder. */
  static byte[] encode(String types, byte[] line, int from, int to) {
    return new InfoEncoder().encode(types.toCharArray(), line, from, to);
  }

  /**
   * Encodes the values in {@code line[from, to)}, one per type ({@code types} as chars, not a
   * String: its charAt checks the index in a call that the quick compiler keeps).
   *
   * <p>One method for splitting, sizing and encoding, on purpose: it is then larger than the
   * 325 bytecodes up to which HotSpot's C2 inlines a hot callee, so it is compiled on its own. The
   * first value of a type not seen before (a category with a {@code %s} label whose records appear
   * only late in a trace) sends compiled code back to the interpreter; inlined into the record
   * parser, that threw away and recompiled the whole parser, 200-270 ms of C2 time each, two or
   * three times per 100 MB 4096-timeline conversion, on the two cores the conversion runs on.
   *
   * @throws IllegalArgumentException naming the value that does not fit its type, or a count mismatch
   */
  byte[] encode(char[] types, byte[] line, int from, int to) {
    byte[] usual = onePass.encode(types, line, from, to);
    return usual != null ? usual : encodeChecked(types, line, from, to);
  }

  /** {@link #encode} in three passes (split, size, encode), which tell what is wrong with bad text. */
  byte[] encodeChecked(char[] types, byte[] line, int from, int to) {
    int wanted = types.length;
    if (ends.length <= wanted) {
      ends = new int[wanted + 1];
    }
    int[] ends = this.ends;
    int count = 0;
    if (from < to) {
      for (int i = from; i + 1 < to; i++) {
        if (line[i] == ';' && line[i + 1] == ';') {
          if (count < wanted) {
            ends[count] = i;
          }
          count++;
          i++;
        }
      }
      if (count < wanted) {
        ends[count] = to;
      }
      count++;
    }
    if (count != wanted) {
      throw new IllegalArgumentException("the category's label has " + wanted + " % value(s) but the record has "
          + count);
    }
    int size = 0;
    int start = from;
    for (int v = 0; v < count; v++) {
      char t = types[v];
      if (t == 's') {
        if (ends[v] - start > Short.MAX_VALUE) {
          throw new IllegalArgumentException("%s value " + (v + 1) + " is longer than " + Short.MAX_VALUE + " bytes");
        }
        size += 2 + ends[v] - start;
      } else {
        size += fixedSize(t);
      }
      start = ends[v] + 2;
    }
    // Big-endian by hand, as ByteBuffer would write it: its checks and byte-order handling are
    // calls that the quick compiler the converter runs with does not remove.
    byte[] out = new byte[size];
    int o = 0;
    start = from;
    for (int v = 0; v < count; v++) {
      char t = types[v];
      int s = start;
      int e = ends[v];
      if (t == 's') {
        o = putShort(out, o, e - s);
        System.arraycopy(line, s, out, o, e - s);
        o += e - s;
      } else {
        while (s < e && isBlank(line[s])) {
          s++;
        }
        while (e > s && isBlank(line[e - 1])) {
          e--;
        }
        try {
          switch (t) {
            case 'd' -> o = putInt(out, o, (int) parseInteger(line, s, e, Integer.MIN_VALUE, Integer.MAX_VALUE));
            case 'h' -> o = putShort(out, o, (int) parseInteger(line, s, e, Short.MIN_VALUE, Short.MAX_VALUE));
            case 'l' -> o = putLong(out, o, parseLong(line, s, e));
            case 'x' -> o = putInt(out, o, (int) parseHex(line, s, e, 8));
            case 'X' -> o = putLong(out, o, parseHex(line, s, e, 16));
            case 'e' -> o = putInt(out, o, Float.floatToRawIntBits(parseFloat(line, s, e)));
            case 'E' -> o = putLong(out, o, Double.doubleToRawLongBits(parseDouble(line, s, e)));
            default -> throw new IllegalArgumentException("unknown info type %" + t);
          }
        } catch (NumberFormatException ex) {
          throw new IllegalArgumentException("value " + (v + 1) + " '" + text(line, start, ends[v])
              + "' is not a valid %" + t);
        }
      }
      start = ends[v] + 2;
    }
    return out;
  }

  static int putShort(byte[] out, int o, int v) {
    out[o] = (byte) (v >> 8);
    out[o + 1] = (byte) v;
    return o + 2;
  }

  static int putInt(byte[] out, int o, int v) {
    out[o] = (byte) (v >> 24);
    out[o + 1] = (byte) (v >> 16);
    out[o + 2] = (byte) (v >> 8);
    out[o + 3] = (byte) v;
    return o + 4;
  }

  static int putLong(byte[] out, int o, long v) {
    putInt(out, o, (int) (v >> 32));
    return putInt(out, o + 4, (int) v);
  }

  float parseFloat(byte[] line, int s, int e) {
    float v = decimals.parseFloat(line, s, e);
    return v == v ? v : JavaFloatParser.parseFloat(line, s, e - s);
  }

  double parseDouble(byte[] line, int s, int e) {
    double v = decimals.parsePrefix(line, s, e);
    if (decimals.stop() == e) {
      if (v == v) {
        return v;
      }
      if (decimals.beyondPowers()) {
        return library.parse(decimals, line, s, e);
      }
    }
    return JavaDoubleParser.parseDouble(line, s, e - s);
  }

  /** A decimal integer in [min, max]; at most 10 digits, so the long cannot overflow. */
  static long parseInteger(byte[] line, int s, int e, long min, long max) {
    int i = s;
    boolean negative = i < e && line[i] == '-';
    if (negative || (i < e && line[i] == '+')) {
      i++;
    }
    if (i == e || e - i > 10) {
      throw new NumberFormatException();
    }
    long v = 0;
    for (; i < e; i++) {
      int d = line[i] - '0';
      if (d < 0 || d > 9) {
        throw new NumberFormatException();
      }
      v = v * 10 + d;
    }
    v = negative ? -v : v;
    if (v < min || v > max) {
      throw new NumberFormatException();
    }
    return v;
  }

  /** A decimal long; overflow is a NumberFormatException. */
  static long parseLong(byte[] line, int s, int e) {
    int i = s;
    boolean negative = i < e && line[i] == '-';
    if (negative || (i < e && line[i] == '+')) {
      i++;
    }
    if (i == e) {
      throw new NumberFormatException();
    }
    long v = 0; // accumulated negatively, so that Long.MIN_VALUE fits
    for (; i < e; i++) {
      int d = line[i] - '0';
      if (d < 0 || d > 9 || v < (Long.MIN_VALUE + d) / 10) {
        throw new NumberFormatException();
      }
      v = v * 10 - d;
    }
    if (!negative && v == Long.MIN_VALUE) {
      throw new NumberFormatException();
    }
    return negative ? v : -v;
  }

  /** Unsigned hexadecimal of at most {@code maxDigits} digits, with an optional 0x. */
  static long parseHex(byte[] line, int s, int e, int maxDigits) {
    if (e - s > 2 && line[s] == '0' && (line[s + 1] == 'x' || line[s + 1] == 'X')) {
      s += 2;
    }
    if (s == e || e - s > maxDigits) {
      throw new NumberFormatException();
    }
    long v = 0;
    for (int i = s; i < e; i++) {
      int d = hexDigit(line[i]);
      if (d < 0) {
        throw new NumberFormatException();
      }
      v = (v << 4) | d;
    }
    return v;
  }

  /**
   * The value of an ASCII hexadecimal digit, else -1: what {@code Character.digit(b, 16)} answers
   * for a byte, without its table look-ups, which the quick compiler leaves as two calls per digit.
   */
  static int hexDigit(byte b) {
    if (b >= '0' && b <= '9') {
      return b - '0';
    }
    int lower = b | 0x20; // 'A'-'F' to 'a'-'f'; no other byte lands there
    return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
  }

  static boolean isBlank(byte b) {
    return b == ' ' || b == '\t';
  }

  private static String text(byte[] line, int s, int e) {
    return new String(line, s, e - s, StandardCharsets.UTF_8);
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
