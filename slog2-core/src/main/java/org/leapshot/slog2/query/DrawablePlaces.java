package org.leapshot.slog2.query;

import java.util.List;
import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.model.Drawable;

/**
 * A window's drawables in drawing order, each handed out as its place ({@link #place}): where it
 * sits in the packed columns of the node it comes from (or, for a window answered from the
 * read-ahead's span, in the span's columns, {@link SpanColumns}), or which object it is. A place's category,
 * vertices and box are read straight from those columns ({@link WindowResult#places()}).
 * Stateless and immutable: any position, in any order, from any thread. A place is good only for
 * the object that handed it out.
 *
 * <p>Why: a {@link DrawableCursor} keeps the current drawable in fields and checks, at every
 * accessor, which kind of drawable it is on; in a loop of scroll steps, reading a window through
 * it cost 6.6 ns a drawable against 3.5–4 ns by place (a 4 096-timeline scroll step returns
 * 17 000 drawables, and reading them was half of the step).
 *
 * <p>A place is {@code (array << 32) | at}: the drawable's values are
 * {@code reads[array][at, at + STRIDE)}, laid out as {@link PackedDrawables#readColumns()}, whether
 * they come from a node, a span or (with vertex count 0) an object. So every accessor is the same
 * two array reads with no test of where the drawable is held: a test per accessor (span or node,
 * or two classes of places) cost a 1 300-drawable scroll step's reading 5.5 µs instead of 3.6.
 *
 * <p>The simple loop: for each {@code j}, {@code p = place(j)}; when {@code vertexCount(p)} is 1 or
 * 2 the drawable is a primitive of that many vertices, read with {@link #category}, {@link #time}
 * and {@link #lineId}; when it is 0, the drawable is the object {@link #stored}{@code (p)} (a
 * composite, a primitive of more vertices).
 *
 * <p>The fast loop reads runs: drawables held one after the other in one array ({@link #runLength}),
 * each read from that array with the static accessors, e.g.
 * <pre>{@code
 * for (int j = 0; j < places.size();) {
 *   long p = places.place(j);
 *   long[] v = places.values(p);
 *   for (int at = DrawablePlaces.at(p), end = at + STRIDE * places.runLength(j); at < end; at += STRIDE, j++) {
 *     int count = DrawablePlaces.vertexCount(v, at); // 0: places.stored(places.place(j))
 *     ...
 *   }
 * }
 * }</pre>
 * Why: a window answered from a span is one run after the drawables lasting into it (runs where
 * they follow each other), and reading a run by an index that steps through one array needs no
 * bounds check per value (the compiler checks the run's ends once): the 1 322 drawables of a
 * 64-timeline scroll step read in 3.0 µs against 4.4 µs by place.
 */
public final class DrawablePlaces {
  /** Longs per drawable in {@link #values}. */
  public static final int STRIDE = PackedDrawables.STRIDE;
  /** Array 0 holds the objects' entries (all zero: vertex count 0); array {@code 1 + l} is list l's. */
  private static final int OBJECTS = 0;
  /** The array of a span's places, as a place's high half. */
  private static final long SPAN_ARRAY = 1L << 32;
  private static final PackedDrawables[] NO_LISTS = new PackedDrawables[0];
  private static final Drawable[] NO_OBJECTS = new Drawable[0];
  private static final int[] NONE_BEFORE = new int[0];
  private final long[][] reads;
  private final PackedDrawables[] lists;
  private final Drawable[] objects;
  /** As {@link WindowDrawables}' references; null for a span's places or when drawable j is {@code plain.get(j)}. */
  private final long[] refs;
  private final List<? extends Drawable> plain;
  private final int size;
  /** When answered from a {@link SpanColumns}: it, and the window's positions in it, {@code before} then {@code [from, ...)}. */
  private final SpanColumns span;
  /** Without references: the positions of the first drawables (a span's lasting into the window), else empty. */
  private final int[] before;
  /** Without references: the place of the first drawable after {@code before}; the rest follow it in its array. */
  private final long sliceBase;

  private DrawablePlaces(long[][] reads, PackedDrawables[] lists, Drawable[] objects, long[] refs,
      List<? extends Drawable> plain, int size, SpanColumns span, int[] before, int from) {
    this.reads = reads;
    this.lists = lists;
    this.objects = objects;
    this.refs = refs;
    this.plain = plain;
    this.size = size;
    this.span = span;
    this.before = before;
    this.sliceBase = span == null ? 0 : SPAN_ARRAY | STRIDE * (long) from;
  }

  /** Places of {@link WindowDrawables}' references (list {@link WindowDrawables#OBJECTS}: {@code objects}). */
  static DrawablePlaces ofNodes(PackedDrawables[] lists, Drawable[] objects, long[] refs, int size) {
    long[][] reads = new long[lists.length + 1][];
    reads[OBJECTS] = new long[STRIDE * objects.length];
    for (int l = 0; l < lists.length; l++) {
      reads[1 + l] = lists[l].readColumns();
    }
    return new DrawablePlaces(reads, lists, objects, refs, null, size, null, NONE_BEFORE, 0);
  }

