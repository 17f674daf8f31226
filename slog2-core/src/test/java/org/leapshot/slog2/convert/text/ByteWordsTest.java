package org.leapshot.slog2.convert.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** The word-wise comparisons answer as a byte-by-byte comparison, wherever the runs differ. */
class ByteWordsTest {
  /**
   * Two runs of 8 to 16 bytes out of 40 made of few distinct bytes (so that equal runs are common),
   * with one byte changed at a chosen place or none.
   */
  @Property(tries = 2000)
  void sameRunIsBytewiseEquality(@ForAll @Size(40) byte[] raw, @ForAll @IntRange(min = 8, max = 16) int n,
      @ForAll @IntRange(min = 0, max = 24) int p, @ForAll @IntRange(min = 0, max = 24) int q,
      @ForAll @IntRange(min = -1, max = 15) int changeAt) {
    byte[] b = new byte[raw.length];
    for (int i = 0; i < b.length; i++) {
      b[i] = (byte) ('0' + (raw[i] & 1));
    }
    System.arraycopy(b, p, b, q, n); // mostly equal runs (overlapping ones too)
    if (changeAt >= 0 && changeAt < n) {
      b[q + changeAt] ^= 4;
    }
    boolean bytewise = Arrays.equals(b, p, p + n, b, q, q + n);
    assertThat(ByteWords.sameRun(b, p, q, n)).isEqualTo(bytewise);
  }

  @Property(tries = 2000)
  void matchesIsBytewiseEquality(@ForAll @Size(min = 8, max = 16) byte[] literal, @ForAll @IntRange(min = 0, max = 4) int p,
      @ForAll @IntRange(min = -1, max = 15) int changeAt) {
    byte[] line = new byte[literal.length + 8];
    System.arraycopy(literal, 0, line, p, literal.length);
    if (changeAt >= 0 && changeAt < literal.length) {
      line[p + changeAt] ^= 1;
    }
    long[] words = ByteWords.words(literal);
    boolean bytewise = Arrays.equals(line, p, p + literal.length, literal, 0, literal.length);
    assertThat(ByteWords.matches(line, p, literal.length, words[0], words[1])).isEqualTo(bytewise);
  }

  @Test
  void refusesLiteralsItCannotCompareInTwoWords() {
    assertThatThrownBy(() -> ByteWords.words(new byte[7])).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ByteWords.words(new byte[17])).isInstanceOf(IllegalArgumentException.class);
  }
}
