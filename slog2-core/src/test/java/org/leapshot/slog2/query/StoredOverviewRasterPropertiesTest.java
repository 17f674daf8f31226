package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.TimeBox;

/**
 * {@link StoredOverview#raster} against the brute-force per-cell oracle ({@link NaiveOverviewRaster}):
 * random stored rows (empty ones, rows without messages, runs of one column and of the whole run),
 * widths above and below the stored columns, timelines merged into rows or left out, rows no
 * timeline maps to.
 */
class StoredOverviewRasterPropertiesTest {

  @Property(tries = 300)
  void mergedAndResampledRowsAgreeWithTheBruteForceOracle(@ForAll long seed, @ForAll @IntRange(min = 1, max = 300) int columns,
      @ForAll @IntRange(min = 1, max = 24) int lines, @ForAll @IntRange(min = 1, max = 700) int width,
      @ForAll @IntRange(min = 0, max = 30) int rowCount) {
    Random random = new Random(seed);
    StoredOverview overview = randomOverview(random, columns, lines);
    int[] ids = overview.lineIds();
    int[] rowOf = new int[ids.length];
    for (int i = 0; i < ids.length; i++) {
      // mostly a row, sometimes left out (negative) or past the last row (left out too)
      int pick = random.nextInt(10);
      rowOf[i] = pick == 0 ? -1 : pick == 1 ? rowCount + random.nextInt(3) : rowCount == 0 ? -1 : random.nextInt(rowCount);
    }
    ActivityRaster got = overview.raster(width, rowCount, line -> rowOf[Arrays.binarySearch(ids, line)]);
    assertAgrees(overview, got, width, membersOf(rowOf, rowCount));
    // rows cut into ranges resampled side by side (what a big picture gets): the same answer
    ActivityRaster parts = OverviewResampler.raster(overview.rows(), width, got.startSec(), got.secPerColumn(),
        membersOf(rowOf, rowCount), 1 + random.nextInt(5));
    assertAgrees(overview, parts, width, membersOf(rowOf, rowCount));
  }

  /**
   * Read back from a file, where busy density lines come back dense (one run a column, summed cell
   * by cell): merged rows still agree with the brute-force oracle, and so does a part of the run.
   */
  @Property(tries = 150)
  void denseLinesReadFromAFileMergeAsTheOracleSays(@ForAll long seed, @ForAll @IntRange(min = 1, max = 300) int columns,
      @ForAll @IntRange(min = 1, max = 12) int lines, @ForAll @IntRange(min = 1, max = 700) int width,
      @ForAll @IntRange(min = 1, max = 5) int rowCount) throws OverviewCodec.BadOverview {
    Random random = new Random(seed);
    StoredOverview written = randomOverview(random, columns, lines, 1.0);
    int[] ids = written.lineIds();
    OverviewCodec.Decoded d = OverviewCodec.decode(OverviewCodec.encode(new OverviewFingerprint(1, 2, 3),
        written.run(), ids, written.rows(), OverviewProfile.NONE));
    StoredOverview overview = new StoredOverview(d.run(), d.lineIds(), d.rows());
    int[] rowOf = new int[ids.length];
    Arrays.setAll(rowOf, i -> random.nextInt(rowCount));
    ActivityRaster got = overview.raster(width, rowCount, line -> rowOf[Arrays.binarySearch(ids, line)]);
    assertAgrees(overview, got, width, membersOf(rowOf, rowCount));
    assertAgrees(written, got, width, membersOf(rowOf, rowCount));
    int c0 = random.nextInt(columns);
    double columnSec = overview.run().duration() / columns;
    ActivityRaster part = overview.raster(overview.run().earliest() + c0 * columnSec, overview.run().latest(), width,
        rowCount, line -> rowOf[Arrays.binarySearch(ids, line)]);
    ActivityRaster wantPart = written.raster(written.run().earliest() + c0 * columnSec, written.run().latest(), width,
        rowCount, line -> rowOf[Arrays.binarySearch(ids, line)]);
    for (int r = 0; r < rowCount; r++) {
      for (int c = 0; c < part.width(); c++) {
        assertThat(NaiveOverviewRaster.cell(part, r, c)).containsExactly(NaiveOverviewRaster.cell(wantPart, r, c));
      }
    }
  }

  /** Without density (rows too low for its band) the cells are the same and no row has any. */
  @Property(tries = 100)
  void withoutDensityTheCellsAreTheSame(@ForAll long seed, @ForAll @IntRange(min = 1, max = 300) int columns,
      @ForAll @IntRange(min = 1, max = 12) int lines, @ForAll @IntRange(min = 1, max = 700) int width,
      @ForAll @IntRange(min = 1, max = 6) int rowCount) {
    Random random = new Random(seed);
    StoredOverview overview = randomOverview(random, columns, lines);
    int[] ids = overview.lineIds();
    java.util.function.IntUnaryOperator rowOf = line -> Arrays.binarySearch(ids, line) % rowCount;
    for (int w : new int[] {width, columns}) {
      ActivityRaster with = overview.raster(w, rowCount, rowOf);
      ActivityRaster without = overview.raster(w, rowCount, rowOf, false);
      double from = overview.run().earliest() + random.nextDouble() * overview.run().duration();
      ActivityRaster part = overview.raster(from, overview.run().latest(), w, rowCount, rowOf, false);
      ActivityRaster partWith = overview.raster(from, overview.run().latest(), w, rowCount, rowOf);
      for (int r = 0; r < rowCount; r++) {
        assertThat(without.hasDensity(r)).isFalse();
        assertThat(part.hasDensity(r)).isFalse();
        for (int c = 0; c < w; c++) {
          assertThat(Arrays.copyOf(NaiveOverviewRaster.cell(without, r, c), 3))
              .containsExactly(Arrays.copyOf(NaiveOverviewRaster.cell(with, r, c), 3));
        }
        for (int c = 0; c < part.width(); c++) {
          assertThat(Arrays.copyOf(NaiveOverviewRaster.cell(part, r, c), 3))
              .containsExactly(Arrays.copyOf(NaiveOverviewRaster.cell(partWith, r, c), 3));
        }
      }
    }
  }

