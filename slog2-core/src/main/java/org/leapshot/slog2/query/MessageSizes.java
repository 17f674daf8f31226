package org.leapshot.slog2.query;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoFormatter;
import org.leapshot.slog2.model.InfoLabel;

/**
 * Reads a message size out of an arrow's info bytes: the value whose label key mentions "size"
 * (as in MPE's {@code msg_tag=%d, msg_size=%d}). The formatter pairs key i with value i, so that
 * is the value this takes.
 */
final class MessageSizes {
  private static final String NUMERIC_TYPES = "dhlxX";
  /** Big-endian reads straight from the bytes (a buffer wrapped per arrow cost a quarter of the decoding). */
  private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  private final Map<Integer, Category> categories;
  private final Map<Integer, Integer> valueIndex = new ConcurrentHashMap<>();

  /** Most category indices planned ahead ({@link #fixedAt}). */
  private static final int PLANNED = 1 << 16;
  /**
   * Per category index below its length: where its size value starts in the info bytes when every
   * value before it has a fixed size, {@link #NO_SIZE} when it has none, {@link #DECODED} when the
   * values must be decoded: worked out once, as arrows by the million ask.
   */
  private final int[] fixedAt;
  /** Per category index: its size value's type, where {@link #fixedAt} gives a place. */
  private final char[] fixedType;
  private static final int NO_SIZE = -1;
  private static final int DECODED = -2;

  MessageSizes(Map<Integer, Category> categories) {
    this.categories = categories;
    int max = -1;
    for (int c : categories.keySet()) {
      max = c >= 0 && c < PLANNED ? Math.max(max, c) : max;
    }
    fixedAt = new int[max + 1];
    fixedType = new char[max + 1];
    for (int c = 0; c <= max; c++) {
      int i = findSizeValue(c);
      String types = i < 0 ? "" : categories.get(c).label().types();
      int at = i < 0 ? NO_SIZE : fixedOffset(types, i);
      fixedAt[c] = i < 0 ? NO_SIZE : at >= 0 ? at : DECODED;
      fixedType[c] = i < 0 ? 0 : types.charAt(i);
    }
  }

  /** The size, or -1 when the category has no size value or the info does not hold it. */
  long sizeOf(int categoryIndex, byte[] info) {
    return sizeOf(categoryIndex, info, 0, info.length);
  }

  /** The same for the info bytes that are the {@code length} at {@code from} of {@code bytes} (a block, say). */
  long sizeOf(int categoryIndex, byte[] bytes, int from, int length) {
    if (categoryIndex >= 0 && categoryIndex < fixedAt.length && fixedAt[categoryIndex] != DECODED) {
      int at = fixedAt[categoryIndex];
      return at == NO_SIZE ? -1 : readFixed(fixedType[categoryIndex], bytes, from + at, from + length);
    }
    int i = valueIndex.computeIfAbsent(categoryIndex, this::findSizeValue);
    if (i < 0) {
      return -1;
    }
    InfoLabel label = categories.get(categoryIndex).label();
    int at = fixedOffset(label.types(), i);
    if (at >= 0) {
      return readFixed(label.types().charAt(i), bytes, from + at, from + length);
    }
    List<String> values = InfoFormatter.decode(label.types(), Arrays.copyOfRange(bytes, from, from + length));
    if (i >= values.size()) {
      return -1;
    }
    String v = values.get(i);
    char type = label.types().charAt(i);
    try {
      return type == 'x' || type == 'X' ? Long.parseUnsignedLong(v, 16) : Long.parseLong(v);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /**
   * Where value {@code i} starts in the info bytes when every value before it has a fixed size (as
   * in MPE's labels), else -1: then it is read without decoding the values to text, with the same
   * result as {@link InfoFormatter#decode} and parsing.
   */
  private static int fixedOffset(String types, int i) {
    int at = 0;
    for (int k = 0; k < i; k++) {
      int size = InfoFormatter.fixedSize(types.charAt(k));
      if (size < 0) {
        return -1;
      }
      at += size;
    }
    return at;
  }

  /** A numeric value of type {@code type} at {@code at}, as decoding and parsing it gives; -1 when the bytes end first. */
  private static long readFixed(char type, byte[] info, int at, int limit) {
    int size = InfoFormatter.fixedSize(type);
    if (at + size > limit) {
      return -1;
    }
    return switch (type) {
      case 'd' -> (int) INT.get(info, at);
      case 'h' -> (short) SHORT.get(info, at);
      case 'l', 'X' -> (long) LONG.get(info, at); // 'X': unsigned hex parsed back, the same 64 bits
      case 'x' -> (int) INT.get(info, at) & 0xFFFF_FFFFL;
      default -> -1;
    };
  }

  private int findSizeValue(int categoryIndex) {
    Category c = categories.get(categoryIndex);
    if (c == null) {
      return -1;
    }
    InfoLabel label = c.label();
    for (int i = 0; i < label.keys().size() && i < label.types().length(); i++) {
      if (label.keys().get(i).toLowerCase(java.util.Locale.ROOT).contains("size")
          && NUMERIC_TYPES.indexOf(label.types().charAt(i)) >= 0) {
        return i;
      }
    }
    return -1;
  }
}
