package org.leapshot.slog2.format.decode;

import java.util.List;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.TimeBox;

/**
 * A tree node's real drawables without its child shadow buffers, which a whole-file scan does not
 * need and which make up about half the bytes of a large file's inner nodes.
 */
public record NodeDrawables(TimeBox box, NodeId id, List<Drawable> nestless, List<Drawable> nestable) {

  public int drawableCount() {
    return nestless.size() + nestable.size();
  }
}
