package org.leapshot.slog2.query;

/**
 * Message density as a level 0..255, 40·log10(1 + messages) rounded (1 for any message at all), as
 * {@link ActivityRaster} keeps it per cell; and back, for the stored overview's resampling, which
 * sums a level's messages over the cells it merges in fixed-point units (1/256 message) and
 * quantises the sum again.
 */
final class DensityLevels {
  /** Fixed-point scale of a density level's message count (1/256 message). */
  private static final int SCALE_BITS = 8;
  /** Per level, the messages it stands for (see {@link #messagesOf}); not to be changed. */
  static final long[] MESSAGES = messageTable();
  /** The fewest messages a level stands for: 10^((level - 0.5)/40) - 1. */
  private static final double[] LOWER_BOUND = lowerBounds();
  /** Buckets per octave of 1 + messages: a level spans 1/12 octave, so a bucket holds at most one bound. */
  private static final int BUCKET_BITS = 10;
  /** Per bucket of 1 + messages (exponent and top mantissa bits): the level at its start. */
  private static final byte[] LEVEL_AT = levelTable();

  private DensityLevels() {}

  /** The level of {@code messages} messages through a cell: 0 for none, else 1 to 255. */
  static byte ofMessages(float messages) {
    return (byte) (messages > 0 ? Math.max(1, Math.min(255, Math.round(40 * Math.log10(1 + messages)))) : 0);
  }

  /** Messages (fixed point, 1/256) a stored density level stands for: 10^(level/40) - 1, its quantisation's inverse. */
  static long messagesOf(int level) {
    return MESSAGES[level];
  }

  /**
   * The density level of {@code units} fixed-point message units over a cell of {@code width}
   * units: 40·log10(1 + messages) rounded, 1 to 255 (found among the levels' lower bounds, a
   * logarithm per cell cost more than the rest of the resampling).
   */
  static int levelOf(long units, int width) {
    if (units <= 0) {
      return 0;
    }
    double n = units / ((double) width * (1 << SCALE_BITS));
    long bits = Double.doubleToRawLongBits(1 + n);
    int bucket = (int) ((bits >>> (52 - BUCKET_BITS)) - (1023L << BUCKET_BITS));
    int level = bucket >= LEVEL_AT.length ? 255 : LEVEL_AT[bucket] & 0xFF;
    // the bucket's level is right but where a level's bound lies inside the bucket (or rounding of 1 + n)
    while (level < 255 && n >= LOWER_BOUND[level + 1]) {
      level++;
    }
    while (level > 1 && n < LOWER_BOUND[level]) {
      level--;
    }
    return Math.max(1, level);
  }

  private static byte[] levelTable() {
    byte[] t = new byte[23 << BUCKET_BITS]; // 1 + messages < 2^23: above every level's bound
    int level = 1;
    for (int b = 0; b < t.length; b++) {
      double start = Math.scalb(1 + (b & ((1 << BUCKET_BITS) - 1)) / (double) (1 << BUCKET_BITS), b >> BUCKET_BITS) - 1;
      while (level < 255 && start >= LOWER_BOUND[level + 1]) {
        level++;
      }
      t[b] = (byte) level;
    }
    return t;
  }

  private static double[] lowerBounds() {
    double[] t = new double[256];
    for (int level = 1; level < 256; level++) {
      t[level] = Math.pow(10, (level - 0.5) / 40) - 1;
    }
    return t;
  }

  private static long[] messageTable() {
    long[] t = new long[256];
    for (int level = 1; level < 256; level++) {
      t[level] = Math.max(1, Math.round((Math.pow(10, level / 40.0) - 1) * (1 << SCALE_BITS)));
    }
    return t;
  }
}
