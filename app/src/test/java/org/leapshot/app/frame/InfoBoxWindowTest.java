package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import javax.swing.Icon;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.HitTest;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.OnEdt;

/**
 * The info box of a clicked message in the real viewer on fpilog.slog2 (under Xvfb): its header
 * shows the category as it is drawn, and Esc on the canvas closes the box and unmarks the message.
 */
class InfoBoxWindowTest extends FpilogWindowTest {
  @Test
  void aMessagesBoxShowsItsDrawnColourAndEscUnmarksIt() {
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(0.00228, 0.00711, true));
    ViewerProbe.awaitIdle(main);
    TimelineCanvas canvas = ViewerProbe.canvas(main);
    Point onArrow = GuiActionRunner.execute(() -> arrowPoint(canvas));
    assertThat(onArrow).as("a message to click").isNotNull();
    int message = GuiActionRunner.execute(() -> ((RenderModel.ArrowItem) HitTest.find(canvas.model(),
        canvas.paintContext(), onArrow.x, onArrow.y).orElseThrow().item()).categoryIndex());
    Color fill = GuiActionRunner.execute(() -> canvas.paintContext().fill(message));
    Color stroke = GuiActionRunner.execute(() -> canvas.paintContext().stroke(message));
    assertThat(stroke).as("fpilog's white messages are drawn darker on the light theme").isNotEqualTo(fill);

    window.robot().click(canvas, onArrow);
    DialogFixture popup = WindowFinder.findDialog("infoPopup").withTimeout(5000).using(window.robot());
    popup.label("infoTitle").requireText("message");
    Icon icon = GuiActionRunner.execute(() -> ((JLabel) popup.label("infoTitle").target()).getIcon());
    assertThat(GuiActionRunner.execute(() -> pixels(icon, stroke))).as("the header's icon in the arrow's colour")
        .isPositive();
    assertThat(GuiActionRunner.execute(() -> pixels(icon, fill))).as("not a white square").isZero();
    assertThat(GuiActionRunner.execute(canvas::highlight)).isNotNull();

    window.robot().focusAndWaitForFocusGain(canvas);
    window.robot().pressAndReleaseKey(KeyEvent.VK_ESCAPE);
    Pause.pause(OnEdt.condition("box closed", () -> !popup.target().isShowing()), Timeout.timeout(10_000));
    Pause.pause(OnEdt.condition("message unmarked", () -> canvas.highlight() == null), Timeout.timeout(10_000));
  }

  /**
   * The defect: a box of rank 1731 stayed open over a view filtered to rank 1234. A filter that
   * keeps the box's timeline keeps the box; one that filters it away closes it and unmarks it.
   */
  @Test
  void aBoxClosesWhenItsTimelineIsFilteredAway() {
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(0.00228, 0.00711, true));
    ViewerProbe.awaitIdle(main);
    TimelineCanvas canvas = ViewerProbe.canvas(main);
    java.awt.geom.Rectangle2D box = GuiActionRunner.execute(() -> {
      RenderModel.StateItem state = canvas.model().states().stream().filter(s -> s.row() == 3).findFirst()
          .orElseThrow();
      return canvas.paintContext().stateBox(state.start(), state.end(), state.row(), state.depth());
    });
    int x = (int) box.getCenterX();
    int y = (int) box.getCenterY();
    GuiActionRunner.execute(() -> {
      canvas.dispatchEvent(new java.awt.event.MouseEvent(canvas, java.awt.event.MouseEvent.MOUSE_PRESSED,
          System.currentTimeMillis(), java.awt.event.InputEvent.BUTTON1_DOWN_MASK, x, y, 1, false, 1));
      canvas.dispatchEvent(new java.awt.event.MouseEvent(canvas, java.awt.event.MouseEvent.MOUSE_RELEASED,
          System.currentTimeMillis(), 0, x, y, 1, false, 1));
    });
    DialogFixture popup = WindowFinder.findDialog("infoPopup").withTimeout(5000).using(window.robot());
    int lineId = GuiActionRunner.execute(() -> ((RenderModel.StateItem) canvas.highlight().item()).primitive()
        .lineId(0));
    int other = GuiActionRunner.execute(() -> {
      org.leapshot.slog2.model.LineIdMap map = canvas.rows().plan().map();
      return map.lineId(map.rowOf(lineId) == 0 ? 1 : 0);
    });

    filter(String.valueOf(lineId));
    assertThat(GuiActionRunner.execute(() -> popup.target().isShowing())).as("its timeline is still shown").isTrue();

    filter(String.valueOf(other));
    Pause.pause(OnEdt.condition("box closed", () -> !popup.target().isShowing()), Timeout.timeout(10_000));
    assertThat(GuiActionRunner.execute(canvas::highlight)).isNull();
  }

  /** Types {@code text} into the filter above the labels and waits for the one timeline it keeps to be drawn. */
  private void filter(String text) {
    javax.swing.text.JTextComponent field = window.textBox("rowFilter").target();
    GuiActionRunner.execute(() -> field.setText(text));
    Pause.pause(OnEdt.condition("one timeline shown",
        () -> ViewerProbe.find(main, "timelineCanvas", TimelineCanvas.class).rows().plan().shownTimelines() == 1), Timeout.timeout(10_000));
    ViewerProbe.awaitIdle(main);
  }

  /** A point of the canvas where a click finds a real message, or null. EDT. */
  private static Point arrowPoint(TimelineCanvas canvas) {
    PaintContext ctx = canvas.paintContext();
    for (int y = 0; y < canvas.getHeight(); y += 2) {
      for (int x = 0; x < canvas.getWidth(); x += 2) {
        Object item = HitTest.find(canvas.model(), ctx, x, y).map(h -> h.item()).orElse(null);
        if (item instanceof RenderModel.ArrowItem a && !a.isPreview()) {
          return new Point(x, y);
        }
      }
    }
    return null;
  }

  /** How many of the icon's pixels are exactly {@code colour}. EDT. */
  private static int pixels(Icon icon, Color colour) {
    BufferedImage img = new BufferedImage(icon.getIconWidth(), icon.getIconHeight(), BufferedImage.TYPE_INT_ARGB);
    java.awt.Graphics2D g = img.createGraphics();
    icon.paintIcon(null, g, 0, 0);
    g.dispose();
    int n = 0;
    for (int y = 0; y < img.getHeight(); y++) {
      for (int x = 0; x < img.getWidth(); x++) {
        n += img.getRGB(x, y) == (colour.getRGB() | 0xFF000000) ? 1 : 0;
      }
    }
    return n;
  }
}
