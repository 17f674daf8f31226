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
 */
public final class Primitive implements Drawable {
  private static final byte[] NO_INFO = new byte[0];

  private final int categoryIndex;
  private final double[] times;
  private final int[] lineIds;
  private final byte[] info;
  private final double start;
  private final double end;

  /** A primitive whose box is its vertices' time extent. Arrays are copied. */
  public Primitive(int categoryIndex, double[] times, int[] lineIds, byte[] info) {
    this(categoryIndex, times.clone(), lineIds.clone(), info == null ? NO_INFO : info.clone(), min(times), max(times));
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
    this.categoryIndex = categoryIndex;
    this.times = times;
    this.lineIds = lineIds;
    this.info = info;
    this.start = start;
    this.end = end;
  }

  /**
   * Wraps arrays without copying: for decoders that have just allocated them and hand them over.
   * The caller must not touch the arrays afterwards.
   */
  public static Primitive adopt(int categoryIndex, double[] times, int[] lineIds, byte[] info) {
    return new Primitive(categoryIndex, times, lineIds, info == null ? NO_INFO : info, min(times), max(times));
  }

  public static Primitive event(int categoryIndex, double time, int lineId, byte[] info) {
    return adopt(categoryIndex, new double[] {time}, new int[] {lineId}, info == null ? NO_INFO : info.clone());
  }

  public static Primitive state(int categoryIndex, double start, double end, int lineId, byte[] info) {
    return adopt(categoryIndex, new double[] {start, end}, new int[] {lineId, lineId}, info == null ? NO_INFO : info.clone());
  }

  public static Primitive arrow(int categoryIndex, double sendTime, int sendLine, double recvTime, int recvLine, byte[] info) {
    return adopt(categoryIndex, new double[] {sendTime, recvTime}, new int[] {sendLine, recvLine}, info == null ? NO_INFO : info.clone());
  }

  @Override
  public int categoryIndex() {
    return categoryIndex;
  }

  @Override
  public double start() {
    return start;
  }

  @Override
  public double end() {
    return end;
  }

  public int vertexCount() {
    return times.length;
  }

  public double time(int vertex) {
    return times[vertex];
  }

  public int lineId(int vertex) {
    return lineIds[vertex];
  }

  public List<Vertex> vertices() {
    List<Vertex> list = new ArrayList<>(times.length);
    for (int i = 0; i < times.length; i++) {
      list.add(new Vertex(times[i], lineIds[i]));
    }
    return list;
  }

  @Override
  public byte[] info() {
    return info.clone();
  }

  @Override
  public int infoLength() {
    return info.length;
  }

  @Override
  public int byteSize() {
    return 8 + info.length + 12 * times.length;
  }

  @Override
  public int firstLineId() {
    return lineIds[0];
  }

  @Override
  public int lastLineId() {
    return lineIds[lineIds.length - 1];
  }

  /** True when the box is exactly the vertices' time extent (what a reader will compute). */
  public boolean boxMatchesVertices() {
    return start == min(times) && end == max(times);
  }

  /** True when every vertex time lies inside the box (the reference's isTimeOrdered check). */
  public boolean verticesInsideBox() {
    for (double t : times) {
      if (!(t >= start && t <= end)) {
        return false;
      }
    }
    return start <= end;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Primitive p
        && categoryIndex == p.categoryIndex
        && Double.compare(start, p.start) == 0
        && Double.compare(end, p.end) == 0
        && Arrays.equals(times, p.times)
        && Arrays.equals(lineIds, p.lineIds)
        && Arrays.equals(info, p.info);
  }

  @Override
  public int hashCode() {
    return (categoryIndex * 31 + Arrays.hashCode(times)) * 31 + Arrays.hashCode(lineIds);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("Primitive[cat=").append(categoryIndex).append(" box=(")
        .append(start).append(',').append(end).append(')');
    for (int i = 0; i < times.length; i++) {
      sb.append(" (").append(times[i]).append(", ").append(lineIds[i]).append(')');
    }
    return sb.append(" info=").append(info.length).append("B]").toString();
  }

  private static double min(double[] a) {
    double m = a.length == 0 ? Double.NaN : a[0];
    for (double v : a) {
      m = Math.min(m, v);
    }
    return m;
  }

  private static double max(double[] a) {
    double m = a.length == 0 ? Double.NaN : a[0];
    for (double v : a) {
      m = Math.max(m, v);
    }
    return m;
  }
}
