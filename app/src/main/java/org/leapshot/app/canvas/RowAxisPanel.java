package org.leapshot.app.canvas;

import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import javax.swing.JComponent;
import javax.swing.UIManager;

/**
 * The y-axis: one label per row, aligned with the canvas rows (the scroll pane's row header). Rows
 * lower than a line of text are labelled every few rows, each label at its row's tick.
 */
public final class RowAxisPanel extends JComponent {
  private final TimelineCanvas canvas;

  public RowAxisPanel(TimelineCanvas canvas) {
    this.canvas = canvas;
    setName("rowAxis");
  }

  @Override
  public Dimension getPreferredSize() {
    RowLayout rows = canvas.rows();
    FontMetrics fm = getFontMetrics(font());
    int w = fm.stringWidth(rows.columnTitle());
    // The widest labels are the last ones in practice (more digits); measuring all of 16 384 is wasted work.
    int n = rows.rowCount();
    for (int r = 0; r < n; r = r < 2000 || r >= n - 2000 ? r + 1 : n - 2000) {
      w = Math.max(w, fm.stringWidth(rows.label(r)));
    }
    return new Dimension(Math.max(56, w + 24), rows.heightPx());
  }

  private Font font() {
    Font f = UIManager.getFont("Label.font");
    return f != null ? f : getFont();
  }

  @Override
  protected void paintComponent(Graphics g) {
    Graphics2D g2 = (Graphics2D) g.create();
    try {
      g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      Rectangle clip = g2.getClipBounds();
      CanvasTheme theme = canvas.theme();
      g2.setColor(UIManager.getColor("Panel.background"));
      g2.fill(clip);
      RowLayout rows = canvas.rows();
      g2.setFont(font());
      FontMetrics fm = g2.getFontMetrics();
      int step = labelStep(rows.rowHeightPx(), fm.getHeight());
      int first = Math.max(0, (clip.y - fm.getHeight()) / rows.rowHeightPx());
      first -= first % step;
      int last = Math.min(rows.rowCount() - 1, (clip.y + clip.height + fm.getHeight()) / rows.rowHeightPx());
      for (int r = first; r <= last; r += step) {
        String label = rows.label(r);
        int y = (int) Math.max(rows.centerY(r) + fm.getAscent() / 2.0 - 1, fm.getAscent());
        g2.setColor(theme.mutedText());
        g2.drawString(label, getWidth() - 10 - fm.stringWidth(label), y);
        g2.setColor(UIManager.getColor("Separator.foreground"));
        g2.drawLine(getWidth() - 5, (int) rows.centerY(r), getWidth(), (int) rows.centerY(r));
      }
      g2.setColor(UIManager.getColor("Separator.foreground"));
      g2.drawLine(getWidth() - 1, clip.y, getWidth() - 1, clip.y + clip.height);
    } finally {
      g2.dispose();
    }
  }

  /**
   * Label every {@code step}-th row so that labels of {@code textPx} high do not overprint: every row
   * when a label fits in it, else one and a half labels apart, as the first label, pushed down to
   * stay inside the panel, must still clear the next.
   */
  static int labelStep(int rowPx, int textPx) {
    if (rowPx >= textPx + 2) {
      return 1;
    }
    int apart = textPx * 3 / 2 + 2;
    return (apart + rowPx - 1) / rowPx;
  }
}
