package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.trace.TraceView;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.query.TraceSession;

/**
 * Slabs are sized by the bytes they read beyond the upper nodes crossing their start, which every
 * slab reads whatever its width: when those alone exceed the budget (many timelines, each with long
 * states), slabs still span many columns instead of one each.
 */
class ExactPictureSlabEdgesTest {
  @TempDir
  Path dir;

  @Test
  void upperNodesOnEverySlabsPathDoNotShrinkSlabsToAColumn() throws Exception {
    Path file = dir.resolve("long.slog2");
    List<Drawable> all = new ArrayList<>();
    int lines = 300;
    for (int line = 0; line < lines; line++) {
      all.add(Primitive.state(2, 0, 100, line, null)); // each timeline's run, in the root
      for (int k = 0; k < 20; k++) {
        all.add(Primitive.state(3, k * 5 + 0.01 * (line % 7), k * 5 + 4.9, line, null)); // phases, upper levels
        for (int i = 0; i < 20; i++) {
          double t = k * 5 + 0.1 + i * 0.24;
          all.add(Primitive.state(4, t, t + 0.2, line, null));
        }
      }
    }
    StateFiles.write(file, all, 16 << 10);
    try (TraceView t = TraceView.open(file)) {
      TraceSession session = t.session();
      double start = t.range().earliest();
      double end = t.range().latest();
      int width = 400;
      double spc = (end - start) / width;
      long path = Long.MAX_VALUE;
      for (int c = 0; c < width; c++) {
        path = Math.min(path, session.bytesOverlapping(start + c * spc, start + c * spc));
      }
      long budget = path; // the path alone takes the whole budget
      assertThat(budget).isPositive();

      int[] edges = ExactPicture.slabEdges(session, start, end, width, budget);
      assertThat(edges[0]).isZero();
      assertThat(edges[edges.length - 1]).isEqualTo(width);
      assertThat(edges.length - 1).as("slabs").isLessThan(width / 3);
      for (int k = 0; k + 1 < edges.length; k++) {
        int a = edges[k];
        int b = edges[k + 1];
        assertThat(b).isGreaterThan(a);
        double from = Math.max(start, start + (a - 1) * spc);
        long crossing = session.bytesOverlapping(from, from);
        if (b - a > 1) {
          assertThat(session.bytesOverlapping(from, Math.min(end, start + (b + 1) * spc)) - crossing)
              .as("bytes beyond the path of slab %d-%d", a, b).isLessThanOrEqualTo(budget);
        }
        if (b < width) { // as wide as the budget allows
          assertThat(session.bytesOverlapping(from, Math.min(end, start + (b + 2) * spc)) - crossing)
              .isGreaterThan(budget);
        }
      }
    }
  }
}
