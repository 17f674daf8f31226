package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Drawable;

/**
 * An archive's progress, asked for after every few events as the read-ahead does, grows from the
 * start to 1, and is added up over the locations again at most once per {@link
 * Otf2LocationMerge#PROGRESS_EVENTS_PER_LOCATION} events a location (the sum visits every location).
 */
class Otf2ProgressTest {
  private static final ItemSink NOWHERE = new ItemSink() {
    @Override
    public void drawable(Drawable drawable, String file, long line) {}

    @Override
    public void item(TraceItem item) {}
  };

  @Test
  void growsToOneAndIsSummedOncePerSoManyEventsALocation() throws IOException {
    List<Double> seen = new ArrayList<>();
    long drains = 0;
    int locations;
    try (Otf2TraceSource source = Otf2TraceSource.open(Otf2OracleCountsTest.archive("otf2/otf2_test_traces/traces"))) {
      locations = source.timelineNames().size();
      seen.add(source.progress());
      while (source.drainTo(NOWHERE)) {
        drains++;
        seen.add(source.progress());
      }
      seen.add(source.progress());
    }
    assertThat(seen.get(0)).isGreaterThanOrEqualTo(0.0).isLessThan(1.0);
    assertThat(seen).isSorted().allSatisfy(p -> assertThat(p).isBetween(0.0, 1.0));
    assertThat(seen.get(seen.size() - 1)).isEqualTo(1.0);
    // Sums in between, but no more than the events merged allow (each drain merges at most 64).
    long sums = seen.stream().distinct().filter(p -> p > seen.get(0) && p < 1.0).count();
    long allowed = drains * 64 / ((long) Otf2LocationMerge.PROGRESS_EVENTS_PER_LOCATION * locations) + 1;
    assertThat(allowed).as("the sample is big enough to sum more than once").isGreaterThan(2);
    assertThat(sums).isPositive().isLessThanOrEqualTo(allowed);
  }
}
