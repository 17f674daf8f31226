package org.leapshot.slog2.format;

import java.util.Arrays;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;

/**
 * A node's real drawables in drawing order (nestable and nestless merged, on a tie the nestable
 * first, spec §11.3), kept as columns of numbers: events, states and arrows (one or two vertices,
 * nearly every drawable) cost no object until someone asks for them with {@link #get(int)}. The
 * columns keep the order the lists were stored in; the drawing order is a permutation of them, so
 * that decoding writes each drawable once and merging moves indexes only (decoding a leaf of the
 * 5 GB test trace took 24–27 instead of 29–34 ns per drawable once the merge stopped copying).
 *
 * <p>Why: a node cache full of small objects is what the garbage collector copies at every young
 * collection. Read-ahead fills the cache with nodes that may never be shown; as columns they are a
 * dozen arrays each, copied like one block of memory, and a window query makes objects only for
 * what it returns. Composites and primitives with more vertices stay objects.
 */
public final class PackedDrawables {
  private static final byte OBJECT = 0;

  /** The columns in stored order, the nestless list first; filled once and never changed after. */
  private final Builder columns;
  /** Column of the drawable at each place of the drawing order, or null when that is the stored order. */
  private final int[] order;
  private final boolean sorted;

  private PackedDrawables(Builder columns, int[] order, boolean sorted) {
    this.columns = columns;
    this.order = order;
    this.sorted = sorted;
  }

  public int size() {
    return columns.size;
  }

  public double start(int i) {
    return columns.start(column(i));
  }

  public double end(int i) {
    return columns.end(column(i));
  }

  /** The drawable at {@code i}: a new object for an inline one (equal to any other made for it). */
  public Drawable get(int i) {
    return columns.get(column(i));
  }

  /** Every drawable, in order. */
  public Drawable[] toArray() {
    Drawable[] out = new Drawable[columns.size];
    for (int i = 0; i < out.length; i++) {
      out[i] = get(i);
    }
    return out;
  }

  /** False when a stored list broke drawing order (or had NaN times): the order here then means nothing. */
  public boolean sorted() {
    return sorted;
  }

  private int column(int i) {
    return order == null ? i : order[i];
  }

  /**
   * Merges a node's two lists, each meant to be in drawing order, into one, as the decoder does
   * after reading them; checks on the way that they were.
   */
  public static PackedDrawables merge(Builder nestable, Builder nestless) {
    Builder all = new Builder(nestless.size);
    all.appendAll(nestless);
    all.grow(nestless.size + nestable.size);
    all.appendAll(nestable);
    return all.finish(nestless.size);
  }

  /** {@link DrawingOrder#compare} of a's i-th and b's j-th drawable, from the columns. */
  private static int compare(Builder a, int i, Builder b, int j) {
    return DrawingOrder.compareKeys(a.start(i), a.end(i), a.category(i), a.firstLine(i), a.lastLine(i), b.start(j),
        b.end(j), b.category(j), b.firstLine(j), b.lastLine(j));
  }

  /**
   * A node's stored lists, the nestless one and then the nestable one, filled in order by the
   * decoder (or from objects, in tests).
   */
  public static final class Builder {
    private int size;
    /**
     * 1 or 2: the vertices are in the columns {@code t0, l0, t1, l1} (an event's one vertex twice);
     * {@link #OBJECT}: the drawable is {@code objects[i]}, and those columns hold its start, first
     * line, end and last line, so that the drawing order reads columns only.
     */
    private byte[] kind;
    private int[] category;
    private double[] t0;
    private double[] t1;
    private int[] l0;
    private int[] l1;
    /** The info bytes of every inline drawable; drawable i's are {@code infos[infoAt[i], +infoLength[i])}. */
    private byte[] infos;
    private int infoUsed;
    private int[] infoAt;
    private short[] infoLength;
    /** Null while every drawable is inline. */
    private Drawable[] objects;

