package org.leapshot.slog2.query;

import java.util.AbstractList;
import java.util.RandomAccess;
import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.model.Drawable;

/**
 * A window's drawables in drawing order, held as references into the packed lists of the nodes
 * they come from (and into a few objects): the object for a drawable is made when it is read, so a
 * query that returns tens of thousands of drawables makes none of them. Reading an element twice
 * gives two equal objects.
 *
 * <p>Why: making an object for every drawable of a 1/1000 window of the 5 GB trace was an eighth
 * of a jump's CPU time, and keeping them for the next scroll step made every young collection copy
 * them; the viewer reads each drawable once, into its picture.
 *
 * <p>A reference is {@code (list << 32) | index}: drawable {@code index} of {@code lists[list]}, or
 * of {@code objects} when {@code list} is {@link #OBJECTS}.
 */
final class WindowDrawables extends AbstractList<Drawable> implements RandomAccess {
  /** The list number of references into {@code objects}. */
  static final int OBJECTS = -1;

  private final PackedDrawables[] lists;
  private final Drawable[] objects;
  private final long[] refs;
  private final int size;

  /** Adopts the arrays, which nobody may change afterwards; every reference must resolve. */
  WindowDrawables(PackedDrawables[] lists, Drawable[] objects, long[] refs, int size) {
    if (size < 0 || size > refs.length) {
      throw new IllegalArgumentException("size " + size + " outside " + refs.length + " references");
    }
    this.lists = lists;
    this.objects = objects;
    this.refs = refs;
    this.size = size;
  }

  static long ref(int list, int index) {
    return ((long) list << 32) | (index & 0xFFFF_FFFFL);
  }

  static int list(long ref) {
    return (int) (ref >> 32);
  }

  static int index(long ref) {
    return (int) ref;
  }

  @Override
  public Drawable get(int i) {
    if (i < 0 || i >= size) {
      throw new IndexOutOfBoundsException("index " + i + " of " + size);
    }
    long r = refs[i];
    int list = list(r);
    return list == OBJECTS ? objects[index(r)] : lists[list].get(index(r));
  }

  /** The references in drawing order (the first {@link #size()}), shared: never to be changed. */
  long[] refs() {
    return refs;
  }

  /** How many packed lists the references point into. */
  int listCount() {
    return lists.length;
  }

  /** True when some references point to drawables held as objects rather than in packed lists. */
  boolean hasObjects() {
    return objects.length > 0;
  }

  /** Reads these drawables without making objects for the packed ones. */
  DrawableCursor cursor() {
    return new DrawableCursor(lists, objects, refs, size);
  }

  /** These drawables as places in their packed lists. */
  DrawablePlaces places() {
    return DrawablePlaces.ofNodes(lists, objects, refs, size);
  }

  @Override
  public int size() {
    return size;
  }
}
