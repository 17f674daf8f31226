package org.leapshot.slog2.tree;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.tree.NodeEncoder.NodeBlock;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The one-pass tree builder (spec §10.2–10.5, §10.7): the trunk of open nodes from the current
 * leaf {@code T[0]} up to the current root. Each drawable goes into the lowest open node that
 * starts at or before it; a full leaf is written with every ancestor whose subtree it completes.
 * Only the trunk is in memory.
 */
final class TreeTrunk {
  /**
   * Sets of buffer parts a level may have: the open buffer's, and those of written buffers whose
   * jobs may be pending. Four let the trunk run far enough ahead to fill the old generation (a full
   * collection in a 4 096-timeline conversion at -Xmx256m); three do not.
   */
  static final int PARTS_PER_LEVEL = 3;

  private final int leafByteSize;
  private final int childrenPerNode;
  private final CategoryTable categories;
  private final DirectoryBuilder directory;
  private final NodeWriterThread writer;
  /** An ArrayList, not a List: read a few times per drawable, a List is called through an interface table. */
  private final ArrayList<OpenNode> trunk = new ArrayList<>();
  private double lastEnd = Double.NEGATIVE_INFINITY;
  private boolean flushing;
  /** The leaves' exclusive ratios are found on this thread, when a leaf is finalised. */
  private final ExclusiveScratch leafScratch = new ExclusiveScratch();

  TreeTrunk(WriterOptions options, CategoryTable categories, FileSink sink, DirectoryBuilder directory) {
    this.leafByteSize = options.leafByteSize();
    this.childrenPerNode = options.childrenPerNode();
    this.categories = categories;
    this.writer = new NodeWriterThread(sink, directory);
    this.directory = directory;
    trunk.add(new OpenNode(new NodeId(0, 0), Double.POSITIVE_INFINITY));
  }

  /**
   * Adds a drawable whose categories are all defined ({@code own} is its own category's entry) and
   * whose end is not before the previous one's; {@code s} and {@code e} are its start and end.
   */
  void add(Drawable d, CategoryTable.Entry own, double s, double e) throws IOException {
    int bytes = d instanceof Primitive p ? p.byteSize() : d.byteSize(); // a direct call for a primitive
    if (trunk.get(0).ownBytes + 4 + bytes > leafByteSize) {
      nextBranch();
    }
    OpenNode target = null;
    // Indexed, not a for-each: the quick compiler allocates an iterator per drawable.
    for (int i = 0, levels = trunk.size(); i < levels; i++) {
      OpenNode n = trunk.get(i);
      if (n.start <= s) {
        target = n;
        break;
      }
    }
    if (target == null) {
      target = root();
      target.start = Math.min(target.start, s);
      target.buffer.lowerStart(target.start);
    }
    place(target, d, own, bytes, s, e);
    lastEnd = e;
  }

  /** {@code s} and {@code e}: the drawable's start and end, passed on so that a primitive's are computed once. */
  private void place(OpenNode n, Drawable d, CategoryTable.Entry own, int bytes, double s, double e) {
    own.used = true;
    if (d instanceof Primitive p) {
      Topology t = own.category.topology();
      n.addDrawable(d, t.isNestable(), bytes);
      shadow(n, t, p, s, e);
    } else {
      n.addDrawable(d, true, bytes);
      for (Primitive p : ((Composite) d).primitives()) {
        CategoryTable.Entry c = categories.find(p.categoryIndex());
        c.used = true;
        shadow(n, c.category.topology(), p, p.start(), p.end());
      }
    }
  }

  private void shadow(OpenNode n, Topology t, Primitive p, double s, double e) {
    categories.find(t.previewIndex()).used = true;
    n.buffer.addPrimitive(t, p, s, e);
  }

