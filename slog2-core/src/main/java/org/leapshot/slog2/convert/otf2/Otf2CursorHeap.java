package org.leapshot.slog2.convert.otf2;

/**
 * The locations' event cursors ordered by their current event's time, ties by location order: a
 * binary min-heap, so that the events of all locations come out merged in time order without
 * sorting (each location's events are already in time order, spec §14).
 */
final class Otf2CursorHeap {
  private Otf2EventCursor[] heap = new Otf2EventCursor[16];
  private int size;

  boolean isEmpty() {
    return size == 0;
  }

  void add(Otf2EventCursor c) {
    if (size == heap.length) {
      heap = java.util.Arrays.copyOf(heap, size * 2);
    }
    heap[size] = c;
    up(size++);
  }

  Otf2EventCursor top() {
    return heap[0];
  }

  /**
   * The top's time grew: moves it down to its place. Events come in runs on one location (an
   * Enter with its metric, a send inside its region), so first a look at the two children: when
   * the top still comes before both, it stays.
   */
  void topAdvanced() {
    Otf2EventCursor c = heap[0];
    if ((size < 2 || before(c, heap[1])) && (size < 3 || before(c, heap[2]))) {
      return;
    }
    down(0);
  }

  Otf2EventCursor removeTop() {
    Otf2EventCursor top = heap[0];
    heap[0] = heap[--size];
    heap[size] = null;
    if (size > 0) {
      down(0);
    }
    return top;
  }

  private static boolean before(Otf2EventCursor a, Otf2EventCursor b) {
    return a.time < b.time || (a.time == b.time && a.order < b.order);
  }

  private void up(int i) {
    Otf2EventCursor c = heap[i];
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (!before(c, heap[parent])) {
        break;
      }
      heap[i] = heap[parent];
      i = parent;
    }
    heap[i] = c;
  }

  private void down(int i) {
    Otf2EventCursor c = heap[i];
    while (true) {
      int child = 2 * i + 1;
      if (child >= size) {
        break;
      }
      if (child + 1 < size && before(heap[child + 1], heap[child])) {
        child++;
      }
      if (!before(heap[child], c)) {
        break;
      }
      heap[i] = heap[child];
      i = child;
    }
    heap[i] = c;
  }
}
