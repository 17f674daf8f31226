package org.leapshot.slog2.convert;

import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * Watches the heap while a conversion runs, on a daemon thread of its own, and interrupts the
 * converting thread when {@link HeapExhaustion} finds it exhausted; the converter then fails with
 * {@link OutOfMemoryError} instead of cancelling. Without it a conversion in a heap just too small
 * churned through full collections for minutes (the converting thread, and a viewer importing the
 * file, waited all that time) where it should fail with the out-of-memory message at once.
 *
 * <p>It samples rather than hearing the JVM's collection notifications: each of those is built in
 * the heap, and with the heap full they came minutes late. The first look is after {@link
 * #FIRST_LOOK_MILLIS}: a short conversion ends before the JVM's management classes are loaded
 * (about 35 ms of CPU, then about 0.3 ms a sample; 100 MB of text converts in 0.5-1.5 s), and
 * they are loaded only once the heap is at least {@link #ENGAGE_SHARE} used, which a heap running
 * out passes long before (its old generation stays 85 % full): under load a 100 MB conversion
 * takes more than the first look's 2 s, and the watch's thread then had about 3 % of its CPU
 * samples.
 */
final class HeapWatch implements AutoCloseable {
  static final long FIRST_LOOK_MILLIS = 2000;
  static final long PACE_MILLIS = 100;
  /**
   * Share of the heap the watch holds from its first look and lets go when it interrupts: in a heap
   * that stays full each allocation waits for a full collection, and the converting thread had
   * taken minutes to reach its next look at the interrupt flag and unwind.
   */
  static final int RESERVE_DIVISOR = 128;
  /** The heap's used share (as {@link Runtime} tells it, without the management beans) from which the watch samples. */
  static final double ENGAGE_SHARE = 0.5;

  /** Where the watch reads the heap: the JVM ({@link JvmHeapGauge}), or a test's numbers. */
  interface Gauge {
    /** Full collections of the old generation so far. */
    long fullCollections();

    long heapUsed();

    long heapMax();

    /** The old generation's use after its last collection (0 before any). */
    long tenuredUsedAfterCollection();

    /** Its maximum size; not positive when undefined. */
    long tenuredMax();
  }

  private final Thread converting;
  private final Supplier<Gauge> gauge;
  private final DoubleSupplier usedShare;
  private final long firstLookMillis;
  private final long paceMillis;
  private final Thread thread;
  private boolean closed;
  private volatile String exhausted;
  private byte[] reserve;

  private HeapWatch(Thread converting, Supplier<Gauge> gauge, DoubleSupplier usedShare, long firstLookMillis,
      long paceMillis) {
    this.converting = converting;
    this.gauge = gauge;
    this.usedShare = usedShare;
    this.firstLookMillis = firstLookMillis;
    this.paceMillis = paceMillis;
    this.thread = new Thread(this::watch, "leapshot-heap-watch");
    thread.setDaemon(true);
  }

  /** Starts watching the JVM's heap on behalf of {@code converting}, which is interrupted if it runs out. */
  static HeapWatch start(Thread converting) {
    return start(converting, JvmHeapGauge::ofThisJvm, HeapWatch::runtimeUsedShare, FIRST_LOOK_MILLIS, PACE_MILLIS);
  }

  /**
   * As {@link #start(Thread)}, reading {@code gauge} (made on the watch's thread; null: nothing to
   * watch) from the first look.
   */
  static HeapWatch start(Thread converting, Supplier<Gauge> gauge, long firstLookMillis, long paceMillis) {
    return start(converting, gauge, () -> 1, firstLookMillis, paceMillis);
  }

  /**
   * As {@link #start(Thread, Supplier, long, long)}, making the gauge only once {@code usedShare}
   * (the heap's used share) reaches {@link #ENGAGE_SHARE}.
   */
  static HeapWatch start(Thread converting, Supplier<Gauge> gauge, DoubleSupplier usedShare, long firstLookMillis,
      long paceMillis) {
    HeapWatch w = new HeapWatch(converting, gauge, usedShare, firstLookMillis, paceMillis);
    w.thread.start();
    return w;
  }

  /** What was found when the converting thread was interrupted for want of heap, or null if it was not. */
  String exhausted() {
    return exhausted;
  }

  /** Stops watching; once this returns the converting thread is not interrupted by the watch. */
  @Override
  public synchronized void close() {
    closed = true;
    reserve = null;
    thread.interrupt();
  }

  private void watch() {
    try {
      Thread.sleep(firstLookMillis);
      while (usedShare.getAsDouble() < ENGAGE_SHARE) {
        Thread.sleep(paceMillis);
      }
      Gauge g = gauge.get();
      if (g == null) {
        return; // no old generation to judge by
      }
      HeapExhaustion rule = new HeapExhaustion();
      reserve = new byte[(int) Math.min(Integer.MAX_VALUE - 8, g.heapMax() / RESERVE_DIVISOR)];
      while (!rule.exhausted(g.fullCollections(), g.heapUsed(), g.heapMax(), g.tenuredUsedAfterCollection(),
          g.tenuredMax())) {
        Thread.sleep(paceMillis);
      }
      trip(rule.describe());
    } catch (InterruptedException e) {
      // closed: the conversion is over
    } catch (OutOfMemoryError e) {
      // Even the watch's few bytes were refused after a full collection: the heap is exhausted.
      trip("the heap is exhausted");
    }
  }

  /** The heap's used share by {@link Runtime}: two calls that allocate nothing and load no class. */
  private static double runtimeUsedShare() {
    Runtime r = Runtime.getRuntime();
    return (double) (r.totalMemory() - r.freeMemory()) / r.maxMemory();
  }

  private synchronized void trip(String why) {
    reserve = null;
    if (!closed) {
      exhausted = why;
      converting.interrupt();
    }
  }
}
