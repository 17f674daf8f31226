package org.leapshot.slog2.format.decode;

import static org.leapshot.slog2.format.decode.PackedDrawables.CATEGORY_KIND;
import static org.leapshot.slog2.format.decode.PackedDrawables.LINES;
import static org.leapshot.slog2.format.decode.PackedDrawables.OBJECT;
import static org.leapshot.slog2.format.decode.PackedDrawables.STRIDE;
import static org.leapshot.slog2.format.decode.PackedDrawables.T0;
import static org.leapshot.slog2.format.decode.PackedDrawables.T1;
import static org.leapshot.slog2.format.decode.PackedDrawables.compare;
import static org.leapshot.slog2.format.decode.PackedDrawables.copyRead;

import java.util.Arrays;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * One stored list of a node as the columns {@link PackedDrawables} keeps, filled in order by the
 * decoder (or from objects, in tests).
 */
public final class PackedList implements PackedDrawables.Sink {
  int size;
  /** Room for this many drawables. */
  private int capacity;
  /**
   * {@link PackedDrawables#STRIDE} longs per drawable (see there). Vertex count 1 or 2: the vertices are held
   * here (an event's one vertex twice); {@link PackedDrawables#OBJECT}: the drawable is {@code objects[i]}, and
   * the vertex fields hold its start, first line, end and last line, so that the drawing order
   * reads columns only.
   */
  long[] read;
  /** The info bytes of every inline drawable; drawable i's are {@code infos[infoAt[i], +infoLength[i])}. */
  byte[] infos;
  int infoUsed;
  int[] infoAt;
  short[] infoLength;
  /** Null while every drawable is inline. */
  Drawable[] objects;

  /** @param capacity the number of drawables to come (already checked against the block) */
  public PackedList(int capacity) {
    this(capacity, new byte[Math.min(capacity * 16, 1 << 16)]);
  }

  /** @param infos where the info bytes go first (grown as needed; see {@link #trimInfos}) */
  PackedList(int capacity, byte[] infos) {
    allocate(capacity);
    this.infos = infos;
  }

  void allocate(int capacity) {
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
  static PackedList reused(int capacity) {
    PackedList b = SCRATCH.get();
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

  private static final ThreadLocal<PackedList> SCRATCH = ThreadLocal.withInitial(() -> new PackedList(0, new byte[0]));

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

  void put(int i, int count, int cat, double time0, double time1, int line0, int line1) {
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

  int slot() {
    if (size == capacity) {
      throw new IllegalStateException("more drawables than announced: " + capacity);
    }
    return size++;
  }

  int reserveInfo(int length) {
    if (length > infos.length - infoUsed) {
      infos = Arrays.copyOf(infos, Math.max(infos.length * 2, infoUsed + length));
    }
    int at = infoUsed;
    infoUsed += length;
    return at;
  }

  /** Copies all of {@code from}'s info bytes into this builder's, for {@link #putShared}; returns where. */
  int adoptInfos(PackedList from) {
    int base = reserveInfo(from.infoUsed);
    System.arraycopy(from.infos, 0, infos, base, from.infoUsed);
    return base;
  }

  /** Writes {@code from}'s drawable i (infos adopted at {@code base}) to slot size; counted if taken is 1. */
  void putShared(PackedList from, int i, int base, int taken) {
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

  Drawable get(int i) {
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

  double end(int i) {
    return Math.max(time(i, T0), time(i, T1));
  }

  int category(int i) {
    return (int) (read[STRIDE * i + CATEGORY_KIND] >> 32);
  }

  int firstLine(int i) {
    return (int) (read[STRIDE * i + LINES] >> 32);
  }

  int lastLine(int i) {
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
