package org.leapshot.slog2.model;

/**
 * One category's share of a shadow: inclusive and exclusive ratios of the shadow's duration
 * (binary32, may exceed 1, be NaN or slightly negative) and the number of real primitives.
 */
public record CategoryWeight(int categoryIndex, float inclusiveRatio, float exclusiveRatio, long count) {

  /** Bit-exact equality, so that NaN ratios read back equal. */
  @Override
  public boolean equals(Object o) {
    return o instanceof CategoryWeight w
        && categoryIndex == w.categoryIndex
        && Float.floatToIntBits(inclusiveRatio) == Float.floatToIntBits(w.inclusiveRatio)
        && Float.floatToIntBits(exclusiveRatio) == Float.floatToIntBits(w.exclusiveRatio)
        && count == w.count;
  }

  @Override
  public int hashCode() {
    return categoryIndex * 31 + Float.floatToIntBits(inclusiveRatio) + Long.hashCode(count);
  }
}
