package org.leapshot.app.canvas;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/** Small hand-made categories and windows for headless canvas tests. */
final class Fixtures {
  static final int OUTER = 1;
  static final int INNER = 2;
  static final int MSG = 3;

  private Fixtures() {}

  static Map<Integer, Category> categories() {
    Map<Integer, Category> m = new LinkedHashMap<>();
    m.put(OUTER, Category.of(OUTER, "Outer", Topology.STATE, new Rgba(255, 165, 0, 255), 1, InfoLabel.NONE));
    m.put(INNER, Category.of(INNER, "Inner", Topology.STATE, new Rgba(0, 255, 0, 255), 1, InfoLabel.NONE));
    m.put(MSG, Category.of(MSG, "message", Topology.ARROW, new Rgba(255, 255, 255, 255), 3,
        InfoLabel.parse("msg_tag=%d, msg_size=%d")));
    return m;
  }

  static LineIdMap fourLines() {
    return LineIdMap.identity(new int[] {0, 1, 2, 3});
  }

  static WindowData window(double start, double end, int px, List<Drawable> drawables) {
    return new WindowData(start, end, px, drawables, List.of());
  }
}
