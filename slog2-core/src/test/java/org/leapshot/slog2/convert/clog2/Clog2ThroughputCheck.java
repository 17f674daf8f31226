package org.leapshot.slog2.convert.clog2;

import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.testing.SourceToWriter;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/**
 * A manual throughput run on a big CLOG2 file, skipped unless asked for:
 * {@code mvn -pl slog2-core test -Dtest=Clog2ThroughputCheck -Dclog2.bench=/tmp/big.clog2}. If the
 * file does not exist, it is made from stencil2d-8p (287 MiB, or {@code -Dclog2.bench.mib=N}). It
 * prints timings of the source alone and of source + writer, and asserts only that all was read.
 */
class Clog2ThroughputCheck {

  @Test
  @EnabledIfSystemProperty(named = "clog2.bench", matches = ".+")
  void convertABigFile() throws IOException {
    Path file = Path.of(System.getProperty("clog2.bench"));
    if (!Files.exists(file)) {
      long mib = Long.parseLong(System.getProperty("clog2.bench.mib", "287"));
      Clog2Replicator.replicate(Clog2Fixtures.clog2("stencil2d-8p"), file, mib << 20);
    }
    Path output = Files.createTempFile("clog2-bench", ".slog2");
    try {
      ThreadMXBean threads = ManagementFactory.getThreadMXBean();
      for (int run = 0; run < 3; run++) {
        long t0 = System.nanoTime();
        long c0 = threads.getCurrentThreadCpuTime();
        long drawables = drainOnly(file);
        long t1 = System.nanoTime();
        long c1 = threads.getCurrentThreadCpuTime();
        long written = convert(file, output);
        long t2 = System.nanoTime();
        long c2 = threads.getCurrentThreadCpuTime();
        // Thread CPU time shows the work even when other processes share the cores.
        System.out.printf("run %d: %d drawables; source alone %.3f s wall, %.3f s CPU; source + writer %.3f s wall,"
            + " %.3f s CPU%n", run, drawables, (t1 - t0) / 1e9, (c1 - c0) / 1e9, (t2 - t1) / 1e9, (c2 - c1) / 1e9);
        assertThat(written).isEqualTo(drawables).isPositive();
      }
    } finally {
      Files.deleteIfExists(output);
    }
  }

  private static long drainOnly(Path file) throws IOException {
    long drawables = 0;
    try (Clog2TraceSource source = Clog2TraceSource.open(file)) {
      for (TraceItem item = source.next(); item != null; item = source.next()) {
        if (item instanceof TraceItem.DrawableItem) {
          drawables++;
        }
      }
      assertThat(source.progress()).isEqualTo(1.0);
    }
    return drawables;
  }

  private static long convert(Path file, Path output) throws IOException {
    try (Clog2TraceSource source = Clog2TraceSource.open(file);
        Slog2Writer writer = Slog2Writer.create(output, WriterOptions.DEFAULT)) {
      SourceToWriter.copy(source, writer);
      return source.drawableCount();
    }
  }
}
