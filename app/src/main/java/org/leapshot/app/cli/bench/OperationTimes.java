package org.leapshot.app.cli.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Costs and result sizes of repeated runs of one kind of operation. */
public final class OperationTimes {
  private final List<Double> millis = new ArrayList<>();
  private final List<Double> cpuMillis = new ArrayList<>();
  private final List<Long> allocBytes = new ArrayList<>();
  private final List<Integer> drawables = new ArrayList<>();
  private final List<Integer> shadows = new ArrayList<>();
  private final List<Double> aheadMillis = new ArrayList<>();
  private final List<Double> aheadCpuMillis = new ArrayList<>();
  private final List<Long> aheadAllocBytes = new ArrayList<>();
  private final List<Integer> nodesRead = new ArrayList<>();
  private final List<Integer> nodesFromCache = new ArrayList<>();
  private long totalDrawables;
  private int paused;

  void add(StepCost c) {
    if (c.collected()) {
      paused++;
    }
    millis.add(c.nanos() / 1e6);
    cpuMillis.add(c.cpuNanos() / 1e6);
    allocBytes.add(c.allocBytes());
    drawables.add(c.drawables());
    shadows.add(c.shadows());
    aheadMillis.add(c.aheadNanos() / 1e6);
    aheadCpuMillis.add(c.aheadCpuNanos() / 1e6);
    aheadAllocBytes.add(c.aheadAllocBytes());
    nodesRead.add(c.nodesRead());
    nodesFromCache.add(c.nodesFromCache());
    totalDrawables += c.drawables();
  }

  public int runs() {
    return millis.size();
  }

  /** Runs during which the garbage collector paused the process: they show as the slow ones. */
  public int pausedRuns() {
    return paused;
  }

  /** Median wall time from the request to the last drawable read. */
  public double medianMs() {
    return median(millis);
  }

  /** Median CPU time of the process's threads but read-ahead's during the operation. */
  public double medianCpuMs() {
    return median(cpuMillis);
  }

  public double maxMs() {
    return millis.isEmpty() ? 0 : Collections.max(millis);
  }

  /** The fastest run's wall time. */
  public double minMs() {
    return millis.isEmpty() ? 0 : Collections.min(millis);
  }

  /** Median heap bytes allocated by the operation (read-ahead's not counted). */
  public double medianAllocBytes() {
    return median(allocBytes);
  }

  /** Median count of drawables returned. */
  public double medianDrawables() {
    return median(drawables);
  }

  /** Drawables returned by all runs together: compared window by window with the reference's. */
  public long totalDrawables() {
    return totalDrawables;
  }

  public double medianShadows() {
    return median(shadows);
  }

  /** Median wall time waited after the operation for the read-ahead it started (0 with read-ahead off). */
  public double medianReadAheadMs() {
    return median(aheadMillis);
  }

  /** Median CPU time of the read-ahead an operation started. */
  public double medianReadAheadCpuMs() {
    return median(aheadCpuMillis);
  }

  /** Median heap bytes allocated by the read-ahead an operation started. */
  public double medianReadAheadAllocBytes() {
    return median(aheadAllocBytes);
  }

  /**
   * Median count of tree nodes an operation decoded from the file: with {@link #medianNodesFromCache}, how
   * much of a window the session's cache already held (on the 5 GB 64-rank trace a random jump at
   * 1/1000 of the run finds the root and the top levels there, five or six of its 40-odd upper nodes).
   */
  public double medianNodesRead() {
    return median(nodesRead);
  }

  /** Median count of tree nodes an operation found decoded in the session's cache. */
  public double medianNodesFromCache() {
    return median(nodesFromCache);
  }

  private static <T extends Number & Comparable<T>> double median(List<T> values) {
    if (values.isEmpty()) {
      return 0;
    }
    List<T> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2).doubleValue()
        : (sorted.get(n / 2 - 1).doubleValue() + sorted.get(n / 2).doubleValue()) / 2;
  }
}
