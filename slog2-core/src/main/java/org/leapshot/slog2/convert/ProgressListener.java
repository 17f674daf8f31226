package org.leapshot.slog2.convert;

/** Told now and then how far a conversion is; called on the converting thread. */
@FunctionalInterface
public interface ProgressListener {
  ProgressListener NONE = (phase, fraction) -> { };

  /**
   * @param phase what is being done: "reading"; after out-of-order input, "reading to sort" again
   *     from the start, then "writing" while the sorted drawables are written
   * @param fraction 0..1 of that phase, or -1 when unknown
   */
  void progress(String phase, double fraction);
}
