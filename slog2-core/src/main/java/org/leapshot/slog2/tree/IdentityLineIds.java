package org.leapshot.slog2.tree;

import java.util.Arrays;
import java.util.List;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * The line IDs of the Identity Map (spec §6.3), collected as the reference does: from the root's
 * own drawables and from the shadows the root stores for its children, which summarise the rest.
 *
 * <p>A set: the shadows are read in the order they were added, not in the reference's iteration
 * order, and the IDs go into a plain array. This runs after the last node is written, when no
 * other thread has work left; a {@code TreeSet} of boxed IDs, with each buffer's hash order
 * replayed, had taken a median 146 ms of a 4 096-timeline conversion's end (47-235 ms, load 9),
 * against 22 ms (12-50 ms) now.
 */
final class IdentityLineIds {
  private int[] ids = new int[1 << 10];
  private int size;

  private IdentityLineIds() {}

  static int[] collect(OpenNode root, List<ShadowBufferBuilder> rootChildren) {
    IdentityLineIds c = new IdentityLineIds();
    c.addAll(root.nestless);
    c.addAll(root.nestable);
    for (ShadowBufferBuilder b : rootChildren) {
      for (int k = 0, n = b.shadowCount(); k < n; k++) {
        StoredShadow s = b.shadowAt(k);
        for (int i = 0, v = s.vertexCount(); i < v; i++) {
          c.add(s.lineId(i));
        }
      }
    }
    return c.distinctSorted();
  }

  private void addAll(List<Drawable> drawables) {
    for (Drawable d : drawables) {
      if (d instanceof Primitive p) {
        add(p);
      } else {
        for (Primitive p : ((Composite) d).primitives()) {
          add(p);
        }
      }
    }
  }

  private void add(Primitive p) {
    for (int i = 0; i < p.vertexCount(); i++) {
      add(p.lineId(i));
    }
  }

  private void add(int id) {
    // The same ID again in a row (a state's two vertices, a timeline's shadows side by side) is
    // left out here rather than sorted.
    if (size > 0 && ids[size - 1] == id) {
      return;
    }
    if (size == ids.length) {
      ids = Arrays.copyOf(ids, 2 * size);
    }
    ids[size++] = id;
  }

  /**
   * The distinct IDs in ascending order. Timelines are usually numbered from 0 without large gaps:
   * then the IDs are marked in a bit set of their range and read back in order, two plain loops;
   * sorting hundreds of thousands of IDs had run in the interpreter for most of the sort.
   */
  private int[] distinctSorted() {
    if (size == 0) {
      return new int[0];
    }
    int min = Integer.MAX_VALUE;
    int max = Integer.MIN_VALUE;
    for (int i = 0; i < size; i++) {
      min = Math.min(min, ids[i]);
      max = Math.max(max, ids[i]);
    }
    long range = (long) max - min + 1;
    if (range > DENSE_FACTOR * (long) size + DENSE_SLACK) {
      return sortedOnce();
    }
    long[] bits = new long[(int) ((range + 63) >>> 6)];
    for (int i = 0; i < size; i++) {
      int k = ids[i] - min;
      bits[k >>> 6] |= 1L << k;
    }
    int n = 0;
    for (int w = 0; w < bits.length; w++) {
      for (long b = bits[w]; b != 0; b &= b - 1) {
        ids[n++] = min + (w << 6) + Long.numberOfTrailingZeros(b);
      }
    }
    return Arrays.copyOf(ids, n);
  }

  /** A range of IDs at most this many times their count (plus {@link #DENSE_SLACK}) goes through a bit set. */
  private static final int DENSE_FACTOR = 64;
  private static final int DENSE_SLACK = 1 << 16;

  private int[] sortedOnce() {
    Arrays.sort(ids, 0, size);
    int n = 0;
    for (int i = 0; i < size; i++) {
      if (n == 0 || ids[i] != ids[n - 1]) {
        ids[n++] = ids[i];
      }
    }
    return Arrays.copyOf(ids, n);
  }
}
