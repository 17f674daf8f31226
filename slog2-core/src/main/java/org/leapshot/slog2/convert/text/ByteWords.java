package org.leapshot.slog2.convert.text;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Comparing short runs of a line's bytes eight at a time: a literal of 8 to 16 bytes, or a time
 * repeated in the same bytes, as two overlapping words instead of a loop over bytes. Why: the quick
 * compiler the converter runs with keeps such a loop's bounds check and branch per byte, and the
 * head of a Primitive line compares about 45 bytes so.
 */
final class ByteWords {
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private ByteWords() {}

  /** The eight bytes from {@code i}, the first in the lowest byte. */
  static long word(byte[] b, int i) {
    return (long) LONG.get(b, i);
  }

  /**
   * A literal of 8 to 16 ASCII bytes as its first and its last eight, for {@link #matches}; a
   * literal of another length is refused (its callers' literals are constants).
   */
  static long[] words(byte[] literal) {
    int n = literal.length;
    if (n < Long.BYTES || n > 2 * Long.BYTES) {
      throw new IllegalArgumentException("a literal of 8 to 16 bytes, got " + n);
    }
    return new long[] {word(literal, 0), word(literal, n - Long.BYTES)};
  }

  /**
   * Whether {@code b[p, p + n)} is the literal of length {@code n} whose first and last eight
   * bytes are {@code first} and {@code last}; {@code n} in 8..16 and {@code p + n} not past the
   * array (the caller checks its line's end).
   */
  static boolean matches(byte[] b, int p, int n, long first, long last) {
    return word(b, p) == first && word(b, p + n - Long.BYTES) == last;
  }

  /**
   * Whether {@code b[p, p + n)} equals {@code b[q, q + n)}, for {@code n} in 8..16 with both runs
   * inside the array.
   */
  static boolean sameRun(byte[] b, int p, int q, int n) {
    return word(b, p) == word(b, q) && word(b, p + n - Long.BYTES) == word(b, q + n - Long.BYTES);
  }
}
