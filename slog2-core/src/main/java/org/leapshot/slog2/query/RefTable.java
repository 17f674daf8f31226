package org.leapshot.slog2.query;

import java.util.Arrays;
import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * What a window's references point at ({@link WindowDrawables#ref}): the packed node lists a tree
 * walk registered, numbered in the walk's order, and the drawables kept as objects; and the drawing
 * order of two references, read from the packed columns where the drawables are packed. The run
 * merging of {@link RunAssembler} asks this for every comparison.
 */
final class RefTable {
  /** The registered lists, {@code [0, listCount)}: an array, as every comparison of a merge looks one up. */
  private PackedDrawables[] lists = new PackedDrawables[16];
  /** The lists' {@link PackedDrawables#readColumns()}, by the same number: what the merge's searches read. */
  private long[][] reads = new long[16][];
  private int listCount;
  private Drawable[] objects = new Drawable[16];
  private int objectCount;

  /**
   * Adds a node's list and returns its number, empty or not: a tree walk registers every node it
   * reads, in order, so that a list's number is the node's place in the walk (the order on ties).
   */
  int register(PackedDrawables node) {
    if (listCount == lists.length) {
      lists = Arrays.copyOf(lists, 2 * listCount);
      reads = Arrays.copyOf(reads, 2 * listCount);
    }
    lists[listCount] = node;
    reads[listCount] = node.readColumns();
    return listCount++;
  }

  /** Keeps {@code d} as an object and returns its reference. */
  long addObject(Drawable d) {
    if (objectCount == objects.length) {
      objects = Arrays.copyOf(objects, objectCount * 2);
    }
    objects[objectCount] = d;
    return WindowDrawables.ref(WindowDrawables.OBJECTS, objectCount++);
  }

  /** The size of registered list {@code list}. */
  int listSize(int list) {
    return lists[list].size();
  }

  /** The answer over {@code refs[0, count)}, sharing nothing with this table's later use. */
  WindowDrawables answer(long[] refs, int count) {
    return new WindowDrawables(Arrays.copyOf(lists, listCount), Arrays.copyOf(objects, objectCount), refs, count);
  }

  Drawable resolve(long ref) {
    int list = WindowDrawables.list(ref);
    int i = WindowDrawables.index(ref);
    return list == WindowDrawables.OBJECTS ? objects[i] : lists[list].get(i);
  }

  double startOf(long ref) {
    int list = WindowDrawables.list(ref);
    int i = WindowDrawables.index(ref);
    return list == WindowDrawables.OBJECTS ? objects[i].start() : PackedDrawables.start(reads[list], i);
  }

  /**
   * {@link DrawingOrder#compare} of two referenced drawables, from the packed columns where they
   * are packed; drawables equal in that order go by reference (list number, then place in the list),
   * so the answer's order never depends on which run was longest, and a scroll step that merges
   * anew only what changed ({@link ScrollStep}) gives the same order as a fresh query.
   */
  int compare(long a, long b) {
    int c = compareDrawables(a, b);
    return c != 0 ? c : Long.compare(a, b);
  }

  private int compareDrawables(long a, long b) {
    int la = WindowDrawables.list(a);
    int lb = WindowDrawables.list(b);
    if (la == WindowDrawables.OBJECTS) {
      return lb == WindowDrawables.OBJECTS
          ? DrawingOrder.compare(objects[WindowDrawables.index(a)], objects[WindowDrawables.index(b)])
          : -lists[lb].compareTo(WindowDrawables.index(b), objects[WindowDrawables.index(a)]);
    }
    if (lb == WindowDrawables.OBJECTS) {
      return lists[la].compareTo(WindowDrawables.index(a), objects[WindowDrawables.index(b)]);
    }
    return PackedDrawables.compare(lists[la], WindowDrawables.index(a), lists[lb], WindowDrawables.index(b));
  }
}
