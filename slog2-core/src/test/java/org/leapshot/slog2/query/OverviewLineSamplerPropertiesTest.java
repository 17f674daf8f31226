package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * The one-pass line sampler against the sampler it replaced ({@link OldOverviewLineSampler}, kept as
 * the oracle of density) and the brute-force oracle of looks ({@link NaiveOverviewRaster}), and the per-width density levels against {@link DensityLevels#levelOf}: the same
 * runs and levels, cell for cell, on random stored rows at widths above, at and below the stored
 * columns.
 */
class OverviewLineSamplerPropertiesTest {

  @Property(tries = 400)
  void samplesAsTheOldSamplerDid(@ForAll long seed, @ForAll @IntRange(min = 1, max = 500) int columns,
      @ForAll @IntRange(min = 1, max = 6) int lines, @ForAll @IntRange(min = 1, max = 1200) int width) {
    Random random = new Random(seed);
    // density runs of a few columns (walked run by run) and of one column (summed column by column)
    double densityCut = new double[] {0.05, 0.3, 1.0}[random.nextInt(3)];
    OverviewRows rows = StoredOverviewRasterPropertiesTest.randomOverview(random, columns, lines, densityCut).rows();
    for (int w : new int[] {width, columns, Math.max(1, columns / 2), columns * 2 + 1}) {
      OverviewCells cells = new OverviewCells(columns, w);
      OverviewLineSampler got = new OverviewLineSampler(rows, w, cells);
      OldOverviewLineSampler want = new OldOverviewLineSampler(rows, w, new OverviewCells(columns, w), new long[w]);
      for (int m = 0; m < lines; m++) {
        assertLooks(rows, got.looks(m), m, w);
        assertThat(got.density(m)).as("density of line %d at width %d of %d", m, w, columns)
            .isEqualTo(want.density(m));
      }
    }
  }

  /**
   * A dense line, as the file reads busy density back (one run a column), sampled cell by cell gives
   * the old sampler's levels on the same line in runs.
   */
  @Property(tries = 300)
  void denseLinesSampleAsTheirRunsDid(@ForAll long seed, @ForAll @IntRange(min = 1, max = 500) int columns,
      @ForAll @IntRange(min = 1, max = 5) int lines, @ForAll @IntRange(min = 1, max = 1200) int width)
      throws OverviewCodec.BadOverview {
    Random random = new Random(seed);
    StoredOverview o = StoredOverviewRasterPropertiesTest.randomOverview(random, columns, lines, 1.0);
    OverviewRows runs = o.rows();
    OverviewRows dense = OverviewCodec.decode(OverviewCodec.encode(new OverviewFingerprint(1, 2, 3), o.run(),
        o.lineIds(), runs, OverviewProfile.NONE)).rows();
    for (int w : new int[] {width, columns, Math.max(1, columns / 3), columns * 2 + 1, Math.max(1, columns / 9)}) {
      OverviewLineSampler got = new OverviewLineSampler(dense, w, new OverviewCells(columns, w));
      OldOverviewLineSampler want = new OldOverviewLineSampler(runs, w, new OverviewCells(columns, w), new long[w]);
      for (int m = 0; m < lines; m++) {
        assertThat(got.density(m)).as("density of line %d at width %d of %d", m, w, columns).isEqualTo(want.density(m));
        assertLooks(runs, got.looks(m), m, w);
      }
    }
  }

  /**
   * Lines with no empty column over a power of two of columns, walked run by run in whole-number
   * credits ({@link OverviewLookCredits#chooseWhole}) at widths whose cells span many columns or
   * that are wider than the busy sampler takes: the oracle's look in every cell.
   */
  @Property(tries = 300)
  void fullLinesWalkAsTheOracle(@ForAll long seed, @ForAll @IntRange(min = 0, max = 10) int bits,
      @ForAll @IntRange(min = 1, max = 4) int lines, @ForAll @IntRange(min = 1, max = 2100) int width) {
    Random random = new Random(seed);
    int columns = 1 << bits;
    OverviewRows rows = OverviewBusyLineSamplerPropertiesTest.busyRows(random, columns, lines, false);
    for (int w : new int[] {width, 1, Math.max(1, columns / 7), Math.max(1, columns / 3), columns * 2 + 1}) {
      OverviewLineSampler got = new OverviewLineSampler(rows, w, new OverviewCells(columns, w));
      for (int m = 0; m < lines; m++) {
        assertLooks(rows, got.looks(m), m, w);
      }
    }
  }

  /**
   * A line's looks as the brute-force oracle chooses them ({@link NaiveOverviewRaster}: time per
   * look cell by cell, mixed cells by credits); the old sampler, which showed each cell's longest
   * look, remains the oracle of density.
   */
  private static void assertLooks(OverviewRows rows, int[] runs, int m, int width) {
    int[][] want = NaiveOverviewRaster.cells(rows, width, new int[][] {{m}})[0];
    int[][] one = {runs};
    ActivityRaster got = new ActivityRaster(0, 1, width, one, new byte[1][], new java.util.Map[] {java.util.Map.of()});
    for (int c = 0; c < width; c++) {
      assertThat(java.util.Arrays.copyOf(NaiveOverviewRaster.cell(got, 0, c), 3))
          .as("look of line %d, cell %d of %d", m, c, width).containsExactly(java.util.Arrays.copyOf(want[c], 3));
    }
  }

  /** At every width a stored overview can be drawn at (and some wider), a cell's level is found without a search. */
  @net.jqwik.api.Example
  void everyWidthTakesTheLevelInOneStep() {
    for (int width = 1; width <= OverviewCodec.MAX_COLUMNS; width++) {
      assertThat(CellDensityLevels.forWidth(width).oneStep).as("width %d", width).isTrue();
    }
    for (int width : new int[] {20_000, 100_000, 1 << 24}) {
      assertThat(CellDensityLevels.forWidth(width).oneStep).as("width %d", width).isTrue();
    }
  }

  @Property(tries = 300)
  void cellLevelsAreTheQuantisation(@ForAll @IntRange(min = 1, max = 16384) int width,
      @ForAll @LongRange(min = 0, max = Long.MAX_VALUE / 4) long units, @ForAll long seed) {
    CellDensityLevels levels = CellDensityLevels.forWidth(width);
    Random random = new Random(seed);
    assertThat(levels.of(units)).isEqualTo(DensityLevels.levelOf(units, width));
    for (int i = 0; i < 200; i++) {
      // around the level boundaries, where a wrong table would show: a level's messages times the cell's units, ± a little
      long u = DensityLevels.messagesOf(1 + random.nextInt(255)) * width + random.nextInt(7) - 3;
      long v = random.nextInt(1 << random.nextInt(31));
      int level = 1 + random.nextInt(255); // the level's lower bound, where the level changes
      long bound = (long) ((Math.pow(10, (level - 0.5) / 40) - 1) * width * 256) + random.nextInt(5) - 2;
      assertThat(levels.of(bound)).as("units %d at width %d", bound, width)
          .isEqualTo(DensityLevels.levelOf(bound, width));
      assertThat(levels.of(u)).as("units %d at width %d", u, width).isEqualTo(DensityLevels.levelOf(u, width));
      assertThat(levels.of(v)).as("units %d at width %d", v, width).isEqualTo(DensityLevels.levelOf(v, width));
    }
  }
}
