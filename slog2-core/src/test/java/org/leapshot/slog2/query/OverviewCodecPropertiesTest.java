package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.util.Random;
import java.util.zip.CRC32C;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The fixed-width sidecar format: what is written reads back as the same rows, column for column,
 * busy density lines stored one level a column and read back as one run a column, and columns or
 * looks out of order are refused even behind a right checksum.
 */
class OverviewCodecPropertiesTest {
  private static final OverviewFingerprint MADE_FOR = new OverviewFingerprint(123, 456, 789);

  @Property(tries = 300)
  void rowsReadBackAsWrittenAndBusyDensityLinesDense(@ForAll long seed,
      @ForAll @IntRange(min = 1, max = 400) int columns, @ForAll @IntRange(min = 0, max = 7) int lines)
      throws OverviewCodec.BadOverview {
    Random random = new Random(seed);
    double densityCut = new double[] {0.05, 0.3, 1.0}[random.nextInt(3)];
    StoredOverview o = StoredOverviewRasterPropertiesTest.randomOverview(random, columns, lines, densityCut);
    OverviewRows want = o.rows();
    int[] ids = o.lineIds();
    OverviewCodec.Decoded d = OverviewCodec.decode(
        OverviewCodec.encode(MADE_FOR, o.run(), ids, want, OverviewProfile.NONE));
    OverviewRows got = d.rows();
    assertThat(d.madeFor()).isEqualTo(MADE_FOR);
    assertThat(d.run()).isEqualTo(o.run());
    assertThat(d.lineIds()).containsExactly(ids);
    assertThat(got.looks).containsExactly(want.looks);
    assertThat(got.runStart).containsExactly(want.runStart);
    assertThat(java.util.Arrays.copyOf(got.runColumn, got.runCount()))
        .containsExactly(java.util.Arrays.copyOf(want.runColumn, want.runCount()));
    assertThat(java.util.Arrays.copyOf(got.runLook, got.runCount()))
        .containsExactly(java.util.Arrays.copyOf(want.runLook, want.runCount()));
    for (int r = 0; r < ids.length; r++) {
      assertThat(levelsPerColumn(got, r)).as("density of line %d", r).containsExactly(levelsPerColumn(want, r));
      int n = got.densityStart[r + 1] - got.densityStart[r];
      assertThat(n).as("density runs of line %d", r)
          .isEqualTo(OverviewCodec.storedDense(want, r) ? columns : want.densityStart[r + 1] - want.densityStart[r]);
    }
  }

  @Property(tries = 200)
  void columnsOutOfOrderOrLooksOutOfRangeAreRefusedBehindARightChecksum(@ForAll long seed) {
    Random random = new Random(seed);
    StoredOverview o = StoredOverviewRasterPropertiesTest.randomOverview(random, 50 + random.nextInt(100), 3, 0.05);
    OverviewRows rows = o.rows();
    if (rows.runCount() < 2) {
      return;
    }
    byte[] b = OverviewCodec.encode(MADE_FOR, o.run(), o.lineIds(), rows, OverviewProfile.NONE);
    int looks = rows.lookCount() - 1;
    int runsAt = 68 + 12 * looks + 12 * o.lineIds().length;
    int runs = rows.runCount();
    int i = random.nextInt(runs);
    ByteBuffer buf = ByteBuffer.wrap(b);
    if (random.nextBoolean()) {
      buf.putShort(runsAt + 2 * runs + 2 * i, (short) (looks + 1 + random.nextInt(100)));
      assertThatThrownBy(() -> OverviewCodec.decode(withChecksum(b))).isInstanceOf(OverviewCodec.BadOverview.class)
          .hasMessageContaining("look is above the " + looks);
    } else {
      boolean first = java.util.Arrays.binarySearch(rows.runStart, i) >= 0; // a line's first run: must start at 0
      int wrong = first ? 1 + random.nextInt(rows.columns + 5)
          : random.nextBoolean() ? rows.runColumn[i - 1] - random.nextInt(2) : rows.columns + random.nextInt(9);
      buf.putShort(runsAt + 2 * i, (short) wrong);
      assertThatThrownBy(() -> OverviewCodec.decode(withChecksum(b))).isInstanceOf(OverviewCodec.BadOverview.class)
          .hasMessageContaining("columns do not rise from 0 to below " + rows.columns);
    }
  }

  /** A row's density level in each stored column. */
  static int[] levelsPerColumn(OverviewRows rows, int r) {
    int[] out = new int[rows.columns];
    for (int i = rows.densityStart[r], end = rows.densityStart[r + 1]; i < end; i++) {
      java.util.Arrays.fill(out, rows.densityColumn()[i], i + 1 < end ? rows.densityColumn()[i + 1] : rows.columns,
          rows.densityLevel[i] & 0xFF);
    }
    return out;
  }

  private static byte[] withChecksum(byte[] b) {
    CRC32C crc = new CRC32C();
    crc.update(b, 0, b.length - 4);
    ByteBuffer.wrap(b).putInt(b.length - 4, (int) crc.getValue());
    return b;
  }
}
