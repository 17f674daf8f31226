package org.leapshot.slog2.format.decode;

import java.util.List;
import java.util.Map;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.ShadowColumns;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;

/**
 * Decodes a tree node's child shadow buffers (spec §8.5): each child's box and pointer, then its
 * nestless and nestable shadow lists. Apart from the drawables because shadows change for their own
 * reasons (preview categories, weights, deferred decoding) and are most of an inner node's bytes.
 */
final class ShadowBufferReader {
  /** Smallest shadow: one vertex, no weights. */
  private static final int MIN_SHADOW_BYTES = 36 + 12;
  /** Smallest shadow buffer: header + two zero counts. */
  private static final int MIN_BUFFER_BYTES = 34 + 8;
  private static final int WEIGHT_BYTES = 20;

  /** The file's categories: they say a shadow's topology when its category is not a preview one. */
  private final Map<Integer, Category> categories;

  ShadowBufferReader(Map<Integer, Category> categories) {
    this.categories = categories;
  }

  /** Reads and checks how many child buffers follow a node's drawables. */
  static int readCount(BlockInput in) throws Slog2FormatException {
    return in.checkCount(in.readInt("shadow buffer count"), MIN_BUFFER_BYTES, "child shadow buffers");
  }

  /** One child's buffer with its shadow lists decoded now. */
  ShadowBuffer readBuffer(BlockInput in) throws Slog2FormatException {
    TimeBox box = in.readTimeBox("child box");
    NodeId id = in.readNodeId("child ID");
    BlockPointer ptr = in.readPointer("child pointer");
    List<Shadow> nestless = readShadows(in, false);
    List<Shadow> nestable = readShadows(in, true);
    return new ShadowBuffer(id, box, ptr, nestless, nestable);
  }

  /** One child's buffer whose lists are checked now and decoded, from {@code reread}, on access. */
  ShadowBuffer readBufferDeferred(BlockInput in, SectionReader reread) throws Slog2FormatException {
    TimeBox box = in.readTimeBox("child box");
    NodeId id = in.readNodeId("child ID");
    BlockPointer ptr = in.readPointer("child pointer");
    List<Shadow> nestless = skipShadows(in, false, reread);
    List<Shadow> nestable = skipShadows(in, true, reread);
    return new ShadowBuffer(id, box, ptr, nestless, nestable);
  }

  /** Checks a shadow list as {@link #readShadows} would, without building it; decodes it on demand. */
  private List<Shadow> skipShadows(BlockInput in, boolean nestable, SectionReader reread) throws Slog2FormatException {
    long listStart = in.offset();
    int n = in.checkCount(in.readInt("shadow count"), MIN_SHADOW_BYTES, "shadows");
    long real = 0;
    int[] counts = new int[2]; // vertices, weights: both fit in an int, at least 12 and 20 bytes each in one block
    for (int i = 0; i < n; i++) {
      real += skipShadow(in, counts);
    }
    if (n == 0) {
      return List.of();
    }
    int length = (int) (in.offset() - listStart);
    String file = in.file();
    String block = in.block();
    int allVertices = counts[0];
    int allWeights = counts[1];
    return new DeferredShadows(n, real, () -> readShadows(
        new BlockInput(reread.read(listStart, length), file, block, listStart), nestable, allVertices, allWeights));
  }

  /**
   * Checks one shadow (a method of its own: see {@link #readShadow}); returns its real count and
   * adds its vertices and weights to {@code counts}.
   */
  private static long skipShadow(BlockInput in, int[] counts) throws Slog2FormatException {
    in.readInt("shadow category");
    int infoLength = in.readShort("info length");
    if (infoLength > 0) {
      in.skip(infoLength, "info bytes");
    }
    int nv = in.readShort("shadow vertex count");
    if (nv < 1) {
      throw in.error("a shadow needs at least 1 vertex, found " + nv);
    }
    in.checkCount(nv, 12, "shadow vertices");
    in.skip(12 * nv, "shadow vertices");
    in.skip(16, "shadow box");
    long real = in.readLong("shadow real count");
    int nw = in.checkCount(in.readInt("weight count"), WEIGHT_BYTES, "category weights");
    in.skip(WEIGHT_BYTES * nw, "category weights");
    counts[0] += nv;
    counts[1] += nw;
    return real;
  }

  private ShadowColumns readShadows(BlockInput in, boolean nestable) throws Slog2FormatException {
    return readShadows(in, nestable, 0, 0);
  }

  /**
   * @param vertices @param weights how many the list holds in all, when known (else 0: the columns grow)
   */
  private ShadowColumns readShadows(BlockInput in, boolean nestable, int vertices, int weights)
      throws Slog2FormatException {
    int n = in.checkCount(in.readInt("shadow count"), MIN_SHADOW_BYTES, "shadows");
    ShadowColumns.Builder out = new ShadowColumns.Builder(n, vertices, weights);
    for (int i = 0; i < n; i++) {
      readShadow(in, nestable, out);
    }
    return out.build();
  }

  /**
   * One shadow into {@code out}. A method of its own, as are its vertices and weights: the first
   * whole-run answer of a big file decodes a list of 10^5 shadows in one call, and a loop that does
   * all the work in one method runs in the interpreter until tens of thousands of turns have been
   * counted, then waits on the longest compile of the read; a small method is compiled after a few
   * hundred calls.
   */
  private void readShadow(BlockInput in, boolean nestable, ShadowColumns.Builder out) throws Slog2FormatException {
    int category = in.readInt("shadow category");
    int infoLength = in.readShort("info length");
    if (infoLength > 0) {
      in.skip(infoLength, "info bytes"); // shadows carry no info; a writer that stored some is tolerated
    }
    int nv = in.readShort("shadow vertex count");
    if (nv < 1) {
      throw in.error("a shadow needs at least 1 vertex, found " + nv);
    }
    in.checkCount(nv, 12, "shadow vertices");
    // The box and count follow the vertices: read the vertices once it is started.
    int verticesAt = in.position();
    in.skip(12 * nv, "shadow vertices");
    TimeBox box = in.readTimeBox("shadow box");
    int after = in.position();
    out.shadow(topologyOf(category, nestable, nv), category, box.earliest(), box.latest(),
        in.readLong("shadow real count"));
    in.seek(verticesAt);
    readVertices(in, nv, out);
    in.seek(after + 8);
    readWeights(in, in.checkCount(in.readInt("weight count"), WEIGHT_BYTES, "category weights"), out);
  }

  private static void readVertices(BlockInput in, int nv, ShadowColumns.Builder out) throws Slog2FormatException {
    for (int v = 0; v < nv; v++) {
      out.vertex(in.nextCheckedDouble(), in.nextCheckedInt());
    }
  }

  private static void readWeights(BlockInput in, int nw, ShadowColumns.Builder out) throws Slog2FormatException {
    for (int w = 0; w < nw; w++) {
      out.weight(in.readInt("weight category"), in.readFloat("weight inclusive ratio"),
          in.readFloat("weight exclusive ratio"), in.readLong("weight count"));
    }
  }

  private Topology topologyOf(int category, boolean nestable, int vertices) {
    switch (category) {
      case Category.PREVIEW_EVENT_INDEX:
        return Topology.EVENT;
      case Category.PREVIEW_ARROW_INDEX:
        return Topology.ARROW;
      case Category.PREVIEW_STATE_INDEX:
        return Topology.STATE;
      default:
        Category c = categories.get(category);
        if (c != null) {
          return c.topology();
        }
        return nestable ? Topology.STATE : vertices == 1 ? Topology.EVENT : Topology.ARROW;
    }
  }
}
