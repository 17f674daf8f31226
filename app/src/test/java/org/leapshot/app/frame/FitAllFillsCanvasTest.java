package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.CanvasImage;
import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Shared;

/**
 * After Fit All the rows fill the canvas's height: the last painted row ends within a few pixels
 * of the canvas's bottom, for a trace of 16 timelines and one of 1024 (merged), at several window
 * heights. Checked on the pixels.
 */
class FitAllFillsCanvasTest extends EdtChecked {
  @TempDir
  Path config;
  private FrameFixture window;
  private MainWindow main;

  @AfterEach
  void close() {
    if (window != null) {
      window.cleanUp();
    }
  }

  @ParameterizedTest
  @CsvSource({"gen-r16_1M_28.slog2, 720", "gen-r16_1M_28.slog2, 803", "gen-r1024_1500k_26.slog2, 720",
      "gen-r1024_1500k_26.slog2, 790"})
  void fittedRowsReachTheCanvasBottom(String file, int windowHeight) {
    Path trace = Shared.testdata("reference-converted/" + file);
    main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(config), trace));
    window = new FrameFixture(main);
    GuiActionRunner.execute(() -> main.setSize(1100, windowHeight));
    ViewerProbe.awaitIdle(main);

    window.menuItemWithPath("View", "Fit All Timelines").click();
    RowLayout rows = GuiActionRunner.execute(() -> canvas().rows());
    Pause.pause(OnEdt.condition("a fitted picture", () -> main.workspace().isIdle()
        && canvas().model().activity() != null && canvas().model().activity().rowCount() == rows.rowCount()),
        Timeout.timeout(20000));

    BufferedImage img = CanvasImage.of(canvas());
    int background = GuiActionRunner.execute(() -> canvas().theme().background().getRGB()) & 0xFFFFFF;
    int lastPainted = -1;
    for (int y = 0; y < img.getHeight(); y++) {
      for (int x = 0; x < img.getWidth(); x++) {
        if ((img.getRGB(x, y) & 0xFFFFFF) != background) {
          lastPainted = y;
          break;
        }
      }
    }
    int viewport = GuiActionRunner.execute(() -> main.workspace().timeline().scrollPane().getViewport().getHeight());
    assertThat(img.getHeight()).as("canvas shown whole").isEqualTo(viewport);
    assertThat(rows.heightPx()).as("rows of " + rows.rowHeightPx() + " px, " + rows.linesPerRow() + " per row")
        .isBetween(viewport - 4, viewport);
    assertThat(lastPainted).as("last painted row").isGreaterThanOrEqualTo(img.getHeight() - 6);
  }

  private TimelineCanvas canvas() {
    return GuiActionRunner.execute(() -> main.workspace().timeline().canvas());
  }
}
