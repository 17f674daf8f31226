package org.leapshot.slog2.convert.paraver;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Drawable;

/**
 * Not a test: how fast {@link ParaverTraceSource} alone turns a {@code .prv} into drawables (no
 * writer), in MB of text per second of the reading thread's CPU. Usage: {@code ParaverThroughput
 * <file.prv> [rounds]}; run it with the converter's JVM options ({@code -XX:TieredStopAtLevel=1}).
 */
public final class ParaverThroughput {
  private ParaverThroughput() {}

  public static void main(String[] args) throws IOException {
    Path file = Path.of(args[0]);
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    double mb = Files.size(file) / 1e6;
    for (int round = 1; round <= rounds; round++) {
      long wall = System.nanoTime();
      long cpu = threads.getCurrentThreadCpuTime();
      long[] drawables = {0, 0};
      ItemSink counter = new ItemSink() {
        @Override
        public void drawable(Drawable drawable, String name, long line) {
          drawables[0]++;
          drawables[1] += Double.doubleToRawLongBits(drawable.end()) ^ line;
        }

        @Override
        public void item(TraceItem item) {
          drawables[0] += item instanceof TraceItem.DrawableItem ? 1 : 0;
        }
      };
      try (ParaverTraceSource source = ParaverTraceSource.open(file)) {
        while (source.drainTo(counter)) {
          // all of it
        }
      }
      double wallSec = (System.nanoTime() - wall) / 1e9;
      double cpuSec = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
      System.out.printf("round %d: %d drawables (check %x) from %.1f MB: %.2f s wall, %.2f s CPU, %.0f MB/s CPU%n",
          round, drawables[0], drawables[1], mb, wallSec, cpuSec, mb / cpuSec);
    }
  }
}
