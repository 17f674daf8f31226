package org.leapshot.app.cli.print;

import java.io.IOException;
import java.io.Writer;
import java.util.Map;
import org.leapshot.slog2.format.AllDrawables;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Header;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoFormatter;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;

/**
 * {@code print} without {@code --json}: a readable listing in the spirit of the reference's
 * {@code slog2printserial} — header, category map, tree directory, line-ID maps, then every real
 * drawable numbered from 1, node by node. Times use {@code Double.toString} (exact round trip).
 */
public final class TextPrinter {
  private final Slog2Reader reader;
  private final Writer out;
  private final Map<Integer, Category> categories;
  private final boolean shadows;
  /** When set, the drawables printed instead of every node's (print --from/--to). */
  private DrawableFeed window;
  private NodeFeed nodes;
  private final StringBuilder line = new StringBuilder(256);
  private long number;

  private TextPrinter(Slog2Reader reader, Writer out, boolean shadows) {
    this.reader = reader;
    this.out = out;
    this.categories = reader.categories();
    this.shadows = shadows;
  }

  /**
   * Prints the file to {@code out} and flushes it; does not close it. The drawables are those of
   * {@code window} when it is not null, else those of the nodes {@code nodes} hands over.
   */
  public static void print(Slog2Reader reader, Writer out, boolean shadows, NodeFeed nodes, DrawableFeed window)
      throws IOException {
    TextPrinter p = new TextPrinter(reader, out, shadows);
    p.window = window;
    p.nodes = nodes;
    p.run();
    out.flush();
  }

  private void windowDrawable(Drawable d) throws IOException {
    line.setLength(0);
    line.append(++number).append(": ");
    drawable(d);
    out.append(line).append('\n');
  }

  private void run() throws IOException {
    Header h = reader.header();
    out.write("SLOG-2 header of " + reader.path().getFileName() + ":\n");
    out.write("version = " + h.version() + "\n");
    out.write("NumOfChildrenPerNode = " + h.childrenPerNode() + "\n");
    out.write("TreeLeafByteSize = " + h.leafByteSize() + "\n");
    out.write("MaxTreeDepth = " + h.maxTreeDepth() + "\n");
    out.write("MaxBufferByteSize = " + h.maxBufferByteSize() + "\n");
    out.write("Categories  is " + h.categories() + "\n");
    out.write("LineIDMaps  is " + h.lineIdMaps() + "\n");
    out.write("TreeRoot    is " + h.treeRoot() + "\n");
    out.write("TreeDir     is " + h.treeDir() + "\n");
    out.write("\nCategory map:\n");
    int i = 0;
    for (Category c : categories.values()) {
      out.write(++i + ": " + category(c) + "\n");
    }
    out.write("\nTree directory:\n");
    for (DirectoryEntry e : reader.directory().entries()) {
      out.write("ID" + e.id() + " -> TimeBBox(" + e.box().earliest() + "," + e.box().latest() + "), " + e.pointer() + "\n");
    }
    out.write("\nLine-ID maps:\n");
    i = 0;
    for (LineIdMap m : reader.lineIdMaps()) {
      lineMap(++i, m);
    }
    out.write("\nDrawables:\n");
    if (window != null) {
      window.forEach(this::windowDrawable);
    } else {
      nodes.forEach(this::node);
    }
  }

  private static String category(Category c) {
    StringBuilder sb = new StringBuilder("Category[ index=").append(c.index()).append(", name=").append(c.name())
        .append(", topo=").append(c.topology().displayName()).append(", color=(").append(c.color().red()).append(',')
        .append(c.color().green()).append(',').append(c.color().blue()).append(',').append(c.color().alpha())
        .append(',').append(c.colorModifiable()).append("), width=").append(c.width());
    if (!c.label().isEmpty()) {
      sb.append(", info_fmt=< ").append(c.label().format()).append(" >");
    }
    if (!c.methodIds().isEmpty()) {
      sb.append(", methods=").append(c.methodIds());
    }
    return sb.append(", ratios=").append(c.summary().inclusiveRatio()).append(',').append(c.summary().exclusiveRatio())
        .append(", count=").append(c.summary().count()).append(" ]").toString();
  }

  private void lineMap(int i, LineIdMap m) throws IOException {
    out.write("LineIDMap " + i + ": " + m.title() + "\n");
    out.write("Column labels: LineID -> " + String.join(" ", m.columnLabels()) + "\n");
    for (int r = 0; r < m.rowCount(); r++) {
      line.setLength(0);
      line.append(r + 1).append(", ").append(m.lineId(r)).append(": ");
      for (int v : m.values(r)) {
        line.append(' ').append(v);
      }
      out.append(line).append('\n');
    }
    if (!m.methodIds().isEmpty()) {
      out.write("methods=" + m.methodIds() + "\n");
    }
  }

  private void node(DirectoryEntry entry, TreeNode node) throws IOException {
    if (shadows) {
      out.write("Node ID" + node.id() + " TimeBBox(" + node.box().earliest() + "," + node.box().latest() + ") "
          + entry.pointer() + " drawables=" + node.drawableCount() + " children=" + node.children().size() + "\n");
    }
    AllDrawables.forEachInNode(node, (n, d) -> {
      line.setLength(0);
      line.append(++number).append(": ");
      drawable(d);
      out.append(line).append('\n');
    });
    if (shadows) {
      for (ShadowBuffer child : node.children()) {
        for (Shadow s : child.nestless()) {
          shadow(node.id(), child.childId(), s);
        }
        for (Shadow s : child.nestable()) {
          shadow(node.id(), child.childId(), s);
        }
      }
    }
  }

  private void drawable(Drawable d) {
    if (d instanceof Primitive p) {
      primitive(p);
      return;
    }
    Composite c = (Composite) d;
    line.append("Composite[ ");
    infoBox(c);
    for (Primitive p : c.primitives()) {
      line.append(' ');
      primitive(p);
    }
    line.append(" ]");
  }

  private void primitive(Primitive p) {
    line.append("Primitive[ ");
    infoBox(p);
    for (int v = 0; v < p.vertexCount(); v++) {
      line.append(" (").append(p.time(v)).append(", ").append(p.lineId(v)).append(')');
    }
    line.append(" ] bsize=").append(p.byteSize());
  }

  private void infoBox(Drawable d) {
    Category c = categories.get(d.categoryIndex());
    line.append("TimeBBox(").append(d.start()).append(',').append(d.end()).append(") Category=").append(d.categoryIndex())
        .append(' ').append(c == null ? "(undefined)" : c.name()).append(": ")
        .append(InfoFormatter.format(c == null ? InfoLabel.NONE : c.label(), d.info())).append(" ]");
  }

  private void shadow(NodeId node, NodeId child, Shadow s) throws IOException {
    line.setLength(0);
    line.append("Shadow[ node=").append(node).append(" child=").append(child).append(' ')
        .append(s.topology().displayName()).append(" TimeBBox(").append(s.start()).append(',').append(s.end())
        .append(")");
    for (int v = 0; v < s.vertexCount(); v++) {
      line.append(" (").append(s.time(v)).append(", ").append(s.lineId(v)).append(')');
    }
    line.append(" count=").append(s.realCount()).append(" weights=[");
    for (int w = 0; w < s.weightCount(); w++) {
      line.append(w == 0 ? "" : ", ").append(s.weightCategory(w)).append(':').append(s.inclusiveRatio(w)).append(',')
          .append(s.exclusiveRatio(w)).append(',').append(s.weightRealCount(w));
    }
    out.append(line).append("] ]\n");
  }
}
