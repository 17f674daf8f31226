package org.leapshot.slog2.format.decode;

import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * A node's real drawables in drawing order (nestable and nestless merged, on a tie the nestable
 * first, spec §11.3), kept as columns of numbers: events, states and arrows (one or two vertices,
 * nearly every drawable) cost no object until someone asks for them with {@link #get(int)}.
 *
 * <p>Why: a node cache full of small objects is what the garbage collector copies at every young
 * collection. Read-ahead fills the cache with nodes that may never be shown; as columns they are a
 * dozen arrays each, copied like one block of memory, and a window query makes objects only for
 * what it returns. Composites and primitives with more vertices stay objects.
 */
public final class PackedDrawables {
  static final byte OBJECT = 0;
  /**
   * Longs per drawable in {@link #readColumns()}, side by side from {@code STRIDE * i}: vertex 0's
   * time (raw bits), vertex 1's (an event's vertex 0 again), the category in the high half and the
   * vertex count ({@link #vertexCount}) in the low half, vertex 0's line ID in the high half and
   * vertex 1's in the low half. For an object: its start, end, category, 0, first and last line ID.
   *
   * <p>Why one array: a window's reader reads all of these for every drawable; six arrays were six
   * references and lengths loaded again per drawable, and six places in memory to fetch.
   */
  public static final int STRIDE = 4;
  static final int T0 = 0;
  static final int T1 = 1;
  static final int CATEGORY_KIND = 2;
  static final int LINES = 3;

  /** The builder's values (never changed after), held here too: readers need no detour through it. */
  private final int size;
  private final long[] read;
  private final PackedList columns;
  private final boolean sorted;

  PackedDrawables(PackedList columns, boolean sorted) {
    this.columns = columns;
    this.sorted = sorted;
    this.size = columns.size;
    this.read = columns.read;
  }

  public int size() {
    return size;
  }

  /**
   * The earlier of the two vertex times; an object's start, held in vertex 0's field. No column of
   * its own: one array fewer to zero and fill for every drawable a node decodes.
   */
  public double start(int i) {
    return start(read, i);
  }

  /**
   * {@link #start(int)} of drawable i of the list whose {@link #readColumns()} are {@code read}: for
   * the merge of a window's levels, which reads starts at scattered places of many lists, with a
   * dependent load fewer each than through the list (or its builder).
   */
  public static double start(long[] read, int i) {
    int at = STRIDE * i;
    double t0 = Double.longBitsToDouble(read[at + T0]);
    return (int) read[at + CATEGORY_KIND] == OBJECT ? t0 : Math.min(t0, Double.longBitsToDouble(read[at + T1]));
  }

  /**
   * The later of the two vertex columns, which for an object hold its start and end: no column of
   * its own, as the canvas reads both vertices anyway (one array fewer to fetch and to fill).
   */
  public double end(int i) {
    return Math.max(time(i, 0), time(i, 1));
  }

  /**
   * What a reader reads of each drawable, {@link #STRIDE} longs from {@code STRIDE * i}; shared,
   * never to be changed. For readers that go through many drawables of many nodes with one loop.
   */
  public long[] readColumns() {
    return read;
  }

  /** The drawable at {@code i}: a new object for an inline one (equal to any other made for it). */
  public Drawable get(int i) {
    return columns.get(i);
  }

  /** Drawable i's category index. */
  public int category(int i) {
    return (int) (read[STRIDE * i + CATEGORY_KIND] >> 32);
  }

  /** 1 or 2: drawable i is a primitive of that many vertices, read with {@link #time}; 0: see {@link #stored}. */
  public int vertexCount(int i) {
    return (int) read[STRIDE * i + CATEGORY_KIND];
  }

  /** The time of vertex {@code v} (0 or 1) of the primitive i held in the columns. */
  public double time(int i, int v) {
    return Double.longBitsToDouble(read[STRIDE * i + (v == 0 ? T0 : T1)]);
  }

  /** The line ID of vertex {@code v} (0 or 1) of the primitive i held in the columns. */
  public int lineId(int i, int v) {
    long lines = read[STRIDE * i + LINES];
    return (int) (v == 0 ? lines >> 32 : lines);
  }

  /** Drawable i when it is kept as an object (a composite, a primitive of more vertices), else null. */
  public Drawable stored(int i) {
    return vertexCount(i) == OBJECT ? columns.objects[i] : null;
  }

  /** Every drawable, in order. */
  public Drawable[] toArray() {
    Drawable[] out = new Drawable[size];
    for (int i = 0; i < out.length; i++) {
      out[i] = get(i);
    }
    return out;
  }

  /** False when a stored list broke drawing order (or had NaN times): the order here then means nothing. */
  public boolean sorted() {
    return sorted;
  }

  /**
   * Merges a node's two lists, each meant to be in drawing order, into one, as the decoder does
   * while reading the nestable list; checks on the way that they were.
   */
  public static PackedDrawables merge(PackedList nestable, PackedList nestless) {
    PackedMerging m = new PackedMerging(nestless, nestable.size);
    BlockInput infos = new BlockInput(nestable.infos, nestable.infoUsed, "packed", "infos", 0);
    for (int i = 0; i < nestable.size; i++) {
      int kind = nestable.kind(i);
      if (kind == OBJECT) {
        m.addObject(nestable.objects[i]);
      } else {
        m.addInline(nestable.category(i), kind, nestable.time(i, T0), nestable.firstLine(i), nestable.time(i, T1),
            nestable.lastLine(i), infos, nestable.infoAt[i], nestable.infoLength[i]);
      }
    }
    return m.finish();
  }

  /** Copies drawable i's values in {@code from} to drawable k's in {@code to} (laid out as {@link #readColumns()}). */
  public static void copyRead(long[] from, int i, long[] to, int k) {
    int a = STRIDE * i;
    int b = STRIDE * k;
    to[b] = from[a];
    to[b + 1] = from[a + 1];
    to[b + 2] = from[a + 2];
    to[b + 3] = from[a + 3];
  }

  /** {@link DrawingOrder#compare} of a's i-th and b's j-th drawable, from the columns. */
  public static int compare(PackedDrawables a, int i, PackedDrawables b, int j) {
    return compare(a.columns, i, b.columns, j);
  }

  /** {@link DrawingOrder#compare} of drawable i with {@code d}, without making an object for i. */
  public int compareTo(int i, Drawable d) {
    PackedList c = columns;
    return DrawingOrder.compareKeys(c.start(i), c.end(i), c.category(i), c.firstLine(i), c.lastLine(i), d.start(),
        d.end(), d.categoryIndex(), d.firstLineId(), d.lastLineId());
  }

  /** {@link DrawingOrder#compare} of a's i-th and b's j-th drawable, from the columns. */
  static int compare(PackedList a, int i, PackedList b, int j) {
    return compareTo(a.start(i), a.end(i), a.category(i), a.firstLine(i), a.lastLine(i), b, j);
  }

  /** Where the decoder puts a stored list's drawables, in stored order. */
  interface Sink {
    /** A primitive of {@code count} (1 or 2) vertices, its info bytes copied out of a block. */
    void addInline(int cat, int count, double time0, int line0, double time1, int line1, BlockInput in, int at,
        int length);

    /** Any other drawable, kept as it is. */
    void addObject(Drawable d);
  }

  /** {@link DrawingOrder#compare} of the drawable described by its keys with b's j-th drawable. */
  static int compareTo(double start, double end, int cat, int first, int last, PackedList b, int j) {
    return DrawingOrder.compareKeys(start, end, cat, first, last, b.start(j), b.end(j), b.category(j), b.firstLine(j),
        b.lastLine(j));
  }
}
