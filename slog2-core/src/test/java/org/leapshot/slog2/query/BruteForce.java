package org.leapshot.slog2.query;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/** The oracle: every drawable of every node in the directory, filtered without any tree logic. */
final class BruteForce {
  private BruteForce() {}

  static List<Drawable> all(Path file) throws IOException {
    List<Drawable> all = new ArrayList<>();
    try (Slog2Reader r = Slog2Reader.open(file)) {
      for (DirectoryEntry e : r.directory().entries()) {
        TreeNode n = r.readNode(e);
        all.addAll(n.nestable());
        all.addAll(n.nestless());
      }
    }
    return all;
  }

  static List<Drawable> window(List<Drawable> all, double start, double end) {
    List<Drawable> out = new ArrayList<>();
    for (Drawable d : all) {
      if (d.start() <= end && d.end() >= start) {
        out.add(d);
      }
    }
    out.sort(DrawingOrder.DRAWABLES);
    return out;
  }
}
