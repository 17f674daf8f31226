package org.leapshot.slog2.check;

import java.util.List;
import java.util.Map;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;

/**
 * Checks the real drawables of one node: each lies inside the node's box (spec §10.3: input in
 * end-time order puts every drawable inside its node) and each primitive, also inside a
 * composite, uses a category the file defines, with as many vertices as that category's topology
 * has. A composite's own category must be defined too.
 */
final class NodeContentCheck {
  private final String file;
  private final Map<Integer, Category> categories;
  private final TreeNode node;

  NodeContentCheck(String file, Map<Integer, Category> categories, TreeNode node) {
    this.file = file;
    this.categories = categories;
    this.node = node;
  }

  void run() throws Slog2FormatException {
    if (!DirectoryCheck.validBox(node.box())) {
      throw problem("node " + node.id() + " has box " + DirectoryCheck.boxText(node.box()) + ", which is not a time interval");
    }
    checkList(node.nestless(), "nestless");
    checkList(node.nestable(), "nestable");
  }

  private void checkList(List<Drawable> list, String which) throws Slog2FormatException {
    TimeBox box = node.box();
    for (int i = 0; i < list.size(); i++) {
      Drawable d = list.get(i);
      if (!(d.start() >= box.earliest() && d.end() <= box.latest())) {
        throw problem(name(which, i) + " spans [" + d.start() + ", " + d.end() + "], outside the node's box "
            + DirectoryCheck.boxText(box));
      }
      if (d instanceof Primitive p) {
        checkPrimitive(p, which, i, -1);
      } else {
        Composite c = (Composite) d;
        if (!categories.containsKey(c.categoryIndex())) {
          throw undefined(c.categoryIndex(), name(which, i));
        }
        for (int k = 0; k < c.primitives().size(); k++) {
          checkPrimitive(c.primitives().get(k), which, i, k);
        }
      }
    }
  }

  /**
   * @param part the primitive's position in its composite, or -1 for a drawable of its own; the
   *     name for a message is built only for a problem (print reads every drawable through here)
   */
  private void checkPrimitive(Primitive p, String which, int i, int part) throws Slog2FormatException {
    Category c = categories.get(p.categoryIndex());
    if (c != null && p.vertexCount() == c.topology().vertexCount()) {
      return;
    }
    String name = part < 0 ? name(which, i) : "primitive #" + (part + 1) + " of " + name(which, i);
    if (c == null) {
      throw undefined(p.categoryIndex(), name);
    }
    throw problem(name + " has " + p.vertexCount() + " vertices but its category " + c.index() + " (" + c.name()
        + ") has topology " + c.topology().displayName() + ", which has " + c.topology().vertexCount());
  }

  private String name(String which, int i) {
    return which + " drawable #" + (i + 1) + " of node " + node.id();
  }

  private Slog2FormatException undefined(int index, String name) {
    return problem(name + " uses category " + index + ", which the category map does not define");
  }

  private Slog2FormatException problem(String what) {
    return new Slog2FormatException(file, "tree node " + node.id(), node.self().offset(), what);
  }
}
