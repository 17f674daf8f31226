package org.leapshot.slog2.model;

import java.util.Arrays;
import java.util.List;

/**
 * A category of its own plus an ordered list of primitives, each keeping its own category and info.
 * Its box is the union of its primitives' boxes unless the producer supplied another.
 */
public final class Composite implements Drawable {
  private final int categoryIndex;
  private final List<Primitive> primitives;
  private final byte[] info;
  private final double start;
  private final double end;

  public Composite(int categoryIndex, List<Primitive> primitives, byte[] info) {
    this(categoryIndex, primitives, info, unionStart(primitives), unionEnd(primitives));
  }

  public Composite(int categoryIndex, List<Primitive> primitives, byte[] info, double start, double end) {
    if (primitives.isEmpty() || primitives.size() > Short.MAX_VALUE) {
      throw new IllegalArgumentException("a composite needs 1.." + Short.MAX_VALUE + " primitives, got " + primitives.size());
    }
    this.categoryIndex = categoryIndex;
    this.primitives = List.copyOf(primitives);
    this.info = info == null ? new byte[0] : info.clone();
    if (this.info.length > Short.MAX_VALUE) {
      throw new IllegalArgumentException("too many info bytes: " + this.info.length);
    }
    this.start = start;
    this.end = end;
  }

  @Override
  public int categoryIndex() {
    return categoryIndex;
  }

  public List<Primitive> primitives() {
    return primitives;
  }

  @Override
  public double start() {
    return start;
  }

  @Override
  public double end() {
    return end;
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
    int size = 8 + info.length;
    for (Primitive p : primitives) {
      size += p.byteSize();
    }
    return size;
  }

  @Override
  public int firstLineId() {
    return primitives.get(0).firstLineId();
  }

  @Override
  public int lastLineId() {
    return primitives.get(primitives.size() - 1).lastLineId();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Composite c
        && categoryIndex == c.categoryIndex
        && Double.compare(start, c.start) == 0
        && Double.compare(end, c.end) == 0
        && primitives.equals(c.primitives)
        && Arrays.equals(info, c.info);
  }

  @Override
  public int hashCode() {
    return categoryIndex * 31 + primitives.hashCode();
  }

  @Override
  public String toString() {
    return "Composite[cat=" + categoryIndex + " box=(" + start + "," + end + ") " + primitives + "]";
  }

  private static double unionStart(List<Primitive> ps) {
    double s = Double.POSITIVE_INFINITY;
    for (Primitive p : ps) {
      s = Math.min(s, p.start());
    }
    return s;
  }

  private static double unionEnd(List<Primitive> ps) {
    double e = Double.NEGATIVE_INFINITY;
    for (Primitive p : ps) {
      e = Math.max(e, p.end());
    }
    return e;
  }
}
