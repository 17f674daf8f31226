package org.leapshot.slog2.convert.otf2;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;

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
    long bytes;
    try (var files = java.nio.file.Files.walk(anchor.toAbsolutePath().getParent())) {
      bytes = files.filter(p -> p.toString().endsWith(".evt")).mapToLong(p -> p.toFile().length()).sum();
    }
    for (int round = 1; round <= rounds; round++) {
      long wall = System.nanoTime();
      long cpu = threads.getCurrentThreadCpuTime();
      long drawables = Otf2Samples.drain(anchor);
      double wallSec = (System.nanoTime() - wall) / 1e9;
      double cpuSec = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
      System.out.printf("round %d: %d drawables from %.1f MB of events: %.3f s wall, %.3f s CPU, %.0f MB/s CPU%n",
          round, drawables, bytes / 1e6, wallSec, cpuSec, bytes / 1e6 / cpuSec);
    }
  }
}
