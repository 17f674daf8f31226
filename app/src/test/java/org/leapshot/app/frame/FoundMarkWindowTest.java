package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import javax.swing.JComponent;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.FoundMark;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.CanvasImage;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.view.ViewState;

/**
 * A match found with the whole run in view is marked so that it is seen at once: a guide down every
 * row at its time, a box of at least {@link FoundMark#MIN_PX} around it, a pointer on the ruler and
 * the preview; Enter on the timelines (or Zoom to Match) zooms so it fills a third of the view, Esc
 * forgets it. It was a tick a few pixels wide on one row (Xvfb; pixels compared with and without the
 * mark, everything else unchanged).
 */
class FoundMarkWindowTest extends FpilogWindowTest {
  @Test
  void aMatchAtTheWholeRunIsMarkedDownTheRowsOnTheRulerAndThePreviewAndZoomedToWithEnter() {
    TimelineCanvas canvas = ViewerProbe.canvas(main);
    ViewState.Window whole = GuiActionRunner.execute(() -> main.workspace().view().window());
    GuiActionRunner.execute(() -> main.workspace().search().next());
    Pause.pause(OnEdt.condition("found", () -> canvas.found().isSet()), Timeout.timeout(20000));
    ViewerProbe.awaitIdle(main);
    assertThat(GuiActionRunner.execute(() -> main.workspace().view().window())).isEqualTo(whole);

    FoundMark found = canvas.found();
    int x = (int) Math.round(GuiActionRunner.execute(() -> found.centreX(canvas.scale())));
    int row = GuiActionRunner.execute(() -> canvas.rows().rowOf(found.lineId()));
    int rowTop = GuiActionRunner.execute(() -> canvas.rows().top(row));
    int rowHeight = GuiActionRunner.execute(() -> canvas.rows().rowHeightPx());
    BufferedImage marked = CanvasImage.of(canvas);
    JComponent ruler = GuiActionRunner.execute(() -> ViewerProbe.find(main, "ruler", JComponent.class));
    JComponent preview = GuiActionRunner.execute(() -> ViewerProbe.find(main, "preview", JComponent.class));
    BufferedImage rulerMarked = image(ruler);
    BufferedImage previewMarked = image(preview);
    double previewX = GuiActionRunner.execute(() -> (found.centreSec() - whole.startSec()) / whole.widthSec()
        * preview.getWidth());
    GuiActionRunner.execute(found::clear);
    BufferedImage plain = CanvasImage.of(canvas);

    // the guide: most of the column at the match's time differs on the rows other than the match's
    int guide = 0;
    int others = 0;
    for (int y = 0; y < marked.getHeight(); y++) {
      if (y < rowTop - FoundMark.MIN_PX || y > rowTop + rowHeight + FoundMark.MIN_PX) {
        others++;
        guide += differs(marked, plain, x, y) || differs(marked, plain, x - 1, y) || differs(marked, plain, x + 1, y)
            ? 1 : 0;
      }
    }
    assertThat(others).isGreaterThan(100);
    assertThat(guide).as("guide pixels of %d", others).isGreaterThan(others / 2);
    // the box: at least MIN_PX wide on the match's row, an outline (its inside is the picture)
    int boxTop = rowTop + rowHeight / 2 - Math.max(FoundMark.MIN_PX, rowHeight) / 2 - 1;
    int wide = 0;
    for (int dx = -FoundMark.MIN_PX; dx <= FoundMark.MIN_PX; dx++) {
      wide += differs(marked, plain, x + dx, boxTop) ? 1 : 0;
    }
    assertThat(wide).isGreaterThanOrEqualTo(FoundMark.MIN_PX);
    assertThat(differs(marked, plain, x + 3, rowTop + rowHeight / 2)).as("inside the box").isFalse();
    // the pointers: ruler and preview differ at the match's time, not far from it
    BufferedImage rulerPlain = image(ruler);
    BufferedImage previewPlain = image(preview);
    assertThat(columnDiffers(rulerMarked, rulerPlain, x)).isTrue();
    assertThat(columnDiffers(rulerMarked, rulerPlain, x + 40)).isFalse();
    assertThat(columnDiffers(previewMarked, previewPlain, (int) Math.round(previewX))).isTrue();

    // Enter on the timelines zooms so the match fills a third of the view; Esc forgets the mark
    GuiActionRunner.execute(() -> canvas.found().set(main.workspace().search().last().drawable()));
    window.robot().focusAndWaitForFocusGain(canvas);
    window.robot().pressAndReleaseKey(KeyEvent.VK_ENTER);
    ViewState.Window zoomed = GuiActionRunner.execute(() -> main.workspace().view().window());
    double duration = found.endSec() - found.startSec();
    assertThat(zoomed.widthSec()).as("%s for %s .. %s in %s", zoomed, found.startSec(), found.endSec(),
        GuiActionRunner.execute(() -> main.workspace().view().range())).isCloseTo(3 * duration, within(duration * 1e-6));
    // centred on it, but kept within the run (this first match starts the run)
    assertThat(zoomed.startSec()).isLessThanOrEqualTo(found.startSec());
    assertThat(zoomed.endSec()).isGreaterThanOrEqualTo(found.endSec());
    window.robot().pressAndReleaseKey(KeyEvent.VK_ESCAPE);
    assertThat(GuiActionRunner.execute(found::isSet)).isFalse();
  }

  private static BufferedImage image(JComponent c) {
    return GuiActionRunner.execute(() -> {
      BufferedImage img = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
      Graphics2D g = img.createGraphics();
      g.setClip(new Rectangle(0, 0, c.getWidth(), c.getHeight()));
      c.paint(g);
      g.dispose();
      return img;
    });
  }

  private static boolean differs(BufferedImage a, BufferedImage b, int x, int y) {
    return x >= 0 && y >= 0 && x < a.getWidth() && y < a.getHeight() && a.getRGB(x, y) != b.getRGB(x, y);
  }

  private static boolean columnDiffers(BufferedImage a, BufferedImage b, int x) {
    for (int y = 0; y < a.getHeight(); y++) {
      if (differs(a, b, x, y)) {
        return true;
      }
    }
    return false;
  }
}
