package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.MouseEvent;
import java.awt.geom.Rectangle2D;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.HitTest;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.popup.InfoText;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.search.ViewerProbe;

/**
 * The status bar names what is under the mouse also when the picture changes under a mouse that
 * rests (a zoom by key or wheel, Home, a fold): it kept naming the state that had been there.
 */
class RestingMouseWindowTest extends FpilogWindowTest {
  private static final int RECV = 78;

  @Test
  void theStatusBarFollowsANewPictureUnderARestingMouse() {
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(0.00228, 0.00711, true));
    ViewerProbe.awaitIdle(main);
    TimelineCanvas canvas = GuiActionRunner.execute(() -> main.workspace().timeline().canvas());
    Point p = GuiActionRunner.execute(() -> {
      PaintContext ctx = canvas.paintContext();
      RenderModel.StateItem recv = canvas.model().states().stream()
          .filter(s -> s.categoryIndex() == RECV && s.row() == 3).findFirst().orElseThrow();
      Rectangle2D box = ctx.stateBox(recv.start(), recv.end(), recv.row(), recv.depth());
      return new Point((int) box.getCenterX(), (int) box.getCenterY());
    });
    GuiActionRunner.execute(() -> canvas.dispatchEvent(
        new MouseEvent(canvas, MouseEvent.MOUSE_MOVED, System.currentTimeMillis(), 0, p.x, p.y, 0, false)));
    String before = text("statusItem");
    String timeBefore = text("statusTime");
    assertThat(before).startsWith("RECV");

    GuiActionRunner.execute(() -> main.workspace().view().home());
    ViewerProbe.awaitIdle(main);

    String expected = GuiActionRunner.execute(() -> HitTest.find(canvas.model(), canvas.paintContext(), p.x, p.y)
        .map(h -> InfoText.of(h.item(), canvas.paintContext()).title()).orElse(" "));
    assertThat(text("statusTime")).as("the time under the mouse on the whole run").isNotEqualTo(timeBefore);
    assertThat(text("statusItem")).as("what is under the mouse now").startsWith(expected).isNotEqualTo(before);
  }

  private String text(String name) {
    return GuiActionRunner.execute(() -> ((JLabel) ViewerProbe.find(main, name, JLabel.class)).getText());
  }
}
