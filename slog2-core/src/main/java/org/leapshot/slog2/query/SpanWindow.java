package org.leapshot.slog2.query;

import java.util.AbstractList;
import java.util.RandomAccess;
import org.leapshot.slog2.model.Drawable;

/**
 * A window's drawables answered from a {@link SpanColumns}: those that start before the window and
 * last into it ({@code before}, a few places), then the slice of the span's columns that starts in
 * it, {@code [from, to)}, all in drawing order. Nothing is copied but the few places; an object is
 * made for a drawable when it is read, as for {@link WindowDrawables}.
 */
final class SpanWindow extends AbstractList<Drawable> implements RandomAccess {
  private final SpanColumns span;
  private final double startSec;
  private final double endSec;
  private final int[] before;
  private final int from;
  private final int size;

  /** @param startSec the window's start: {@code before} are the places before {@code from} lasting until it */
  SpanWindow(SpanColumns span, double startSec, double endSec, int[] before, int from, int to) {
    this.span = span;
    this.startSec = startSec;
    this.endSec = endSec;
    this.before = before;
    this.from = from;
    this.size = before.length + to - from;
  }

  SpanColumns span() {
    return span;
  }

  double startSec() {
    return startSec;
  }

  double endSec() {
    return endSec;
  }

  /** The first place after those starting in the window. */
  int to() {
    return from + size - before.length;
  }

  /** The places that start before the window and last into it, ascending (shared: never to be changed). */
  int[] before() {
    return before;
  }

  /** The first place that starts in the window. */
  int from() {
    return from;
  }

  /** The place in the span's columns of drawable {@code i} (0 ≤ i < size). */
  int place(int i) {
    int k = i - before.length;
    return k >= 0 ? from + k : before[i];
  }

  @Override
  public Drawable get(int i) {
    if (i < 0 || i >= size) {
      throw new IndexOutOfBoundsException("index " + i + " of " + size);
    }
    return span.drawable(place(i));
  }

  @Override
  public int size() {
    return size;
  }

  /** These drawables as places in the span's columns. */
  DrawablePlaces places() {
    return DrawablePlaces.ofSpan(span, before, from, size);
  }

  /** Reads these drawables without making objects for the packed ones (their references copied once). */
  DrawableCursor cursor() {
    long[] refs = new long[size];
    for (int i = 0; i < size; i++) {
      refs[i] = span.ref(place(i));
    }
    return new DrawableCursor(span.lists(), new Drawable[0], refs, size);
  }
}
