package org.leapshot.slog2.convert;

import java.util.Arrays;
import org.leapshot.slog2.model.Drawable;

/**
 * Holds drawables of a source whose records come in start-time order (Paraver, Paje) until they
 * can go out in end-time order: once the input has reached time {@code t}, nothing read later can
 * end before {@code t}, so every held drawable ending at or before {@code t} is final. This lets
 * the converter stream such traces to the writer instead of reading them twice to sort; it holds
 * only what is open at the current time (a state per timeline, messages in flight).
 *
 * <p>A min-heap on (end time, arrival order), so that drawables ending together keep input order.
 */
public final class EndOrderBuffer {
  /**
   * Most drawables held. Beyond it the earliest goes out early: the output may then be out of
   * order, which the converter mends by sorting, but a trace whose states never end cannot fill
   * the heap.
   */
  static final int MAX_HELD = 1 << 18;

  private final String file;
  private Drawable[] drawables = new Drawable[64];
  private double[] ends = new double[64];
  private long[] orders = new long[64];
  private long[] lines = new long[64];
  private int size;
  private long arrivals;

  /** @param file the input's name, given with each drawable's line to the sink */
  public EndOrderBuffer(String file) {
    this.file = file;
  }

  public int size() {
    return size;
  }

  /** The earliest end time held, or +infinity when empty. */
  public double earliestEnd() {
    return size == 0 ? Double.POSITIVE_INFINITY : ends[0];
  }

  /**
   * Hands {@code d}, read at {@code line} when the input had reached {@code now}, to {@code sink}
   * straight away if it ends by then and nothing held ends earlier, else holds it.
   */
  public void add(Drawable d, long line, double now, ItemSink sink) throws TraceInputException {
    double end = d.end();
    if (end <= now && end <= earliestEnd()) {
      sink.drawable(d, file, line);
      return;
    }
    if (size == MAX_HELD) {
      sink.drawable(drawables[0], file, lines[0]);
      removeTop();
    }
    if (size == drawables.length) {
      grow();
    }
    int i = size++;
    long order = arrivals++;
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (!before(end, order, ends[parent], orders[parent])) {
        break;
      }
      set(i, drawables[parent], ends[parent], orders[parent], lines[parent]);
      i = parent;
    }
    set(i, d, end, order, line);
  }

  /** Hands on every held drawable ending at or before {@code time}, in end order. */
  public void releaseUpTo(double time, ItemSink sink) throws TraceInputException {
    while (size > 0 && ends[0] <= time) {
      sink.drawable(drawables[0], file, lines[0]);
      removeTop();
    }
  }

  /** Hands on everything held, in end order. */
  public void releaseAll(ItemSink sink) throws TraceInputException {
    releaseUpTo(Double.POSITIVE_INFINITY, sink);
  }

  private void removeTop() {
    int last = --size;
    Drawable d = drawables[last];
    double end = ends[last];
    long order = orders[last];
    long line = lines[last];
    drawables[last] = null;
    int i = 0;
    while (true) {
      int child = 2 * i + 1;
      if (child >= size) {
        break;
      }
      if (child + 1 < size && before(ends[child + 1], orders[child + 1], ends[child], orders[child])) {
        child++;
      }
      if (!before(ends[child], orders[child], end, order)) {
        break;
      }
      set(i, drawables[child], ends[child], orders[child], lines[child]);
      i = child;
    }
    if (size > 0) {
      set(i, d, end, order, line);
    }
  }

  private static boolean before(double end, long order, double otherEnd, long otherOrder) {
    return end < otherEnd || (end == otherEnd && order < otherOrder);
  }

  private void set(int i, Drawable d, double end, long order, long line) {
    drawables[i] = d;
    ends[i] = end;
    orders[i] = order;
    lines[i] = line;
  }

  private void grow() {
    int n = drawables.length * 2;
    drawables = Arrays.copyOf(drawables, n);
    ends = Arrays.copyOf(ends, n);
    orders = Arrays.copyOf(orders, n);
    lines = Arrays.copyOf(lines, n);
  }
}
