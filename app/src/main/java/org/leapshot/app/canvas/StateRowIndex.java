package org.leapshot.app.canvas;

import java.util.Arrays;
import java.util.List;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.query.DrawablePlaces;

/**
 * A window's drawables and shadows by the picture row their first timeline is drawn in, so that a
 * few rows' states are made from their own drawables, not from a pass over the whole window: the
 * whole run of 16 384 timelines has 200 000 shadows, and the pass made an object of each (12-15 ms,
 * too long for every hover). Built once per window, off the EDT.
 */
final class StateRowIndex {
  /** Row r's drawables are at {@code drawables[drawableStart[r] .. drawableStart[r + 1])}; the same for shadows. */
  private final int[] drawableStart;
  private final int[] drawables;
  private final int[] shadowStart;
  private final int[] shadows;

  private StateRowIndex(int[] drawableStart, int[] drawables, int[] shadowStart, int[] shadows) {
    this.drawableStart = drawableStart;
    this.drawables = drawables;
    this.shadowStart = shadowStart;
    this.shadows = shadows;
  }

  static StateRowIndex of(WindowData data, LineIdMap map, RowPlan plan) {
    LineRows lines = new LineRows(map, plan);
    int rows = plan.rowCount();
    DrawablePlaces places = data.result().places();
    // (row, position) pairs; a composite is filed under the row of each of its primitives
    IntList rowOf = new IntList();
    IntList at = new IntList();
    for (int j = 0, n = places.size(); j < n; j++) {
      long place = places.place(j);
      if (places.vertexCount(place) != 0) {
        file(rowOf, at, lines.rowOf(places.lineId(place, 0)), j);
        continue;
      }
      Drawable stored = places.stored(place);
      if (stored instanceof Composite c) {
        for (Primitive p : c.primitives()) {
          file(rowOf, at, lines.rowOf(p.firstLineId()), j);
        }
      } else if (stored instanceof Primitive p) {
        file(rowOf, at, lines.rowOf(p.firstLineId()), j);
      }
    }
    int[] drawableStart = new int[rows + 1];
    int[] drawables = bucket(rowOf, at, drawableStart);
    List<Shadow> all = data.shadows();
    IntList shadowRow = new IntList();
    IntList shadowAt = new IntList();
    for (int k = 0, n = all.size(); k < n; k++) {
      file(shadowRow, shadowAt, lines.rowOf(all.get(k).lineId(0)), k);
    }
    int[] shadowStart = new int[rows + 1];
    return new StateRowIndex(drawableStart, drawables, shadowStart, bucket(shadowRow, shadowAt, shadowStart));
  }

  private static void file(IntList rowOf, IntList at, int row, int position) {
    int last = rowOf.size() - 1;
    if (row >= 0 && !(last >= 0 && rowOf.get(last) == row && at.get(last) == position)) {
      rowOf.add(row);
      at.add(position);
    }
  }

  /** The positions grouped by row (a counting sort: ascending within each row), {@code start} filled in. */
  private static int[] bucket(IntList rowOf, IntList at, int[] start) {
    for (int i = 0; i < rowOf.size(); i++) {
      start[rowOf.get(i) + 1]++;
    }
    for (int r = 0; r + 1 < start.length; r++) {
      start[r + 1] += start[r];
    }
    int[] next = Arrays.copyOf(start, start.length - 1);
    int[] out = new int[rowOf.size()];
    for (int i = 0; i < rowOf.size(); i++) {
      out[next[rowOf.get(i)]++] = at.get(i);
    }
    return out;
  }

  /** The positions of the drawables filed under rows {@code first..last}, ascending, each once. */
  int[] drawables(int first, int last) {
    return gather(drawableStart, drawables, first, last);
  }

  /** The indexes of the shadows filed under rows {@code first..last}, ascending. */
  int[] shadows(int first, int last) {
    return gather(shadowStart, shadows, first, last);
  }

  private static int[] gather(int[] start, int[] values, int first, int last) {
    int f = Math.max(0, first);
    int l = Math.min(start.length - 2, last);
    if (l < f) {
      return new int[0];
    }
    int[] out = Arrays.copyOfRange(values, start[f], start[l + 1]);
    Arrays.sort(out); // rows in turn: back into drawing order, which ties in nesting keep
    int n = 0;
    for (int i = 0; i < out.length; i++) {
      if (n == 0 || out[i] != out[n - 1]) {
        out[n++] = out[i];
      }
    }
    return Arrays.copyOf(out, n);
  }
}
