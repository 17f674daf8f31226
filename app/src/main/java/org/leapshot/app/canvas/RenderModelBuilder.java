package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.DrawablePlaces;

/**
 * Turns a window query's drawables and shadows into a {@link RenderModel} for one line-ID map:
 * drops hidden categories and lines the map lacks, lays out nesting per timeline and thins what
 * would be drawn below a pixel (at most about one state per pixel column per timeline and nesting
 * level; one arrow per pair of end columns and rows; one event per column and row). Runs off the EDT.
 */
public final class RenderModelBuilder {
  private final Map<Integer, Category> categories;
  private final LineIdMap map;
  /** Which picture row each timeline is drawn in (collapsed groups and merged rows share one). */
  private final RowPlan rowPlan;
  private final PictureOptions options;
  private final List<StateNesting.Pending> pendingStates = new ArrayList<>();
  private TimeScale scale;
  /** The window's arrows and events, thinned; made with the scale. */
  private ArrowsAndEvents items;
  /** The window's drawables by position, to make an object only for what the model keeps. */
  private List<Drawable> byPosition = List.of();
  /** The picture rows whose states and state shadows are kept: none when painted over (buildAbove). */
  private int firstStateRow = 0;
  private int lastStateRow = Integer.MAX_VALUE;
  /** False for a lookup of some rows' states ({@link #buildRows}): no arrows, events or raster. */
  private boolean itemsWanted = true;
  /** Picture row by line ID: every drawable and shadow asks. */
  private final LineRows lines;

  private RenderModelBuilder(Map<Integer, Category> categories, LineIdMap map, PictureOptions options) {
    this.categories = categories;
    this.map = map;
    this.rowPlan = options.rows().planFor(map);
    this.options = options;
    this.lines = new LineRows(map, rowPlan);
  }

  /** The viewer's picture: the truthful level of detail, every timeline in its own row. */
  public static RenderModel build(WindowData data, Map<Integer, Category> categories, LineIdMap map) {
    return build(data, categories, map, PictureOptions.ACTIVITY);
  }

  public static RenderModel build(WindowData data, Map<Integer, Category> categories, LineIdMap map,
      PictureOptions options) {
    return build(data, categories, map, options, true);
  }

  /**
   * The activity look's model without states and with an empty raster: only the arrows and events
   * painted on top. For a window whose every column the stored overview's picture paints over
   * ({@link CoveredStates#hideAll}); for 16 384 timelines the raster and nesting nobody would see
   * took most of {@code render}'s time.
   */
  public static RenderModel buildAbove(WindowData data, Map<Integer, Category> categories, LineIdMap map,
      PictureOptions options) {
    if (options.look() != PictureOptions.Look.ACTIVITY || options.exact()) {
      throw new IllegalArgumentException("only the activity look's level of detail is painted over");
    }
    return build(data, categories, map, options, false);
  }

  /**
   * Only the states and state shadows of picture rows {@code first..last}, each exactly as {@link
   * #build} makes it (nesting and thinning are per row): what a click or hover looks up beneath the
   * stored overview's picture when {@link #buildAbove} left them out. No arrows, events or raster.
   * Read from the drawables at {@code positions} and the shadows at {@code shadows} (ascending, every
   * one drawn in those rows among them), or from the whole window when they are null.
   */
  static RenderModel buildRows(WindowData data, Map<Integer, Category> categories, LineIdMap map,
      PictureOptions options, int first, int last, int[] positions, int[] shadows) {
    RenderModelBuilder b = new RenderModelBuilder(categories, map, options);
    b.firstStateRow = first;
    b.lastStateRow = last;
    b.itemsWanted = false;
    return b.read(data, () -> null, positions, shadows);
  }

