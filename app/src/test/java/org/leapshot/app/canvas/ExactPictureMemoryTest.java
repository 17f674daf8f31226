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

/**
 * The exact drawing of a window of many drawables keeps what the picture needs, not the drawables:
 * read in slabs, it holds a small part of the states at once, and keeps boxes only for what is
 * wide enough to be seen.
 */
class ExactPictureMemoryTest {
  @TempDir
  Path dir;

  @Test
  void manyStatesAreFoldedWithAFewSlabsWorthHeld() throws Exception {
    Path file = dir.resolve("many.slog2");
    int lines = 8;
    int calls = 25_000; // per timeline, each an outer call with two nested ones: 600 000 states
    List<Drawable> all = new ArrayList<>();
    for (int line = 0; line < lines; line++) {
      for (int i = 0; i < calls; i++) {
        double t = i * 1e-3 + line * 1e-5;
        all.add(Primitive.state(2, t, t + 9e-4, line, null));
        all.add(Primitive.state(3, t + 1e-4, t + 4e-4, line, null));
        all.add(Primitive.state(4, t + 5e-4, t + 8e-4, line, null));
      }
    }
    StateFiles.write(file, all, 64 << 10);
    try (TraceView t = TraceView.open(file)) {
      double start = t.range().earliest();
      double end = t.range().latest();
      PictureOptions options = new PictureOptions(PictureOptions.Look.ACTIVITY, true, RowSelection.ALL);
      ExactPicture p = ExactPicture.fold(t.session(), start, end, 800, t.categories(), t.lineIdMaps().get(0), options,
          ArrowSink.keeping(), 1 << 20);
      RenderModel m = p.model();
      assertThat(m.drawableCount()).isEqualTo(all.size());
      assertThat(p.mostStatesHeld()).as("states one slab held").isLessThan(all.size() / 10);
      assertThat(m.states()).as("boxes kept: none is two columns wide").isEmpty();
      assertThat(m.activity().category(0, 400)).isNotEqualTo(org.leapshot.slog2.query.ActivityRaster.NONE);
    }
  }
}
