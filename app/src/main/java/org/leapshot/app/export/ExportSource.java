package org.leapshot.app.export;

import java.util.Map;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.app.rows.GroupNames;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.trace.TraceView;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;

/**
 * What to draw: a trace, a time window, the timelines of one map, category styles and a theme;
 * {@code arranged} is the viewer's arrangement of the map's timelines (filtered, folded, hidden or
 * moved), or null for every timeline in map order.
 */
public record ExportSource(TraceView trace, double startSec, double endSec, LineIdMap map,
    Map<Integer, Category> styles, CanvasTheme theme, RowPlan arranged) {

  /** Every timeline of {@code map}, in map order. */
  public ExportSource(TraceView trace, double startSec, double endSec, LineIdMap map, Map<Integer, Category> styles,
      CanvasTheme theme) {
    this(trace, startSec, endSec, map, styles, theme, null);
  }

  /**
   * The picture's title line: the trace's name, the window's ends as the viewer's time fields show
   * them (the same formatting, so the picture of a view reads as the view did) and its width.
   */
  public String title() {
    double width = endSec - startSec;
    return trace.name() + "   " + TimeUnits.viewEdge(startSec, width) + " – " + TimeUnits.viewEdge(endSec, width)
        + "   (" + TimeUnits.duration(width) + ")";
  }

  /** Line ID → the name the trace gives that timeline, the labels drawn (empty: the map's numbers). */
  public Map<Integer, String> timelineNames() {
    return trace == null ? Map.of() : trace.timelineNames();
  }

  /** The names the trace gives its maps' groups (none: the map's numbers). */
  public GroupNames timelineGroupNames() {
    return trace == null ? GroupNames.NONE : trace.timelineGroupNames();
  }
}
