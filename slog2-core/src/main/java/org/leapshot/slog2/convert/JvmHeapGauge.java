package org.leapshot.slog2.convert;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * This JVM's heap for a {@link HeapWatch}, through its management beans: a few small objects per
 * sample, as the heap is full when it matters.
 */
final class JvmHeapGauge implements HeapWatch.Gauge {
  private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
  private final List<GarbageCollectorMXBean> full;
  private final MemoryPoolMXBean tenured;
  private final long heapMax = Runtime.getRuntime().maxMemory();
  private final long tenuredMax;

  private JvmHeapGauge(List<GarbageCollectorMXBean> full, MemoryPoolMXBean tenured) {
    this.full = full;
    this.tenured = tenured;
    long max = tenured.getUsage().getMax();
    this.tenuredMax = max > 0 ? max : heapMax;
  }

  /** This JVM's, or null when no heap pool reports its use after collections. */
  static HeapWatch.Gauge ofThisJvm() {
    MemoryPoolMXBean tenured = tenuredPool(ManagementFactory.getMemoryPoolMXBeans());
    if (tenured == null) {
      return null;
    }
    // The collectors of the old generation: G1's young collector collects it too (mixed
    // collections), so those named young are left out when another one collects it.
    List<GarbageCollectorMXBean> old = new ArrayList<>();
    List<GarbageCollectorMXBean> notYoung = new ArrayList<>();
    for (GarbageCollectorMXBean c : ManagementFactory.getGarbageCollectorMXBeans()) {
      if (Arrays.asList(c.getMemoryPoolNames()).contains(tenured.getName())) {
        old.add(c);
        if (!c.getName().contains("Young")) {
          notYoung.add(c);
        }
      }
    }
    return old.isEmpty() ? null : new JvmHeapGauge(notYoung.isEmpty() ? old : notYoung, tenured);
  }

  @Override
  public long fullCollections() {
    long n = 0;
    for (GarbageCollectorMXBean c : full) {
      n += Math.max(0, c.getCollectionCount());
    }
    return n;
  }

  @Override
  public long heapUsed() {
    return memory.getHeapMemoryUsage().getUsed();
  }

  @Override
  public long heapMax() {
    return heapMax;
  }

  @Override
  public long tenuredUsedAfterCollection() {
    MemoryUsage after = tenured.getCollectionUsage();
    return after == null ? 0 : after.getUsed();
  }

  @Override
  public long tenuredMax() {
    return tenuredMax;
  }

  /**
   * The old generation's pool: named "Old" or "Tenured" by the JVM's collectors; else the largest
   * heap pool that reports its use after collections.
   */
  static MemoryPoolMXBean tenuredPool(List<MemoryPoolMXBean> pools) {
    MemoryPoolMXBean largest = null;
    for (MemoryPoolMXBean p : pools) {
      if (p.getType() != MemoryType.HEAP || !p.isCollectionUsageThresholdSupported()) {
        continue;
      }
      String name = p.getName();
      if (name.contains("Old") || name.contains("Tenured")) {
        return p;
      }
      if (largest == null || p.getUsage().getMax() > largest.getUsage().getMax()) {
        largest = p;
      }
    }
    return largest;
  }
}
