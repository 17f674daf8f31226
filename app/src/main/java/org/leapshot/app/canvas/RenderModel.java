package org.leapshot.app.canvas;

import java.util.List;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * What the canvas draws for one window query, in time and row units (not pixels), so that the
 * previous model can be drawn shifted and scaled while the next one loads. Built off the EDT by
 * {@link RenderModelBuilder}; immutable. States are sorted by depth, then start, which is the order
 * they are painted in (parents under children). With an {@code activity} raster (the truthful level
 * of detail) only states wide enough for a box of their own and real arrows are painted as items;
 * the raster shows the rest, and the shadows and preview arrows stay for popups.
 */
public record RenderModel(
    double startSec,
    double endSec,
    double builtSecPerPx,
    String mapTitle,
    List<StateItem> states,
    List<ShadowItem> shadowStates,
    List<ArrowItem> arrows,
    List<EventItem> events,
    long drawableCount,
    ActivityRaster activity,
    Coarse coarse) {

  public static final RenderModel EMPTY =
      new RenderModel(0, 0, 1, "", List.of(), List.of(), List.of(), List.of(), 0);

  /** A model that is nowhere coarse. */
  public RenderModel(double startSec, double endSec, double builtSecPerPx, String mapTitle, List<StateItem> states,
      List<ShadowItem> shadowStates, List<ArrowItem> arrows, List<EventItem> events, long drawableCount,
      ActivityRaster activity) {
    this(startSec, endSec, builtSecPerPx, mapTitle, states, shadowStates, arrows, events, drawableCount, activity,
        Coarse.NONE);
  }

  /** A model drawn the exact way or with Jumpshot's stacked shares: no activity raster. */
  public RenderModel(double startSec, double endSec, double builtSecPerPx, String mapTitle, List<StateItem> states,
      List<ShadowItem> shadowStates, List<ArrowItem> arrows, List<EventItem> events, long drawableCount) {
    this(startSec, endSec, builtSecPerPx, mapTitle, states, shadowStates, arrows, events, drawableCount, null);
  }

  public RenderModel {
    coarse = coarse == null ? Coarse.NONE : coarse;
    states = List.copyOf(states);
    shadowStates = List.copyOf(shadowStates);
    arrows = List.copyOf(arrows);
    events = List.copyOf(events);
  }

  /** The same model with {@code patch} standing in for its picture where it is coarse. */
  public RenderModel withCoarsePatch(ActivityRaster patch) {
    return new RenderModel(startSec, endSec, builtSecPerPx, mapTitle, states, shadowStates, arrows, events,
        drawableCount, activity, new Coarse(coarse.spans(), patch, coarse.covered()));
  }

  /** The same model, its states left out beneath the patch, to be looked up in {@code covered}. */
  public RenderModel withCovered(CoveredStates covered) {
    return new RenderModel(startSec, endSec, builtSecPerPx, mapTitle, states, shadowStates, arrows, events,
        drawableCount, activity, new Coarse(coarse.spans(), coarse.patch(), covered));
  }

  /**
   * Where the level of detail rests on the file's summaries of subtrees wider than a few pixels
   * ({@link org.leapshot.slog2.query.WindowResult#coarse()}): {@code spans} ascending, and the
   * stored overview's picture of the window that is painted there instead, or null when there is
   * none (the spans are then hatched, so a summary is never taken for the picture). Where the
   * patch paints over every column, {@code covered} holds the states left out of the model beneath
   * it (else null: the model holds them).
   */
  public record Coarse(List<TimeBox> spans, ActivityRaster patch, CoveredStates covered) {
    public static final Coarse NONE = new Coarse(List.of(), null);

    public Coarse {
      spans = List.copyOf(spans);
    }

    public Coarse(List<TimeBox> spans, ActivityRaster patch) {
      this(spans, patch, null);
    }

    public boolean any() {
      return !spans.isEmpty();
    }
  }

  /** True when this model covers {@code [start, end]}. */
  public boolean covers(double start, double end) {
    return startSec <= start && end <= endSec;
  }

  /**
   * A real state (or a state primitive of a composite). {@code owner} is the drawable read from the
   * file (the composite, or the primitive itself); {@code merged} counts the sub-pixel states this
   * item stands for on screen (1 when none were merged into it).
   */
  public record StateItem(double start, double end, int row, int depth, int categoryIndex, Primitive primitive,
      Drawable owner, int merged) {}

  /** A state shadow: a preview box summarising the states of a subtree on one timeline. */
  public record ShadowItem(double start, double end, int row, int depth, Shadow shadow) {}

  /**
   * An arrow from {@code (start, fromRow)} to {@code (end, toRow)}. Exactly one of {@code primitive}
   * (a real message) and {@code shadow} (a preview arrow, drawn thick without a head) is set.
   */
  public record ArrowItem(double start, int fromRow, double end, int toRow, int categoryIndex, Primitive primitive,
      Drawable owner, Shadow shadow) {
    public boolean isPreview() {
      return shadow != null;
    }
  }

  /** An event marker; {@code shadow} is set for preview events, which span their box. */
  public record EventItem(double time, int row, int categoryIndex, Primitive primitive, Drawable owner,
      Shadow shadow) {}
}