  /** Spec §10.4: writes the current leaf and every ancestor whose last child it was. */
  private void nextBranch() throws IOException {
    NodeId target = new NodeId(0, trunk.get(0).id.xpos() + 1);
    for (int i = 0; ; i++) {
      OpenNode n = trunk.get(i);
      if (DirectoryBuilder.sameNode(n.id, target)) {
        return;
      }
      finalizeNode(n, i == 0);
      // Taken before the write: the node writer thread releases the buffer's parts when it is done.
      ShadowBufferParts used = n.buffer.parts();
      writeNode(i);
      n.clearDrawables();
      if (i > 0) {
        trunk.get(i - 1).done.clear();
      }
      double previousStart = n.start;
      n.start = n.end;
      n.id = target;
      n.spareParts.addLast(used);
      n.buffer = new ShadowBufferBuilder(target, n.start, spareParts(n));
      target = new NodeId(target.depth() + 1, target.xpos() / childrenPerNode);
      if (i == trunk.size() - 1) {
        trunk.add(new OpenNode(target, previousStart));
        return;
      }
    }
  }

  /**
   * Emptied parts for the level's next buffer. A written buffer's parts are in use until its job
   * on the node writer thread is done; up to {@link #PARTS_PER_LEVEL} sets per level let the trunk
   * go on while a few jobs wait (the thread's jobs come in bursts, the trunk's leaves steadily),
   * and then it waits for the job holding the oldest set, not for every job: waiting until the
   * thread had nothing left to do left it idle while the trunk filled the next leaves.
   */
  private ShadowBufferParts spareParts(OpenNode n) throws IOException {
    ArrayDeque<ShadowBufferParts> spare = n.spareParts;
    if (!spare.peekFirst().held()) {
      return spare.removeFirst();
    }
    if (spare.size() < PARTS_PER_LEVEL - 1) {
      return new ShadowBufferParts();
    }
    ShadowBufferParts oldest = spare.removeFirst();
    writer.awaitRelease(oldest);
    return oldest;
  }

  /** {@code leaf}: the node has no children, so its buffer is complete but for its place. */
  private void finalizeNode(OpenNode n, boolean leaf) {
    n.end = lastEnd;
    n.buffer.setEnd(lastEnd);
    if (leaf) {
      n.buffer.leafWeights(leafScratch);
    } else {
      n.buffer.initialWeights();
    }
  }

  /** Hands the node to the node writer, which places it in the file once its children's buffers are complete. */
  private void writeNode(int i) throws IOException {
    OpenNode n = trunk.get(i);
    List<ShadowBufferBuilder> children = i > 0 ? List.copyOf(trunk.get(i - 1).done) : List.of();
    ShadowBufferBuilder b = n.buffer;
    n.done.add(b);
    boolean parentWrittenNext = flushing || (n.id.xpos() + 1) % childrenPerNode == 0;
    writer.submit(new NodeBlock(n.id, n.start, n.end, n.nestless, n.nestable, children, n.ownBytes,
        parentWrittenNext), b);
  }

  /** Writes the whole trunk, leaf first, root last (spec §10.7 step 1). */
  void flush() throws IOException {
    flushing = true;
    for (int i = 0; i < trunk.size(); i++) {
      finalizeNode(trunk.get(i), i == 0);
      writeNode(i);
    }
    writer.await();
    writer.stop();
  }

  /** Stops the node writer thread when the file is abandoned. */
  void stop() {
    writer.stop();
  }

  OpenNode root() {
    return trunk.get(trunk.size() - 1);
  }

  /** After {@link #flush()}: the root's own final buffer, which covers the whole file. */
  ShadowBufferBuilder rootBuffer() {
    List<ShadowBufferBuilder> done = root().done;
    return done.get(done.size() - 1);
  }

  /** After {@link #flush()}: the shadow buffers the root stored for its children. */
  List<ShadowBufferBuilder> rootChildren() {
    return trunk.size() > 1 ? trunk.get(trunk.size() - 2).done : List.of();
  }

  /** After {@link #flush()}. */
  BlockPointer rootPointer() {
    return directory.pointerOf(root().id);
  }

  int maxNodeBytes() {
    return writer.maxNodeBytes();
  }
}
