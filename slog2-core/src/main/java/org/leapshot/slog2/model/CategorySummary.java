package org.leapshot.slog2.model;

/**
 * The legend statistics stored with a category: inclusive and exclusive duration ratios (relative
 * to the whole file; binary32 as stored; may be NaN or slightly negative) and the count of real
 * primitives of the category.
 */
public record CategorySummary(float inclusiveRatio, float exclusiveRatio, long count) {
  public static final CategorySummary ZERO = new CategorySummary(0f, 0f, 0L);

  /** Bit-exact equality, so that NaN ratios read back equal. */
  @Override
  public boolean equals(Object o) {
    return o instanceof CategorySummary s
        && Float.floatToIntBits(inclusiveRatio) == Float.floatToIntBits(s.inclusiveRatio)
        && Float.floatToIntBits(exclusiveRatio) == Float.floatToIntBits(s.exclusiveRatio)
        && count == s.count;
  }

  @Override
  public int hashCode() {
    return Float.floatToIntBits(inclusiveRatio) * 31 + Float.floatToIntBits(exclusiveRatio) * 17 + Long.hashCode(count);
  }
}