  @Property(tries = 100)
  void oneTimelinePerRowAgreesAtAnyWidthAndAtTheStoredOne(@ForAll long seed,
      @ForAll @IntRange(min = 1, max = 400) int columns, @ForAll @IntRange(min = 1, max = 12) int lines,
      @ForAll @IntRange(min = 1, max = 900) int width) {
    Random random = new Random(seed);
    StoredOverview overview = randomOverview(random, columns, lines);
    int[] ids = overview.lineIds();
    int[] identity = new int[ids.length];
    Arrays.setAll(identity, i -> i);
    for (int w : new int[] {width, columns}) { // columns: the stored rows as they are
      ActivityRaster got = overview.raster(w, ids.length, line -> Arrays.binarySearch(ids, line));
      assertAgrees(overview, got, w, membersOf(identity, ids.length));
      assertThat(got.width()).isEqualTo(w);
      assertThat(got.secPerColumn()).isEqualTo(overview.run().duration() / w);
    }
  }

  private static void assertAgrees(StoredOverview overview, ActivityRaster got, int width, int[][] members) {
    int[][][] want = NaiveOverviewRaster.cells(overview.rows(), width, members);
    assertThat(got.rowCount()).isEqualTo(members.length);
    for (int r = 0; r < members.length; r++) {
      for (int c = 0; c < width; c++) {
        assertThat(NaiveOverviewRaster.cell(got, r, c)).as("row %d of %d, cell %d of %d, members %s", r, members.length, c,
            width, Arrays.toString(members[r])).containsExactly(want[r][c]);
      }
    }
  }

  static int[][] membersOf(int[] rowOf, int rowCount) {
    int[][] members = new int[rowCount][];
    for (int r = 0; r < rowCount; r++) {
      int row = r;
      members[r] = java.util.stream.IntStream.range(0, rowOf.length).filter(i -> rowOf[i] == row).toArray();
    }
    return members;
  }

  /** Random stored rows: a few looks, runs cut at random columns, density levels in runs. */
  static StoredOverview randomOverview(Random random, int columns, int lines) {
    return randomOverview(random, columns, lines, 0.3);
  }

  /** The same, a density level changing at a column with probability {@code densityCut} (1: mostly every column). */
  static StoredOverview randomOverview(Random random, int columns, int lines, double densityCut) {
    int looks = 1 + random.nextInt(6);
    int[] table = new int[(looks + 1) * 3];
    table[0] = ActivityRaster.NONE;
    table[1] = ActivityRaster.NONE;
    for (int i = 1; i <= looks; i++) {
      table[i * 3] = i / 2; // sorted: category, then frame, then word
      table[i * 3 + 1] = i % 2 == 0 ? ActivityRaster.NONE : 7;
      table[i * 3 + 2] = random.nextInt(3) | (i % 2 == 0 ? 0 : 1 << 8);
    }
    OverviewRows.IntList runColumn = new OverviewRows.IntList();
    OverviewRows.IntList runLook = new OverviewRows.IntList();
    OverviewRows.IntList dColumn = new OverviewRows.IntList();
    OverviewRows.IntList dLevel = new OverviewRows.IntList();
    int[] runStart = new int[lines + 1];
    int[] densityStart = new int[lines + 1];
    for (int l = 0; l < lines; l++) {
      if (random.nextInt(8) != 0) { // else an empty row: no runs at all
        int previous = -1;
        double cut = random.nextInt(4) == 0 ? 0.02 : 0.4;
        for (int c = 0; c < columns; c++) {
          int look = random.nextInt(4) == 0 ? OverviewRows.NOTHING : 1 + random.nextInt(looks);
          if (c == 0 || (look != previous && random.nextDouble() < cut)) {
            runColumn.add(c);
            runLook.add(look);
            previous = look;
          }
        }
      }
      runStart[l + 1] = runColumn.size;
      if (random.nextInt(3) != 0) { // else no messages
        int previous = -1;
        for (int c = 0; c < columns; c++) {
          int level = random.nextInt(3) == 0 ? 0 : random.nextInt(4) == 0 ? 255 : 1 + random.nextInt(60);
          if (c == 0 || (level != previous && random.nextDouble() < densityCut)) {
            dColumn.add(c);
            dLevel.add(level);
            previous = level;
          }
        }
      }
      densityStart[l + 1] = dColumn.size;
    }
    byte[] levels = new byte[dLevel.size];
    for (int i = 0; i < levels.length; i++) {
      levels[i] = (byte) dLevel.data[i];
    }
    int[] ids = random.ints(lines * 3L, -50, 5000).distinct().limit(lines).sorted().toArray();
    if (ids.length < lines) {
      ids = java.util.stream.IntStream.range(0, lines).toArray();
    }
    OverviewRows rows = new OverviewRows(columns, table, runStart, runColumn.toArray(), runLook.toArray(), densityStart,
        dColumn.toArray(), levels);
    return new StoredOverview(new TimeBox(1.5, 1.5 + 10 * random.nextDouble() + 0.001), ids, rows);
  }
}
