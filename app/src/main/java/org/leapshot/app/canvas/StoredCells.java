package org.leapshot.app.canvas;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Map;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * The live level of detail with each cell's category taken from the stored overview's picture, for
 * a window at least as coarse as the overview's columns ({@link StoredPicture#coarserThanStored}).
 * There the stored categories are exact, while the live ones are estimated from the shadows'
 * ratios (on the 64-rank 5 GB run the enclosing Phase showed in 4 % of the cells for its 0.04 %).
 * Only where shadows stand for the states: cells made from real states alone are exact as they are.
 * Everything else is the live model's: the real states drawn as boxes and the cells they fill, each
 * cell's frame (the outermost state not drawn as a box: the stored picture, made without boxes,
 * frames every cell with the outermost state of its timeline), arrows, events, message density and
 * what a click finds.
 */
public final class StoredCells {
  private StoredCells() {}

  /** The model of {@code data} with the cells' categories from {@code stored} (null: the live model as it is). */
  public static RenderModel model(WindowData data, Map<Integer, Category> categories, LineIdMap map,
      PictureOptions options, ActivityRaster stored) {
    RenderModel live = RenderModelBuilder.build(data, categories, map, options);
    if (stored == null || live.activity() == null) {
      return live;
    }
    return new RenderModel(live.startSec(), live.endSec(), live.builtSecPerPx(), live.mapTitle(), live.states(),
        live.shadowStates(), live.arrows(), live.events(), live.drawableCount(),
        merge(live.activity(), stored, summarised(data, map, options, live.activity())), live.coarse());
  }

  /**
   * Per picture row, the columns a state shadow of {@code data} reaches into: where the live cells
   * are estimated. Elsewhere they come from real states alone and are exact at the picture's own
   * columns, which the stored picture, resampled from its columns, is not quite (on the 4 096-rank
   * run, read whole, 0.9 % of its cells differed from the exact picture's).
   */
  private static BitSet[] summarised(WindowData data, LineIdMap map, PictureOptions options, ActivityRaster live) {
    LineRows rows = new LineRows(map, options.rows().planFor(map));
    BitSet[] out = new BitSet[live.rowCount()];
    for (int r = 0; r < out.length; r++) {
      out[r] = new BitSet(live.width());
    }
    for (Shadow s : data.shadows()) {
      int row = s.topology() == Topology.STATE ? rows.rowOf(s.lineId(0)) : -1;
      if (row >= 0 && row < out.length) {
        out[row].set(column(live, s.start()), column(live, s.end()) + 1);
      }
    }
    return out;
  }

  private static int column(ActivityRaster raster, double t) {
    double c = Math.floor((t - raster.startSec()) / raster.secPerColumn());
    return (int) Math.max(0, Math.min(raster.width() - 1, c));
  }

  /**
   * {@code live}'s cells with, where a row is {@code summarised}, the category and depth of the
   * {@code stored} cell under each one's middle, except where a real box shows that category;
   * {@code live}'s frames and message density.
   */
  static ActivityRaster merge(ActivityRaster live, ActivityRaster stored, BitSet[] summarised) {
    int[][] runs = new int[live.rowCount()][];
    for (int r = 0; r < live.rowCount(); r++) {
      if (r < stored.rowCount() && !summarised[r].isEmpty()) {
        runs[r] = mergeRow(live, stored, summarised[r], r);
      }
    }
    return live.withRuns(runs);
  }

  private static int[] mergeRow(ActivityRaster live, ActivityRaster stored, BitSet summarised, int r) {
    int[] out = new int[16];
    int size = 0;
    int liveRuns = live.runCount(r);
    int storedRuns = stored.runCount(r);
    int li = -1;
    int si = -1;
    for (int c = 0; c < live.width(); c++) {
      while (li + 1 < liveRuns && live.run(r, li + 1, 0) <= c) {
        li++;
      }
      int at = storedColumn(live, stored, c);
      while (si + 1 < storedRuns && stored.run(r, si + 1, 0) <= at) {
        si++;
      }
      int cat = li < 0 ? ActivityRaster.NONE : live.run(r, li, 1);
      int frame = li < 0 ? ActivityRaster.NONE : live.run(r, li, 2);
      int word = li < 0 ? 0 : live.run(r, li, 3);
      int storedCat = si < 0 ? ActivityRaster.NONE : stored.run(r, si, 1);
      // A real box showing the stored category is left to it; one standing where the stored picture
      // shows another (a summary's time taken for the enclosing state's) is painted over.
      if (summarised.get(c) && ((word & ActivityRaster.BOX) == 0 || storedCat != cat)) {
        cat = storedCat;
        word = cat == ActivityRaster.NONE ? 0 : (stored.run(r, si, 3) & 0xFF) | (word & 0xFF00);
        frame = cat == ActivityRaster.NONE ? ActivityRaster.NONE : frame;
      }
      if (size > 0 && out[size - 3] == cat && out[size - 2] == frame && out[size - 1] == word) {
        continue;
      }
      if (size + 4 > out.length) {
        out = Arrays.copyOf(out, out.length * 2);
      }
      out[size++] = c;
      out[size++] = cat;
      out[size++] = frame;
      out[size++] = word;
    }
    return Arrays.copyOf(out, size);
  }

  /** The stored column under the middle of live column {@code c}. */
  private static int storedColumn(ActivityRaster live, ActivityRaster stored, int c) {
    double t = live.startSec() + (c + 0.5) * live.secPerColumn();
    int at = (int) Math.floor((t - stored.startSec()) / stored.secPerColumn());
    return Math.max(0, Math.min(stored.width() - 1, at));
  }
}
