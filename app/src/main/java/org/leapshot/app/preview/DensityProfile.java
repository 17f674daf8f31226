package org.leapshot.app.preview;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategoryWeight;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.Topology;

/**
 * State time per category in each of {@code columns} equal slices of the run, summed over all
 * timelines: real states add their duration, state shadows add each category's exclusive share of
 * theirs, spread evenly over the shadow's box. Immutable once built; built off the EDT.
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
    Map<Integer, Integer> slots = new LinkedHashMap<>();
    for (Category c : categories.values()) {
      if (c.topology() == Topology.STATE && !c.isPreview()) {
        slots.put(c.index(), slots.size());
      }
    }
    double[][] busy = new double[columns][slots.size()];
    double start = data.startSec();
    double colSec = (data.endSec() - start) / columns;
    DensityProfile p = new DensityProfile(start, data.endSec(), columns,
        slots.keySet().stream().mapToInt(Integer::intValue).toArray(), busy);
    if (!(colSec > 0)) {
      return p;
    }
    for (Drawable d : data.drawables()) {
      List<Primitive> prims = d instanceof Composite c ? c.primitives() : List.of((Primitive) d);
      for (Primitive prim : prims) {
        Integer slot = slots.get(prim.categoryIndex());
        if (slot != null && prim.vertexCount() == 2) {
          p.spread(prim.start(), prim.end(), slot, prim.end() - prim.start(), colSec);
        }
      }
    }
    for (Shadow s : data.shadows()) {
      if (s.topology() != Topology.STATE) {
        continue;
      }
      for (CategoryWeight w : s.weights()) {
        Integer slot = slots.get(w.categoryIndex());
        float ratio = Float.isFinite(w.exclusiveRatio()) ? Math.max(0, w.exclusiveRatio()) : 0;
        if (slot != null && ratio > 0) {
          p.spread(s.start(), s.end(), slot, ratio * (s.end() - s.start()), colSec);
        }
      }
    }
    return p;
  }

  /** Adds {@code amountSec} of category slot {@code slot} evenly over {@code [t0, t1]}. */
  private void spread(double t0, double t1, int slot, double amountSec, double colSec) {
    double lo = Math.max(startSec, t0);
    double hi = Math.min(endSec, t1);
    if (hi < lo) {
      return;
    }
    if (hi == lo || t1 == t0) {
      int c = Math.min(columns - 1, (int) ((lo - startSec) / colSec));
      busySec[c][slot] += amountSec;
      return;
    }
    double perSec = amountSec / (t1 - t0);
    int c0 = Math.min(columns - 1, (int) ((lo - startSec) / colSec));
    int c1 = Math.min(columns - 1, (int) ((hi - startSec) / colSec));
    for (int c = c0; c <= c1; c++) {
      double cs = startSec + c * colSec;
      double overlap = Math.min(hi, cs + colSec) - Math.max(lo, cs);
      if (overlap > 0) {
        busySec[c][slot] += overlap * perSec;
      }
    }
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
