package org.leapshot.slog2.check;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.TimeBox;

/**
 * Validates a whole SLOG-2 file and stops at the first problem, reported as a
 * {@link Slog2FormatException} naming the file, block and offset.
 *
 * <p>Beyond what opening checks, it walks the tree from the header's TreeRoot through the child
 * pointers, one node in memory at a time, and requires: every node reached is listed in the tree
 * directory with the same pointer and box, and reached once; every listed node is reached; a
 * node's ID and self pointer match the pointer that led to it; a child is one level down and its
 * box lies inside its parent's; a node has at most NumOfChildrenPerNode children; every drawable
 * lies inside its node's box and uses a defined category whose topology fits its vertex count.
 * The directory on its own is checked by {@link DirectoryCheck}.
 */
public final class Slog2Checker {
  private final Slog2Reader reader;
  private final String file;
  private final DirectoryCheck directoryCheck;
  private final List<DirectoryEntry> entries;
  private final boolean[] reached;
  private long drawables;

  /** One pending child link: where it points and what the parent says about it. */
  private record Link(NodeId id, BlockPointer pointer, TimeBox parentBox, NodeId parent) {}

  private Slog2Checker(Slog2Reader reader) {
    this.reader = reader;
    this.file = String.valueOf(reader.path().getFileName());
    this.directoryCheck = new DirectoryCheck(reader);
    this.entries = reader.directory().entries();
    this.reached = new boolean[entries.size()];
  }

  /** Opens, checks and closes a file. */
  public static CheckSummary check(Path path) throws IOException {
    try (Slog2Reader reader = Slog2Reader.open(path)) {
      return check(reader);
    }
  }

  /** Checks an open file; reads every node once. */
  public static CheckSummary check(Slog2Reader reader) throws IOException {
    return new Slog2Checker(reader).run();
  }

  private CheckSummary run() throws IOException {
    directoryCheck.run();
    DirectoryEntry root = entries.get(0);
    Deque<Link> todo = new ArrayDeque<>();
    todo.push(new Link(root.id(), reader.header().treeRoot(), null, null));
    while (!todo.isEmpty()) {
      visit(todo.pop(), todo);
    }
    for (int i = 0; i < entries.size(); i++) {
      if (!reached[i]) {
        DirectoryEntry e = entries.get(i);
        throw new Slog2FormatException(file, "tree node " + e.id(), e.pointer().offset(),
            "node " + e.id() + " is listed in the tree directory but not reachable from the root");
      }
    }
    return new CheckSummary(file, reader.header().version(), entries.size(), root.id().depth(), drawables,
        reader.categories().size(), reader.lineIdMaps().size(), root.box());
  }

  private void visit(Link link, Deque<Link> todo) throws IOException {
    String from = link.parent == null ? "the header's TreeRoot" : "node " + link.parent;
    int index = directoryCheck.indexOf(link.id);
    if (index < 0) {
      throw problem(link.id, link.pointer, "node " + link.id + ", a child of " + from + ", is not in the tree directory");
    }
    DirectoryEntry entry = entries.get(index);
    if (reached[index]) {
      throw problem(link.id, link.pointer, "node " + link.id + " is reached twice (again from " + from + ")");
    }
    reached[index] = true;
    if (!entry.pointer().equals(link.pointer)) {
      throw problem(link.id, link.pointer, from + " points to node " + link.id + " at " + link.pointer
          + " but the tree directory has it at " + entry.pointer());
    }
    TreeNode node = reader.readNode(entry);
    if (!node.id().equals(link.id)) {
      throw problem(link.id, link.pointer, "the block of node " + link.id + " says it is node " + node.id());
    }
    if (!node.self().equals(link.pointer)) {
      throw problem(link.id, link.pointer, "node " + link.id + "'s self pointer is " + node.self()
          + " but it is stored at " + link.pointer);
    }
    if (!node.box().equals(entry.box())) {
      throw problem(link.id, link.pointer, "node " + link.id + " has box " + DirectoryCheck.boxText(node.box())
          + " but the tree directory says " + DirectoryCheck.boxText(entry.box()));
    }
    if (link.parentBox != null && !link.parentBox.contains(node.box())) {
      throw problem(link.id, link.pointer, "node " + link.id + "'s box " + DirectoryCheck.boxText(node.box())
          + " is not inside its parent " + link.parent + "'s box " + DirectoryCheck.boxText(link.parentBox));
    }
    new NodeContentCheck(file, categories(), node).run();
    drawables += node.drawableCount();
    pushChildren(node, todo);
  }

  private void pushChildren(TreeNode node, Deque<Link> todo) throws Slog2FormatException {
    List<ShadowBuffer> children = node.children();
    int k = reader.header().childrenPerNode();
    if (children.size() > k) {
      throw problem(node.id(), node.self(), "node " + node.id() + " has " + children.size()
          + " children, more than NumOfChildrenPerNode " + k);
    }
    if (node.id().depth() == 0 && !children.isEmpty()) {
      throw problem(node.id(), node.self(), "leaf " + node.id() + " has " + children.size() + " children");
    }
    if (node.id().depth() > 0 && children.isEmpty()) {
      throw problem(node.id(), node.self(), "node " + node.id() + " of depth " + node.id().depth() + " has no children");
    }
    // Pushed in reverse so that the walk visits children left to right.
    for (int i = children.size() - 1; i >= 0; i--) {
      ShadowBuffer c = children.get(i);
      if (c.childId().depth() != node.id().depth() - 1) {
        throw problem(node.id(), node.self(), "child " + c.childId() + " of node " + node.id()
            + " must be at depth " + (node.id().depth() - 1));
      }
      if (i > 0 && children.get(i - 1).childId().xpos() >= c.childId().xpos()) {
        throw problem(node.id(), node.self(), "children of node " + node.id() + " must be in increasing xpos order, but "
            + children.get(i - 1).childId() + " comes before " + c.childId());
      }
      todo.push(new Link(c.childId(), c.childPointer(), node.box(), node.id()));
    }
  }

  private Map<Integer, Category> categories() {
    return reader.categories();
  }

  private Slog2FormatException problem(NodeId id, BlockPointer at, String what) {
    return new Slog2FormatException(file, "tree node " + id, Math.max(0, at.offset()), what);
  }
}
