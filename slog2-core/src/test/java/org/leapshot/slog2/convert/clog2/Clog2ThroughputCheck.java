package org.leapshot.slog2.convert.clog2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.leapshot.slog2.convert.TraceItem;

/**
 * A manual throughput run on a big CLOG2 file, e.g. {@code -Dclog2.bench=/tmp/big.clog2}; skipped
 * otherwise. It prints timings and asserts only that the whole file was read, never a duration.
 */
class Clog2ThroughputCheck {

  @Test
  @EnabledIfSystemProperty(named = "clog2.bench", matches = ".+")
  void drainABigFile() throws IOException {
    Path file = Path.of(System.getProperty("clog2.bench"));
    for (int run = 0; run < 3; run++) {
      long t0 = System.nanoTime();
      long drawables = 0;
      try (Clog2TraceSource source = Clog2TraceSource.open(file)) {
        for (TraceItem item = source.next(); item != null; item = source.next()) {
          if (item instanceof TraceItem.DrawableItem) {
            drawables++;
          }
        }
        assertThat(source.progress()).isEqualTo(1.0);
        System.out.printf("run %d: %d drawables, %d unmatched, %.3f s%n", run, drawables, source.unmatchedEvents(),
            (System.nanoTime() - t0) / 1e9);
      }
      assertThat(drawables).isPositive();
    }
  }
}
