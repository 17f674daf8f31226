package org.leapshot.app.cli.print;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.check.Slog2Checker;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * {@code print --from/--to --keep-going} on a file whose window check found damage: the real
 * drawables intersecting the window from the nodes that passed check's walk, in drawing order, as
 * the window query would list them without the damaged nodes. Only for damaged files (the window's
 * drawables are held at once); the problems were reported by the walk before, so not again here.
 */
public final class WindowOfSoundNodes {
  private WindowOfSoundNodes() {}

  public static List<Drawable> read(Slog2Reader reader, double t0, double t1) throws IOException {
    List<Drawable> window = new ArrayList<>();
    Slog2Checker.walkWindow(reader, t0, t1, (entry, node) -> {
      addOverlapping(node.nestless(), t0, t1, window);
      addOverlapping(node.nestable(), t0, t1, window);
    }, (problem, skipped) -> { });
    window.sort(DrawingOrder.DRAWABLES); // stable, as the order requires
    return window;
  }

  private static void addOverlapping(List<Drawable> drawables, double t0, double t1, List<Drawable> window) {
    for (Drawable d : drawables) {
      if (d.start() <= t1 && d.end() >= t0) {
        window.add(d);
      }
    }
  }
}
