package org.leapshot.slog2.query;

import java.util.List;
import java.util.NoSuchElementException;
import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.tree.QuickMinMax;

/**
 * Reads a window's drawables in drawing order, one at a time, straight from the packed columns of
 * the nodes they come from: category, box and vertices of each, without making an object for it
 * ({@link WindowResult#cursor()}). Composites and primitives of more than two vertices are objects
 * already and are handed out as they are ({@link #stored()}).
 *
 * <p>Why: a scroll step of the 64-rank 100 MB trace returns about 1300 drawables, and making an
 * object for each as it was read cost more than the query itself (about 110 bytes a drawable).
 *
 * <p>Not thread-safe; the accessors describe the drawable the last {@link #next()} moved to.
 */
public final class DrawableCursor {
  private final PackedDrawables[] lists;
  private final Drawable[] objects;
  /** As {@link WindowDrawables}' references; null when drawable i is {@code objects[i]}. */
  private final long[] refs;
  private final int size;
  private int position = -1;
  /** The list the current drawable is in, or null when it is {@link #object}. */
  private PackedDrawables list;
  private int index;
  private Drawable object;

  DrawableCursor(PackedDrawables[] lists, Drawable[] objects, long[] refs, int size) {
    this.lists = lists;
    this.objects = objects;
    this.refs = refs;
    this.size = size;
  }

  /** A cursor over drawables that are objects already (any list; copied once). */
  public static DrawableCursor over(List<? extends Drawable> drawables) {
    Drawable[] all = drawables.toArray(new Drawable[0]);
    return new DrawableCursor(new PackedDrawables[0], all, null, all.length);
  }

  /** The number of drawables, read or not. */
  public int size() {
    return size;
  }

  /** Moves to the next drawable; false (and nowhere) after the last one. */
  public boolean next() {
    int p = position + 1;
    if (p >= size) {
      position = size;
      list = null;
      object = null;
      return false;
    }
    position = p;
    if (refs == null) {
      list = null;
      object = objects[p];
      return true;
    }
    long r = refs[p];
    int l = WindowDrawables.list(r);
    int i = WindowDrawables.index(r);
    if (l == WindowDrawables.OBJECTS) {
      list = null;
      object = objects[i];
      return true;
    }
    PackedDrawables packed = lists[l];
    index = i;
    if (packed.vertexCount(i) != 0) { // nearly every drawable: no object to look for
      list = packed;
      object = null;
    } else {
      list = null;
      object = packed.stored(i);
    }
    return true;
  }

  /** Goes back to before the first drawable, to read them all again. */
  public void rewind() {
    position = -1;
    list = null;
    object = null;
  }

  /** The number of the current drawable in drawing order (-1 before the first). */
  public int position() {
    return position;
  }

  public int categoryIndex() {
    return list != null ? list.category(index) : current().categoryIndex();
  }

  public double start() {
    // From the vertices, which the canvas reads next anyway: the start and end columns would be
    // two more arrays to fetch per drawable (the same values: an event's one vertex is held twice).
    return list != null ? QuickMinMax.min(list.time(index, 0), list.time(index, 1)) : current().start();
  }

  public double end() {
    return list != null ? QuickMinMax.max(list.time(index, 0), list.time(index, 1)) : current().end();
  }

  /** The current drawable when it is an object already (a composite, a primitive of 3+ vertices), else null. */
  public Drawable stored() {
    return list != null ? null : current();
  }

  public boolean isComposite() {
    return list == null && current() instanceof Composite;
  }

  /** The current primitive's number of vertices; a composite's are in its primitives ({@link #stored()}). */
  public int vertexCount() {
    return list != null ? list.vertexCount(index) : primitive().vertexCount();
  }

  public double time(int vertex) {
    PackedDrawables l = list;
    if (l == null) {
      return primitive().time(vertex);
    }
    if (vertex == 0 || (vertex == 1 && l.vertexCount(index) == 2)) {
      return l.time(index, vertex);
    }
    throw noVertex(vertex);
  }

  public int lineId(int vertex) {
    PackedDrawables l = list;
    if (l == null) {
      return primitive().lineId(vertex);
    }
    if (vertex == 0 || (vertex == 1 && l.vertexCount(index) == 2)) {
      return l.lineId(index, vertex);
    }
    throw noVertex(vertex);
  }

  /** The current drawable as an object: a new one when it is packed (equal to the list's element). */
  public Drawable drawable() {
    return list != null ? list.get(index) : current();
  }

  private IndexOutOfBoundsException noVertex(int vertex) {
    return new IndexOutOfBoundsException("vertex " + vertex + " of " + list.vertexCount(index));
  }

  private Drawable current() {
    if (object == null && list == null) {
      throw new NoSuchElementException(position < 0 ? "next() not called yet" : "past the last drawable");
    }
    return object;
  }

  private Primitive primitive() {
    if (current() instanceof Primitive p) {
      return p;
    }
    throw new IllegalStateException("drawable " + position + " is a composite: read its primitives from stored()");
  }
}
