package org.leapshot.app.rows;

import java.util.Locale;

/**
 * The axis filter: a label matches when it contains the typed text, ignoring case, and a number
 * typed is matched as a whole number ("12" finds timeline 12 and "node 12", not 112 or 120), also
 * against each timeline's line ID.
 */
public final class RowFilter {
  private final String text;

  public RowFilter(String typed) {
    this.text = typed == null ? "" : typed.strip().toLowerCase(Locale.ROOT);
  }

  public boolean isEmpty() {
    return text.isEmpty();
  }

  public boolean matches(String label) {
    if (text.isEmpty()) {
      return true;
    }
    String l = label.toLowerCase(Locale.ROOT);
    for (int at = l.indexOf(text); at >= 0; at = l.indexOf(text, at + 1)) {
      boolean digitBefore = at > 0 && Character.isDigit(text.charAt(0)) && Character.isDigit(l.charAt(at - 1));
      int end = at + text.length();
      boolean digitAfter = end < l.length() && Character.isDigit(text.charAt(text.length() - 1))
          && Character.isDigit(l.charAt(end));
      if (!digitBefore && !digitAfter) {
        return true;
      }
    }
    return false;
  }

  /** Whether the text typed is exactly this line ID ("12345" finds rank 12345 shown as "771 / 9"). */
  public boolean matchesLineId(int lineId) {
    return !text.isEmpty() && text.length() <= 10 && text.chars().allMatch(Character::isDigit)
        && Long.parseLong(text) == lineId;
  }

  public String text() {
    return text;
  }
}
