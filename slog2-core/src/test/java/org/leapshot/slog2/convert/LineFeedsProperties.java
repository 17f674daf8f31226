package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** The eight-bytes-at-a-time LF search finds the same LF as a byte loop, wherever the range starts. */
class LineFeedsProperties {
  @Property(tries = 500)
  void findsTheFirstLineFeedInTheRange(@ForAll("bytes") byte[] b, @ForAll @IntRange(max = 40) int from,
      @ForAll @IntRange(max = 40) int shorter) {
    int start = Math.min(from, b.length);
    int end = Math.max(start, b.length - shorter);
    int expected = -1;
    for (int i = start; i < end; i++) {
      if (b[i] == '\n') {
        expected = i;
        break;
      }
    }
    assertThat(LineFeeds.indexOf(b, start, end)).isEqualTo(expected);
  }

  /** Every set of byte flags (high bits only, at least one): the lowest one's byte, as the bit count says. */
  @Property(tries = 1000)
  void byteIndexIsTheLowestFlagsByte(@ForAll @IntRange(min = 1, max = 255) int whichBytes) {
    long flags = 0;
    for (int k = 0; k < Long.BYTES; k++) {
      if ((whichBytes & (1 << k)) != 0) {
        flags |= 0x80L << (8 * k);
      }
    }
    assertThat(LineFeeds.byteIndex(flags)).isEqualTo(Long.numberOfTrailingZeros(flags) >>> 3);
  }

  @Provide
  Arbitrary<byte[]> bytes() {
    // LF, its neighbours and bytes whose subtraction borrows (0x00, 0x0b, 0x80, 0xff), at any position.
    Arbitrary<Byte> b = Arbitraries.of((byte) '\n', (byte) 0x0b, (byte) 0x09, (byte) 0, (byte) 0x80, (byte) 0xff,
        (byte) 0x8a, (byte) 'a', (byte) 0x01);
    return b.array(byte[].class).ofMaxSize(60);
  }
}
