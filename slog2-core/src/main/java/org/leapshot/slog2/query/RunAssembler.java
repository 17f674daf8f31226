package org.leapshot.slog2.query;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * Puts a window's drawables in drawing order from the runs the tree walk produces: one run per
 * tree level, the level's nodes in xpos order. A node's drawables start inside its box and sibling
 * boxes follow each other, so each level is normally one sorted run; the levels are then merged by
 * galloping the (sorted) drawables of the upper levels into the leaves' run ({@link GallopingMerge}),
 * which costs about the logarithm of each gap in comparisons. When a run is not sorted (a file
 * whose order is off) all is sorted.
 *
 * <p>Runs hold references to drawables of packed node lists (see {@link WindowDrawables}), so the
 * leaves' tens of thousands of drawables become objects only when the answer is read (none when it
 * is read with a {@link DrawableCursor}); the upper levels' few are sorted and merged in as references.
 */
final class RunAssembler {
  private final List<RefRun> runs = new ArrayList<>();
  /** What the references point at, and their order. */
  private final RefTable table = new RefTable();
  /** Merges the runs, reading starts and order through {@link #table}. */
  private final GallopingMerge merging = new GallopingMerge(table);
  private RefRun current;
  private RefRun adopted; // the run given its array by startRun(long[], int), if any
  private boolean borrowing; // a run's array is the caller's (startBorrowedRun)
  private boolean sorted = true;
  private int total;

  void startRun(int capacity) { // of the next tree level, for capacity drawables (an upper bound saves regrowing)
    current = new RefRun(capacity);
    runs.add(current);
  }

  void append(PackedDrawables node, boolean nodeSorted) { // a node's whole list (in drawing order when nodeSorted)
    appendWhole(register(node), nodeSorted);
  }

  void appendWhole(int list, boolean nodeSorted) { // the whole of registered list `list` (see register)
    int n = table.listSize(list);
    if (n == 0) {
      return;
    }
    sorted &= nodeSorted;
    checkAfterLast(WindowDrawables.ref(list, 0));
    RefRun r = current;
    r.ensure(n);
    for (int i = 0; i < n; i++) {
      r.refs[r.size + i] = WindowDrawables.ref(list, i);
    }
    r.size += n;
    total += n;
  }

  /**
   * Appends {@code picked} (increasing indices) of a node's list, in drawing order when {@code nodeSorted}:
   * only the first is compared with what came before (comparing every pick was a third of a scroll step).
   */
  void append(PackedDrawables node, int[] picked, boolean nodeSorted) {
    append(register(node), picked, 0, picked.length, nodeSorted);
  }

  void append(int list, int[] picked, int from, int n, boolean nodeSorted) { // picked[from, from + n) of list
    if (n == 0) {
      return;
    }
    sorted &= nodeSorted;
    checkAfterLast(WindowDrawables.ref(list, picked[from]));
    RefRun r = current;
    r.ensure(n);
    for (int k = 0; k < n; k++) {
      r.refs[r.size + k] = WindowDrawables.ref(list, picked[from + k]);
    }
    r.size += n;
    total += n;
  }

  void append(List<Drawable> nodeDrawables, boolean nodeSorted) { // as objects (in drawing order when nodeSorted)
    if (nodeDrawables.isEmpty()) {
      return;
    }
    sorted &= nodeSorted;
    for (Drawable d : nodeDrawables) {
      add(d);
    }
  }

  void add(Drawable d) { // one drawable as an object (in drawing order after the previous when the node is sorted)
    long ref = table.addObject(d);
    checkAfterLast(ref);
    RefRun r = current;
    r.ensure(1);
    r.refs[r.size++] = ref;
    total++;
  }

  /**
   * Adds a node's list and returns its number, empty or not: a tree walk registers every node it
   * reads, in order, so that a list's number is the node's place in the walk (the order on ties).
   */
  int register(PackedDrawables node) {
    return table.register(node);
  }

