package org.leapshot.app.cli.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import org.leapshot.slog2.query.TraceSession;

/**
 * CPU time and heap allocation of the process's live threads, split between read-ahead threads and
 * the rest (the query's and its pool's): read-ahead works for the next operation, so it is reported on
 * its own. On a machine shared with other work, wall-clock time measures the contention as much as the
 * code; these show what the operation itself cost. (The process total is counted in 10 ms ticks, too
 * coarse here.) Allocation needs HotSpot's {@code com.sun.management.ThreadMXBean}; without it, 0.
 */
public final class ThreadClocks {
  private static final java.lang.management.ThreadMXBean MX = ManagementFactory.getThreadMXBean();
  private static final com.sun.management.ThreadMXBean HOTSPOT =
      MX instanceof com.sun.management.ThreadMXBean h && h.isThreadAllocatedMemorySupported() ? h : null;

  /**
   * One reading of the clocks; differences of two readings are costs. Reading every thread's clocks
   * takes tens of microseconds (two system calls per thread), as long as a scroll step: the wall
   * clock is read before ({@code startNanos}) and after ({@code endNanos}) so that a step is timed from
   * the end of one reading to the start of the next, without them.
   */
  public record Sample(long startNanos, long endNanos, long cpuNanos, long allocBytes, long aheadCpuNanos, long aheadAllocBytes,
      long collections) {}

  private ThreadClocks() {}

  /** Thread IDs last seen and which of them read ahead: names are looked up only when the set changes. */
  private static long[] knownIds = new long[0];
  private static boolean[] knownAhead = new boolean[0];

  public static synchronized Sample now() {
    // The lookup of names allocates (ThreadInfo objects): done only when threads come or go, so that
    // a step's allocation is the step's, not the measurement's (which stays at the ID array).
    long start = System.nanoTime();
    long[] ids = MX.getAllThreadIds();
    if (!java.util.Arrays.equals(ids, knownIds)) {
      classify(ids);
    }
    long cpu = 0;
    long alloc = 0;
    long aheadCpu = 0;
    long aheadAlloc = 0;
    for (int i = 0; i < knownIds.length; i++) {
      long id = knownIds[i];
      long t = Math.max(0, MX.getThreadCpuTime(id));
      long a = HOTSPOT == null ? 0 : Math.max(0, HOTSPOT.getThreadAllocatedBytes(id));
      if (knownAhead[i]) {
        aheadCpu += t;
        aheadAlloc += a;
      } else {
        cpu += t;
        alloc += a;
      }
    }
    long gc = collections();
    return new Sample(start, System.nanoTime(), cpu, alloc, aheadCpu, aheadAlloc, gc);
  }

  private static void classify(long[] ids) {
    ThreadInfo[] infos = MX.getThreadInfo(ids);
    boolean[] ahead = new boolean[ids.length];
    for (int i = 0; i < ids.length; i++) {
      ahead[i] = infos[i] != null && infos[i].getThreadName().startsWith(TraceSession.READ_AHEAD_THREAD);
    }
    knownIds = ids;
    knownAhead = ahead;
  }

  /** Collections so far, all collectors together. */
  static long collections() {
    long n = 0;
    for (java.lang.management.GarbageCollectorMXBean b : ManagementFactory.getGarbageCollectorMXBeans()) {
      n += Math.max(0, b.getCollectionCount());
    }
    return n;
  }
}
