package org.leapshot.slog2.convert.sort;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.EOFException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * The spill-file encoding of a drawable: exact (every double bit, the producer's box, info bytes),
 * compact, and private to this package, so it carries no version.
 *
 * <pre>
 * primitive: u8 0 · i32 category · f64 start · f64 end · u16 nInfo · info · u16 nVertices · (f64 time · i32 lineId)*
 * composite: u8 1 · i32 category · f64 start · f64 end · u16 nInfo · info · u16 nPrimitives · primitive*
 * </pre>
 */
final class DrawableCodec {
  private static final int PRIMITIVE = 0;
  private static final int COMPOSITE = 1;

  private DrawableCodec() {}

  static void write(Drawable d, DataOutput out) throws IOException {
    if (d instanceof Primitive p) {
      writePrimitive(p, out);
    } else {
      Composite c = (Composite) d;
      out.writeByte(COMPOSITE);
      writeHead(c, out);
      out.writeShort(c.primitives().size());
      for (Primitive p : c.primitives()) {
        writePrimitive(p, out);
      }
    }
  }

  /** Reads one drawable, or returns {@code null} at a clean end of input. */
  static Drawable read(DataInput in) throws IOException {
    int tag;
    try {
      tag = in.readUnsignedByte();
    } catch (EOFException end) {
      return null;
    }
    return switch (tag) {
      case PRIMITIVE -> readPrimitiveBody(in);
      case COMPOSITE -> readComposite(in);
      default -> throw new IOException("corrupt sort run: unknown drawable tag " + tag);
    };
  }

  /** Heap bytes a drawable takes, roughly: object headers, arrays and info. Used for the budget. */
  static long heapBytes(Drawable d) {
    if (d instanceof Primitive p) {
      return 112L + 12L * p.vertexCount() + p.infoLength();
    }
    Composite c = (Composite) d;
    long size = 96L + 8L * c.primitives().size() + c.infoLength();
    for (Primitive p : c.primitives()) {
      size += heapBytes(p);
    }
    return size;
  }

  private static void writePrimitive(Primitive p, DataOutput out) throws IOException {
    out.writeByte(PRIMITIVE);
    writeHead(p, out);
    int n = p.vertexCount();
    out.writeShort(n);
    for (int i = 0; i < n; i++) {
      out.writeDouble(p.time(i));
      out.writeInt(p.lineId(i));
    }
  }

  private static void writeHead(Drawable d, DataOutput out) throws IOException {
    out.writeInt(d.categoryIndex());
    out.writeDouble(d.start());
    out.writeDouble(d.end());
    byte[] info = d.info();
    out.writeShort(info.length);
    out.write(info);
  }

  private static Primitive readPrimitiveBody(DataInput in) throws IOException {
    int category = in.readInt();
    double start = in.readDouble();
    double end = in.readDouble();
    byte[] info = readInfo(in);
    int n = in.readUnsignedShort();
    double[] times = new double[n];
    int[] lines = new int[n];
    for (int i = 0; i < n; i++) {
      times[i] = in.readDouble();
      lines[i] = in.readInt();
    }
    return Primitive.withBox(category, times, lines, info, start, end);
  }

  private static Composite readComposite(DataInput in) throws IOException {
    int category = in.readInt();
    double start = in.readDouble();
    double end = in.readDouble();
    byte[] info = readInfo(in);
    int n = in.readUnsignedShort();
    List<Primitive> primitives = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      int tag = in.readUnsignedByte();
      if (tag != PRIMITIVE) {
        throw new IOException("corrupt sort run: composite member has tag " + tag);
      }
      primitives.add(readPrimitiveBody(in));
    }
    return new Composite(category, primitives, info, start, end);
  }

  private static byte[] readInfo(DataInput in) throws IOException {
    byte[] info = new byte[in.readUnsignedShort()];
    in.readFully(info);
    return info;
  }
}
