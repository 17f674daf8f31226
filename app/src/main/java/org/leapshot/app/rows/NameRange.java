package org.leapshot.app.rows;

/**
 * The label of a picture row that merges named timelines, from its first and last names: what both
 * share at the start and at the end is written once, so "node000 / MPI Rank 0 / Master thread" to
 * "node000 / MPI Rank 7 / Master thread" reads "node000 / MPI Rank 0–7 / Master thread" (the
 * names' own words kept whole: a shared part ends or starts at a space or a slash).
 */
final class NameRange {
  private NameRange() {}

  static String of(String first, String last) {
    int n = Math.min(first.length(), last.length());
    int prefix = 0;
    for (int i = 0; i < n && first.charAt(i) == last.charAt(i); i++) {
      if (isBreak(first.charAt(i))) {
        prefix = i + 1;
      }
    }
    int suffix = 0;
    for (int i = 1; i <= n - prefix && first.charAt(first.length() - i) == last.charAt(last.length() - i); i++) {
      if (isBreak(first.charAt(first.length() - i))) {
        suffix = i;
      }
    }
    String a = first.substring(prefix, first.length() - suffix);
    String b = last.substring(prefix, last.length() - suffix);
    String dash = a.indexOf(' ') >= 0 || b.indexOf(' ') >= 0 ? " – " : "–";
    return first.substring(0, prefix) + a + dash + b + first.substring(first.length() - suffix);
  }

  private static boolean isBreak(char c) {
    return c == ' ' || c == '/';
  }
}
