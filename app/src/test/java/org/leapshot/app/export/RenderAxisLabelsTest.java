package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.IntStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.cli.LeapshotCommand;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.testing.WideTraces;
import org.leapshot.app.trace.TraceView;
import org.leapshot.slog2.model.LineIdMap;

/**
 * {@code render} of thousands of timelines (rows of one pixel): the first row's label was drawn
 * with its top above the picture's rows and came out cut in half ("node 0" on r16384). With more
 * timelines than pixel rows several are merged into each row: such a row was labelled by its first
 * timeline alone (r16384's "0 / 0"), where the viewer's label column names the range ("0 / 0 –
 * 1 / 3"); both now use {@link RowPlan#label}.
 */
class RenderAxisLabelsTest {
  @TempDir
  Path dir;

  @Test
  void theFirstLabelOfOnePixelRowsIsWholeInsideThePicture() throws Exception {
    BufferedImage img = ImageIO.read(render("wide.png", "800", "--legend").toFile());
    int top = ViewExporter.TITLE_PX + ViewExporter.RULER_PX;
    // A glyph cut by the rows' top edge leaves ink on that edge; a whole label starts below it.
    assertThat(inkIn(img, top, top)).as("ink on the top row of the labels").isZero();
    assertThat(inkIn(img, top, top + 16)).as("the first label").isPositive();
  }

  @Test
  void aMergedRowIsLabelledByItsRangeAsTheViewerLabelsIt() throws Exception {
    // 500 px high: 450 px of rows for 2 000 timelines, so five timelines a row
    String doc = Files.readString(render("wide.svg", "1600", "--no-legend"), StandardCharsets.UTF_8);
    try (TraceView t = TraceView.open(dir.resolve("wide.slog2"))) {
      LineIdMap map = t.lineIdMaps().get(0);
      RowPlan viewers = RowPlan.of(map, t.timelineNames(), t.timelineGroupNames()).withLinesPerRow(5);
      String first = viewers.label(0);
      assertThat(first).as("the viewer's label of timelines 0..4").contains("–");
      assertThat(doc).contains(">" + first + "<").doesNotContain(">" + viewers.baseLabel(0) + "<");
      long labelled = IntStream.range(0, viewers.rowCount()).filter(r -> doc.contains(">" + viewers.label(r) + "<"))
          .count();
      assertThat(labelled).as("rows labelled as in the viewer, one a text line apart").isGreaterThan(20);
    }
  }

  /** A 2 000-timeline trace converted and rendered 500 px high into {@code name}. */
  private Path render(String name, String width, String legend) throws Exception {
    Path slog2 = dir.resolve("wide.slog2");
    assertThat(LeapshotCommand.commandLine().execute("convert", WideTraces.paraver(dir, 2000).toString(), "-o",
        slog2.toString())).isZero();
    Path out = dir.resolve(name);
    assertThat(LeapshotCommand.commandLine().execute("render", slog2.toString(), "-o", out.toString(), "--width",
        width, "--height", "500", legend)).isZero();
    return out;
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
