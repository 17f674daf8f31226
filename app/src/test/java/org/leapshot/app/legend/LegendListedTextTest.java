package org.leapshot.app.legend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The count above the legend: a trace of one category (Paje's variables sample) said "1 categories". */
class LegendListedTextTest {
  @Test
  void oneCategoryIsSingularAndAFilteredListSaysHowManyOfAll() {
    assertThat(LegendPanel.listedText(1, 1)).isEqualTo("1 category");
    assertThat(LegendPanel.listedText(572, 572)).isEqualTo("572 categories");
    assertThat(LegendPanel.listedText(13, 572)).isEqualTo("13 of 572");
    assertThat(LegendPanel.listedText(0, 572)).isEqualTo("0 of 572");
  }
}
