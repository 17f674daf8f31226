package org.leapshot.app.cli.stats;

import java.util.Set;
import java.util.TreeSet;

/** The {@code --timelines} list: line IDs and inclusive ranges separated by commas ({@code 0,3,8-15}). */
public final class TimelineList {
  /** More IDs than this in one list is a mistake (a range typed with an extra digit), not a request. */
  static final int MOST = 1 << 20;

  private TimelineList() {}

  /** The line IDs of {@code text}; throws IllegalArgumentException saying which part is wrong. */
  public static Set<Integer> parse(String text) {
    Set<Integer> ids = new TreeSet<>();
    for (String part : text.split(",", -1)) {
      String p = part.strip();
      int dash = p.indexOf('-', 1); // a leading '-' is a negative line ID's sign
      long lo = number(dash < 0 ? p : p.substring(0, dash), part);
      long hi = dash < 0 ? lo : number(p.substring(dash + 1), part);
      if (hi < lo) {
        throw new IllegalArgumentException("range '" + part + "' ends before it starts");
      }
      if (hi - lo >= MOST || ids.size() + (hi - lo) >= MOST) {
        throw new IllegalArgumentException("more than " + MOST + " line IDs in '" + text + "'");
      }
      for (long id = lo; id <= hi; id++) {
        ids.add((int) id);
      }
    }
    return ids;
  }

  private static long number(String s, String part) {
    try {
      return Integer.parseInt(s.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + part + "' is not a line ID or a range of them (like 8-15)");
    }
  }
}
