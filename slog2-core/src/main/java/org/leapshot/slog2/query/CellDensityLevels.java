package org.leapshot.slog2.query;

/**
 * {@link DensityLevels#levelOf} for one raster width, without floating point: per level the fewest
 * message units that reach it, and per octave of units (32 slices each) the level where the slice
 * starts, so a cell's level is a table look-up and a comparison or two. Resampling the stored
 * overview asks for a level per cell (100 000 on 64 timelines at 1600 px); the division and the
 * double's bucket there were a third of it, and a level search branching on the units two fifths
 * of the density's time. Built from {@code levelOf} itself, so equal to it by
 * construction (level boundaries found by search, not recomputed).
 */
final class CellDensityLevels {
  private static final int SLICE_BITS = 5;
  /** Per level L (1..255): the fewest units whose level is at least L; [256]: past every unit count. */
  private final long[] least = new long[257];
  /** Per (octave, slice) of units: the level at the slice's smallest units. */
  private final byte[] levelAt = new byte[64 << SLICE_BITS];

  private final int width;

  private CellDensityLevels(int width) {
    this.width = width;
    least[256] = Long.MAX_VALUE;
    for (int level = 1; level <= 255; level++) {
      // 10^((L - 0.5)/40) - 1 messages, in 1/256 of a message per unit of a cell width units wide
      double guess = (Math.pow(10, (level - 0.5) / 40) - 1) * width * 256;
      least[level] = leastReaching(level, width, Math.max(least[level - 1], (long) Math.ceil(guess)));
    }
    int level = 0;
    boolean one = true;
    for (int i = 0; i < levelAt.length; i++) {
      long start = sliceStart(i);
      while (level < 255 && least[level + 1] <= start) {
        level++;
      }
      levelAt[i] = (byte) level;
      // the slice ends where the next begins (the last: at the top of the units)
      long next = i + 1 < levelAt.length ? sliceStart(i + 1) : Long.MAX_VALUE;
      one &= level >= 254 || least[level + 2] >= next;
    }
    oneStep = one;
  }

  /**
   * True when no slice holds two levels' bounds, so one step up from the slice's level is enough
   * (a level spans 1/40 decade, a slice 1/32 octave; rounding of small bounds aside, checked).
   */
  final boolean oneStep;

  /** The last table made: pictures come at one width again and again. */
  private static volatile CellDensityLevels last;

  /** The table for cells of a raster {@code width} columns wide. */
  static CellDensityLevels forWidth(int width) {
    CellDensityLevels t = last;
    if (t == null || t.width != width) {
      t = new CellDensityLevels(width);
      last = t;
    }
    return t;
  }

  /** The level of {@code units} message units in a cell: what {@code DensityLevels.levelOf(units, width)} gives. */
  int of(long units) {
    if (units <= 0) {
      return 0;
    }
    int level = levelAt[slice(units)] & 0xFF;
    if (oneStep) {
      // a slice holds at most one level's bound (checked when made): one step up or none, taken
      // without a branch on the units (which mispredicted for most cells)
      return Math.min(255, level + (int) ((least[level + 1] - 1 - units) >>> 63));
    }
    while (units >= least[level + 1]) { // least[256] stops it
      level++;
    }
    return level;
  }

  private static int slice(long units) {
    int top = 63 - Long.numberOfLeadingZeros(units);
    int bits = top >= SLICE_BITS ? (int) (units >>> (top - SLICE_BITS)) : (int) (units << (SLICE_BITS - top));
    return top << SLICE_BITS | (bits & ((1 << SLICE_BITS) - 1));
  }

  /** The smallest units falling in slice {@code i} (for a slice no count falls in, one not above its neighbours'). */
  private static long sliceStart(int i) {
    int top = i >>> SLICE_BITS;
    long mantissa = (1L << SLICE_BITS) | (i & ((1 << SLICE_BITS) - 1));
    return top >= SLICE_BITS ? mantissa << (top - SLICE_BITS) : mantissa >>> (SLICE_BITS - top);
  }

  /**
   * The fewest units (at least 1) whose level is at least {@code level}, searched from {@code guess}:
   * galloping towards the boundary, then halving (the guess is mostly right or one off).
   */
  static long leastReaching(int level, int width, long guess) {
    long g = Math.max(1, guess);
    long below;
    long above;
    if (DensityLevels.levelOf(g, width) >= level) {
      above = g;
      long step = 1;
      below = g - step;
      while (below >= 1 && DensityLevels.levelOf(below, width) >= level) {
        above = below;
        step *= 2;
        below = g - step;
      }
      if (below < 1) {
        below = 0; // level(0) is 0: below every level
      }
    } else {
      below = g;
      long step = 1;
      above = g + step;
      while (DensityLevels.levelOf(above, width) < level) {
        if (above > Long.MAX_VALUE / 4) {
          return Long.MAX_VALUE;
        }
        below = above;
        step *= 2;
        above = g + step;
      }
    }
    while (above - below > 1) {
      long mid = below + (above - below) / 2;
      if (DensityLevels.levelOf(mid, width) >= level) {
        above = mid;
      } else {
        below = mid;
      }
    }
    return above;
  }
}
