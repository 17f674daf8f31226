package org.leapshot.slog2.convert.otf2;

import org.leapshot.slog2.model.Rgba;

/**
 * Colours of regions by what they are (spec §13.2), so that MPI stands out as in Jumpshot: MPI
 * point-to-point in reds, collectives in oranges and yellows, OpenMP and threads in greens,
 * accelerators in purples, I/O in browns, the measurement system in greys; user and compiler
 * regions from a palette keyed by the name. Within a family the name picks the shade, so that
 * MPI_Send and MPI_Recv differ a little.
 */
final class Otf2Colours {
  static final Rgba MESSAGE = new Rgba(255, 255, 255, 255);

  private static final int BARRIER = 15;
  private static final int IMPLICIT_BARRIER = 16;
  private static final int COLL_ONE2ALL = 23;
  private static final int COLL_OTHER = 26;
  private static final int FILE_IO = 27;
  private static final int POINT2POINT = 28;
  private static final int ARTIFICIAL = 31;
  private static final int FILE_IO_METADATA = 38;

  private Otf2Colours() {}

  static Rgba region(String name, int paradigm, int role) {
    double shade = shade(name);
    if (role == POINT2POINT) {
      return hsv(0.0 + 0.03 * shade, 0.85, 0.75 + 0.25 * shade); // reds
    }
    if (role == BARRIER || role == IMPLICIT_BARRIER || (role >= COLL_ONE2ALL && role <= COLL_OTHER)) {
      return hsv(0.06 + 0.10 * shade, 0.9, 0.95); // oranges to yellows
    }
    if (role == FILE_IO || role == FILE_IO_METADATA) {
      return hsv(0.07, 0.6, 0.45 + 0.25 * shade); // browns
    }
    if (paradigm == 6 || role == ARTIFICIAL) {
      int grey = 110 + (int) (80 * shade); // measurement system
      return new Rgba(grey, grey, grey, 255);
    }
    return switch (paradigm) {
      case 4 -> hsv(0.95 + 0.04 * shade, 0.7, 0.8 + 0.2 * shade); // other MPI: pinks next to the reds
      case 3, 7, 9, 14, 15, 16, 17 -> hsv(0.25 + 0.12 * shade, 0.75, 0.7 + 0.3 * shade); // OpenMP, threads
      case 5, 8, 18, 19, 23, 24 -> hsv(0.72 + 0.08 * shade, 0.6, 0.75 + 0.25 * shade); // accelerators
      default -> byName(name, 0.65);
    };
  }

  /** Operations of collectives: oranges and yellows like their regions. */
  static Rgba collective(int op) {
    return hsv(0.08 + 0.09 * ((op * 0.6180339887) % 1.0), 0.75, 1.0);
  }

  /** A colour from a name: well-spread hues by golden-ratio steps of its hash. */
  static Rgba byName(String name, double saturation) {
    return hsv((name.hashCode() * 0.6180339887) % 1.0 + (name.hashCode() < 0 ? 1 : 0), saturation, 0.95);
  }

  /** 0..1 from a name. */
  private static double shade(String name) {
    return ((name.hashCode() & 0x7fffffff) % 1000) / 999.0;
  }

  private static Rgba hsv(double hue, double s, double v) {
    double h = ((hue % 1.0) + 1.0) % 1.0;
    double c = v * s;
    double x = c * (1 - Math.abs((h * 6) % 2 - 1));
    double m = v - c;
    double[] rgb = switch ((int) (h * 6)) {
      case 0 -> new double[] {c, x, 0};
      case 1 -> new double[] {x, c, 0};
      case 2 -> new double[] {0, c, x};
      case 3 -> new double[] {0, x, c};
      case 4 -> new double[] {x, 0, c};
      default -> new double[] {c, 0, x};
    };
    return new Rgba(channel(rgb[0] + m), channel(rgb[1] + m), channel(rgb[2] + m), 255);
  }

  private static int channel(double v) {
    return (int) Math.max(0, Math.min(255, Math.round(v * 255)));
  }
}
