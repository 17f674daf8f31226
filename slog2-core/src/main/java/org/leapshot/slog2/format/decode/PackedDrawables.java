package org.leapshot.slog2.format.decode;

import java.util.Arrays;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;

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
  private static final byte OBJECT = 0;
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
  private final Builder columns;
  private final boolean sorted;

  PackedDrawables(Builder columns, boolean sorted) {
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
  public static PackedDrawables merge(Builder nestable, Builder nestless) {
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
    Builder c = columns;
    return DrawingOrder.compareKeys(c.start(i), c.end(i), c.category(i), c.firstLine(i), c.lastLine(i), d.start(),
        d.end(), d.categoryIndex(), d.firstLineId(), d.lastLineId());
  }

  /** {@link DrawingOrder#compare} of a's i-th and b's j-th drawable, from the columns. */
  static int compare(Builder a, int i, Builder b, int j) {
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
  static int compareTo(double start, double end, int cat, int first, int last, Builder b, int j) {
    return DrawingOrder.compareKeys(start, end, cat, first, last, b.start(j), b.end(j), b.category(j), b.firstLine(j),
        b.lastLine(j));
  }

  /** One stored list of a node, filled in order by the decoder (or from objects, in tests). */
  public static final class Builder implements Sink {
    private int size;
    /** Room for this many drawables. */
    private int capacity;
    /**
     * {@link #STRIDE} longs per drawable (see there). Vertex count 1 or 2: the vertices are held
     * here (an event's one vertex twice); {@link #OBJECT}: the drawable is {@code objects[i]}, and
     * the vertex fields hold its start, first line, end and last line, so that the drawing order
     * reads columns only.
     */
    private long[] read;
    /** The info bytes of every inline drawable; drawable i's are {@code infos[infoAt[i], +infoLength[i])}. */
    private byte[] infos;
    private int infoUsed;
    private int[] infoAt;
    private short[] infoLength;
    /** Null while every drawable is inline. */
    private Drawable[] objects;

    /** @param capacity the number of drawables to come (already checked against the block) */
    public Builder(int capacity) {
      this(capacity, new byte[Math.min(capacity * 16, 1 << 16)]);
    }

    /** @param infos where the info bytes go first (grown as needed; see {@link #trimInfos}) */
    Builder(int capacity, byte[] infos) {
      allocate(capacity);
      this.infos = infos;
    }

    private void allocate(int capacity) {
      this.capacity = capacity;
      read = new long[STRIDE * capacity];
      infoAt = new int[capacity];
      infoLength = new short[capacity];
    }

    /**
     * This thread's builder for a list that is copied out at once (a node's nestless list, merged
     * into the node's builder as the nestable list is read), emptied, with room for
     * {@code capacity} drawables: a fresh one per node was a tenth of decoding a leaf (zeroing).
     */
    static Builder reused(int capacity) {
      Builder b = SCRATCH.get();
      if (b.capacity < capacity) {
        b.allocate(Math.max(capacity, 2 * b.capacity));
        b.objects = null;
      } else if (b.objects != null) {
        Arrays.fill(b.objects, 0, b.size, null);
      }
      b.size = 0;
      b.infoUsed = 0;
      return b;
    }

    private static final ThreadLocal<Builder> SCRATCH = ThreadLocal.withInitial(() -> new Builder(0, new byte[0]));

    /** The info bytes array so far (possibly grown past the one given); see {@link #trimInfos}. */
    byte[] infos() {
      return infos;
    }

    /** Keeps only the info bytes used, in an array of their own (the one filled may be a reused one). */
    void trimInfos() {
      infos = Arrays.copyOf(infos, infoUsed);
    }

    /** Adds a drawable; one or two vertices whose box is their extent go into the columns. */
    public void add(Drawable d) {
      if (d instanceof Primitive p && p.vertexCount() <= 2 && p.boxMatchesVertices()) {
        byte[] info = p.info();
        int n = p.vertexCount();
        addInline(p.categoryIndex(), n, p.time(0), p.lineId(0), n == 2 ? p.time(1) : 0, n == 2 ? p.lineId(1) : 0,
            new BlockInput(info, "drawable", "info", 0), 0, info.length);
      } else {
        addObject(d);
      }
    }

    @Override
    public void addInline(int cat, int count, double time0, int line0, double time1, int line1, BlockInput in, int at,
        int length) {
      int i = slot();
      // an event's one vertex twice: end and last line need no test
      put(i, count, cat, time0, count == 1 ? time0 : time1, line0, count == 1 ? line0 : line1);
      infoAt[i] = reserveInfo(length);
      infoLength[i] = (short) length;
      if (length > 0) {
        in.copy(at, infos, infoAt[i], length);
      }
    }

    @Override
    public void addObject(Drawable d) {
      int i = slot();
      if (objects == null) {
        objects = new Drawable[capacity];
      }
      objects[i] = d;
      // the sort keys in the vertex fields, so that comparing needs no look at the object
      put(i, OBJECT, d.categoryIndex(), d.start(), d.end(), d.firstLineId(), d.lastLineId());
    }

    private void put(int i, int count, int cat, double time0, double time1, int line0, int line1) {
      int at = STRIDE * i;
      read[at + T0] = Double.doubleToRawLongBits(time0);
      read[at + T1] = Double.doubleToRawLongBits(time1);
      read[at + CATEGORY_KIND] = (long) cat << 32 | count;
      read[at + LINES] = (long) line0 << 32 | (line1 & 0xFFFF_FFFFL);
    }

    int size() {
      return size;
    }

    int infoUsed() {
      return infoUsed;
    }

    private int slot() {
      if (size == capacity) {
        throw new IllegalStateException("more drawables than announced: " + capacity);
      }
      return size++;
    }

    private int reserveInfo(int length) {
      if (length > infos.length - infoUsed) {
        infos = Arrays.copyOf(infos, Math.max(infos.length * 2, infoUsed + length));
      }
      int at = infoUsed;
      infoUsed += length;
      return at;
    }

    /** Copies all of {@code from}'s info bytes into this builder's, for {@link #putShared}; returns where. */
    int adoptInfos(Builder from) {
      int base = reserveInfo(from.infoUsed);
      System.arraycopy(from.infos, 0, infos, base, from.infoUsed);
      return base;
    }

    /** Writes {@code from}'s drawable i (infos adopted at {@code base}) to slot size; counted if taken is 1. */
    void putShared(Builder from, int i, int base, int taken) {
      int k = size;
      copyRead(from.read, i, read, k);
      infoAt[k] = base + from.infoAt[i];
      infoLength[k] = from.infoLength[i];
      if (from.objects != null) {
        objects = objects == null ? new Drawable[capacity] : objects;
        objects[k] = from.objects[i];
      }
      size = k + taken;
    }

    private Drawable get(int i) {
      int k = kind(i);
      if (k == OBJECT) {
        return objects[i];
      }
      int length = infoLength[i];
      byte[] source = length == 0 ? null : infos;
      int at = length == 0 ? 0 : infoAt[i];
      if (k == 1) {
        return Primitive.adopt(category(i), time(i, T0), firstLine(i), source, at, length);
      }
      return Primitive.adopt(category(i), time(i, T0), firstLine(i), time(i, T1), lastLine(i), source, at, length);
    }

    int kind(int i) {
      return (int) read[STRIDE * i + CATEGORY_KIND];
    }

    double time(int i, int field) {
      return Double.longBitsToDouble(read[STRIDE * i + field]);
    }

    double start(int i) {
      double t0 = time(i, T0);
      return kind(i) == OBJECT ? t0 : Math.min(t0, time(i, T1)); // a damaged object's box may end before it starts
    }

    private double end(int i) {
      return Math.max(time(i, T0), time(i, T1));
    }

    private int category(int i) {
      return (int) (read[STRIDE * i + CATEGORY_KIND] >> 32);
    }

    private int firstLine(int i) {
      return (int) (read[STRIDE * i + LINES] >> 32);
    }

    private int lastLine(int i) {
      return (int) read[STRIDE * i + LINES];
    }

    /** True when the list is in drawing order with no NaN start. */
    boolean inOrder() {
      for (int i = 0; i < size; i++) {
        double s = start(i);
        if (s != s) {
          return false;
        }
        if (i > 0) {
          double p = start(i - 1);
          if (s < p || (s == p && compare(this, i - 1, this, i) > 0)) {
            return false;
          }
        }
      }
      return true;
    }
  }
}
