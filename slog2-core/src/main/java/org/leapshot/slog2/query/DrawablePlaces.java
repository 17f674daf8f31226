package org.leapshot.slog2.query;

import java.util.List;
import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.model.Drawable;

/**
 * A window's drawables in drawing order, each handed out as its place ({@link #place}): where it
 * sits in the packed columns of the node it comes from, or which object it is. A place's category,
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
  private final PackedDrawables[] lists;
  private final Drawable[] objects;
  /** As {@link WindowDrawables}' references; null when drawable j is {@code plain.get(j)}. */
  private final long[] refs;
  private final List<? extends Drawable> plain;
  private final int size;

  DrawablePlaces(PackedDrawables[] lists, Drawable[] objects, long[] refs, int size) {
    this.lists = lists;
    this.objects = objects;
    this.refs = refs;
    this.plain = null;
    this.size = size;
  }

  private DrawablePlaces(List<? extends Drawable> plain) {
    this.lists = new PackedDrawables[0];
    this.objects = new Drawable[0];
    this.refs = null;
    this.plain = plain;
    this.size = plain.size();
  }

  /** Places over drawables that are objects already (any list, not copied: it must not change). */
  public static DrawablePlaces over(List<? extends Drawable> drawables) {
    return new DrawablePlaces(drawables);
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
    return refs == null ? WindowDrawables.ref(WindowDrawables.OBJECTS, j) : refs[j];
  }

  /**
   * 1 or 2: the drawable at {@code place} is a primitive of that many vertices held in columns;
   * 0: it is held as an object, {@link #stored}.
   */
  public int vertexCount(long place) {
    int l = WindowDrawables.list(place);
    return l == WindowDrawables.OBJECTS ? 0 : lists[l].vertexCount(WindowDrawables.index(place));
  }

  /** The category index of a drawable held in columns ({@link #vertexCount} 1 or 2). */
  public int category(long place) {
    return lists[WindowDrawables.list(place)].category(WindowDrawables.index(place));
  }

  /**
   * The time of vertex {@code v} (0 or 1) of a primitive held in columns; an event's one vertex
   * is held twice, so its vertex 1 reads as its vertex 0 (what the start and end of its box are).
   */
  public double time(long place, int v) {
    return lists[WindowDrawables.list(place)].time(WindowDrawables.index(place), v);
  }

  /** The line ID of vertex {@code v} (0 or 1) of a primitive held in columns; an event's, as {@link #time}. */
  public int lineId(long place, int v) {
    return lists[WindowDrawables.list(place)].lineId(WindowDrawables.index(place), v);
  }

  /** The drawable at {@code place} when it is held as an object ({@link #vertexCount} 0), else null. */
  public Drawable stored(long place) {
    int l = WindowDrawables.list(place);
    int i = WindowDrawables.index(place);
    if (l != WindowDrawables.OBJECTS) {
      return lists[l].stored(i);
    }
    return plain != null ? plain.get(i) : objects[i];
  }

  /** The drawable at {@code place} as an object, whichever way it is held (a new one when in columns). */
  public Drawable drawable(long place) {
    int l = WindowDrawables.list(place);
    return l == WindowDrawables.OBJECTS ? stored(place) : lists[l].get(WindowDrawables.index(place));
  }
}
