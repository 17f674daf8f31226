package org.leapshot.slog2.model;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a drawable's info bytes into text with its category's label (format spec §9.2–9.3).
 *
 * <p>Values are packed big-endian in type order. Unlike the reference, which terminates the whole
 * program on short info or an unknown type, this never throws: what cannot be decoded is replaced
 * by a note in the text.
 */
public final class InfoFormatter {

  /** The reference's note when a category has types but the drawable has no info bytes. */
  public static final String MISSING_BYTES = "Missing user byte[] but Non-empty format chars!";
  /** The reference's note when a drawable has info bytes but its category has no types. */
  public static final String MISSING_TYPES = "Can't decode user byte[] with Missing format chars!";
  /** Our note when the info bytes end before all the types are decoded. */
  public static final String SHORT_BYTES = "<info too short for its label>";

  private InfoFormatter() {}

  /** The label text: keys and decoded values interleaved. */
  public static String format(InfoLabel label, byte[] info) {
    if (info == null || info.length == 0) {
      if (!label.types().isEmpty()) {
        return String.join("", label.keys()) + MISSING_BYTES;
      }
      return String.join("", label.keys());
    }
    if (label.types().isEmpty()) {
      return String.join("", label.keys()) + MISSING_TYPES;
    }
    List<String> values = decode(label.types(), info);
    StringBuilder sb = new StringBuilder();
    int n = Math.max(label.keys().size(), values.size());
    for (int i = 0; i < n; i++) {
      if (i < label.keys().size()) {
        sb.append(label.keys().get(i));
      }
      if (i < values.size()) {
        sb.append(values.get(i));
      }
    }
    if (values.size() < label.types().length()) {
      sb.append(SHORT_BYTES);
    }
    return sb.toString();
  }

  /** Lines of the label text as a popup shows them: trimmed, split at the literal two characters {@code \n}. */
  public static List<String> popupLines(InfoLabel label, byte[] info) {
    String text = format(label, info).trim();
    return List.of(text.split("\\\\n", -1));
  }

  /**
   * Decodes as many values as the bytes hold, in type order, each displayed as the reference does
   * ({@code x}/{@code X} as unsigned lowercase hex, {@code e}/{@code E} with Java's
   * Float/Double.toString). Stops at the first value that does not fit.
   */
  public static List<String> decode(String types, byte[] info) {
    ByteBuffer in = ByteBuffer.wrap(info);
    List<String> values = new ArrayList<>(types.length());
    for (int i = 0; i < types.length(); i++) {
      String v = decodeOne(types.charAt(i), in);
      if (v == null) {
        break;
      }
      values.add(v);
    }
    return values;
  }

  private static String decodeOne(char type, ByteBuffer in) {
    int left = in.remaining();
    switch (type) {
      case 'd':
        return left >= 4 ? Integer.toString(in.getInt()) : null;
      case 'h':
        return left >= 2 ? Short.toString(in.getShort()) : null;
      case 'l':
        return left >= 8 ? Long.toString(in.getLong()) : null;
      case 'x':
        return left >= 4 ? Integer.toHexString(in.getInt()) : null;
      case 'X':
        return left >= 8 ? Long.toHexString(in.getLong()) : null;
      case 'e':
        return left >= 4 ? Float.toString(in.getFloat()) : null;
      case 'E':
        return left >= 8 ? Double.toString(in.getDouble()) : null;
      case 's': {
        if (left < 2) {
          return null;
        }
        int len = in.getShort();
        if (len <= 0) {
          return "";
        }
        if (len > in.remaining()) {
          return null;
        }
        byte[] bytes = new byte[len];
        in.get(bytes);
        return Strings.decode(bytes);
      }
      default:
        return null;
    }
  }

  /** The byte size a single value of this type takes, or -1 for {@code s} (variable) and unknown types. */
  public static int fixedSize(char type) {
    return switch (type) {
      case 'd', 'x', 'e' -> 4;
      case 'h' -> 2;
      case 'l', 'X', 'E' -> 8;
      default -> -1;
    };
  }

  /** Decoding of SLOG-2 string bytes: UTF-8, or ISO-8859-1 when they are not valid UTF-8 (spec §2). */
  public static final class Strings {
    private Strings() {}

    public static String decode(byte[] bytes) {
      boolean ascii = true;
      for (byte b : bytes) {
        if (b < 0) {
          ascii = false;
          break;
        }
      }
      if (ascii) {
        return new String(bytes, StandardCharsets.ISO_8859_1);
      }
      try {
        return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
      } catch (java.nio.charset.CharacterCodingException e) {
        return new String(bytes, StandardCharsets.ISO_8859_1);
      }
    }
  }
}
