package org.leapshot.slog2.query;

import java.util.List;
import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.model.Drawable;

/**
 * A window's drawables in drawing order, each handed out as its place ({@link #place}): where it
 * sits in the packed columns of the node it comes from (or, for a window answered from the
 * read-ahead's span, in the span's columns, {@link SpanColumns}), or which object it is. A place's category,
 * vertices and box are read straight from those columns ({@link WindowResult#places()}).
 * Stateless and immutable: any position, in any order, from any thread.
 *
 * <p>Why: a {@link DrawableCursor} keeps the current drawable in fields and checks, at every
 * accessor, which kind of drawable it is on; in a loop of scroll steps, reading a window through
 * it cost 6.6 ns a drawable against 3.5–4 ns by place (a 4 096-timeline scroll step returns
 * 17 000 drawables, and reading them was half of the step).
 *
 * <p>The usual loop: for each {@code j}, {@code p = place(j)}; when {@code vertexCount(p)} is 1 or
 * 2 the drawable is a primitive of that many vertices, read with {@link #category}, {@link #time}
 * and {@link #lineId}; when it is 0, the drawable is the object {@link #stored}{@code (p)} (a
 * composite, a primitive of more vertices).
 */
public final class DrawablePlaces {
  /** The list number of places in a {@link SpanColumns}' columns. */
  private static final int SPAN = -2;
  private final PackedDrawables[] lists;
  private final Drawable[] objects;
  /** As {@link WindowDrawables}' references; null when drawable j is {@code plain.get(j)}. */
  private final long[] refs;
  private final List<? extends Drawable> plain;
  private final int size;
  /**
   * When answered from a {@link SpanColumns}: its columns, read straight at a place (a position in
   * them), and the window's places, {@code before} then {@code [from, ...)}; else null.
   */
  private final SpanColumns span;
  private final int[] before;
  private final int from;
  private final byte[] kind;
  private final double[] t0;
  private final double[] t1;
  private final int[] category;
  private final int[] l0;
  private final int[] l1;

  DrawablePlaces(PackedDrawables[] lists, Drawable[] objects, long[] refs, int size) {
    this(lists, objects, refs, null, size, null, null, 0);
  }

  /** Places in a span's columns: {@code before}, then from {@code from} on, {@code size} in all. */
  DrawablePlaces(SpanColumns span, int[] before, int from, int size) {
    this(new PackedDrawables[0], new Drawable[0], null, null, size, span, before, from);
  }

  private DrawablePlaces(PackedDrawables[] lists, Drawable[] objects, long[] refs, List<? extends Drawable> plain,
      int size, SpanColumns span, int[] before, int from) {
    this.lists = lists;
    this.objects = objects;
    this.refs = refs;
    this.plain = plain;
    this.size = size;
    this.span = span;
    this.before = before;
    this.from = from;
    this.kind = span == null ? null : span.kind;
    this.t0 = span == null ? null : span.t0;
    this.t1 = span == null ? null : span.t1;
    this.category = span == null ? null : span.category;
    this.l0 = span == null ? null : span.l0;
    this.l1 = span == null ? null : span.l1;
  }

  /** Places over drawables that are objects already (any list, not copied: it must not change). */
  public static DrawablePlaces over(List<? extends Drawable> drawables) {
    return new DrawablePlaces(new PackedDrawables[0], new Drawable[0], null, drawables, drawables.size(), null, null, 0);
  }

  /** The number of drawables. */
  public int size() {
    return size;
  }

  /** Where drawable {@code j} (0 ≤ j < {@link #size()}, in drawing order) is held. */
  public long place(int j) {
    if (j < 0 || j >= size) { // the references may run past the answer
      throw new IndexOutOfBoundsException("drawable " + j + " of " + size);
    }
    if (span != null) {
      int k = j - before.length;
      return WindowDrawables.ref(SPAN, k >= 0 ? from + k : before[j]);
    }
    return refs == null ? WindowDrawables.ref(WindowDrawables.OBJECTS, j) : refs[j];
  }

  /**
   * 1 or 2: the drawable at {@code place} is a primitive of that many vertices held in columns;
   * 0: it is held as an object, {@link #stored}.
   */
  public int vertexCount(long place) {
    int l = WindowDrawables.list(place);
    if (l == SPAN) {
      return kind[WindowDrawables.index(place)];
    }
    return l == WindowDrawables.OBJECTS ? 0 : lists[l].vertexCount(WindowDrawables.index(place));
  }

  /** The category index of a drawable held in columns ({@link #vertexCount} 1 or 2). */
  public int category(long place) {
    int l = WindowDrawables.list(place);
    return l == SPAN ? category[WindowDrawables.index(place)] : lists[l].category(WindowDrawables.index(place));
  }

  /**
   * The time of vertex {@code v} (0 or 1) of a primitive held in columns; an event's one vertex
   * is held twice, so its vertex 1 reads as its vertex 0 (what the start and end of its box are).
   */
  public double time(long place, int v) {
    int l = WindowDrawables.list(place);
    int i = WindowDrawables.index(place);
    if (l == SPAN) {
      return v == 0 ? t0[i] : t1[i];
    }
    return lists[l].time(i, v);
  }

  /** The line ID of vertex {@code v} (0 or 1) of a primitive held in columns; an event's, as {@link #time}. */
  public int lineId(long place, int v) {
    int l = WindowDrawables.list(place);
    int i = WindowDrawables.index(place);
    if (l == SPAN) {
      return v == 0 ? l0[i] : l1[i];
    }
    return lists[l].lineId(i, v);
  }

  /** The drawable at {@code place} when it is held as an object ({@link #vertexCount} 0), else null. */
  public Drawable stored(long place) {
    int l = WindowDrawables.list(place);
    int i = WindowDrawables.index(place);
    if (l == SPAN) {
      return span.stored(i);
    }
    if (l != WindowDrawables.OBJECTS) {
      return lists[l].stored(i);
    }
    return plain != null ? plain.get(i) : objects[i];
  }

  /** The drawable at {@code place} as an object, whichever way it is held (a new one when in columns). */
  public Drawable drawable(long place) {
    int l = WindowDrawables.list(place);
    int i = WindowDrawables.index(place);
    if (l == SPAN) {
      return span.drawable(i);
    }
    return l == WindowDrawables.OBJECTS ? stored(place) : lists[l].get(i);
  }
}
