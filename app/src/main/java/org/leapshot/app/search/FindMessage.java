package org.leapshot.app.search;

import java.util.function.ToIntFunction;
import javax.swing.JLabel;

/**
 * The find bar's message, shortened to its room the way it reads best: first without the keys'
 * hint ("(F3: next, Shift+F3: previous)", said again in the buttons' tooltips), then with the
 * category's name cut in its middle so the match's time and timeline stay whole, then cut at its
 * end. A JLabel cut the whole message at its end, so at 1440 px a long name (wrf's
 * "MODULE_BIG_STEP_UTILITIES_EM::CALC_CQ") left "…(F3: next, Shift+F…" and lost the timeline. The
 * whole message stays in the tooltip (and the status bar). EDT only.
 */
final class FindMessage extends JLabel {
  static final String ELLIPSIS = "…";
  private static final String HINT = "\\s+\\(F3: next, Shift\\+F3: previous\\)$";
  /** The part after the category's name: " at 12.3 s on timeline 7". */
  private static final String TAIL = " at ";

  private String message = " ";

  FindMessage() {
    super(" ");
  }

  void setMessage(String text) {
    message = text == null || text.isEmpty() ? " " : text;
    setToolTipText(text);
    fitText();
  }

  /** The whole message, however it is shown. */
  String message() {
    return message;
  }

  @Override
  public void setBounds(int x, int y, int width, int height) {
    super.setBounds(x, y, width, height);
    fitText();
  }

  private void fitText() {
    String shown = getWidth() <= 0 ? message : fit(message, getFontMetrics(getFont())::stringWidth, getWidth());
    if (!shown.equals(getText())) {
      setText(shown);
    }
  }

  /** {@code text} as it fits in {@code room} pixels measured by {@code width}. */
  static String fit(String text, ToIntFunction<String> width, int room) {
    if (width.applyAsInt(text) <= room) {
      return text;
    }
    String t = text.replaceFirst(HINT, "");
    if (width.applyAsInt(t) <= room) {
      return t;
    }
    int at = t.indexOf(TAIL);
    int start = t.indexOf(' ') + 1; // keep "Found " or "No " whole
    if (at > start && width.applyAsInt(t.substring(0, start) + ELLIPSIS + t.substring(at)) <= room) {
      String head = t.substring(0, at);
      String tail = t.substring(at);
      int keep = longestFitting(head.length(), start + 1, k -> cutInMiddle(head, start, k) + tail, width, room);
      return cutInMiddle(head, start, keep) + tail;
    }
    int keep = longestFitting(t.length(), 0, k -> t.substring(0, k) + ELLIPSIS, width, room);
    return t.substring(0, keep) + ELLIPSIS;
  }

  /** {@code head} in {@code length} characters: its first {@code start} whole, the name's middle as "…". */
  private static String cutInMiddle(String head, int start, int length) {
    if (length >= head.length()) {
      return head;
    }
    int name = Math.max(0, length - start);
    int front = (name + 1) / 2;
    return head.substring(0, start + front) + ELLIPSIS + head.substring(head.length() - (name - front));
  }

  /** The largest k in [min, max) whose text fits (min when none does): widths grow with k. */
  private static int longestFitting(int max, int min, java.util.function.IntFunction<String> text,
      ToIntFunction<String> width, int room) {
    int lo = min;
    int hi = max - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (width.applyAsInt(text.apply(mid)) <= room) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }
}
