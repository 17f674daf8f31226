package org.leapshot.app.export;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.leapshot.app.canvas.LevelOfDetail;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.StoredPicture;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * The stored overview's picture of a picture's window ({@link StoredPicture#patch}), made on a
 * thread of its own while the query reads the tree, as it is needed only once the answer says the
 * level of detail is coarse there. On the whole run of 16 384 timelines it is (reading the sidecar
 * and resampling 16 384 lines to the rows took about as long as the query), and the two side by
 * side save most of the shorter one; where the answer is not coarse it is stopped, having cost a few
 * tens of milliseconds of the other core. The thread then starts Java2D's text (fonts, glyphs) that
 * the title and labels will need, which takes a tenth of a second in a fresh JVM.
 */
final class OverviewAhead {
  private final ExportSource src;
  private final int widthPx;
  private final PictureOptions options;
  private final FutureTask<ActivityRaster> patch;
  private final Thread thread;

  private OverviewAhead(ExportSource src, int widthPx, PictureOptions options) {
    this.src = src;
    this.widthPx = widthPx;
    this.options = options;
    this.patch = new FutureTask<>(() -> make(src.startSec(), src.endSec(), widthPx));
    this.thread = new Thread(() -> {
      patch.run();
      Thread.interrupted(); // a stop's interrupt (delivered by now) must not cut a font file's read short
      warmUpText();
    }, "leapshot-overview-ahead");
    thread.setDaemon(true);
  }

  /** Starts making the patch of {@code src}'s window on {@code widthPx} columns, rows as {@code options} say. */
  static OverviewAhead start(ExportSource src, int widthPx, PictureOptions options) {
    OverviewAhead ahead = new OverviewAhead(src, widthPx, options);
    ahead.thread.start();
    return ahead;
  }

  /**
   * The patch for the window {@code data} answers: the one made ahead when it is for that window
   * (waiting for it), else made now. Null where the overview cannot stand in, as {@link StoredPicture#patch}.
   */
  ActivityRaster get(WindowData data) throws IOException {
    if (data.startSec() != src.startSec() || data.endSec() != src.endSec() || data.widthPx() != widthPx) {
      stop();
      return make(data.startSec(), data.endSec(), data.widthPx());
    }
    try {
      return patch.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CancellationException("interrupted while the overview's picture was made");
    } catch (ExecutionException | CancellationException e) {
      return make(data.startSec(), data.endSec(), data.widthPx()); // the same failure, on the caller's thread
    }
  }

  /**
   * The model {@code render --detail auto} draws of {@code data}, chosen as the canvas chooses its own
   * ({@link LevelOfDetail}), with this patch where the stored overview stands in.
   */
  RenderModel model(WindowData data) throws IOException {
    boolean stands = StoredPicture.coarserThanStored(src.trace().storedOverview().orElse(null), src.trace().range(),
        data.startSec(), data.endSec(), data.widthPx());
    try {
      return LevelOfDetail.model(data, src.styles(), src.map(), options, stands, () -> {
        try {
          return get(data);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }, (data.endSec() - data.startSec()) / Math.max(1, data.widthPx()));
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /** Stops making the patch (the answer is nowhere coarse): resampling stops between pieces of rows. */
  void stop() {
    patch.cancel(true);
  }

  private ActivityRaster make(double start, double end, int width) throws IOException {
    return StoredPicture.patch(src.trace().storedOverview().orElse(null), src.trace().range(), start, end, width,
        src.map(), options, src.styles());
  }

  /** Draws a little text as {@link ViewExporter#paint} does, so that its fonts and glyph caches are ready. */
  static void warmUpText() {
    BufferedImage img = new BufferedImage(64, 16, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
      for (Font f : new Font[] {font.deriveFont(Font.BOLD, 13f), font.deriveFont(11f), font}) {
        g.setFont(f);
        g.drawString("0123456789 .:–()smµn", 0, 12);
        g.getFontMetrics().stringWidth("0");
      }
    } finally {
      g.dispose();
    }
  }
}