  private static RenderModel build(WindowData data, Map<Integer, Category> categories, LineIdMap map,
      PictureOptions options, boolean states) {
    RenderModelBuilder b = new RenderModelBuilder(categories, map, options);
    if (!states) {
      b.firstStateRow = 0;
      b.lastStateRow = -1;
    }
    if (!(data.endSec() > data.startSec()) || data.widthPx() <= 0) {
      return b.read(data, () -> null, null, null);
    }
    TimeScale scale = new TimeScale(data.startSec(), data.endSec(), data.widthPx());
    Supplier<ActivityRaster> raster = options.look() != PictureOptions.Look.ACTIVITY ? () -> null
        : !states ? () -> ActivityRaster.ofCells(data.startSec(), scale.secPerPx(), data.widthPx(), new int[0][], new float[0][])
        : RasterJob.start(() -> ActivityRaster.build(data.startSec(), data.endSec(), data.widthPx(),
            b.rowPlan.rowCount(), b::rowOf, categories, data.drawables(), data.shadows()),
            data.drawableCount() + data.shadows().size());
    return b.read(data, raster, null, null);
  }

  /**
   * The model of {@code data} with {@code raster} (an empty model for an empty window), from the
   * drawables at {@code positions} and the shadows at {@code shadows} only when they are given.
   */
  private RenderModel read(WindowData data, Supplier<ActivityRaster> raster, int[] positions, int[] shadows) {
    if (!(data.endSec() > data.startSec()) || data.widthPx() <= 0) {
      return new RenderModel(data.startSec(), data.endSec(), 1, map.title(), List.of(), List.of(), List.of(), List.of(), 0);
    }
    scale = new TimeScale(data.startSec(), data.endSec(), data.widthPx());
    items = new ArrowsAndEvents(scale, options, this::primitiveOf);
    byPosition = data.drawables();
    if (positions != null) {
      readSome(data.result().places(), positions, data.shadows(), shadows);
      return finish(data, raster);
    }
    // Read from the packed columns, run by run: no object per drawable, only for those the model keeps.
    DrawablePlaces places = data.result().places();
    for (int j = 0, n = places.size(); j < n;) {
      long place = places.place(j);
      long[] values = places.values(place);
      for (int at = DrawablePlaces.at(place), end = at + DrawablePlaces.STRIDE * places.runLength(j); at < end;
          at += DrawablePlaces.STRIDE, j++) {
        if (DrawablePlaces.vertexCount(values, at) != 0) {
          addPacked(values, at, j);
          continue;
        }
        addStored(places.stored(places.place(j)));
      }
    }
    for (Shadow s : data.shadows()) {
      addShadow(s);
    }
    return finish(data, raster);
  }

  private void readSome(DrawablePlaces places, int[] positions, List<Shadow> all, int[] shadows) {
    for (int j : positions) {
      long place = places.place(j);
      if (places.vertexCount(place) != 0) {
        addPacked(places.values(place), DrawablePlaces.at(place), j);
      } else {
        addStored(places.stored(place));
      }
    }
    for (int k : shadows) {
      addShadow(all.get(k));
    }
  }

  /** A drawable held as an object: a composite's primitives, or a primitive. */
  private void addStored(Drawable stored) {
    if (stored instanceof Composite c) {
      if (isVisible(categories, c.categoryIndex())) {
        for (Primitive p : c.primitives()) {
          addPrimitive(p, c);
        }
      }
    } else if (stored instanceof Primitive p) {
      addPrimitive(p, p);
    }
  }

  private static boolean isVisible(Map<Integer, Category> categories, int index) {
    Category c = categories.get(index);
    return c == null || c.visible();
  }

  /** The topology a primitive is drawn with: its category's, or guessed from its vertices when undefined. */
  static Topology topologyOf(Map<Integer, Category> categories, Primitive p) {
    return topologyOf(categories, p.categoryIndex(), p.vertexCount(), p.firstLineId(), p.lastLineId());
  }

  static Topology topologyOf(Map<Integer, Category> categories, int categoryIndex, int vertices, int firstLine,
      int lastLine) {
    Category c = categories.get(categoryIndex);
    if (c != null) {
      return c.topology();
    }
    if (vertices == 1) {
      return Topology.EVENT;
    }
    return firstLine == lastLine ? Topology.STATE : Topology.ARROW;
  }

