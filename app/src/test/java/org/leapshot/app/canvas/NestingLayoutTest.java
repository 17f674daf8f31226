package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NestingLayoutTest {

  @Test
  void statesInsideOthersGoOneLevelDeeper() {
    //   [---------- A ----------]
    //      [--- B ---] [- C -]
    //        [ D ]        [---- E ----]
    double[] starts = {0, 2, 3, 8, 10};
    double[] ends = {16, 7, 5, 11, 20};
    assertThat(NestingLayout.depths(starts, ends)).containsExactly(0, 1, 2, 1, 0);
  }

  @Test
  void identicalStatesNestAndSiblingsShareALevel() {
    assertThat(NestingLayout.depths(new double[] {0, 0, 1, 3}, new double[] {4, 4, 2, 4})).containsExactly(0, 1, 2, 2);
  }

  @Test
  void heightShrinksByAFifthPerLevel() {
    assertThat(NestingLayout.stateHeight(100, 0)).isEqualTo(90.0);
    assertThat(NestingLayout.stateHeight(100, 1)).isEqualTo(72.0, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(NestingLayout.stateHeight(100, 30)).isEqualTo(2.0);
  }
}
