package org.leapshot.slog2.model;

/** A category colour: red, green, blue and alpha, each 0..255. SLOG-2 stores it as packed ARGB. */
public record Rgba(int red, int green, int blue, int alpha) {

  public Rgba {
    checkChannel("red", red);
    checkChannel("green", green);
    checkChannel("blue", blue);
    checkChannel("alpha", alpha);
  }

  /** Unpacks {@code (A<<24)|(R<<16)|(G<<8)|B}. */
  public static Rgba ofArgb(int argb) {
    return new Rgba((argb >>> 16) & 0xff, (argb >>> 8) & 0xff, argb & 0xff, argb >>> 24);
  }

  /** Packs as {@code (A<<24)|(R<<16)|(G<<8)|B}, the stored form. */
  public int argb() {
    return (alpha << 24) | (red << 16) | (green << 8) | blue;
  }

  private static void checkChannel(String name, int value) {
    if (value < 0 || value > 255) {
      throw new IllegalArgumentException(name + " must be 0..255, was " + value);
    }
  }
}