    /** @param capacity the number of drawables to come (already checked against the block) */
    public Builder(int capacity) {
      kind = new byte[capacity];
      category = new int[capacity];
      t0 = new double[capacity];
      t1 = new double[capacity];
      l0 = new int[capacity];
      l1 = new int[capacity];
      infoAt = new int[capacity];
      infoLength = new short[capacity];
      infos = new byte[Math.min(capacity * 16, 1 << 16)];
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

    /** A primitive of {@code count} (1 or 2) vertices, its info bytes copied out of a block. */
    void addInline(int cat, int count, double time0, int line0, double time1, int line1, BlockInput in, int at,
        int length) {
      int i = slot();
      kind[i] = (byte) count;
      category[i] = cat;
      t0[i] = time0;
      l0[i] = line0;
      t1[i] = count == 1 ? time0 : time1; // an event's one vertex twice: end and last line need no test
      l1[i] = count == 1 ? line0 : line1;
      infoAt[i] = reserveInfo(length);
      infoLength[i] = (short) length;
      if (length > 0) {
        in.copy(at, infos, infoAt[i], length);
      }
    }

    /** Any other drawable, kept as it is. */
    void addObject(Drawable d) {
      int i = slot();
      if (objects == null) {
        objects = new Drawable[kind.length];
      }
      kind[i] = OBJECT;
      objects[i] = d;
      category[i] = d.categoryIndex();
      // the sort keys in the vertex columns, so that comparing needs no look at the object
      t0[i] = d.start();
      t1[i] = d.end();
      l0[i] = d.firstLineId();
      l1[i] = d.lastLineId();
    }

    /**
     * Makes room for {@code capacity} drawables in all, and for about as many info bytes as the
     * drawables added so far had each: the decoder knows a node's nestable count only after reading
     * its nestless list into the same columns.
     */
    void grow(int capacity) {
      if (capacity <= kind.length) {
        return;
      }
      kind = Arrays.copyOf(kind, capacity);
      category = Arrays.copyOf(category, capacity);
      t0 = Arrays.copyOf(t0, capacity);
      t1 = Arrays.copyOf(t1, capacity);
      l0 = Arrays.copyOf(l0, capacity);
      l1 = Arrays.copyOf(l1, capacity);
      infoAt = Arrays.copyOf(infoAt, capacity);
      infoLength = Arrays.copyOf(infoLength, capacity);
      if (objects != null) {
        objects = Arrays.copyOf(objects, capacity);
      }
      int more = Math.min((capacity - size) * 16, 1 << 16);
      if (infos.length - infoUsed < more) {
        infos = Arrays.copyOf(infos, infoUsed + more);
      }
    }

    /** Appends all of {@code from}'s drawables. */
    private void appendAll(Builder from) {
      for (int i = 0; i < from.size; i++) {
        copyFrom(from, i);
      }
    }

    /**
     * The finished drawables, the first {@code nestless} of these columns being the node's nestless
     * list and the rest its nestable list: the drawing order merges the two (on a tie in the whole
     * order the nestable drawable first, as the reference merges them) as a permutation of the
     * columns, which are not moved. Checks on the way that each list was in drawing order.
     */
    PackedDrawables finish(int nestless) {
      boolean inOrder = inOrder(0, nestless) && inOrder(nestless, size);
      int[] order = nestless == 0 || nestless == size ? null : mergeOrder(nestless);
      return new PackedDrawables(this, order, inOrder);
    }

    /** The merged order of columns [0, nestless) and [nestless, size), each taken as sorted. */
    private int[] mergeOrder(int nestless) {
      int[] order = new int[size];
      int k = 0;
      int y = 0;
      for (int x = nestless; x < size; x++) {
        double xs = start(x);
        while (y < nestless) {
          double ys = start(y);
          if (ys < xs || (ys == xs && compare(this, x, this, y) > 0)) {
            order[k++] = y++;
          } else {
            break;
          }
        }
        order[k++] = x;
      }
      while (y < nestless) {
        order[k++] = y++;
      }
      return order;
    }

    private int slot() {
      if (size == kind.length) {
        throw new IllegalStateException("more drawables than announced: " + kind.length);
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

    /** Appends drawable {@code i} of {@code from}, its info bytes into this builder's. */
    private void copyFrom(Builder from, int i) {
      int k = size++;
      kind[k] = from.kind[i];
      category[k] = from.category[i];
      t0[k] = from.t0[i];
      t1[k] = from.t1[i];
      l0[k] = from.l0[i];
      l1[k] = from.l1[i];
      int length = from.infoLength[i];
      infoLength[k] = (short) length;
      infoAt[k] = reserveInfo(length);
      System.arraycopy(from.infos, from.infoAt[i], infos, infoAt[k], length);
      if (from.kind[i] == OBJECT) {
        if (objects == null) {
          objects = new Drawable[kind.length];
        }
        objects[k] = from.objects[i];
      }
    }

    private Drawable get(int i) {
      byte k = kind[i];
      if (k == OBJECT) {
        return objects[i];
      }
      int length = infoLength[i];
      byte[] source = length == 0 ? null : infos;
      int at = length == 0 ? 0 : infoAt[i];
      if (k == 1) {
        return Primitive.adopt(category[i], t0[i], l0[i], source, at, length);
      }
      return Primitive.adopt(category[i], t0[i], l0[i], t1[i], l1[i], source, at, length);
    }

    /** The smaller vertex time: an event's one vertex is in both columns, an object's start in t0. */
    private double start(int i) {
      return Math.min(t0[i], t1[i]);
    }

    private double end(int i) {
      return Math.max(t0[i], t1[i]);
    }

    private int category(int i) {
      return category[i];
    }

    private int firstLine(int i) {
      return l0[i];
    }

    private int lastLine(int i) {
      return l1[i];
    }

    /** True when columns [from, to) are in drawing order with no NaN start. */
    private boolean inOrder(int from, int to) {
      for (int i = from; i < to; i++) {
        double s = start(i);
        if (s != s) {
          return false;
        }
        if (i > from) {
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
