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
   * One reading of the clocks; {@link #since} of two readings is a cost. Reading every thread's clocks
   * takes tens of microseconds (two system calls per thread), as long as a scroll step, so a reading
   * is kept out of what it measures: the wall clock and the calling thread's own CPU and allocation
   * are read both first ({@code start}, {@code ownCpuAtStart}, ...) and last ({@code end}, ...), and a
   * step counts from the end of one reading to the start of the next, as a harness that times only its
   * own thread does. The other threads' clocks (the session's pool, read-ahead) are read in between.
   */
  public record Sample(long startNanos, long endNanos, long ownCpuAtStart, long ownCpuAtEnd, long ownAllocAtStart,
      long ownAllocAtEnd, long othersCpuNanos, long othersAllocBytes, long aheadCpuNanos, long aheadAllocBytes,
      long collections) {

    /** Wall time from the end of {@code earlier} to the start of this reading. */
    public long nanosSince(Sample earlier) {
      return startNanos - earlier.endNanos;
    }

    /** CPU time of every thread but read-ahead's from {@code earlier} to this reading. */
    public long cpuSince(Sample earlier) {
      return ownCpuAtStart - earlier.ownCpuAtEnd + othersCpuNanos - earlier.othersCpuNanos;
    }

    /** Heap allocated by every thread but read-ahead's from {@code earlier} to this reading. */
    public long allocSince(Sample earlier) {
      return ownAllocAtStart - earlier.ownAllocAtEnd + othersAllocBytes - earlier.othersAllocBytes;
    }
  }

  private ThreadClocks() {}

  /** Thread IDs last seen and which of them read ahead: names are looked up only when the set changes. */
  private static long[] knownIds = new long[0];
  private static boolean[] knownAhead = new boolean[0];

  public static synchronized Sample now() {
    // The lookup of names allocates (ThreadInfo objects): done only when threads come or go, so that
    // a step's allocation is the step's, not the measurement's (which stays at the ID array).
    long start = System.nanoTime();
    long ownCpuAtStart = ownCpu();
    long ownAllocAtStart = ownAlloc();
    long self = Thread.currentThread().getId();
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
      if (id == self) {
        continue;
      }
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
    long ownAllocAtEnd = ownAlloc();
    long ownCpuAtEnd = ownCpu();
    return new Sample(start, System.nanoTime(), ownCpuAtStart, ownCpuAtEnd, ownAllocAtStart, ownAllocAtEnd, cpu, alloc,
        aheadCpu, aheadAlloc, gc);
  }

  private static long ownCpu() {
    return Math.max(0, MX.getCurrentThreadCpuTime());
  }

  private static long ownAlloc() {
    return HOTSPOT == null ? 0 : Math.max(0, HOTSPOT.getThreadAllocatedBytes(Thread.currentThread().getId()));
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
