package org.leapshot.slog2.tree;

import java.util.List;
import java.util.TreeSet;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * The line IDs of the Identity Map (spec §6.3), collected as the reference does: from the root's
 * own drawables and from the shadows the root stores for its children, which summarise the rest.
 */
final class IdentityLineIds {
  private IdentityLineIds() {}

  static int[] collect(OpenNode root, List<ShadowBufferBuilder> rootChildren) {
    TreeSet<Integer> ids = new TreeSet<>();
    addAll(ids, root.nestless);
    addAll(ids, root.nestable);
    for (ShadowBufferBuilder b : rootChildren) {
      for (ShadowAccumulator s : b.shadows()) {
        for (int i = 0; i < s.vertexCount(); i++) {
          ids.add(s.lineId(i));
        }
      }
    }
    return ids.stream().mapToInt(Integer::intValue).toArray();
  }

  private static void addAll(TreeSet<Integer> ids, List<Drawable> drawables) {
    for (Drawable d : drawables) {
      if (d instanceof Primitive p) {
        add(ids, p);
      } else {
        for (Primitive p : ((Composite) d).primitives()) {
          add(ids, p);
        }
      }
    }
  }

  private static void add(TreeSet<Integer> ids, Primitive p) {
    for (int i = 0; i < p.vertexCount(); i++) {
      ids.add(p.lineId(i));
    }
  }
}
