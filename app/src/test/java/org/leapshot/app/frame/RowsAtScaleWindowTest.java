package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.canvas.TimelinePane;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.CanvasImage;
import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Shared;

/**
 * A 1024-timeline trace in a window lower than 1024 pixels: fit all merges timelines into
 * one-pixel rows, the row height keys and Ctrl+Shift+wheel bring back one row per timeline, and a
 * wheel notch scrolls three rows. AssertJ Swing takes the old {@code InputEvent.*_MASK} constants.
 */
@SuppressWarnings("deprecation")
class RowsAtScaleWindowTest extends EdtChecked {
  @TempDir
  Path config;
  private FrameFixture window;
  private MainWindow main;

  @BeforeEach
  void open() {
    Path trace = Shared.testdata("reference-converted/gen-r1024_1500k_26.slog2");
    main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(config), trace));
    window = new FrameFixture(main);
    GuiActionRunner.execute(() -> main.setSize(1100, 720));
    ViewerProbe.awaitIdle(main);
  }

  @AfterEach
  void close() {
    window.cleanUp();
  }

  @Test
  void fitAllShowsEveryTimelineMergedIntoOnePixelRowsAndRowHeightRestoresThem() {
    window.menuItemWithPath("View", "Fit All Timelines").click();
    int viewportPx = GuiActionRunner.execute(() -> pane().scrollPane().getViewport().getHeight());
    assertThat(viewportPx).isLessThan(1024);
    RowLayout fit = rows();
    assertThat(GuiActionRunner.execute(() -> pane().rowMode())).isEqualTo(TimelinePane.RowMode.FIT_ALL);
    // One row per pixel, the 1024 timelines spread over them (k or k + 1 each): the rows fill the height.
    assertThat(fit.rowCount()).isEqualTo(viewportPx);
    assertThat(fit.rowHeightPx()).isEqualTo(1);
    assertThat(fit.heightPx()).isEqualTo(viewportPx);
    assertThat(fit.label(0)).isEqualTo("0–" + fit.plan().lastBaseRow(0));
    assertThat(fit.label(fit.rowCount() - 1)).endsWith("–1023");
    awaitRaster(fit.rowCount());
    // Every merged row shows activity: no timeline is left out of the picture.
    BufferedImage img = CanvasImage.of(canvas());
    int background = GuiActionRunner.execute(() -> canvas().theme().background().getRGB()) & 0xFFFFFF;
    int painted = 0;
    for (int y = 0; y < fit.heightPx(); y++) {
      for (int x = 0; x < img.getWidth(); x++) {
        if ((img.getRGB(x, y) & 0xFFFFFF) != background) {
          painted++;
          break;
        }
      }
    }
    assertThat(painted).isEqualTo(fit.heightPx());
    // The last row's bottom is within a row of the canvas's bottom, and it is painted.
    assertThat(img.getHeight()).as("canvas shown whole").isEqualTo(viewportPx);
    assertThat(fit.top(fit.rowCount() - 1) + fit.rowHeightPx()).isBetween(img.getHeight() - fit.rowHeightPx(),
        img.getHeight());
    assertThat(paintedAt(img, fit.top(fit.rowCount() - 1), background)).as("last row painted").isTrue();

    focusCanvas();
    window.robot().pressAndReleaseKey(KeyEvent.VK_UP, InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK);
    RowLayout single = rows();
    assertThat(single.linesPerRow()).isEqualTo(1);
    assertThat(single.rowCount()).isEqualTo(1024);
    assertThat(single.rowHeightPx()).isEqualTo(2);
    assertThat(GuiActionRunner.execute(() -> pane().rowMode())).isEqualTo(TimelinePane.RowMode.CHOSEN);
    awaitRaster(1024);

    wheel(canvas(), -10, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK);
    int tall = rows().rowHeightPx();
    assertThat(tall).isEqualTo(RowLayout.steppedHeight(2, 10));
    window.robot().pressAndReleaseKey(KeyEvent.VK_DOWN, InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK);
    assertThat(rows().rowHeightPx()).isEqualTo(RowLayout.steppedHeight(tall, -1));

    window.robot().pressAndReleaseKey(KeyEvent.VK_0, InputEvent.CTRL_MASK);
    assertThat(rows().rowCount()).isEqualTo(fit.rowCount());
    assertThat(rows().heightPx()).isEqualTo(viewportPx);
    awaitRaster(fit.rowCount());
  }

  @Test
  void hidingAMergedRowHidesEveryTimelineItHolds() {
    window.menuItemWithPath("View", "Fit All Timelines").click();
    RowLayout fit = rows();
    int row = 10;
    int first = fit.plan().firstBaseRow(row);
    int last = fit.plan().lastBaseRow(row);
    int k = last - first + 1;
    assertThat(k).isGreaterThan(1);
    javax.swing.JComponent axis = (javax.swing.JComponent) window.robot().finder().findByName(main, "rowAxis");
    GuiActionRunner.execute(() -> axis.dispatchEvent(new MouseEvent(axis, MouseEvent.MOUSE_PRESSED,
        System.currentTimeMillis(), MouseEvent.BUTTON3_DOWN_MASK, axis.getWidth() - 20, (int) fit.centerY(row), 1, true,
        MouseEvent.BUTTON3)));
    org.assertj.swing.fixture.JMenuItemFixture hide = window.menuItem("axisHide");
    assertThat(GuiActionRunner.execute(() -> hide.target().getText()))
        .isEqualTo("Hide " + k + " Timelines (" + first + "–" + last + ")");
    hide.click();
    ViewerProbe.awaitIdle(main);
    RowLayout after = rows();
    assertThat(after.plan().shownTimelines()).isEqualTo(1024 - k);
    for (int id = first; id <= last; id++) {
      assertThat(after.rowOf(id)).as("timeline %d hidden", id).isEqualTo(-1);
    }
    assertThat(after.rowOf(first - 1)).isNotEqualTo(-1);
    assertThat(after.rowOf(last + 1)).isNotEqualTo(-1);
    window.label("rowFilterCount").requireText(String.format(java.util.Locale.ROOT, "%,d of 1,024 timelines", 1024 - k));
  }

  @Test
  void aTraceWhoseTimelinesDontFitOpensWithEveryTimelineInView() {
    int viewportPx = GuiActionRunner.execute(() -> pane().scrollPane().getViewport().getHeight());
    RowLayout opened = rows();
    assertThat(GuiActionRunner.execute(() -> pane().rowMode())).isEqualTo(TimelinePane.RowMode.SHARE);
    assertThat(opened.heightPx()).isLessThanOrEqualTo(viewportPx);
    assertThat(opened.rowCount() * opened.linesPerRow()).isGreaterThanOrEqualTo(1024);
  }

  @Test
  void aWheelNotchScrollsThreeRows() {
    // The 1024 timelines open fitted; rows of 16 px and more scroll three rows a notch.
    while (rows().rowHeightPx() < 16) {
      GuiActionRunner.execute(() -> pane().zoomRows(1, 0));
    }
    int h = rows().rowHeightPx();
    assertThat(h).isGreaterThanOrEqualTo(16); // at most 48 px a notch would otherwise scroll more rows
    GuiActionRunner.execute(() -> pane().scrollPane().getViewport().setViewPosition(new Point(0, 0)));
    wheel(canvas(), 1, 0);
    assertThat(viewY()).isEqualTo(3 * h);
    wheel(canvas(), 2, 0);
    assertThat(viewY()).isEqualTo(9 * h);
    focusCanvas();
    window.robot().pressAndReleaseKey(KeyEvent.VK_UP);
    assertThat(viewY()).isEqualTo(8 * h);
    // Over the labels the wheel scrolls the same way.
    wheel(window.robot().finder().findByName(main, "rowAxis"), 1, 0);
    assertThat(viewY()).isEqualTo(11 * h);
  }

  /**
   * Turns the wheel over {@code c} by dispatching the event to it: a robot aims at the window's
   * reported screen position, which under Xvfb without a window manager can lag the real one.
   */
  private static void wheel(Component c, int notches, int modifiers) {
    GuiActionRunner.execute(() -> {
      Rectangle visible = ((javax.swing.JComponent) c).getVisibleRect();
      c.dispatchEvent(new MouseWheelEvent(c, MouseEvent.MOUSE_WHEEL, System.currentTimeMillis(), modifiers,
          visible.x + visible.width / 2, visible.y + visible.height / 2, 1, false, MouseWheelEvent.WHEEL_UNIT_SCROLL,
          3, notches));
    });
  }

  private void awaitRaster(int rowCount) {
    Pause.pause(OnEdt.condition("a picture with " + rowCount + " rows", () -> main.workspace().isIdle()
        && canvas().model().activity() != null && canvas().model().activity().rowCount() == rowCount),
        Timeout.timeout(20000));
  }

  private int viewY() {
    return GuiActionRunner.execute(() -> pane().scrollPane().getViewport().getViewPosition().y);
  }

  private void focusCanvas() {
    TimelineCanvas c = canvas();
    window.robot().focusAndWaitForFocusGain(c);
    window.robot().moveMouse(c, new Point(c.getWidth() / 2, 5));
  }

  private RowLayout rows() {
    return GuiActionRunner.execute(() -> canvas().rows());
  }

  private TimelinePane pane() {
    return GuiActionRunner.execute(() -> main.workspace().timeline());
  }

  private TimelineCanvas canvas() {
    return GuiActionRunner.execute(() -> main.workspace().timeline().canvas());
  }

  private static boolean paintedAt(BufferedImage img, int y, int background) {
    for (int x = 0; x < img.getWidth(); x++) {
      if ((img.getRGB(x, y) & 0xFFFFFF) != background) {
        return true;
      }
    }
    return false;
  }
}
