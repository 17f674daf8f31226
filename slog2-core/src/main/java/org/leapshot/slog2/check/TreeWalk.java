package org.leapshot.slog2.check;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.format.AllDrawables.NodeVisitor;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.TimeBox;

/**
 * The whole-file check as a walk over the nodes in tree-directory order (the order {@code print}
 * lists them in), handing each checked node on. Parents precede their children in that order (depth
 * descending), so the links a parent's shadow buffers make are known before the child is read: every
 * node must be reached from the header's TreeRoot through them, once, with the pointer and box the
 * directory gives. One node is in memory at a time, with the links still pending.
 *
 * <p>Strict (no {@link ProblemListener}): the first problem is thrown. Lenient: each problem goes to
 * the listener and the walk goes on; a node whose block cannot be decoded or whose drawables break a
 * rule is skipped, a node that is only badly linked is still handed on.
 */
final class TreeWalk {
  private final Slog2Reader reader;
  private final String file;
  private final DirectoryCheck directoryCheck;
  private final List<DirectoryEntry> entries;
  private final NodeVisitor visitor;
  private final ProblemListener problems;
  /** Only the nodes whose directory box overlaps it are read; null for all. */
  private final TimeBox window;
  /** Links made by parents already read, to the children not read yet. */
  private final Map<NodeId, Link> pending = new HashMap<>();
  private long drawables;

  /** One child link: where it points and what the parent says about it. */
  private record Link(NodeId id, BlockPointer pointer, TimeBox parentBox, NodeId parent) {
    String from() {
      return parent == null ? "the header's TreeRoot" : "node " + parent;
    }
  }

  /** @param problems null for a strict walk */
  TreeWalk(Slog2Reader reader, NodeVisitor visitor, ProblemListener problems) {
    this(reader, visitor, problems, null);
  }

  /**
   * A walk over only the nodes a window query of {@code window} reads: those whose directory box
   * overlaps it. In a sound file their ancestors overlap it too (each box lies in its parent's), so
   * each one's link is known; the links to nodes outside are left unfollowed.
   */
  TreeWalk(Slog2Reader reader, NodeVisitor visitor, ProblemListener problems, TimeBox window) {
    this.reader = reader;
    this.file = String.valueOf(reader.path().getFileName());
    this.directoryCheck = new DirectoryCheck(reader);
    this.entries = reader.directory().entries();
    this.visitor = visitor;
    this.problems = problems;
    this.window = window;
  }

  /** Walks the file; the summary, or null when a lenient walk found no root. */
  CheckSummary run() throws IOException {
    try {
      directoryCheck.run();
    } catch (Slog2FormatException e) {
      report(e, false);
    }
    if (entries.isEmpty()) {
      return null;
    }
    DirectoryEntry root = entries.get(0);
    pending.put(root.id(), new Link(root.id(), reader.header().treeRoot(), null, null));
    for (DirectoryEntry entry : entries) {
      if (window == null || entry.box().overlaps(window)) {
        visit(entry);
      }
    }
    return new CheckSummary(file, reader.header().version(), entries.size(), root.id().depth(), drawables,
        reader.categories().size(), reader.lineIdMaps().size(), root.box());
  }

  private void visit(DirectoryEntry entry) throws IOException {
    NodeId id = entry.id();
    Link link = pending.remove(id);
    if (link == null) {
      report(problem(id, entry.pointer(), "node " + id + " is listed in the tree directory but not reachable from the root"), false);
      link = new Link(id, entry.pointer(), null, null);
    } else if (!entry.pointer().equals(link.pointer)) {
      report(problem(id, link.pointer, link.from() + " points to node " + id + " at " + link.pointer
          + " but the tree directory has it at " + entry.pointer()), false);
    }
    TreeNode node;
    try {
      node = reader.readNode(entry);
    } catch (Slog2FormatException e) {
      report(e, true);
      return;
    }
    if (!node.id().equals(id)) {
      report(problem(id, entry.pointer(), "the block of node " + id + " says it is node " + node.id()), true);
      return;
    }
    checkPlace(node, entry, link);
    Slog2FormatException content = contentProblem(node);
    if (content != null && problems == null) {
      throw content;
    }
    linkChildren(node);
    if (content != null) {
      report(content, true);
      return;
    }
    drawables += node.drawableCount();
    visitor.visit(entry, node);
  }

