package org.leapshot.slog2.convert.otf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.TraceItem;

/**
 * The converter reads through {@code drainTo}, which converts straight into its sink; it must hand
 * out exactly what {@code next()} does, with the same positions, also after a {@code peek()}.
 */
class OtfDrainTest {
  @ParameterizedTest
  @ValueSource(strings = {"hello_world", "philosophers", "out", "wrf"})
  void drainToHandsOutWhatNextDoes(String trace) throws IOException {
    List<TraceItem> byNext = new ArrayList<>();
    try (OtfTraceSource source = OtfTraceSource.open(OtfTraceStats.master(trace))) {
      for (TraceItem item = source.next(); item != null; item = source.next()) {
        byNext.add(item);
      }
    }

    List<TraceItem> drained = new ArrayList<>();
    ItemSink sink = ItemSink.into(drained);
    try (OtfTraceSource source = OtfTraceSource.open(OtfTraceStats.master(trace))) {
      // A peek converts into the source's queue; draining must hand that out first, then go on.
      TraceItem first = source.peek();
      assertThat(source.peek()).isSameAs(first);
      while (source.drainTo(sink)) {
        if (drained.size() == 5) {
          assertThat(source.peek()).isNotNull();
        }
      }
      assertThat(source.drainTo(sink)).isFalse();
    }

    assertThat(drained).hasSize(byNext.size()).isEqualTo(byNext);
    assertThat(drained.stream().filter(i -> i instanceof TraceItem.DrawableItem)).isNotEmpty();
  }
}
