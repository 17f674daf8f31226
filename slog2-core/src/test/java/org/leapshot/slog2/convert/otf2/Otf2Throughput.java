package org.leapshot.slog2.convert.otf2;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Drawable;

/**
 * Not a test: how fast {@link Otf2TraceSource} alone turns an archive into drawables (no writer),
 * in MB of event files per second of wall and of CPU time. Usage: {@code Otf2Throughput
 * <anchor.otf2> [rounds]}; the last rounds are the warmed-up ones.
 */
public final class Otf2Throughput {
  private Otf2Throughput() {}

  public static void main(String[] args) throws IOException {
    Path anchor = Path.of(args[0]);
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    for (int round = 1; round <= rounds; round++) {
      long wall = System.nanoTime();
      long cpu = threads.getCurrentThreadCpuTime();
      long[] drawables = {0};
      ItemSink counter = new ItemSink() {
        @Override
        public void drawable(Drawable drawable, String file, long line) {
          drawables[0]++;
        }

        @Override
        public void item(TraceItem item) {
          drawables[0] += item instanceof TraceItem.DrawableItem ? 1 : 0;
        }
      };
      long bytes;
      try (Otf2TraceSource source = Otf2TraceSource.open(anchor)) {
        while (source.drainTo(counter)) {
          // all of it
        }
        bytes = 0;
      }
      bytes = java.nio.file.Files.walk(anchor.toAbsolutePath().getParent()).filter(p -> p.toString().endsWith(".evt"))
          .mapToLong(p -> p.toFile().length()).sum();
      double wallSec = (System.nanoTime() - wall) / 1e9;
      double cpuSec = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
      System.out.printf("round %d: %d drawables from %.1f MB of events: %.1f s wall, %.1f s CPU, %.0f MB/s CPU%n",
          round, drawables[0], bytes / 1e6, wallSec, cpuSec, bytes / 1e6 / cpuSec);
    }
  }
}
