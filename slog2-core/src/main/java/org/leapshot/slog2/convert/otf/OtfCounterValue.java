package org.leapshot.slog2.convert.otf;

/**
 * Interprets a counter's 64-bit value by its value type, bits 5–8 of the counter properties (spec
 * §11): unsigned and signed integers of 16, 32 and 64 bits, float (IEEE pattern in the low 32
 * bits) and double (all 64 bits).
 */
final class OtfCounterValue {
  private static final long TYPE_MASK = 0x1e0;
  private static final long UINT32 = 64;
  private static final long INT32 = 96;
  private static final long UINT16 = 128;
  private static final long INT16 = 160;
  private static final long FLOAT = 256;
  private static final long DOUBLE = 288;

  private OtfCounterValue() {}

  static boolean isFloating(long properties) {
    long type = properties & TYPE_MASK;
    return type == FLOAT || type == DOUBLE;
  }

  /** The value as a double, for floating-point counters. */
  static double asDouble(long properties, long raw) {
    return (properties & TYPE_MASK) == FLOAT ? Float.intBitsToFloat((int) raw) : Double.longBitsToDouble(raw);
  }

  /** The value as a long, for integer counters (uint64 above 2^63 wraps, as SLOG-2 has no unsigned type). */
  static long asLong(long properties, long raw) {
    long type = properties & TYPE_MASK;
    if (type == UINT32) {
      return raw & 0xffff_ffffL;
    }
    if (type == INT32) {
      return (int) raw;
    }
    if (type == UINT16) {
      return raw & 0xffff;
    }
    if (type == INT16) {
      return (short) raw;
    }
    return raw;
  }
}
