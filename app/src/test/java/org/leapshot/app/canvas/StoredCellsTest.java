package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.BitSet;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * The live cells with the stored overview's categories: each cell a shadow reaches takes the
 * category and depth of the stored cell under its middle and keeps its own frame and message
 * density; a real box is left to show where it shows the stored category, and painted over where
 * it does not; a cell of real states alone stays as it is.
 */
class StoredCellsTest {
  private static final int NONE = ActivityRaster.NONE;
  private static final int A = 1;
  private static final int B = 2;
  private static final int C = 3;
  private static final int PHASE = 4;
  private static final int FRAME = 5;

  @Test
  void eachCellTakesTheStoredCategoryUnderItsMiddle() {
    // live: A in 0-2 (framed), PHASE as a box in 3-6, A in 7; 1 s columns from 0
    ActivityRaster live = ActivityRaster.ofCells(0, 1, 8, new int[][] {{
        0, A, FRAME, 2 | 1 << 8,
        3, PHASE, NONE, 1 | ActivityRaster.BOX,
        7, A, FRAME, 2 | 1 << 8}}, new float[][] {{0, 1, 2, 3, 50, 0, 7, 1000}});
    // stored: B (depth 3) in 0-2, PHASE in 3-4, C (depth 2) in 5-6, nothing in 7
    ActivityRaster stored = ActivityRaster.ofCells(0, 1, 8, new int[][] {{
        0, B, PHASE, 3,
        3, PHASE, PHASE, 1,
        5, C, PHASE, 2,
        7, NONE, NONE, 0}}, new float[][] {null});
    ActivityRaster merged = StoredCells.merge(live, stored, all(8));
    assertThat(runs(merged)).containsExactly(
        0, B, FRAME, 3 | 1 << 8,
        3, PHASE, NONE, 1 | ActivityRaster.BOX,
        5, C, NONE, 2,
        7, NONE, NONE, 0);
    for (int c = 0; c < 8; c++) {
      assertThat(merged.density(0, c)).as("column %d", c).isEqualTo(live.density(0, c));
    }
  }

  @Test
  void aStoredPictureOnOtherColumnsIsReadUnderEachCellsMiddle() {
    // live: 8 columns of 1 s from 10 s; stored: 2-s columns from 9 s (a window's whole stored columns)
    ActivityRaster live = ActivityRaster.ofCells(10, 1, 8, new int[][] {{0, A, NONE, 0}}, new float[][] {null});
    ActivityRaster stored = ActivityRaster.ofCells(9, 2, 5, new int[][] {{0, A, NONE, 0, 1, B, NONE, 0, 2, C, NONE, 0,
        3, A, NONE, 0, 4, B, NONE, 0}}, new float[][] {null});
    ActivityRaster merged = StoredCells.merge(live, stored, all(8));
    int[] want = {A, B, B, C, C, A, A, B}; // the middle of column c is at 10.5 + c s: stored column (1.5 + c) / 2
    for (int c = 0; c < 8; c++) {
      assertThat(merged.category(0, c)).as("column %d", c).isEqualTo(want[c]);
    }
    assertThat(merged.hasDensity(0)).isFalse();
  }

  @Test
  void cellsMadeFromRealStatesAloneStayAsTheyAre() {
    ActivityRaster live = ActivityRaster.ofCells(0, 1, 6, new int[][] {{0, A, NONE, 0}}, new float[][] {null});
    ActivityRaster stored = ActivityRaster.ofCells(0, 1, 6, new int[][] {{0, B, NONE, 1}}, new float[][] {null});
    BitSet shadowed = new BitSet();
    shadowed.set(2, 4);
    ActivityRaster merged = StoredCells.merge(live, stored, new BitSet[] {shadowed});
    assertThat(runs(merged)).containsExactly(0, A, NONE, 0, 2, B, NONE, 1, 4, A, NONE, 0);
  }

  private static BitSet[] all(int width) {
    BitSet b = new BitSet();
    b.set(0, width);
    return new BitSet[] {b};
  }

  private static int[] runs(ActivityRaster r) {
    int[] out = new int[r.runCount(0) * 4];
    for (int i = 0; i < r.runCount(0); i++) {
      for (int f = 0; f < 4; f++) {
        out[i * 4 + f] = r.run(0, i, f);
      }
    }
    return out;
  }
}
