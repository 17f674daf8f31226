package org.leapshot.app.canvas;

import java.awt.Color;

/**
 * Colours of the canvas, ruler and axis for one look (light or dark). Category colours come from
 * the trace; these are the colours around them, chosen so that Jumpshot's saturated category
 * colours stay readable on both.
 */
public record CanvasTheme(
    String name,
    Color background,
    Color rowStripe,
    Color rowLine,
    Color text,
    Color mutedText,
    Color highlight,
    Color selectionFill,
    Color selectionEdge,
    Color shadowEdge) {

  public static final CanvasTheme LIGHT = new CanvasTheme("light",
      new Color(0xFBFBFC), new Color(0xF0F2F5), new Color(0xC9CED6), new Color(0x1F2328), new Color(0x656D76),
      new Color(0xD0006F), new Color(0x3574F0, true).darker(), new Color(0x3574F0),
      new Color(0x30, 0x30, 0x30, 200));

  public static final CanvasTheme DARK = new CanvasTheme("dark",
      new Color(0x1B1D21), new Color(0x23262B), new Color(0x3A3F47), new Color(0xDFE1E5), new Color(0x9AA0A6),
      new Color(0xFF4FD8), new Color(0x5A8DEE), new Color(0x8AB4F8),
      new Color(0xF0, 0xF0, 0xF0, 200));

  public CanvasTheme {
    selectionFill = new Color(selectionFill.getRed(), selectionFill.getGreen(), selectionFill.getBlue(), 60);
  }

  public static CanvasTheme named(String name) {
    return "dark".equalsIgnoreCase(name) ? DARK : LIGHT;
  }

  public boolean isDark() {
    return this == DARK || "dark".equals(name);
  }
}
