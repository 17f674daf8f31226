package org.leapshot.slog2.convert.otf;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;

/**
 * Not a test: measures how fast {@link OtfTraceSource} turns a trace into items, in MB of
 * decompressed event text per second of wall and of CPU time (the CPU figure is what matters on
 * a shared machine). Usage: {@code OtfThroughput <master.otf> [rounds]}; the last rounds are the
 * warmed-up ones.
 */
public final class OtfThroughput {
  private OtfThroughput() {}

  public static void main(String[] args) throws IOException {
    Path master = Path.of(args[0]);
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 15;
    long textBytes = eventTextBytes(master);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    for (int round = 1; round <= rounds; round++) {
      long linesCpu = threads.getCurrentThreadCpuTime();
      eventTextBytes(master);
      double linesSec = (threads.getCurrentThreadCpuTime() - linesCpu) / 1e9;
      long wall = System.nanoTime();
      long cpu = threads.getCurrentThreadCpuTime();
      long items = 0;
      try (OtfTraceSource source = OtfTraceSource.open(master)) {
        while (source.next() != null) {
          items++;
        }
      }
      double wallSec = (System.nanoTime() - wall) / 1e9;
      double cpuSec = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
      System.out.printf("round %2d: lines only %.0f MB/s CPU; source: %d items, %.1f MB of event text: %.0f MB/s wall,"
          + " %.0f MB/s CPU%n", round, textBytes / 1e6 / linesSec, items, textBytes / 1e6, textBytes / 1e6 / wallSec,
          textBytes / 1e6 / cpuSec);
    }
  }

  /** Size of all event files once decompressed. */
  private static long eventTextBytes(Path master) throws IOException {
    OtfMaster m = OtfMaster.read(master);
    long total = 0;
    for (long stream : m.streams().keySet()) {
      Path events = m.part(stream, "events");
      if (events == null) {
        continue;
      }
      try (OtfLineReader in = OtfLineReader.open(events)) {
        while (in.next()) {
          total += in.lineEnd() - in.lineStart() + 1;
        }
      }
    }
    return total;
  }
}
