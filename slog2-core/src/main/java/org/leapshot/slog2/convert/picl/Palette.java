package org.leapshot.slog2.convert.picl;

import java.util.List;
import org.leapshot.slog2.model.Rgba;

/**
 * Distinct, readable category colours: a hand-picked list of well-separated colours first, then
 * hues spaced by the golden angle, so that neighbours in creation order never look alike.
 */
public final class Palette {
  private Palette() {}

  private static final List<Rgba> FIRST = List.of(
      new Rgba(230, 25, 75, 255), new Rgba(60, 180, 75, 255), new Rgba(255, 225, 25, 255),
      new Rgba(0, 130, 200, 255), new Rgba(245, 130, 48, 255), new Rgba(145, 30, 180, 255),
      new Rgba(70, 240, 240, 255), new Rgba(240, 50, 230, 255), new Rgba(210, 245, 60, 255),
      new Rgba(250, 190, 212, 255), new Rgba(0, 128, 128, 255), new Rgba(220, 190, 255, 255),
      new Rgba(170, 110, 40, 255), new Rgba(255, 250, 200, 255), new Rgba(128, 0, 0, 255),
      new Rgba(170, 255, 195, 255), new Rgba(128, 128, 0, 255), new Rgba(255, 215, 180, 255),
      new Rgba(0, 0, 128, 255), new Rgba(128, 128, 128, 255));

  /** The colour of the {@code n}-th category created (0-based). */
  public static Rgba color(int n) {
    if (n < FIRST.size()) {
      return FIRST.get(n);
    }
    float hue = (float) ((n * 0.6180339887498949) % 1.0);
    float saturation = n % 2 == 0 ? 0.65f : 0.9f;
    float brightness = n % 3 == 0 ? 0.75f : 0.95f;
    return hsb(hue, saturation, brightness);
  }

  /** HSB to RGB (hue 0..1), written out because the core does not use AWT. */
  private static Rgba hsb(float hue, float saturation, float brightness) {
    float h = hue * 6f;
    int sector = (int) Math.floor(h) % 6;
    float f = h - (float) Math.floor(h);
    float p = brightness * (1 - saturation);
    float q = brightness * (1 - saturation * f);
    float t = brightness * (1 - saturation * (1 - f));
    float[] rgb = switch (sector) {
      case 0 -> new float[] {brightness, t, p};
      case 1 -> new float[] {q, brightness, p};
      case 2 -> new float[] {p, brightness, t};
      case 3 -> new float[] {p, q, brightness};
      case 4 -> new float[] {t, p, brightness};
      default -> new float[] {brightness, p, q};
    };
    return new Rgba(Math.round(rgb[0] * 255), Math.round(rgb[1] * 255), Math.round(rgb[2] * 255), 255);
  }
}
