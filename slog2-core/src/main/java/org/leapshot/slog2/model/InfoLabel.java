package org.leapshot.slog2.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A category's sprintf-like info label, stored split into literal text pieces ({@code keys}) and
 * conversion characters ({@code types}, each one of {@code d h l x X e E s}).
 *
 * <p>The split follows the reference exactly (format spec §9.1): the label is cut into tokens, each
 * a single {@code %} or a maximal run of other characters; a plain token becomes a key; a {@code %}
 * gives the first character of the next token as a type and the rest of that token as a key. So
 * {@code "%d items"} has keys {@code [" items"]}: no empty leading key, and keys and values pair up
 * out of step, as the reference shows them.
 */
public record InfoLabel(List<String> keys, String types) {

  public static final InfoLabel NONE = new InfoLabel(List.of(), "");

  /** The conversion characters SLOG-2 knows. */
  public static final String KNOWN_TYPES = "dhlxXeEs";

  public InfoLabel {
    keys = List.copyOf(keys);
    if (types == null) {
      throw new IllegalArgumentException("types must not be null");
    }
  }

  /**
   * Splits a label as the reference does. A {@code null} or empty label gives {@link #NONE}.
   *
   * @throws IllegalArgumentException if the label ends in {@code %} (the reference converter
   *     crashes on it) or uses a conversion other than {@code d h l x X e E s}
   */
  public static InfoLabel parse(String label) {
    if (label == null || label.isEmpty()) {
      return NONE;
    }
    List<String> keys = new ArrayList<>();
    StringBuilder types = new StringBuilder();
    int i = 0;
    int n = label.length();
    while (i < n) {
      if (label.charAt(i) != '%') {
        int end = label.indexOf('%', i);
        end = end < 0 ? n : end;
        keys.add(label.substring(i, end));
        i = end;
        continue;
      }
      // A '%' token: the next token supplies the type (its first character) and a key (the rest).
      i++;
      if (i >= n) {
        throw new IllegalArgumentException("label ends in '%': \"" + label + "\"");
      }
      if (label.charAt(i) == '%') {
        throw new IllegalArgumentException("label has '%%', which SLOG-2 cannot store: \"" + label + "\"");
      }
      int end = label.indexOf('%', i);
      end = end < 0 ? n : end;
      char type = label.charAt(i);
      if (KNOWN_TYPES.indexOf(type) < 0) {
        throw new IllegalArgumentException("label has unknown conversion %" + type + ": \"" + label + "\"");
      }
      types.append(type);
      keys.add(label.substring(i + 1, end));
      i = end;
    }
    return new InfoLabel(keys, types.toString());
  }

  public boolean isEmpty() {
    return keys.isEmpty() && types.isEmpty();
  }

  /**
   * Rebuilds a printable format by alternating keys and types ({@code key0 %t0 key1 %t1 ...}), as
   * the reference printers show it inside {@code info_fmt=< ... >}.
   */
  public String format() {
    StringBuilder sb = new StringBuilder();
    int n = Math.max(keys.size(), types.length());
    for (int i = 0; i < n; i++) {
      if (i < keys.size()) {
        sb.append(keys.get(i));
      }
      if (i < types.length()) {
        sb.append('%').append(types.charAt(i));
      }
    }
    return sb.toString();
  }
}
