package org.leapshot.app.canvas;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.StoredOverview;

/**
 * The whole run's first picture, made from the file's {@link StoredOverview} in the time it takes to
 * resample it, while the real level-of-detail query reads the upper tree: only the activity raster
 * (no states, arrows or events, so nothing to click yet), its rows arranged as the real picture's
 * (collapsed groups merged, hidden timelines left out, fit all's merged rows). Only where it tells
 * the same truth as the real picture: the activity look, no category hidden (the overview shows
 * them all), the overview made for this run and for every timeline of the map, and a width it
 * holds enough columns for.
 */
public final class StoredPicture {
  private StoredPicture() {}

  /** True when no category is hidden: a hidden one is in the stored overview's picture all the same. */
  public static boolean showsAll(Map<Integer, Category> categories) {
    for (Category c : categories.values()) {
      if (!c.visible()) {
        return false;
      }
    }
    return true;
  }

  /**
   * The whole run {@code run} on {@code widthPx} columns for {@code map} as {@code options} arrange
   * it, or null when {@code overview} cannot stand for the real picture there.
   */
  public static RenderModel of(StoredOverview overview, TimeBox run, int widthPx, LineIdMap map,
      PictureOptions options) {
    return of(overview, run, widthPx, map, options, true);
  }

  /** The same; without {@code density} (rows too low for its band) no message density is made, a fraction of the work. */
  public static RenderModel of(StoredOverview overview, TimeBox run, int widthPx, LineIdMap map,
      PictureOptions options, boolean density) {
    ActivityRaster raster = overview == null || widthPx > overview.columns() ? null
        : raster(overview, run, run.earliest(), run.latest(), widthPx, map, options, density);
    if (raster == null) {
      return null;
    }
    return new RenderModel(run.earliest(), run.latest(), run.duration() / widthPx, map.title(), List.of(), List.of(),
        List.of(), List.of(), 0, raster);
  }

  /**
   * The stored overview's picture of {@code [start, end]} on at most {@code widthPx} columns, rows
   * arranged as {@code options} say: what a window shows where its level of detail is coarse. Null
   * where it cannot stand in (as {@link #of}, but at any width: it is drawn at the overview's
   * resolution, which is still the exact picture's, only coarser), or where a category is hidden.
   */
  public static ActivityRaster patch(StoredOverview overview, TimeBox run, double start, double end, int widthPx,
      LineIdMap map, PictureOptions options, Map<Integer, Category> categories) {
    return patch(overview, run, start, end, widthPx, map, options, categories, true);
  }

  /** The same, with or without message density (see {@link #of(StoredOverview, TimeBox, int, LineIdMap, PictureOptions, boolean)}). */
  public static ActivityRaster patch(StoredOverview overview, TimeBox run, double start, double end, int widthPx,
      LineIdMap map, PictureOptions options, Map<Integer, Category> categories, boolean density) {
    return showsAll(categories) ? raster(overview, run, start, end, widthPx, map, options, density) : null;
  }

  /**
   * True when a picture of {@code [start, end]} on {@code widthPx} columns is at least as coarse as
   * the {@code overview}'s (each column spans one stored column or more): there its cells are the
   * exact picture's at that resolution, while the live level of detail estimates the nesting inside
   * each summary from its ratios (on the 64-rank 5 GB run it showed the enclosing state in 4 % of
   * the cells where the exact picture has 0.04 %), so its categories stand for the live ones
   * ({@link StoredCells}).
   */
  public static boolean coarserThanStored(StoredOverview overview, TimeBox run, double start, double end,
      int widthPx) {
    if (overview == null || widthPx < 1 || !(end > start) || !sameRun(overview.run(), run)) {
      return false;
    }
    double storedColumnSec = run.duration() / overview.columns();
    return (end - start) / widthPx >= storedColumnSec * (1 - 1e-9);
  }

  /** The overview's raster of {@code [start, end]} with the rows {@code options} arrange, or null where it cannot stand in. */
  private static ActivityRaster raster(StoredOverview overview, TimeBox run, double start, double end, int widthPx,
      LineIdMap map, PictureOptions options, boolean density) {
    if (overview == null || options.look() != PictureOptions.Look.ACTIVITY || options.exact() || widthPx < 1
        || !sameRun(overview.run(), run) || !coversMap(overview, map)) {
      return null;
    }
    RowPlan plan = options.rows().planFor(map);
    return overview.raster(start, end, widthPx, plan.rowCount(), line -> {
      int r = map.rowOf(line);
      return r < 0 ? -1 : plan.pictureRowOf(r);
    }, density);
  }

  /** True when the overview has a row for every timeline of {@code map}. */
  private static boolean coversMap(StoredOverview overview, LineIdMap map) {
    int[] lines = overview.lineIds();
    for (int r = 0; r < map.rowCount(); r++) {
      if (Arrays.binarySearch(lines, map.lineId(r)) < 0) {
        return false; // made for other timelines: a row would come out empty
      }
    }
    return true;
  }

  /** The same run up to rounding in the stored doubles' last bits. */
  private static boolean sameRun(TimeBox a, TimeBox b) {
    double slack = Math.max(1e-12, b.duration() * 1e-9);
    return Math.abs(a.earliest() - b.earliest()) <= slack && Math.abs(a.latest() - b.latest()) <= slack;
  }
}
