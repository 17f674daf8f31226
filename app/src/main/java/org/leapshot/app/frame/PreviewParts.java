package org.leapshot.app.frame;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.preview.DensityProfile;
import org.leapshot.app.preview.Miniature;
import org.leapshot.app.preview.PreviewPanel;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.StoredOverview;

/**
 * The preview strip's profile and per-timeline miniature, made off the EDT from the whole run's read
 * ({@code data}). The stored overview's profile and picture tell the truth and are used instead
 * when there is one ({@link DensityProfile#storedStandsFor}, {@link Miniature}); without one, the
 * profile's coarse parts are hatched.
 *
 * @param coarse where the profile rests on wide summaries
 */
record PreviewParts(WindowData data, DensityProfile profile, BufferedImage miniature, List<TimeBox> coarse) {

  static PreviewParts of(TraceView trace, WindowData data, Map<Integer, Category> look, RowPlan rows,
      CanvasTheme theme) {
    StoredOverview stored = trace.storedOverview().orElse(null);
    boolean fromStored = DensityProfile.storedStandsFor(stored, data);
    DensityProfile profile = fromStored ? DensityProfile.fromStored(stored, trace.categories())
        : DensityProfile.build(data, trace.categories(), Math.min(PreviewFeed.OVERVIEW_COLUMNS, data.widthPx()));
    return new PreviewParts(data, profile, Miniature.render(data, look, rows, theme, stored),
        fromStored ? List.of() : data.result().coarse());
  }

  /** Shows the parts in {@code preview}; on the EDT. */
  void showIn(PreviewPanel preview, int rowCount) {
    preview.setProfile(profile, rowCount);
    preview.setCoarse(coarse);
    preview.setMiniature(miniature);
  }
}
