package org.leapshot.slog2.format.decode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link InfoCopy} against {@link System#arraycopy}: the same bytes land in the range named, and
 * nothing outside it changes, for every length around the two longs it copies in place.
 */
class InfoCopyTest {
  @Property(tries = 2000)
  void copiesExactlyTheRangeAsArraycopyDoes(@ForAll long seed, @ForAll @IntRange(min = 0, max = 40) int length,
      @ForAll @IntRange(min = 0, max = 9) int srcSlack, @ForAll @IntRange(min = 0, max = 9) int dstSlack) {
    Random r = new Random(seed);
    byte[] src = new byte[length + srcSlack + r.nextInt(3)];
    r.nextBytes(src);
    int from = srcSlack;
    byte[] dst = new byte[length + dstSlack + r.nextInt(3)];
    r.nextBytes(dst);
    int at = dstSlack;
    byte[] expected = dst.clone();
    System.arraycopy(src, from, expected, at, length);

    InfoCopy.copy(src, from, dst, at, length);

    assertThat(dst).isEqualTo(expected);
  }
}
