package org.leapshot.app.legend;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * Fits a category name into a narrow column so that it can still be told from the others. Forty
 * APEX names "/phylanx/access-variable$28$conf/2$49$53::eval" cut at the end all read
 * "/phylanx/access-vari…"; here the part every one of them shares gives way first:
 * "/ph…$28$conf/2$49$5…". A name whose start already tells it apart is cut at the end as before.
 * The legend and the Statistics window's tables show names so.
 */
public final class NameElision {
  static final String ELLIPSIS = "…";
  /** Characters kept before the "…" that replaces a shared prefix: enough to see which family it is. */
  private static final int HEAD = 3;

  private NameElision() {}

  /**
   * For each name, where it first differs from the names nearest to it in sorted order: the
   * length of the longest prefix it shares with any other name (its length when one name is the
   * start of another).
   */
  public static Map<String, Integer> differences(Collection<String> names) {
    List<String> sorted = new ArrayList<>(new java.util.TreeSet<>(names));
    Map<String, Integer> out = new HashMap<>();
    for (int i = 0; i < sorted.size(); i++) {
      String s = sorted.get(i);
      int shared = 0;
      if (i > 0) {
        shared = common(s, sorted.get(i - 1));
      }
      if (i + 1 < sorted.size()) {
        shared = Math.max(shared, common(s, sorted.get(i + 1)));
      }
      out.put(s, shared);
    }
    return out;
  }

  private static int common(String a, String b) {
    int n = Math.min(a.length(), b.length());
    int i = 0;
    while (i < n && a.charAt(i) == b.charAt(i)) {
      i++;
    }
    return i;
  }

  /**
   * {@code name} as it fits in {@code room} pixels ({@code width} measures a text), given that it
   * first differs from the other names at character {@code differs}: whole if it fits; cut at
   * the end if what remains still reaches that character; otherwise its first characters, "…",
   * and the rest from the word holding that character on (cut at the end too if still too long).
   */
  public static String fit(String name, int differs, ToIntFunction<String> width, int room) {
    if (width.applyAsInt(name) <= room) {
      return name;
    }
    String endCut = endCut(name, width, room);
    int shown = endCut.length() - ELLIPSIS.length();
    if (shown > differs || differs <= HEAD || differs >= name.length()) {
      return endCut;
    }
    String head = name.substring(0, HEAD) + ELLIPSIS;
    int from = Math.max(HEAD, wordStart(name, differs));
    for (int s = from; s <= differs; s++) {
      String tail = name.substring(s);
      if (width.applyAsInt(head + tail) <= room) {
        // the whole rest fits: the start takes the room left ("Sampled functi…#10", not "Sam…#10")
        return s == from ? longestHead(name, tail, from, width, room) + tail : head + tail;
      }
    }
    return endCut(head + name.substring(from), width, room);
  }

  /** The longest start of {@code name}, before {@code end}, that fits in {@code room} with "…" and {@code tail}. */
  private static String longestHead(String name, String tail, int end, ToIntFunction<String> width, int room) {
    int h = HEAD;
    while (h + 1 < end && width.applyAsInt(name.substring(0, h + 1) + ELLIPSIS + tail) <= room) {
      h++;
    }
    return name.substring(0, h) + ELLIPSIS;
  }

  /** The longest start of {@code text} that fits in {@code room} with "…" after it (at least one character). */
  private static String endCut(String text, ToIntFunction<String> width, int room) {
    int lo = 1;
    int hi = text.length() - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (width.applyAsInt(text.substring(0, mid) + ELLIPSIS) <= room) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return text.substring(0, Math.max(1, lo)) + ELLIPSIS;
  }

  /** Where the word holding character {@code i} starts, with the separator before it ("$28" in "…variable$28$…"). */
  private static int wordStart(String name, int i) {
    int s = i;
    while (s > 0 && Character.isLetterOrDigit(name.charAt(s - 1))) {
      s--;
    }
    return s > 0 ? s - 1 : s;
  }
}
