package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The whole run asked for again with the same width, rows and density comes back as it was made; anything else is made anew. */
class StoredOverviewLastPictureTest {

  @Test
  void theSamePictureAgainIsNotResampled() {
    StoredOverview o = StoredOverviewRasterPropertiesTest.randomOverview(new Random(5), 300, 6);
    int[] ids = o.lineIds();
    ActivityRaster first = o.raster(120, ids.length, line -> Arrays.binarySearch(ids, line));
    assertThat(o.raster(120, ids.length, line -> Arrays.binarySearch(ids, line))).isSameAs(first);
    ActivityRaster narrower = o.raster(119, ids.length, line -> Arrays.binarySearch(ids, line));
    assertThat(narrower).isNotSameAs(first);
    assertThat(narrower.width()).isEqualTo(119);
    ActivityRaster merged = o.raster(119, 2, line -> Arrays.binarySearch(ids, line) % 2);
    assertThat(merged.rowCount()).isEqualTo(2);
    ActivityRaster noDensity = o.raster(119, 2, line -> Arrays.binarySearch(ids, line) % 2, false);
    assertThat(noDensity).isNotSameAs(merged);
    for (int r = 0; r < 2; r++) {
      assertThat(noDensity.hasDensity(r)).isFalse();
    }
    ActivityRaster swapped = o.raster(119, 2, line -> 1 - Arrays.binarySearch(ids, line) % 2, false);
    assertThat(swapped).isNotSameAs(noDensity);
    for (int c = 0; c < 119; c++) {
      assertThat(swapped.category(0, c)).isEqualTo(noDensity.category(1, c));
    }
  }
}
