package org.leapshot.app.canvas;

import java.awt.Point;
import java.util.Map;
import java.util.function.Consumer;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;

/** A {@link TimelinePane} of a map, laid out in a frame that has a peer but is never shown, for layout tests. */
final class LaidOutPane {
  private static final CanvasListener NONE = new CanvasListener() {
    @Override
    public void clicked(Hit hit, Point screen) {
    }

    @Override
    public void hovered(double timeSec, Hit hit) {
    }
  };

  private LaidOutPane() {}

  /** Lays out a pane of {@code map} in a {@code width × height} frame and runs {@code check} on it, on the EDT. */
  static void check(LineIdMap map, int width, int height, Consumer<TimelinePane> check) throws Exception {
    check(map, Map.of(), width, height, check);
  }

  /** As {@link #check(LineIdMap, int, int, Consumer)}, with the timelines named by {@code names} (line ID → name). */
  static void check(LineIdMap map, Map<Integer, String> names, int width, int height, Consumer<TimelinePane> check)
      throws Exception {
    check(map, names, org.leapshot.app.rows.GroupNames.NONE, width, height, check);
  }

  /** As {@link #check(LineIdMap, Map, int, int, Consumer)}, with the groups named by {@code groups}. */
  static void check(LineIdMap map, Map<Integer, String> names, org.leapshot.app.rows.GroupNames groups, int width,
      int height, Consumer<TimelinePane> check) throws Exception {
    SwingUtilities.invokeAndWait(() -> {
      TimelinePane pane = new TimelinePane(new ViewState(new TimeBox(0, 10)), map, names, groups, Map::of, NONE);
      JFrame frame = new JFrame();
      try {
        frame.addNotify(); // a peer, so that layout happens; not shown
        frame.getContentPane().add(pane);
        frame.setSize(width, height);
        frame.validate();
        check.accept(pane);
      } finally {
        frame.dispose();
      }
    });
  }
}