  /**
   * Starts a run holding the first {@code count} of {@code refs}, references of registered lists in
   * drawing order (a previous answer's, see {@link ScrollStep}; not checked). The array is adopted:
   * room beyond {@code count} is where the other runs are merged in.
   */
  void startRun(long[] refs, int count) {
    current = new RefRun(refs, count);
    adopted = current;
    runs.add(current);
    total += count;
  }

  /** After {@link #startRun(long[], int)} with room for all: a run in an array the caller reuses (never the answer). */
  void startBorrowedRun(long[] borrowed) {
    current = new RefRun(borrowed, 0);
    runs.add(current);
    borrowing = true;
  }

  private void checkAfterLast(long ref) { // notes a run out of order: ref does not come after its last drawable
    RefRun r = current;
    if (sorted && r.size > 0 && table.compare(r.refs[r.size - 1], ref) > 0) {
      sorted = false;
    }
  }

  List<Drawable> result() { // in drawing order, in a list sharing nothing with this assembler's later use
    if (!sorted) {
      Drawable[] all = allObjects();
      Arrays.sort(all, DrawingOrder.DRAWABLES); // stable, like List.sort
      return FrozenList.adopt(all, all.length);
    }
    if (adopted != null && adopted.refs.length >= total) {
      // Into a kept run with room for all, run by run, the leaves' first (mostly after it: one copy).
      for (int k = runs.size() - 1; k >= 0; k--) {
        RefRun r = runs.get(k);
        if (r != adopted && r.size > 0) {
          merging.mergeInPlace(adopted, r.refs, r.size);
        }
      }
      return table.answer(adopted.refs, total);
    } else if (borrowing) {
      throw new IllegalStateException("a borrowed run but no adopted run with room for it");
    }
    RefRun largest = null;
    for (RefRun r : runs) {
      if (largest == null || r.size > largest.size) {
        largest = r;
      }
    }
    if (largest == null) {
      return List.of();
    }
    if (largest.size == total) {
      return table.answer(largest.refs, largest.size);
    }
    // The upper levels' drawables are merged in as references too: no object is made for any of them.
    long[] few = sortedRefsOf(largest);
    long[] merged = largest.refs.length >= total ? merging.mergeInPlace(largest, few, few.length)
        : merging.merge(largest, few);
    return table.answer(merged, total);
  }

  /**
   * The references of every run but {@code skip}, in drawing order: the runs, each sorted, merged
   * pairwise in order, so that on a tie the earlier run's drawable comes first (what a stable sort of
   * them all gives). Not the JDK's sort: every caller's comparisons and array types mix in its
   * profile, and the compiler threw its compiled code away again and again while windows were shown.
   */
  private long[] sortedRefsOf(RefRun skip) {
    RefRun only = null;
    for (RefRun r : runs) {
      if (r != skip && r.size > 0) {
        only = only == null ? r : skip; // skip: more than one
      }
    }
    if (only != null && only != skip && only.refs.length == only.size) {
      return only.refs; // sorted already, and exactly full: no copy (what a scroll step's new leaves often are)
    }
    long[] a = new long[total - skip.size];
    int[] bounds = new int[runs.size() + 1];
    int k = 0;
    for (RefRun r : runs) {
      if (r != skip && r.size > 0) {
        System.arraycopy(r.refs, 0, a, bounds[k], r.size);
        bounds[k + 1] = bounds[k] + r.size;
        k++;
      }
    }
    long[] b = k > 1 ? new long[a.length] : a; // one run is sorted already
    while (k > 1) {
      int merged = 0;
      for (int i = 0; i < k; i += 2) {
        int from = bounds[i];
        int mid = bounds[Math.min(i + 1, k)];
        int to = bounds[Math.min(i + 2, k)];
        merging.mergeInto(a, from, mid, to, b);
        bounds[++merged] = to;
      }
      k = merged;
      long[] t = a;
      a = b;
      b = t;
    }
    return a;
  }

  private Drawable[] allObjects() { // the drawables of every run, as objects
    Drawable[] out = new Drawable[total];
    int at = 0;
    for (RefRun r : runs) {
      for (int i = 0; i < r.size; i++) {
        out[at++] = table.resolve(r.refs[i]);
      }
    }
    return out;
  }
}
