package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.CanvasImage;
import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/**
 * A run of one instant (SimGrid's platform traces: links and host values, everything at t = 0)
 * opens on a window of ±1 µs around it; its events and arrows must be drawn there, in the middle,
 * not a blank canvas (the walk found simgrid-fg126.trace empty while `render --from --to` drew it).
 */
class InstantRunWindowTest extends EdtChecked {
  private static final int EVENT = 1;
  private static final int ARROW = 2;
  @TempDir
  Path dir;

  @Test
  void eventsAndArrowsOfARunOfOneInstantAreDrawnInTheMiddle() throws Exception {
    Path file = dir.resolve("instant.slog2");
    try (Slog2Writer w = Slog2Writer.create(file, new WriterOptions(65536, 2))) {
      w.addCategory(Category.of(ARROW, "link", Topology.ARROW, new Rgba(0, 0, 0, 255), 3, InfoLabel.NONE));
      w.addCategory(Category.of(EVENT, "speed", Topology.EVENT, new Rgba(255, 0, 0, 255), 2, InfoLabel.NONE));
      for (int line = 0; line < 4; line++) {
        w.addDrawable(Primitive.event(EVENT, 0.0, line, null));
      }
      w.addDrawable(Primitive.arrow(ARROW, 0.0, 0, 0.0, 3, null));
      w.finish();
    }
    MainWindow main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(dir.resolve("config")), file));
    FrameFixture window = new FrameFixture(main);
    BufferedImage img;
    try {
      GuiActionRunner.execute(() -> main.setSize(1000, 700));
      ViewerProbe.awaitIdle(main);
      TimelineCanvas canvas = GuiActionRunner.execute(() -> main.workspace().timeline().canvas());
      Pause.pause(OnEdt.condition("a settled picture", canvas::isPictureSettled), Timeout.timeout(20000));
      img = CanvasImage.of(canvas);
    } finally {
      window.cleanUp();
    }
    int middle = img.getWidth() / 2;
    int marked = 0;
    for (int y = 0; y < img.getHeight(); y++) {
      for (int x = middle - 8; x <= middle + 8; x++) {
        Color c = new Color(img.getRGB(x, y));
        marked += c.getRed() + c.getGreen() + c.getBlue() < 200 || c.getRed() > 200 && c.getGreen() < 60 ? 1 : 0;
      }
    }
    assertThat(marked).as("dark or red pixels around the middle column").isGreaterThan(40);
  }
}
