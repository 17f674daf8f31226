package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.DrawnCell;
import org.leapshot.app.canvas.HitTest;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.OnEdt;

/**
 * A robot click on a pixel of fpilog's whole run that the level of detail paints (no real box
 * there) opens a box about what that pixel shows: the real state a background lookup read in the
 * pixel's time on the row's timelines, of the colour clicked, with the pixel's span; the canvas
 * outlines that state. Before, the click described the shadow of a subtree read under the pixel.
 */
class CellClickWindowTest extends FpilogWindowTest {
  @Test
  void aClickOnADrawnPixelDescribesTheRealStateOfItsColourThere() {
    TimelineCanvas canvas = ViewerProbe.canvas(main);
    Object[] found = GuiActionRunner.execute(() -> drawnPoint(canvas));
    assertThat(found).as("a pixel the raster paints").isNotNull();
    Point p = (Point) found[0];
    DrawnCell cell = (DrawnCell) found[1];
    String drawnName = GuiActionRunner.execute(() -> canvas.paintContext().categories().get(cell.category()).name());

    window.robot().click(canvas, p);
    DialogFixture popup = WindowFinder.findDialog("infoPopup").withTimeout(5000).using(window.robot());
    try {
      Pause.pause(OnEdt.condition("the real state read", () -> canvas.highlight() != null
          && canvas.highlight().item() instanceof RenderModel.StateItem), Timeout.timeout(20_000));
    } catch (RuntimeException e) {
      throw new AssertionError("box: " + popup.label("infoTitle").text() + "\n" + popup.textBox("infoText").text()
          + "\ncell " + cell + " " + java.util.Arrays.toString(cell.lineIds()), e);
    }
    RenderModel.StateItem state = GuiActionRunner.execute(() -> (RenderModel.StateItem) canvas.highlight().item());
    assertThat(state.categoryIndex()).as("the colour clicked").isEqualTo(cell.category());
    assertThat(cell.lineIds()).as("a timeline of the clicked row").contains(state.primitive().lineId(0));
    assertThat(state.start()).isLessThanOrEqualTo(cell.toSec());
    assertThat(state.end()).isGreaterThanOrEqualTo(cell.fromSec());
    popup.label("infoTitle").requireText(drawnName);
    String body = popup.textBox("infoText").text();
    assertThat(body).contains("Cell:").contains("Start:").doesNotContain("Summarises");
  }

  /**
   * A point of a cell the raster paints in a state's colour, where no message or event is within
   * reach either (they are drawn on top), with its cell; or null. EDT.
   */
  private static Object[] drawnPoint(TimelineCanvas canvas) {
    PaintContext ctx = canvas.paintContext();
    int h = ctx.rows().rowHeightPx();
    for (int y = 1; y < Math.min(canvas.getVisibleRect().height, ctx.rows().heightPx()); y += Math.max(1, h / 5)) {
      for (int x = 5; x < canvas.getWidth() - 5; x += 3) {
        Object hit = HitTest.find(canvas.model(), ctx, x, y).map(found -> found.item()).orElse(null);
        DrawnCell c = DrawnCell.at(canvas.model(), ctx, x, y).orElse(null);
        if (c != null && c.coarse() && !(hit instanceof RenderModel.ArrowItem || hit instanceof RenderModel.EventItem)
            && ctx.categories().get(c.category()) != null) {
          return new Object[] {new Point(x, y), c};
        }
      }
    }
    return null;
  }
}
