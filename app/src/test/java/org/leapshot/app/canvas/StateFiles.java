package org.leapshot.app.canvas;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/** SLOG-2 files of states of categories 2, 3 and 4 for the exact drawing's tests. */
final class StateFiles {
  private StateFiles() {}

  /** Writes {@code all} (sorted by end, as a converter hands them over) with leaves of {@code leafBytes}. */
  static void write(Path file, List<Drawable> all, int leafBytes) throws IOException {
    all.sort(Comparator.comparingDouble(Drawable::end));
    try (Slog2Writer w = Slog2Writer.create(file, new WriterOptions(leafBytes, 2))) {
      for (int c = 2; c <= 4; c++) {
        w.addCategory(Category.of(c, "f" + c, Topology.STATE, new Rgba(c * 50, 100, 200, 255), 1, InfoLabel.NONE));
      }
      for (Drawable d : all) {
        w.addDrawable(d);
      }
      w.finish();
    }
  }
}
