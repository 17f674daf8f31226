package org.leapshot.app.stats;

import java.awt.Color;
import java.awt.Font;
import javax.swing.UIManager;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.ui.RectangleInsets;
import org.leapshot.app.canvas.PaintContext;

/** The statistics charts' fonts and colours, following the light or dark theme of the window around them. */
record ChartStyle(Font base, Color fg, Color paper, Color grid, boolean dark) {

  static ChartStyle current() {
    Font font = UIManager.getFont("Label.font");
    Font base = font != null ? font : new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    Color bg = uiColor("Panel.background", Color.WHITE);
    Color fg = uiColor("Label.foreground", Color.BLACK);
    boolean dark = PaintContext.luminance(bg) < 0.5;
    return new ChartStyle(base, fg, dark ? bg : Color.WHITE, dark ? new Color(0x4A4F55) : new Color(0xD8DCE0), dark);
  }

  Font smaller() {
    return base.deriveFont(base.getSize2D() - 1f);
  }

  /** Axis line, ticks and labels in the theme's colours. */
  void axis(Axis a, Font tickFont) {
    a.setLabelFont(base);
    a.setLabelPaint(fg);
    a.setTickLabelFont(tickFont);
    a.setTickLabelPaint(fg);
    a.setAxisLinePaint(grid);
    a.setTickMarkPaint(grid);
  }

  void chart(JFreeChart chart) {
    chart.setBackgroundPaint(paper);
    chart.setPadding(new RectangleInsets(8, 8, 4, 16));
  }

  private static Color uiColor(String key, Color fallback) {
    Color c = UIManager.getColor(key);
    return c != null ? new Color(c.getRGB(), true) : fallback;
  }
}