  /** Places in a span's columns: {@code before}, then from {@code from} on, {@code size} in all. */
  static DrawablePlaces ofSpan(SpanColumns span, int[] before, int from, int size) {
    return new DrawablePlaces(span.reads, NO_LISTS, NO_OBJECTS, null, null, size, span, before, from);
  }

  /** Places over drawables that are objects already (any list, not copied: it must not change). */
  public static DrawablePlaces over(List<? extends Drawable> drawables) {
    int n = drawables.size();
    return new DrawablePlaces(new long[][] {new long[STRIDE * n]}, NO_LISTS, NO_OBJECTS, null, drawables, n, null,
        NONE_BEFORE, 0);
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
    if (refs != null) {
      long r = refs[j]; // list OBJECTS (-1) is array 0
      return (r + (1L << 32)) & 0xFFFF_FFFF_0000_0000L | STRIDE * (r & 0xFFFF_FFFFL);
    }
    int k = j - before.length; // over a plain list: no before, and the slice is array 0 from 0
    return k >= 0 ? sliceBase + STRIDE * k : SPAN_ARRAY | STRIDE * before[j];
  }

  /**
   * How many drawables from {@code j} on (0 ≤ j < {@link #size()}) are held one after the other in
   * {@link #values}{@code (place(j))}, {@link #STRIDE} longs each from {@link #at}{@code (place(j))}:
   * at least 1, and drawable {@code j + k} of the run is at {@code at + STRIDE * k}.
   */
  public int runLength(int j) {
    if (j < 0 || j >= size) {
      throw new IndexOutOfBoundsException("drawable " + j + " of " + size);
    }
    int k = j + 1;
    if (refs != null) {
      while (k < size && refs[k] == refs[k - 1] + 1) { // the same list, the next drawable
        k++;
      }
      return k - j;
    }
    if (j >= before.length) {
      return size - j; // the slice (or a plain list) to the end
    }
    while (k < before.length && before[k] == before[k - 1] + 1) {
      k++;
    }
    boolean joinsSlice = k == before.length && SPAN_ARRAY + STRIDE * (long) (before[k - 1] + 1) == sliceBase;
    return joinsSlice ? size - j : k - j;
  }

  /** The array holding the values of the drawable at {@code place} (shared: never to be changed). */
  public long[] values(long place) {
    return reads[(int) (place >>> 32)];
  }

  /** Where the drawable at {@code place} starts in {@link #values}{@code (place)}. */
  public static int at(long place) {
    return (int) place;
  }

  /**
   * 1 or 2: the drawable at {@code place} is a primitive of that many vertices held in columns;
   * 0: it is held as an object, {@link #stored}.
   */
  public int vertexCount(long place) {
    return vertexCount(values(place), at(place));
  }

  /** The category index of a drawable held in columns ({@link #vertexCount} 1 or 2). */
  public int category(long place) {
    return category(values(place), at(place));
  }

  /**
   * The time of vertex {@code v} (0 or 1) of a primitive held in columns; an event's one vertex
   * is held twice, so its vertex 1 reads as its vertex 0 (what the start and end of its box are).
   */
  public double time(long place, int v) {
    return time(values(place), at(place), v);
  }

  /** The line ID of vertex {@code v} (0 or 1) of a primitive held in columns; an event's, as {@link #time}. */
  public int lineId(long place, int v) {
    return lineId(values(place), at(place), v);
  }

  /** {@link #vertexCount(long)} of the drawable at {@code at} in {@code values} (see {@link #runLength}). */
  public static int vertexCount(long[] values, int at) {
    return (int) values[at + 2];
  }

  /** {@link #category(long)} of the drawable at {@code at} in {@code values}. */
  public static int category(long[] values, int at) {
    return (int) (values[at + 2] >> 32);
  }

  /** {@link #time(long, int)} of the drawable at {@code at} in {@code values}. */
  public static double time(long[] values, int at, int v) {
    return Double.longBitsToDouble(values[at + (v == 0 ? 0 : 1)]);
  }

  /** {@link #lineId(long, int)} of the drawable at {@code at} in {@code values}. */
  public static int lineId(long[] values, int at, int v) {
    long lines = values[at + 3];
    return (int) (v == 0 ? lines >> 32 : lines);
  }

  /** The drawable at {@code place} when it is held as an object ({@link #vertexCount} 0), else null. */
  public Drawable stored(long place) {
    int array = (int) (place >>> 32);
    int i = (int) place / STRIDE;
    if (span != null) {
      return span.stored(i);
    }
    if (array != OBJECTS) {
      return lists[array - 1].stored(i);
    }
    return plain != null ? plain.get(i) : objects[i];
  }

  /** The drawable at {@code place} as an object, whichever way it is held (a new one when in columns). */
  public Drawable drawable(long place) {
    int array = (int) (place >>> 32);
    int i = (int) place / STRIDE;
    if (span != null) {
      return span.drawable(i);
    }
    return array == OBJECTS ? stored(place) : lists[array - 1].get(i);
  }
}
