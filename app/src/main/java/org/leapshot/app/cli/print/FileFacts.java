package org.leapshot.app.cli.print;

import java.io.IOException;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;

/** Small facts both printers and {@code info} need, derived the same way everywhere. */
public final class FileFacts {
  private FileFacts() {}

  /**
   * The file's time range: the root node's box. Taken from the tree directory's root entry when it
   * is the node TreeRoot points to, which avoids decoding the root; otherwise read from the root.
   * A damaged file read with --keep-going (its problems reported by the walk) may have neither:
   * then the directory's first box, or no range (NaN, printed as null).
   */
  public static TimeBox timeRange(Slog2Reader reader) throws IOException {
    DirectoryEntry first = reader.directory().size() > 0 ? reader.directory().entries().get(0) : null;
    if (first != null && first.pointer().equals(reader.header().treeRoot())) {
      return first.box();
    }
    try {
      return reader.readRoot().box();
    } catch (Slog2FormatException e) {
      return first != null ? first.box() : new TimeBox(Double.NaN, Double.NaN);
    }
  }

  /**
   * A primitive's topology: its category's, or when the file does not define the category a guess
   * from the shape (one vertex: an event; two on different lines: an arrow; else a state).
   */
  public static Topology topologyOf(Primitive p, Category category) {
    if (category != null) {
      return category.topology();
    }
    if (p.vertexCount() == 1) {
      return Topology.EVENT;
    }
    return p.firstLineId() != p.lastLineId() ? Topology.ARROW : Topology.STATE;
  }
}
