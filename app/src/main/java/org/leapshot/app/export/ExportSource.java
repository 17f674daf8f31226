package org.leapshot.app.export;

import java.util.Map;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.trace.TraceView;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;

/** What to draw: a trace, a time window, the timelines of one map, category styles and a theme. */
public record ExportSource(TraceView trace, double startSec, double endSec, LineIdMap map,
    Map<Integer, Category> styles, CanvasTheme theme) {}
