package org.leapshot.slog2.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An event (1 vertex), state (2 vertices on one line) or arrow (send and receive vertices): a
 * category, vertices and info bytes.
 *
 * <p>The box is normally the vertices' time extent (that is what a reader computes, since it is not
 * stored). A converter may supply the producer's box instead, because the reference writer sorts
 * and places drawables by that box (spec §10.1).
 *
 * <p>A viewer holds millions of these, so the common case (one or two vertices, box from the
 * vertices) is one 56-byte object: vertices in fields, info left in the decoder's block, the box
 * computed. Anything else (more vertices, a producer's box) goes into a {@link PrimitiveExtra}.
 */
public final class Primitive implements Drawable {
  private static final byte[] NO_INFO = new byte[0];

  private final int categoryIndex;
  private final double t0;
  /** The second vertex; an event's one vertex again. */
  private final double t1;
  private final int l0;
  private final int l1;
  /** The info bytes are {@code info[infoOffset, infoOffset + infoLength)}: a decoder may leave them in its block. */
  private final byte[] info;
  private final int infoOffset;
  private final short infoLength;
  /** 1 or 2 when the vertices are the fields above; 0 when they are in {@link #extra}. */
  private final byte inlineCount;
  /** Null in the common case. */
  private final PrimitiveExtra extra;

  /** A primitive whose box is its vertices' time extent. Arrays are copied. */
  public Primitive(int categoryIndex, double[] times, int[] lineIds, byte[] info) {
    this(categoryIndex, times.clone(), lineIds.clone(), info == null ? NO_INFO : info.clone(), PrimitiveExtra.min(times),
        PrimitiveExtra.max(times));
  }

  /** A primitive with an explicit box (the producer's, which may differ from the vertices). Arrays are copied. */
  public static Primitive withBox(int categoryIndex, double[] times, int[] lineIds, byte[] info, double start, double end) {
    return new Primitive(categoryIndex, times.clone(), lineIds.clone(), info == null ? NO_INFO : info.clone(), start, end);
  }

  private Primitive(int categoryIndex, double[] times, int[] lineIds, byte[] info, double start, double end) {
    if (times.length == 0 || times.length != lineIds.length) {
      throw new IllegalArgumentException(
          "a primitive needs as many line IDs as times (at least one), got " + times.length + " and " + lineIds.length);
    }
    if (times.length > Short.MAX_VALUE || info.length > Short.MAX_VALUE) {
      throw new IllegalArgumentException("too many vertices (" + times.length + ") or info bytes (" + info.length + ")");
    }
    int n = times.length;
    this.categoryIndex = categoryIndex;
    this.t0 = times[0];
    this.l0 = lineIds[0];
    this.t1 = n > 1 ? times[1] : t0;
    this.l1 = n > 1 ? lineIds[1] : l0;
    this.info = info.length == 0 ? NO_INFO : info;
    this.infoOffset = 0;
    this.infoLength = (short) info.length;
    if (n > 2) {
      this.inlineCount = 0;
      this.extra = new PrimitiveExtra(times, lineIds, start, end);
    } else {
      this.inlineCount = (byte) n;
      boolean computed = same(start, Math.min(t0, t1)) && same(end, Math.max(t0, t1));
      this.extra = computed ? null : new PrimitiveExtra(null, null, start, end);
    }
  }

  /**
   * One or two vertices given directly (an event's one vertex in both), the box their extent; the
   * info bytes are kept where they are.
   */
  private Primitive(int categoryIndex, int count, double t0, int l0, double t1, int l1, byte[] info, int infoOffset,
      int infoLength) {
    if (infoLength < 0 || infoLength > Short.MAX_VALUE || infoOffset < 0 || infoOffset > info.length - infoLength) {
      throw new IllegalArgumentException("info bytes [" + infoOffset + ", +" + infoLength + ") do not fit in "
          + info.length + " bytes or exceed " + Short.MAX_VALUE);
    }
    this.categoryIndex = categoryIndex;
    this.inlineCount = (byte) count;
    this.t0 = t0;
    this.l0 = l0;
    this.t1 = t1;
    this.l1 = l1;
    this.info = infoLength == 0 ? NO_INFO : info;
    this.infoOffset = infoLength == 0 ? 0 : infoOffset;
    this.infoLength = (short) infoLength;
    this.extra = null;
  }

  private static boolean same(double a, double b) {
    return Double.doubleToRawLongBits(a) == Double.doubleToRawLongBits(b);
  }

  /**
   * Wraps arrays without copying: for decoders that have just allocated them and hand them over.
   * The caller must not touch the arrays afterwards.
   */
  public static Primitive adopt(int categoryIndex, double[] times, int[] lineIds, byte[] info) {
    return new Primitive(categoryIndex, times, lineIds, info == null ? NO_INFO : info, PrimitiveExtra.min(times),
        PrimitiveExtra.max(times));
  }

  /**
   * One vertex (an event), keeping {@code info} without copying: for decoders, which would
   * otherwise allocate the vertex arrays only to have them unpacked. The caller must not touch
   * {@code info} afterwards.
   */
  public static Primitive adopt(int categoryIndex, double time, int lineId, byte[] info) {
    byte[] i = info == null ? NO_INFO : info;
    return new Primitive(categoryIndex, 1, time, lineId, time, lineId, i, 0, i.length);
  }

  /** Two vertices (a state or an arrow), keeping {@code info} without copying, as the one-vertex form. */
  public static Primitive adopt(int categoryIndex, double time0, int line0, double time1, int line1, byte[] info) {
    byte[] i = info == null ? NO_INFO : info;
    return new Primitive(categoryIndex, 2, time0, line0, time1, line1, i, 0, i.length);
  }

  /**
   * One or two vertices ({@code count}), given as the first and the last: for one vertex the same
   * twice. For parsers, which can then make events, states and arrows without testing which they
   * have (a test compiled code drops while only one kind has been seen, and recompiles for later).
   * Keeps {@code info} without copying, as the other {@code adopt}s.
   */
  public static Primitive adopt(int categoryIndex, int count, double first, int firstLine, double last, int lastLine,
      byte[] info) {
    // Checked by arithmetic, not by a test of the count, for the reason above: nonzero unless the
    // count is 2, or 1 with the same vertex twice.
    long twice = (Double.doubleToRawLongBits(first) ^ Double.doubleToRawLongBits(last)) | (firstLine ^ lastLine);
    if ((((count - 1) >>> 1) | (2 - count) * twice) != 0) {
      throw new IllegalArgumentException("one vertex twice or two vertices, got " + count + ": (" + first + ", "
          + firstLine + ") and (" + last + ", " + lastLine + ")");
    }
    byte[] i = info == null ? NO_INFO : info;
    return new Primitive(categoryIndex, count, first, firstLine, last, lastLine, i, 0, i.length);
  }

  /**
   * One vertex whose info is {@code infoLength} bytes of {@code source} from {@code infoOffset},
   * kept there: a decoder packs the infos of many primitives into one array, sparing an array per
   * primitive. The caller must not change those bytes afterwards; {@code source} may be null when
   * {@code infoLength} is 0.
   */
  public static Primitive adopt(int categoryIndex, double time, int lineId, byte[] source, int infoOffset,
      int infoLength) {
    return new Primitive(categoryIndex, 1, time, lineId, time, lineId, source == null ? NO_INFO : source, infoOffset,
        infoLength);
  }

  /** Two vertices whose info stays in {@code source}, as the one-vertex form. */
  public static Primitive adopt(int categoryIndex, double time0, int line0, double time1, int line1, byte[] source,
      int infoOffset, int infoLength) {
    return new Primitive(categoryIndex, 2, time0, line0, time1, line1, source == null ? NO_INFO : source, infoOffset,
        infoLength);
  }

  public static Primitive event(int categoryIndex, double time, int lineId, byte[] info) {
    return adopt(categoryIndex, time, lineId, copy(info));
  }

  public static Primitive state(int categoryIndex, double start, double end, int lineId, byte[] info) {
    return adopt(categoryIndex, start, lineId, end, lineId, copy(info));
  }

  public static Primitive arrow(int categoryIndex, double sendTime, int sendLine, double recvTime, int recvLine, byte[] info) {
    return adopt(categoryIndex, sendTime, sendLine, recvTime, recvLine, copy(info));
  }

  @Override
  public int categoryIndex() {
    return categoryIndex;
  }

  // start(), end(), time(), lineId() and checkVertex() are kept within the 35 bytes of code up to
  // which the quick compiler (the converter runs with it) inlines a call, with the rare cases in
  // methods of their own: the tree writer reads every vertex of tens of millions of primitives.

  @Override
  public double start() {
    // Ordered vertices, or an event's one vertex, answered here; Math.min(double) (a call then, and a
    // dozen instructions for NaN and -0.0) only for equal ones of two signs or NaN.
    return extra == null ? inlineStart() : extra.start;
  }

  private double inlineStart() {
    return t0 < t1 || inlineCount == 1 ? t0 : unorderedStart();
  }

  private double unorderedStart() {
    return t0 > t1 ? t1 : Math.min(t0, t1);
  }

  @Override
  public double end() {
    return extra == null ? inlineEnd() : extra.end;
  }

  private double inlineEnd() {
    return t0 < t1 || inlineCount == 1 ? t1 : unorderedEnd();
  }

  private double unorderedEnd() {
    return t0 > t1 ? t0 : Math.max(t0, t1);
  }

  public int vertexCount() {
    return inlineCount != 0 ? inlineCount : extra.times.length;
  }

  public double time(int vertex) {
    return inlineCount == 0 ? extra.times[vertex] : inlineTime(vertex);
  }

  private double inlineTime(int vertex) {
    checkVertex(vertex);
    return vertex == 0 ? t0 : t1;
  }

  public int lineId(int vertex) {
    return inlineCount == 0 ? extra.lineIds[vertex] : inlineLineId(vertex);
  }

  private int inlineLineId(int vertex) {
    checkVertex(vertex);
    return vertex == 0 ? l0 : l1;
  }

  private void checkVertex(int vertex) {
    if (vertex < 0 || vertex >= inlineCount) {
      throw noVertex(vertex);
    }
  }

  private ArrayIndexOutOfBoundsException noVertex(int vertex) {
    return new ArrayIndexOutOfBoundsException("vertex " + vertex + " of " + inlineCount);
  }

  public List<Vertex> vertices() {
    int count = vertexCount();
    List<Vertex> list = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      list.add(new Vertex(time(i), lineId(i)));
    }
    return list;
  }

  @Override
  public byte[] info() {
    return Arrays.copyOfRange(info, infoOffset, infoOffset + infoLength);
  }

  @Override
  public int infoLength() {
    return infoLength;
  }

  /**
   * Copies the {@link #infoLength()} info bytes into {@code dest} at {@code offset}: for writers,
   * which would otherwise copy them twice (once in {@link #info()}).
   */
  public void copyInfo(byte[] dest, int offset) {
    System.arraycopy(info, infoOffset, dest, offset, infoLength);
  }

  @Override
  public int byteSize() {
    return 8 + infoLength + 12 * vertexCount();
  }

  @Override
  public int firstLineId() {
    return l0;
  }

  @Override
  public int lastLineId() {
    return inlineCount == 0 ? extra.lineIds[extra.lineIds.length - 1] : l1;
  }

  /** True when the box is exactly the vertices' time extent (what a reader will compute). */
  public boolean boxMatchesVertices() {
    return PrimitiveBox.matchesVertices(this);
  }

  /** True when every vertex time lies inside the box (the reference's isTimeOrdered check). */
  public boolean verticesInsideBox() {
    return PrimitiveBox.holdsVertices(this);
  }

  /** Equal category, box, vertices (times by their bits) and info bytes. */
  @Override
  public boolean equals(Object o) {
    return o instanceof Primitive p && PrimitiveValue.equal(this, p);
  }

  /** The same value as hashing the vertex arrays with {@code Arrays.hashCode}. */
  @Override
  public int hashCode() {
    return PrimitiveValue.hash(this);
  }

  @Override
  public String toString() {
    return PrimitiveValue.text(this);
  }

  /** Whether the info bytes equal {@code p}'s. */
  boolean sameInfo(Primitive p) {
    return Arrays.equals(info, infoOffset, infoOffset + infoLength, p.info, p.infoOffset, p.infoOffset + p.infoLength);
  }

  private static byte[] copy(byte[] info) {
    return info == null || info.length == 0 ? NO_INFO : info.clone();
  }
}
