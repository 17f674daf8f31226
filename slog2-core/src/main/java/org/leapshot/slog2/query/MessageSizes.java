package org.leapshot.slog2.query;

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
  private final Map<Integer, Category> categories;
  private final Map<Integer, Integer> valueIndex = new ConcurrentHashMap<>();

  MessageSizes(Map<Integer, Category> categories) {
    this.categories = categories;
  }

  /** The size, or -1 when the category has no size value or the info does not hold it. */
  long sizeOf(int categoryIndex, byte[] info) {
    int i = valueIndex.computeIfAbsent(categoryIndex, this::findSizeValue);
    if (i < 0) {
      return -1;
    }
    InfoLabel label = categories.get(categoryIndex).label();
    List<String> values = InfoFormatter.decode(label.types(), info);
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