  private void addPrimitive(Primitive p, Drawable owner) {
    int n = p.vertexCount();
    addPrimitive(p.categoryIndex(), p.start(), p.end(), n, p.firstLineId(), p.lastLineId(), p.time(0), p.time(n - 1),
        -1, p, owner);
  }

  /** The drawable at {@code at} in {@code values}, a primitive of one or two vertices kept in packed columns, at {@code position}. */
  private void addPacked(long[] values, int at, int position) {
    double t0 = DrawablePlaces.time(values, at, 0);
    double t1 = DrawablePlaces.time(values, at, 1); // an event's one vertex twice
    addPrimitive(DrawablePlaces.category(values, at), Math.min(t0, t1), Math.max(t0, t1),
        DrawablePlaces.vertexCount(values, at), DrawablePlaces.lineId(values, at, 0),
        DrawablePlaces.lineId(values, at, 1), t0, t1, position, null, null);
  }

  private void addPrimitive(int cat, double start, double end, int vertices, int firstLine, int lastLine, double t0,
      double tn, int position, Primitive p, Drawable owner) {
    if (!itemsWanted && stateRow(firstLine) < 0 || !isVisible(categories, cat)) {
      return; // a lookup of some rows' states: the rest is passed over before the category is looked up
    }
    switch (topologyOf(categories, cat, vertices, firstLine, lastLine)) {
      case STATE -> {
        int row = stateRow(firstLine);
        if (row >= 0) {
          pendingStates.add(new StateNesting.Pending(start, end, row, cat, position, p, owner, null));
        }
      }
      case ARROW -> items.addArrow(t0, itemRow(firstLine), tn, itemRow(lastLine), cat, position, p, owner, null);
      case EVENT -> items.addEvent(t0, itemRow(firstLine), cat, position, p, owner, null);
    }
  }

  /** The primitive at {@code position} of the window (made now), or {@code p} when it is an object already. */
  private Primitive primitiveOf(int position, Primitive p) {
    return position < 0 ? p : (Primitive) byPosition.get(position);
  }

  private void addShadow(Shadow s) {
    if (!itemsWanted && stateRow(s.lineId(0)) < 0 || !isVisible(categories, s.categoryIndex())) {
      return;
    }
    switch (s.topology()) {
      case STATE -> {
        int row = stateRow(s.lineId(0));
        if (row >= 0) {
          pendingStates.add(new StateNesting.Pending(s.start(), s.end(), row, s.categoryIndex(), -1, null, null, s));
        }
      }
      case ARROW -> items.addArrow(s.start(), itemRow(s.lineId(0)), s.end(), itemRow(s.lineId(s.vertexCount() - 1)),
          s.categoryIndex(), -1, null, null, s);
      case EVENT -> items.addEvent(s.time(0), itemRow(s.lineId(0)), s.categoryIndex(), -1, null, null, s);
    }
  }

  private int rowOf(int lineId) {
    return lines.rowOf(lineId);
  }

  /** The row of a state on {@code lineId}, or -1 when its row's states are not kept. */
  private int stateRow(int lineId) {
    int row = rowOf(lineId);
    return row >= firstStateRow && row <= lastStateRow ? row : -1;
  }

  /** The row of an arrow's end or an event on {@code lineId}; -1 (left out) when only states are looked up. */
  private int itemRow(int lineId) {
    return itemsWanted ? rowOf(lineId) : -1;
  }

  private RenderModel finish(WindowData data, Supplier<ActivityRaster> raster) {
    StateNesting nested = StateNesting.of(pendingStates, scale, options.exact(), this::primitiveOf);
    return new RenderModel(data.startSec(), data.endSec(), scale.secPerPx(), map.title(), nested.states(),
        nested.shadows(), items.arrows(data.widthPx()), items.events(),
        data.drawableCount(), raster.get(), new RenderModel.Coarse(data.result().coarse(), null));
  }
}
