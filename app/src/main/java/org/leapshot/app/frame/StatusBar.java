package org.leapshot.app.frame;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FlowLayout;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.UIManager;

/**
 * Cursor time, the drawable under the cursor, a notice about the open trace (unreadable nodes,
 * undefined categories) and a loading indicator while queries run. The notice belongs to the open
 * trace: the workspace sets and clears it, and {@link #clear()} empties everything when another
 * trace opens.
 */
final class StatusBar extends JPanel {
  /** Longest notice shown in full; the tooltip always has all of it. */
  static final int NOTICE_CHARS = 110;
  private static final Color NOTICE = new Color(0xB3261E);
  private final JLabel time = new JLabel(" ");
  private final JLabel item = new JLabel(" ");
  private final JLabel notice = new JLabel();
  private final JProgressBar loading = new JProgressBar();
  private final JLabel loadingLabel = new JLabel("Loading…");

  StatusBar() {
    super(new BorderLayout());
    setBorder(BorderFactory.createCompoundBorder(
        BorderFactory.createMatteBorder(1, 0, 0, 0, UIManager.getColor("Separator.foreground")),
        BorderFactory.createEmptyBorder(3, 10, 3, 10)));
    time.setName("statusTime");
    item.setName("statusItem");
    notice.setName("statusNotice");
    notice.setForeground(NOTICE);
    notice.setBorder(BorderFactory.createEmptyBorder(0, 12, 0, 0));
    loading.setName("statusLoading");
    time.setPreferredSize(new Dimension(170, time.getPreferredSize().height));
    loading.setIndeterminate(true);
    loading.setPreferredSize(new Dimension(80, 10));
    JPanel right = new JPanel(new FlowLayout(FlowLayout.RIGHT, 6, 0));
    right.setOpaque(false);
    right.add(loadingLabel);
    right.add(loading);
    JPanel middle = new JPanel(new BorderLayout());
    middle.setOpaque(false);
    // the notice takes what the item leaves and is cut with "…" (full text in its tooltip), so in a
    // narrow window it loses its end, never its beginning
    notice.setHorizontalAlignment(JLabel.RIGHT);
    notice.setMinimumSize(new Dimension(0, 0));
    middle.add(item, BorderLayout.WEST);
    middle.add(notice, BorderLayout.CENTER);
    add(time, BorderLayout.WEST);
    add(middle, BorderLayout.CENTER);
    add(right, BorderLayout.EAST);
    setLoading(false);
    setNotice("");
    setTime("");
  }

  /**
   * The cursor's time; empty hides its column, so that a message with no time beside it (a
   * cancelled conversion, with no trace open) starts at the left edge, not after 170 empty pixels.
   */
  void setTime(String text) {
    boolean none = text == null || text.isBlank();
    time.setText(none ? " " : text);
    time.setVisible(!none);
  }

  void setItem(String text) {
    item.setText(text == null || text.isEmpty() ? " " : text);
  }

  /** A standing message about the open trace, shown until replaced; empty hides it. */
  void setNotice(String text) {
    boolean none = text == null || text.isEmpty();
    notice.setText(none ? "" : "⚠ " + (text.length() > NOTICE_CHARS ? text.substring(0, NOTICE_CHARS - 1) + "…" : text));
    notice.setToolTipText(none ? null : text);
    notice.setVisible(!none);
  }

  String notice() {
    return notice.getToolTipText() == null ? "" : notice.getToolTipText();
  }

  void setLoading(boolean busy) {
    loading.setVisible(busy);
    loadingLabel.setVisible(busy);
  }

  boolean isLoading() {
    return loading.isVisible();
  }

  /** Forgets everything about the previous trace (another one is opening). */
  void clear() {
    setTime("");
    setItem("");
    setNotice("");
    setLoading(false);
  }
}
