package org.leapshot.slog2.format.decode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;

/**
 * Decodes one tree-node block (spec §8.1–8.5): 34-byte header, tagged nestless and nestable
 * drawables, then the child shadow buffers ({@link ShadowBufferReader}).
 */
public final class TreeNodeDecoder {
  private static final int TAG_PRIMITIVE = 0;
  private static final int TAG_COMPOSITE = 1;
  /** Smallest tagged drawable: tag + category + info length + vertex/primitive count. */
  static final int MIN_DRAWABLE_BYTES = 1 + 4 + 2 + 2;
  /** Smallest primitive inside a composite: one vertex, no info. */
  private static final int MIN_PRIMITIVE_BYTES = 4 + 2 + 2 + 12;

  /** The child shadow buffers, read apart from the drawables. */
  private final ShadowBufferReader buffers;

  public TreeNodeDecoder(Map<Integer, Category> categories) {
    this.buffers = new ShadowBufferReader(categories);
  }

  /** Decodes a whole node; its drawables may keep their info bytes in {@code in}'s block. */
  public TreeNode decode(BlockInput in) throws Slog2FormatException {
    TimeBox box = in.readTimeBox("node box");
    NodeId id = in.readNodeId("node ID");
    BlockPointer self = in.readPointer("node self pointer");
    List<Drawable> nestless = readDrawables(in, "nestless drawables");
    List<Drawable> nestable = readDrawables(in, "nestable drawables");
    int nBufs = ShadowBufferReader.readCount(in);
    List<ShadowBuffer> children = new ArrayList<>(nBufs);
    for (int i = 0; i < nBufs; i++) {
      children.add(buffers.readBuffer(in));
    }
    // The lists were just built here and escape only read-only: wrapping spares copying them.
    return new TreeNode(box, id, self, Collections.unmodifiableList(nestless), Collections.unmodifiableList(nestable),
        Collections.unmodifiableList(children));
  }

  /**
   * Decodes a node for a cache: its drawables packed (see {@link PackedDrawables}), its shadow lists
   * checked, counted and decoded on first access from bytes read again through {@code reread}.
   * Checks exactly what {@link #decode} checks; keeps no reference to {@code in}'s bytes.
   */
  public PackedNode decodePacked(BlockInput in, SectionReader reread) throws Slog2FormatException {
    TimeBox box = in.readTimeBox("node box");
    NodeId id = in.readNodeId("node ID");
    BlockPointer self = in.readPointer("node self pointer");
    PackedDrawables drawables = readPackedLists(in);
    int nBufs = ShadowBufferReader.readCount(in);
    List<ShadowBuffer> children = new ArrayList<>(nBufs);
    for (int i = 0; i < nBufs; i++) {
      children.add(buffers.readBufferDeferred(in, reread));
    }
    return new PackedNode(box, id, self, drawables, Collections.unmodifiableList(children));
  }

  /**
   * Decodes a node's header and real drawables, packed as {@link #decodePacked} packs them, and stops
   * before its child shadow buffers: the node comes back with no children. For reads that already
   * know which nodes they need (from the tree directory) and want only their drawables; an inner
   * node's shadow buffers are most of its bytes. Stops with {@code in} just past the drawables.
   */
  public PackedNode decodePackedDrawables(BlockInput in) throws Slog2FormatException {
    TimeBox box = in.readTimeBox("node box");
    NodeId id = in.readNodeId("node ID");
    BlockPointer self = in.readPointer("node self pointer");
    return new PackedNode(box, id, self, readPackedLists(in), List.of());
  }

  /** Both drawable lists, merged in drawing order while the nestable one is read. */
  private static PackedDrawables readPackedLists(BlockInput in) throws Slog2FormatException {
    int nNestless = in.checkCount(in.readInt("nestless drawables count"), MIN_DRAWABLE_BYTES, "nestless drawables");
    PackedList nestless = PackedList.reused(nNestless);
    readPacked(in, nNestless, nestless);
    int nNestable = in.checkCount(in.readInt("nestable drawables count"), MIN_DRAWABLE_BYTES, "nestable drawables");
    PackedMerging merged = new PackedMerging(nestless, nNestable);
    readPacked(in, nNestable, merged);
    return merged.finish();
  }

  /** Reads a drawable list into columns: the same reads and checks as {@link #readDrawables}. */
  private static void readPacked(BlockInput in, int n, PackedDrawables.Sink out) throws Slog2FormatException {
    byte[] bytes = PlainPrimitives.bytesOf(in);
    for (int i = 0; i < n; i++) {
      if (bytes != null) {
        i += PlainPrimitives.read(in, bytes, n - i, out);
        if (i == n) {
          return;
        }
      }
      if (readIsPrimitive(in)) {
        readPackedPrimitive(in, out);
      } else {
        out.addObject(readComposite(in, new InfoArena()));
      }
    }
  }

  private static void readPackedPrimitive(BlockInput in, PackedDrawables.Sink out) throws Slog2FormatException {
    long h = readHead(in);
    int nv = vertices(h);
    if (nv > 2) {
      out.addObject(readVertices(in, h)); // rare: kept as an object
      return;
    }
    int infoAt = infoAt(in, h);
    // readHead checked that the block holds 12 bytes per vertex.
    double t0 = in.nextCheckedDouble();
    int l0 = in.nextCheckedInt();
    double t1 = nv == 2 ? in.nextCheckedDouble() : 0;
    int l1 = nv == 2 ? in.nextCheckedInt() : 0;
    out.addInline(category(h), nv, t0, l0, t1, l1, in, infoAt, infoLength(h));
  }

