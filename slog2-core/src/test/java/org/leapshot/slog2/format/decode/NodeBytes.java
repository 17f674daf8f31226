package org.leapshot.slog2.format.decode;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;

/**
 * Random tree-node blocks as the spec lays them out (§8.1–8.5; big-endian): header, nestless and
 * nestable drawables, no child shadow buffers. Events, states, arrows, three-vertex primitives and
 * composites, with and without info bytes (an info length of -1 for none now and then, as some
 * writers store it), times coarse enough to tie, the lists in drawing order unless told otherwise.
 */
final class NodeBytes {
  /** Box, node ID and self pointer. */
  static final int HEADER_BYTES = 16 + 6 + 12;

  private NodeBytes() {}

  static byte[] random(Random r) {
    List<Drawable> nestless = drawables(r, false);
    List<Drawable> nestable = drawables(r, true);
    if (r.nextInt(8) == 0 && nestable.size() > 1) {
      java.util.Collections.swap(nestable, 0, nestable.size() - 1); // out of order
    }
    if (r.nextInt(12) == 0) {
      nestless.add(0, Primitive.event(1, Double.NaN, 0, null));
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeDouble(0);
      out.writeDouble(100);
      out.writeShort(0);
      out.writeInt(r.nextInt(9));
      out.writeLong(1000);
      out.writeInt(0);
      list(out, nestless, r);
      list(out, nestable, r);
      out.writeInt(0); // no child shadow buffers
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  private static List<Drawable> drawables(Random r, boolean nestable) {
    List<Drawable> list = new ArrayList<>();
    for (int i = r.nextInt(60); i > 0; i--) {
      double s = r.nextInt(40) / 4.0;
      int line = r.nextInt(4);
      int cat = r.nextInt(5);
      byte[] info = info(r);
      int kind = r.nextInt(20);
      if (kind == 0) {
        list.add(new Composite(cat, List.of(Primitive.state(1, s, s + 1, line, info(r)), Primitive.event(2, s + 0.5, line, null)),
            info));
      } else if (kind == 1) {
        list.add(new Primitive(cat, new double[] {s, s + 1, s + 2}, new int[] {line, 1, 2}, info));
      } else if (nestable) {
        list.add(kind < 5 ? Primitive.event(cat, s, line, info) : Primitive.state(cat, s, s + r.nextInt(30) / 4.0, line, info));
      } else {
        list.add(kind < 6 ? Primitive.event(cat, s, line, info)
            : Primitive.arrow(cat, s, line, s + r.nextInt(8) / 4.0, r.nextInt(4), info));
      }
    }
    list.sort(DrawingOrder.DRAWABLES);
    return list;
  }

  private static byte[] info(Random r) {
    int n = r.nextInt(3) == 0 ? 0 : r.nextInt(r.nextInt(10) == 0 ? 300 : 24); // the common 2 to 21 bytes, and longer
    byte[] info = new byte[n];
    r.nextBytes(info);
    return info;
  }

  private static void list(DataOutputStream out, List<Drawable> list, Random r) throws IOException {
    out.writeInt(list.size());
    for (Drawable d : list) {
      if (d instanceof Composite c) {
        out.writeByte(1);
        out.writeInt(c.categoryIndex());
        info(out, c.info(), r);
        out.writeShort(c.primitives().size());
        for (Primitive p : c.primitives()) {
          primitive(out, p, r);
        }
      } else {
        out.writeByte(0);
        primitive(out, (Primitive) d, r);
      }
    }
  }

  private static void primitive(DataOutputStream out, Primitive p, Random r) throws IOException {
    out.writeInt(p.categoryIndex());
    info(out, p.info(), r);
    out.writeShort(p.vertexCount());
    for (int v = 0; v < p.vertexCount(); v++) {
      out.writeDouble(p.time(v));
      out.writeInt(p.lineId(v));
    }
  }

  private static void info(DataOutputStream out, byte[] info, Random r) throws IOException {
    out.writeShort(info.length == 0 && r.nextInt(4) == 0 ? -1 : info.length);
    out.write(info);
  }
}
