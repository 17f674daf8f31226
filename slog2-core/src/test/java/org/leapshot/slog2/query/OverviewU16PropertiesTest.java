package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The four-at-a-time checks of the sidecar's u16 rows against the plain number-by-number ones, on
 * rows placed at any offset, of any length (the lanes' tail included), with values up to 0xFFFF.
 */
class OverviewU16PropertiesTest {

  @Property(tries = 2000)
  void risingColumnsAreAcceptedExactlyWhenEachIsAboveTheOneBefore(@ForAll long seed,
      @ForAll @IntRange(min = 0, max = 40) int n, @ForAll @IntRange(min = 0, max = 7) int offset)
      throws OverviewCodec.BadOverview {
    Random random = new Random(seed);
    int columns = 1 + random.nextInt(OverviewCodec.MAX_COLUMNS);
    int[] v = new int[n];
    int c = 0;
    for (int i = 0; i < n; i++) {
      c = i == 0 ? 0 : c + 1 + random.nextInt(3);
      v[i] = c;
    }
    // spoil one number now and then: a step down or flat, the first not 0, one of 0x8000 or more, the last too large
    if (n > 0 && random.nextInt(3) == 0) {
      int i = random.nextInt(n);
      v[i] = switch (random.nextInt(4)) {
        case 0 -> i > 0 ? v[i - 1] - random.nextInt(2) & 0xFFFF : 1 + random.nextInt(5);
        case 1 -> 0x8000 + random.nextInt(0x8000);
        case 2 -> columns + random.nextInt(10);
        default -> random.nextInt(0x10000);
      };
    }
    byte[] b = bytes(v, offset, random);
    boolean good = plainRising(v, columns);
    if (good) {
      OverviewU16.checkRising(b, offset, n, columns, "run", 7);
    } else {
      assertThatThrownBy(() -> OverviewU16.checkRising(b, offset, n, columns, "run", 7))
          .isInstanceOf(OverviewCodec.BadOverview.class).hasMessageContaining("line 7: run columns do not rise");
    }
  }

  @Property(tries = 2000)
  void theFirstNumberAboveTheBoundIsFound(@ForAll long seed, @ForAll @IntRange(min = 0, max = 40) int n,
      @ForAll @IntRange(min = 0, max = 7) int offset) {
    Random random = new Random(seed);
    int most = random.nextBoolean() ? random.nextInt(300) : random.nextInt(0x10000);
    int[] v = new int[n];
    for (int i = 0; i < n; i++) {
      v[i] = random.nextInt(8) == 0 ? random.nextInt(0x10000) : random.nextInt(most + 1);
    }
    int want = -1;
    for (int i = n - 1; i >= 0; i--) {
      want = v[i] > most ? i : want;
    }
    assertThat(OverviewU16.firstAbove(bytes(v, offset, random), offset, n, most)).isEqualTo(want);
  }

  private static boolean plainRising(int[] v, int columns) {
    for (int i = 0; i < v.length; i++) {
      if (i == 0 ? v[i] != 0 : v[i] <= v[i - 1]) {
        return false;
      }
      if (v[i] >= columns) {
        return false;
      }
    }
    return true;
  }

  /** The numbers big-endian at {@code offset}, with random bytes around them. */
  private static byte[] bytes(int[] v, int offset, Random random) {
    byte[] b = new byte[offset + 2 * v.length + 9];
    random.nextBytes(b);
    for (int i = 0; i < v.length; i++) {
      b[offset + 2 * i] = (byte) (v[i] >> 8);
      b[offset + 2 * i + 1] = (byte) v[i];
    }
    return b;
  }
}
