package org.leapshot.slog2.query;

import org.leapshot.slog2.format.ShadowBuffer;

/**
 * Decides how deep a window query reads. A child subtree is read when its real drawables would be
 * at least a pixel apart on average along each of its timelines (vertex line-ID patterns); when
 * they would be denser than one per pixel, its shadows stand for it instead, unless its box is
 * wider than {@link #MAX_SHADOW_PIXELS}. For states that tile a timeline this is "narrower than a
 * pixel on average".
 */
final class LevelOfDetail {
  /** Subtrees whose box spans more pixels than this are read rather than summarised. */
  static final double MAX_SHADOW_PIXELS = 16;

  private LevelOfDetail() {}

  /** True when the query must read the child {@code c} rather than answer with its shadows. */
  static boolean descend(ShadowBuffer c, WindowQuery q) {
    if (q.exact()) {
      return true;
    }
    double secondsPerPixel = q.secondsPerPixel();
    if (!(secondsPerPixel > 0)) {
      return true; // a zero-width window has unbounded resolution
    }
    int keys = c.shadowCount();
    if (keys == 0) {
      return false; // an empty subtree: nothing to read, nothing to show
    }
    double pixels = c.childBox().duration() / secondsPerPixel;
    // A shadow spreads its subtree's time evenly over its box, so a wide one blurs the picture (the
    // per-pixel innermost state, ActivityRaster): read on until shadows are a few pixels wide.
    // The walk's byte budget per level still bounds what that costs.
    return c.realCount() <= keys * pixels || wide(c, q);
  }

  /**
   * True when the child's box spans more than {@link #MAX_SHADOW_PIXELS} of the window's pixels:
   * its shadows, spread evenly over the box, would decide cells they say nothing precise about.
   */
  static boolean wide(ShadowBuffer c, WindowQuery q) {
    return wide(c.childBox().duration(), q);
  }

  /** The same for a box lasting {@code boxSeconds}, known before its parent's shadow buffers are read. */
  static boolean wide(double boxSeconds, WindowQuery q) {
    double secondsPerPixel = q.secondsPerPixel();
    return !(secondsPerPixel > 0) || boxSeconds / secondsPerPixel > MAX_SHADOW_PIXELS;
  }
}