  /**
   * Reads a primitive's fields before its vertices (skipping its info bytes, checking the vertex
   * count) and returns them packed in a long, so that the decoders' inner loops allocate nothing:
   * category, info length, vertex count; {@link #infoAt} says where the info bytes are.
   */
  static long readHead(BlockInput in) throws Slog2FormatException {
    int category = in.readInt("category index");
    int infoLength = in.readShort("info length");
    if (infoLength > 0) {
      in.skip(infoLength, "info bytes");
    } else {
      infoLength = 0;
    }
    int nv = in.readShort("vertex count");
    if (nv < 1) {
      throw in.error("a primitive needs at least 1 vertex, found " + nv);
    }
    in.checkCount(nv, 12, "vertices");
    return ((long) category << 32) | ((long) infoLength << 16) | nv;
  }

  static int category(long head) {
    return (int) (head >>> 32);
  }

  static int infoLength(long head) {
    return (int) ((head >>> 16) & 0xFFFF);
  }

  static int vertices(long head) {
    return (int) (head & 0xFFFF);
  }

  /** Block position of the info bytes of the primitive whose head {@code in} has just read. */
  static int infoAt(BlockInput in, long head) {
    return in.position() - 2 - infoLength(head);
  }

  /** Decodes the node header and drawable lists only, leaving the shadow buffers unread. */
  public NodeDrawables decodeDrawables(BlockInput in) throws Slog2FormatException {
    TimeBox box = in.readTimeBox("node box");
    NodeId id = in.readNodeId("node ID");
    in.readPointer("node self pointer");
    List<Drawable> nestless = readDrawables(in, "nestless drawables");
    List<Drawable> nestable = readDrawables(in, "nestable drawables");
    return new NodeDrawables(box, id, Collections.unmodifiableList(nestless), Collections.unmodifiableList(nestable));
  }

  /**
   * Reads a drawable list as objects whose info bytes stay in the block (a fresh array the nodes
   * read this way own): printing, checking and scanning hold nodes only briefly, and the cached
   * nodes of the query engine are packed instead ({@link #decodePacked}).
   */
  private List<Drawable> readDrawables(BlockInput in, String what) throws Slog2FormatException {
    int n = in.checkCount(in.readInt(what + " count"), MIN_DRAWABLE_BYTES, what);
    List<Drawable> list = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      list.add(readIsPrimitive(in) ? readPrimitive(in, null) : readComposite(in, null));
    }
    return list;
  }

  /** Reads a drawable's tag: true for a primitive, false for a composite, else a format error. */
  static boolean readIsPrimitive(BlockInput in) throws Slog2FormatException {
    long at = in.offset();
    int tag = in.readByte("drawable tag");
    if (tag != TAG_PRIMITIVE && tag != TAG_COMPOSITE) {
      throw new Slog2FormatException(in.file(), in.block(), at,
          "drawable tag must be 0 (primitive) or 1 (composite), found " + tag);
    }
    return tag == TAG_PRIMITIVE;
  }

  /** @param infos where the info bytes are copied, or null to leave them in the block */
  private static Primitive readPrimitive(BlockInput in, InfoArena infos) throws Slog2FormatException {
    long h = readHead(in);
    int infoLength = infoLength(h);
    int nv = vertices(h);
    // Events, states and arrows (nearly every primitive) are built without vertex arrays, their
    // info packed with the node's others: one object each.
    if (nv <= 2) {
      int infoAt = infoAt(in, h);
      int at = infoLength == 0 ? 0 : infos == null ? infoAt : infos.add(in, infoAt, infoLength);
      byte[] arena = infoLength == 0 ? null : infos == null ? in.bytes() : infos.chunk();
      // readHead checked that the block holds 12 bytes per vertex.
      double t0 = in.nextCheckedDouble();
      int l0 = in.nextCheckedInt();
      if (nv == 1) {
        return Primitive.adopt(category(h), t0, l0, arena, at, infoLength);
      }
      return Primitive.adopt(category(h), t0, l0, in.nextCheckedDouble(), in.nextCheckedInt(), arena, at, infoLength);
    }
    return readVertices(in, h);
  }

  /** A primitive of any vertex count with vertex arrays and its own copy of its info bytes. */
  static Primitive readVertices(BlockInput in, long h) throws Slog2FormatException {
    byte[] info = null;
    if (infoLength(h) > 0) {
      info = new byte[infoLength(h)];
      in.copy(infoAt(in, h), info, 0, infoLength(h));
    }
    double[] times = new double[vertices(h)];
    int[] lines = new int[vertices(h)];
    for (int v = 0; v < times.length; v++) {
      times[v] = in.readDouble("vertex time");
      lines[v] = in.readInt("vertex line ID");
    }
    return Primitive.adopt(category(h), times, lines, info);
  }

  static Composite readComposite(BlockInput in, InfoArena infos) throws Slog2FormatException {
    int category = in.readInt("composite category index");
    byte[] info = readInfo(in);
    int np = in.readShort("composite primitive count");
    if (np < 1) {
      throw in.error("a composite needs at least 1 primitive, found " + np);
    }
    in.checkCount(np, MIN_PRIMITIVE_BYTES, "composite primitives");
    List<Primitive> primitives = new ArrayList<>(np);
    for (int p = 0; p < np; p++) {
      primitives.add(readPrimitive(in, infos));
    }
    return new Composite(category, primitives, info);
  }

  /** The info bytes, or {@code null} for none (a primitive then shares one empty array). */
  private static byte[] readInfo(BlockInput in) throws Slog2FormatException {
    int len = in.readShort("info length");
    return len <= 0 ? null : in.readBytes(len, "info bytes");
  }
}
