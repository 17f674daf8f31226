package org.leapshot.app.preview;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.StoredOverview;

/**
 * State time per category in each of {@code columns} equal slices of the run, summed over all
 * timelines: the exclusive (innermost) time, from real states and the shadows' exclusive ratios
 * with the canvas's nesting ({@link ActivityRaster#exclusiveSecondsPerColumn}), so that nested
 * states count once. Immutable once built; built off the EDT.
 */
public final class DensityProfile {
  private final double startSec;
  private final double endSec;
  private final int columns;
  private final int[] categoryIndices;
  /** busySec[column][slot]: seconds of state time of category slot in the column. */
  private final double[][] busySec;

  private DensityProfile(double startSec, double endSec, int columns, int[] categoryIndices, double[][] busySec) {
    this.startSec = startSec;
    this.endSec = endSec;
    this.columns = columns;
    this.categoryIndices = categoryIndices;
    this.busySec = busySec;
  }

  public static DensityProfile build(WindowData data, Map<Integer, Category> categories, int columns) {
    if (!(data.endSec() > data.startSec())) {
      return of(data.startSec(), data.endSec(), columns, categories, Map.of());
    }
    // Exclusive time, as the canvas draws it: nested states count once, not once per nesting level.
    return of(data.startSec(), data.endSec(), columns, categories, ActivityRaster.exclusiveSecondsPerColumn(
        data.startSec(), data.endSec(), columns, categories, data.drawables(), data.shadows()));
  }

  /**
   * The profile kept in the stored overview ({@link StoredOverview#profile()}): the same exclusive
   * seconds, computed when the overview was made, to show before the whole run is read.
   */
  public static DensityProfile fromStored(StoredOverview stored, Map<Integer, Category> categories) {
    return of(stored.run().earliest(), stored.run().latest(), Math.max(1, stored.profileColumns()), categories,
        stored.profile());
  }

  /**
   * True when the profile kept in {@code stored} stands for the whole-run read {@code data}: the
   * read is coarse (summaries spread over wide subtrees), or it covers the stored run, whose kept
   * profile is exact where the read's estimates the nesting inside each summary from its ratios (on
   * the 64-rank 5 GB run it gave the enclosing state 4 % of the time for its 0.04 %).
   */
  public static boolean storedStandsFor(StoredOverview stored, WindowData data) {
    if (stored == null || stored.profileColumns() <= 0) {
      return false;
    }
    double slack = Math.max(1e-12, stored.run().duration() * 1e-9);
    boolean wholeRun = data.startSec() <= stored.run().earliest() + slack
        && data.endSec() >= stored.run().latest() - slack;
    return data.result().isCoarse() || wholeRun;
  }

  private static DensityProfile of(double start, double end, int columns, Map<Integer, Category> categories,
      Map<Integer, double[]> exclusive) {
    Map<Integer, Integer> slots = new LinkedHashMap<>();
    for (Category c : categories.values()) {
      if (c.topology() == Topology.STATE && !c.isPreview()) {
        slots.put(c.index(), slots.size());
      }
    }
    double[][] busy = new double[columns][slots.size()];
    double colSec = (end - start) / columns;
    for (Map.Entry<Integer, double[]> e : exclusive.entrySet()) {
      Integer slot = slots.get(e.getKey());
      if (slot != null) {
        double[] sec = e.getValue();
        for (int c = 0; c < Math.min(columns, sec.length); c++) {
          busy[c][slot] = sec[c] > colSec * 1e-9 ? sec[c] : 0; // not the rounding left where a parent lost a child
        }
      }
    }
    return new DensityProfile(start, end, columns, slots.keySet().stream().mapToInt(Integer::intValue).toArray(), busy);
  }

  public int columns() {
    return columns;
  }

  public double startSec() {
    return startSec;
  }

  public double endSec() {
    return endSec;
  }

  /** One category's busy seconds in a column. */
  public record Share(int categoryIndex, double busySec) {}

  /** The categories busy in a column, largest first. */
  public List<Share> column(int column) {
    List<Share> list = new ArrayList<>();
    for (int s = 0; s < categoryIndices.length; s++) {
      if (busySec[column][s] > 0) {
        list.add(new Share(categoryIndices[s], busySec[column][s]));
      }
    }
    list.sort((a, b) -> Double.compare(b.busySec(), a.busySec()));
    return list;
  }

  /** Column duration in seconds. */
  public double columnSec() {
    return (endSec - startSec) / columns;
  }
}
