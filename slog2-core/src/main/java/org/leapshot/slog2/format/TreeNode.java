package org.leapshot.slog2.format;

import java.util.List;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.TimeBox;

/**
 * One decoded tree node (spec §8): its box, ID and own pointer, its real drawables (nestless:
 * arrows and events; nestable: states and composites; each in drawing order) and one shadow
 * buffer per child (none for a leaf). Immutable.
 */
public record TreeNode(TimeBox box, NodeId id, BlockPointer self, List<Drawable> nestless, List<Drawable> nestable,
    List<ShadowBuffer> children) {

  public boolean isLeaf() {
    return children.isEmpty();
  }

  public int drawableCount() {
    return nestless.size() + nestable.size();
  }
}
