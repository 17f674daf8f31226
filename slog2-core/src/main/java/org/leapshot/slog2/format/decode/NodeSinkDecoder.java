package org.leapshot.slog2.format.decode;

import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.model.TimeBox;

/**
 * Decodes a node's header and real drawables into a {@link DrawableSink}, with the same reads and
 * checks as {@link TreeNodeDecoder#decodeDrawables}, and stops before the child shadow buffers. The
 * nestless list is stored first but handed on last, so it is read twice: once to check it and find
 * where the nestable list starts (skipping the vertices, which need no check), once for the sink (it
 * is the shorter list in traces of MPI runs).
 */
final class NodeSinkDecoder {
  private NodeSinkDecoder() {}

  /** Leaves {@code in} just past the drawables. */
  static void decode(BlockInput in, DrawableSink sink) throws Slog2FormatException {
    TimeBox box = in.readTimeBox("node box");
    in.readNodeId("node ID");
    in.readPointer("node self pointer");
    int nNestless = count(in, "nestless drawables");
    int nestlessAt = in.position();
    skip(in, nNestless);
    int nNestable = count(in, "nestable drawables");
    sink.begin(box, nNestless + nNestable);
    read(in, nNestable, sink);
    int end = in.position();
    in.seek(nestlessAt);
    read(in, nNestless, sink);
    in.seek(end);
  }

  private static int count(BlockInput in, String what) throws Slog2FormatException {
    return in.checkCount(in.readInt(what + " count"), TreeNodeDecoder.MIN_DRAWABLE_BYTES, what);
  }

  /** Checks {@code n} drawables as {@link #read} does, and leaves {@code in} past them. */
  private static void skip(BlockInput in, int n) throws Slog2FormatException {
    for (int i = 0; i < n; i++) {
      if (!TreeNodeDecoder.readIsPrimitive(in)) {
        TreeNodeDecoder.readComposite(in, null);
        continue;
      }
      long h = TreeNodeDecoder.readHead(in);
      in.skip(12 * TreeNodeDecoder.vertices(h), "vertices"); // readHead checked that they are there
    }
  }

  private static void read(BlockInput in, int n, DrawableSink sink) throws Slog2FormatException {
    for (int i = 0; i < n; i++) {
      if (!TreeNodeDecoder.readIsPrimitive(in)) {
        sink.drawable(TreeNodeDecoder.readComposite(in, new InfoArena())); // owns its info bytes
        continue;
      }
      long h = TreeNodeDecoder.readHead(in);
      int nv = TreeNodeDecoder.vertices(h);
      if (nv > 2) {
        sink.drawable(TreeNodeDecoder.readVertices(in, h));
        continue;
      }
      int infoAt = TreeNodeDecoder.infoAt(in, h);
      // readHead checked that the block holds 12 bytes per vertex.
      double t0 = in.nextCheckedDouble();
      int l0 = in.nextCheckedInt();
      double t1 = nv == 2 ? in.nextCheckedDouble() : t0;
      int l1 = nv == 2 ? in.nextCheckedInt() : l0;
      sink.primitive(TreeNodeDecoder.category(h), nv, t0, l0, t1, l1, in, infoAt, TreeNodeDecoder.infoLength(h));
    }
  }
}