  /** The node's self pointer and box against the directory and its parent. */
  private void checkPlace(TreeNode node, DirectoryEntry entry, Link link) throws IOException {
    NodeId id = node.id();
    if (!node.self().equals(entry.pointer())) {
      report(problem(id, entry.pointer(), "node " + id + "'s self pointer is " + node.self() + " but it is stored at "
          + entry.pointer()), false);
    }
    if (!node.box().equals(entry.box())) {
      report(problem(id, entry.pointer(), "node " + id + " has box " + DirectoryCheck.boxText(node.box())
          + " but the tree directory says " + DirectoryCheck.boxText(entry.box())), false);
    }
    if (link.parentBox != null && !link.parentBox.contains(node.box())) {
      report(problem(id, entry.pointer(), "node " + id + "'s box " + DirectoryCheck.boxText(node.box())
          + " is not inside its parent " + link.parent + "'s box " + DirectoryCheck.boxText(link.parentBox)), false);
    }
  }

  private Slog2FormatException contentProblem(TreeNode node) {
    try {
      new NodeContentCheck(file, reader.categories(), node).run();
      return null;
    } catch (Slog2FormatException e) {
      return e;
    }
  }

  /** Records the links of the node's shadow buffers, after checking their number, depth and order. */
  private void linkChildren(TreeNode node) throws IOException {
    List<ShadowBuffer> children = node.children();
    NodeId id = node.id();
    int k = reader.header().childrenPerNode();
    if (children.size() > k) {
      report(problem(id, node.self(), "node " + id + " has " + children.size() + " children, more than NumOfChildrenPerNode " + k), false);
    }
    if (id.depth() == 0 && !children.isEmpty()) {
      report(problem(id, node.self(), "leaf " + id + " has " + children.size() + " children"), false);
    }
    if (id.depth() > 0 && children.isEmpty()) {
      report(problem(id, node.self(), "node " + id + " of depth " + id.depth() + " has no children"), false);
    }
    for (int i = 0; i < children.size(); i++) {
      ShadowBuffer c = children.get(i);
      NodeId child = c.childId();
      if (child.depth() != id.depth() - 1) {
        report(problem(id, node.self(), "child " + child + " of node " + id + " must be at depth " + (id.depth() - 1)), false);
        continue;
      }
      if (i > 0 && children.get(i - 1).childId().xpos() >= child.xpos()) {
        report(problem(id, node.self(), "children of node " + id + " must be in increasing xpos order, but "
            + children.get(i - 1).childId() + " comes before " + child), false);
      }
      if (directoryCheck.indexOf(child) < 0) {
        report(problem(child, c.childPointer(), "node " + child + ", a child of node " + id + ", is not in the tree directory"), false);
      } else if (pending.containsKey(child)) {
        report(problem(child, c.childPointer(), "node " + child + " is reached twice (again from node " + id + ")"), false);
      } else {
        pending.put(child, new Link(child, c.childPointer(), node.box(), id));
      }
    }
  }

  /** Throws the problem in a strict walk, else hands it to the listener. */
  private void report(Slog2FormatException problem, boolean skippedDrawables) throws IOException {
    if (problems == null) {
      throw problem;
    }
    problems.problem(problem, skippedDrawables);
  }

  private Slog2FormatException problem(NodeId id, BlockPointer at, String what) {
    return new Slog2FormatException(file, "tree node " + id, Math.max(0, at.offset()), what);
  }
}
