package org.leapshot.slog2.tree;

/**
 * How the reference orders and stores a shadow's ratios: its comparison (inconsistent for NaN), an
 * int key with the same order where the comparison is consistent, and the stored bits.
 */
final class StoredRatios {
  private StoredRatios() {}

  /** The reference's comparison of two ratios: inconsistent for NaN, which is "greater" both ways. */
  static int referenceCompare(float a, float b) {
    return a < b ? -1 : a == b ? 0 : 1;
  }

  /** An int whose signed order is the stored order of ratios: -0 equals 0, NaN above +infinity. */
  static int orderKey(float v) {
    if (Float.isNaN(v)) {
      return Integer.MAX_VALUE;
    }
    int bits = Float.floatToIntBits(v == 0f ? 0f : v);
    return bits ^ ((bits >> 31) & Integer.MAX_VALUE);
  }

  /** {@link Float#floatToIntBits} of the float with these raw bits: any NaN becomes 0x7fc00000. */
  static int storedFloat(int bits) {
    return (bits & 0x7fffffff) > 0x7f800000 ? 0x7fc00000 : bits;
  }
}
