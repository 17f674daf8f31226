package org.leapshot.app.cli.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.leapshot.slog2.query.WindowResult;

/** Timings and result sizes of repeated runs of one kind of operation. */
public final class OperationTimes {
  private final List<Double> millis = new ArrayList<>();
  private final List<Double> cpuMillis = new ArrayList<>();
  private final List<Integer> drawables = new ArrayList<>();
  private final List<Integer> shadows = new ArrayList<>();
  private int paused;

  void add(long nanos, long cpuNanos, WindowResult r) {
    add(nanos, cpuNanos, r, false);
  }

  /** @param collected whether the garbage collector paused the process during the operation */
  void add(long nanos, long cpuNanos, WindowResult r, boolean collected) {
    if (collected) {
      paused++;
    }
    millis.add(nanos / 1e6);
    cpuMillis.add(cpuNanos / 1e6);
    drawables.add(r.drawables().size());
    shadows.add(r.shadows().size());
  }

  public int runs() {
    return millis.size();
  }

  /** Runs during which the garbage collector paused the process: they show as the slow ones. */
  public int pausedRuns() {
    return paused;
  }

  public double medianMs() {
    return median(millis);
  }

  /** Median CPU time of the whole process (all threads) during the operation. */
  public double medianCpuMs() {
    return median(cpuMillis);
  }

  public double maxMs() {
    return millis.isEmpty() ? 0 : Collections.max(millis);
  }

  /** Median count of drawables returned. */
  public double medianDrawables() {
    return median(drawables);
  }

  public double medianShadows() {
    return median(shadows);
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
