package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.leapshot.app.canvas.RenderModel.ArrowItem;
import org.leapshot.app.canvas.RenderModel.EventItem;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;

/**
 * A window's arrows and events as its model keeps them, thinned to what the eye can tell apart
 * except in the exact drawing: one arrow per pair of end columns and rows, one event per column
 * and row. In the activity look, message density in the raster stands for preview arrows, and for
 * real ones once they crowd. The states' counterpart is {@link StateNesting}.
 */
final class ArrowsAndEvents {
  /** In the activity look, real arrows are drawn as lines only while there is at least this much width per arrow. */
  static final int CROWDED_PX_PER_ARROW = 4;

  private final TimeScale scale;
  private final PictureOptions options;
  private final StateNesting.Keeper keeper;
  private final List<ArrowItem> arrows = new ArrayList<>();
  private final List<EventItem> events = new ArrayList<>();
  private final Set<Long> arrowColumns = new HashSet<>();
  private final Set<Long> eventColumns = new HashSet<>();

  /** {@code keeper} makes the primitive of a kept drawable known only by its position. */
  ArrowsAndEvents(TimeScale scale, PictureOptions options, StateNesting.Keeper keeper) {
    this.scale = scale;
    this.options = options;
    this.keeper = keeper;
  }

  /**
   * An arrow from ({@code t0}, row {@code r0}) to ({@code t1}, row {@code r1}): a drawable at
   * {@code position} of the window, or {@code p} of {@code owner} when it is an object already,
   * or the preview arrow {@code s}. A row below 0 leaves it out.
   */
  void addArrow(double t0, int r0, double t1, int r1, int cat, int position, Primitive p, Drawable owner, Shadow s) {
    if (r0 < 0 || r1 < 0 || (s != null && options.look() == PictureOptions.Look.ACTIVITY)) {
      return; // the activity look shows preview arrows as message density in its raster
    }
    if (options.exact()) {
      addArrowItem(t0, r0, t1, r1, cat, position, p, owner, s);
      return;
    }
    // Preview arrows are wide: one per 3-px bucket of both ends is all the eye can tell apart.
    int bucket = s == null ? 1 : 3;
    long key = (((long) Math.floorDiv(scale.column(t0), bucket) * 2_000_003L + Math.floorDiv(scale.column(t1), bucket))
        * 65_537L + r0) * 65_537L + r1;
    if (arrowColumns.add(key * 2 + (s == null ? 0 : 1))) {
      addArrowItem(t0, r0, t1, r1, cat, position, p, owner, s);
    }
  }

  /** An event at {@code t} in {@code row}, its drawable given as for {@link #addArrow}. */
  void addEvent(double t, int row, int cat, int position, Primitive p, Drawable owner, Shadow s) {
    if (row < 0) {
      return;
    }
    if (options.exact()) {
      addEventItem(t, row, cat, position, p, owner, s);
      return;
    }
    if (eventColumns.add(((long) scale.column(t) * 1_048_583L + row) * 2 + (s == null ? 0 : 1))) {
      addEventItem(t, row, cat, position, p, owner, s);
    }
  }

  private void addArrowItem(double t0, int r0, double t1, int r1, int cat, int position, Primitive p, Drawable owner,
      Shadow s) {
    Primitive kept = keeper.primitiveOf(position, p);
    arrows.add(new ArrowItem(t0, r0, t1, r1, cat, kept, position < 0 ? owner : kept, s));
  }

  private void addEventItem(double t, int row, int cat, int position, Primitive p, Drawable owner, Shadow s) {
    Primitive kept = keeper.primitiveOf(position, p);
    events.add(new EventItem(t, row, cat, kept, position < 0 ? owner : kept, s));
  }

  /** The arrows kept in a picture {@code widthPx} wide: none where the activity look finds them crowded. */
  List<ArrowItem> arrows(int widthPx) {
    boolean activityLook = options.look() == PictureOptions.Look.ACTIVITY;
    if (activityLook && !options.exact() && arrows.size() > widthPx / CROWDED_PX_PER_ARROW) {
      arrows.clear(); // a mat of lines would hide the states: the raster's message density shows them
    }
    return arrows;
  }

  List<EventItem> events() {
    return events;
  }
}
