package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.cli.LeapshotCommand;
import org.leapshot.app.testing.WideTraces;

/**
 * {@code render} of thousands of timelines (rows of one pixel): the first row's label was drawn
 * with its top above the picture's rows and came out cut in half ("node 0" on r16384).
 */
class RenderAxisLabelsTest {
  @TempDir
  Path dir;

  @Test
  void theFirstLabelOfOnePixelRowsIsWholeInsideThePicture() throws Exception {
    Path slog2 = dir.resolve("wide.slog2");
    assertThat(LeapshotCommand.commandLine().execute("convert", WideTraces.paraver(dir, 2000).toString(), "-o",
        slog2.toString())).isZero();
    Path png = dir.resolve("wide.png");
    assertThat(LeapshotCommand.commandLine().execute("render", slog2.toString(), "-o", png.toString(), "--width",
        "800", "--height", "500")).isZero();
    BufferedImage img = ImageIO.read(png.toFile());
    int top = ViewExporter.TITLE_PX + ViewExporter.RULER_PX;
    // A glyph cut by the rows' top edge leaves ink on that edge; a whole label starts below it.
    assertThat(inkIn(img, top, top)).as("ink on the top row of the labels").isZero();
    assertThat(inkIn(img, top, top + 16)).as("the first label").isPositive();
  }

  /** Dark pixels of the label column in rows {@code y0..y1}. */
  private static int inkIn(BufferedImage img, int y0, int y1) {
    int n = 0;
    for (int y = y0; y <= y1; y++) {
      for (int x = 0; x < ViewExporter.AXIS_PX - 4; x++) {
        Color c = new Color(img.getRGB(x, y));
        n += c.getRed() + c.getGreen() + c.getBlue() < 450 ? 1 : 0;
      }
    }
    return n;
  }
}
