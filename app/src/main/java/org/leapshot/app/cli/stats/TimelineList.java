package org.leapshot.app.cli.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.NavigableSet;
import java.util.Set;
import java.util.TreeSet;

/**
 * The {@code --timelines} list: line IDs and inclusive ranges separated by commas ({@code 0,3,8-15}).
 * Kept as ranges until they meet the file's timelines: {@code 0-1048575} was a set of a million
 * boxed IDs, 60 MB, and ran out of memory at -Xmx64m before the file was opened.
 */
public final class TimelineList {
  /** More IDs than this in one range is a mistake (a range typed with an extra digit), not a request. */
  static final int MOST = 1 << 20;

  /** The ranges as given, each {@code {lo, hi}}, merged and in order. */
  private final List<long[]> ranges;
  private final String text;

  private TimelineList(List<long[]> ranges, String text) {
    this.ranges = ranges;
    this.text = text;
  }

  /** The list {@code text}; throws IllegalArgumentException saying which part is wrong. */
  public static TimelineList parse(String text) {
    List<long[]> ranges = new ArrayList<>();
    long count = 0;
    for (String part : text.split(",", -1)) {
      String p = part.strip();
      int dash = p.indexOf('-', 1); // a leading '-' is a negative line ID's sign
      long lo = number(dash < 0 ? p : p.substring(0, dash), part);
      long hi = dash < 0 ? lo : number(p.substring(dash + 1), part);
      if (hi < lo) {
        throw new IllegalArgumentException("range '" + part + "' ends before it starts");
      }
      count += hi - lo + 1;
      if (hi - lo >= MOST || count > MOST) {
        throw new IllegalArgumentException("more than " + MOST + " line IDs in '" + text + "'");
      }
      ranges.add(new long[] {lo, hi});
    }
    return new TimelineList(merged(ranges), text);
  }

  /**
   * The listed line IDs, each one of {@code known} (the file's); throws IllegalArgumentException
   * naming the smallest listed ID that is not. Work and memory are bounded by the file's timelines.
   */
  public Set<Integer> within(NavigableSet<Integer> known) {
    Set<Integer> ids = new TreeSet<>();
    for (long[] r : ranges) {
      for (long id = r[0]; id <= r[1]; id++) {
        if (!known.contains((int) id)) {
          throw new IllegalArgumentException("has no timeline with line ID " + id);
        }
        ids.add((int) id);
      }
    }
    return ids;
  }

  @Override
  public String toString() {
    return text;
  }

  private static List<long[]> merged(List<long[]> ranges) {
    ranges.sort(Comparator.comparingLong(r -> r[0]));
    List<long[]> out = new ArrayList<>();
    for (long[] r : ranges) {
      long[] last = out.isEmpty() ? null : out.get(out.size() - 1);
      if (last != null && r[0] <= last[1] + 1) {
        last[1] = Math.max(last[1], r[1]);
      } else {
        out.add(r.clone());
      }
    }
    return out;
  }

  private static long number(String s, String part) {
    try {
      return Integer.parseInt(s.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + part + "' is not a line ID or a range of them (like 8-15)");
    }
  }
}
