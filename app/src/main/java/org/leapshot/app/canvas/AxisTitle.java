package org.leapshot.app.canvas;

import java.awt.FontMetrics;
import java.awt.Graphics;
import javax.swing.JLabel;
import javax.swing.SwingConstants;

/**
 * The row axis's header: the map's column names joined by " / ". When the label column is too
 * narrow for all of them, the first names give way ("… / Thread / Worker"): the labels below are
 * right-aligned, so the names that stay are those of the values nearest the canvas, the ones that
 * tell timelines apart. A single name too long to fit is cut at its end, as a label is.
 */
final class AxisTitle extends JLabel {
  static final String SEPARATOR = " / ";
  private static final String GIVEN_WAY = "…";
  private String full = "";

  AxisTitle() {
    super("", SwingConstants.CENTER);
  }

  /** Shows {@code title}, as much of its end as fits. */
  void setTitle(String title) {
    full = title;
    setText(title);
  }

  String fullTitle() {
    return full;
  }

  @Override
  protected void paintComponent(Graphics g) {
    String shown = fitted(full, getFontMetrics(getFont()), getWidth() - getInsets().left - getInsets().right);
    if (!shown.equals(getText())) {
      setText(shown); // repaints once more with the fitted text
    }
    super.paintComponent(g);
  }

  /** {@code title} with its first names replaced by "…" until it fits {@code width} pixels. */
  static String fitted(String title, FontMetrics fm, int width) {
    if (fm.stringWidth(title) <= width) {
      return title;
    }
    String rest = title;
    while (true) {
      int cut = rest.indexOf(SEPARATOR);
      if (cut < 0) {
        return rest; // one name left: JLabel cuts its end
      }
      rest = rest.substring(cut + SEPARATOR.length());
      String candidate = GIVEN_WAY + SEPARATOR + rest;
      if (fm.stringWidth(candidate) <= width) {
        return candidate;
      }
    }
  }
}
