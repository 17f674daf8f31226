package org.leapshot.slog2.convert.text;

import java.util.Arrays;

/**
 * {@link InfoEncoder#encode} for well-formed text in one pass: each value is found, parsed and
 * stored in turn into a reused array, then copied out at its size, where the checked encoder splits
 * all the text first, sizes the values and then parses them. Anything unusual (a count mismatch, a
 * bad number, an unknown type, a string too long) answers null, and the checked encoder then gives
 * the result or says what is wrong, exactly as before. Half the cost of an info field, and info
 * fields were a sixth of the text reader's work.
 */
final class InfoOnePass {
  private final InfoEncoder checked;
  private byte[] out = new byte[64];
  /** The number read by the last {@link #plainInt}. */
  private int integer;

  InfoOnePass(InfoEncoder checked) {
    this.checked = checked;
  }

  /** The byteinfo of {@code line[from, to)}, or null when the checked encoder must look at it. */
  byte[] encode(char[] types, byte[] line, int from, int to) {
    int wanted = types.length;
    if (wanted == 0 || from >= to) {
      return null;
    }
    int o = 0;
    int s = from;
    try {
      for (int v = 0; v < wanted; v++) {
        if (types[v] == 'd') {
          int at = plainInt(line, s, to, v == wanted - 1);
          if (at >= 0) {
            if (o + Long.BYTES > out.length) {
              out = Arrays.copyOf(out, 2 * out.length);
            }
            o = InfoEncoder.putInt(out, o, integer);
            s = at;
            continue;
          }
        }
        int e = valueEnd(line, s, to);
        if ((e == to) != (v == wanted - 1)) {
          return null; // fewer or more values than types
        }
        char t = types[v];
        int room = t == 's' ? 2 + e - s : Long.BYTES;
        if (o + room > out.length) {
          out = Arrays.copyOf(out, Math.max(2 * out.length, o + room));
        }
        byte[] b = out;
        if (t == 's') {
          if (e - s > Short.MAX_VALUE) {
            return null;
          }
          o = InfoEncoder.putShort(b, o, e - s);
          System.arraycopy(line, s, b, o, e - s);
          o += e - s;
        } else {
          int a = s;
          int z = e;
          while (a < z && InfoEncoder.isBlank(line[a])) {
            a++;
          }
          while (z > a && InfoEncoder.isBlank(line[z - 1])) {
            z--;
          }
          o = number(t, b, o, line, a, z);
          if (o < 0) {
            return null;
          }
        }
        s = e + 2;
      }
    } catch (NumberFormatException e) {
      return null;
    }
    return Arrays.copyOf(out, o);
  }

  /**
   * The usual %d value, up to 9 digits that end the line's info (the {@code last} value) or run into
   * ";;" (any other): where the next value starts, with the number in {@link #integer}; else -1, and
   * the general path reads it. One scan instead of finding the end, trimming and parsing.
   */
  private int plainInt(byte[] line, int s, int to, boolean last) {
    int p = s;
    int limit = Math.min(to, s + 9);
    int v = 0;
    for (; p < limit; p++) {
      int d = line[p] - '0';
      if (d < 0 || d > 9) {
        break;
      }
      v = v * 10 + d;
    }
    integer = v;
    if (p == s) {
      return -1;
    }
    if (p == to) {
      return last ? p : -1;
    }
    return !last && p + 1 < to && line[p] == ';' && line[p + 1] == ';' ? p + 2 : -1;
  }

  /** Where the value from {@code s} ends: the next ";;" (as the checked encoder splits), or {@code to}. */
  private static int valueEnd(byte[] line, int s, int to) {
    for (int i = s; i + 1 < to; i++) {
      if (line[i] == ';' && line[i + 1] == ';') {
        return i;
      }
    }
    return to;
  }

  /** Stores a number of type {@code t} at {@code o}; the end, or -1 for an unknown type. */
  private int number(char t, byte[] b, int o, byte[] line, int s, int e) {
    return switch (t) {
      case 'd' -> InfoEncoder.putInt(b, o, (int) InfoEncoder.parseInteger(line, s, e, Integer.MIN_VALUE,
          Integer.MAX_VALUE));
      case 'h' -> InfoEncoder.putShort(b, o, (int) InfoEncoder.parseInteger(line, s, e, Short.MIN_VALUE,
          Short.MAX_VALUE));
      case 'l' -> InfoEncoder.putLong(b, o, InfoEncoder.parseLong(line, s, e));
      case 'x' -> InfoEncoder.putInt(b, o, (int) InfoEncoder.parseHex(line, s, e, 8));
      case 'X' -> InfoEncoder.putLong(b, o, InfoEncoder.parseHex(line, s, e, 16));
      case 'e' -> InfoEncoder.putInt(b, o, Float.floatToRawIntBits(checked.parseFloat(line, s, e)));
      case 'E' -> InfoEncoder.putLong(b, o, Double.doubleToRawLongBits(checked.parseDouble(line, s, e)));
      default -> -1;
    };
  }
}
