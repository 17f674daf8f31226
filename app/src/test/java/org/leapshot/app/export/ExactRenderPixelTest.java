package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RenderModelBuilder;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.canvas.RowSelection;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.TraceView;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The exact PNG, read slab by slab with its many arrows drawn as they come into a layer of their
 * own, is pixel for pixel the picture painted from the whole window's exact model (thousands of
 * arrows and events, timelines merged into rows, a zoomed window, a doubled pixel scale).
 */
class ExactRenderPixelTest {
  static final int W = 900;
  static final int H = 420;

  @TempDir
  Path dir;

  @ParameterizedTest
  @CsvSource({"gen-r16_1M_28.slog2, 0, 1, 1", "gen-r16_1M_28.slog2, 0.4, 0.6, 2",
      "gen-r1024_1500k_26.slog2, 0, 1, 1"})
  void streamedExactPngEqualsThePictureOfTheWholeWindowsModel(String name, double from, double to, double scale)
      throws Exception {
    try (TraceView t = TraceView.open(Shared.testdata("reference-converted/" + name))) {
      double t0 = t.range().earliest() + from * (t.range().latest() - t.range().earliest());
      double t1 = t.range().earliest() + to * (t.range().latest() - t.range().earliest());
      LineIdMap map = t.lineIdMaps().get(0);
      ExportSource src = new ExportSource(t, t0, t1, map, t.categories(), CanvasTheme.named("light"));
      PictureOptions exact = new PictureOptions(PictureOptions.Look.ACTIVITY, true, RowSelection.ALL);
      Path out = dir.resolve("exact.png");
      ViewExporter.write(src, out, W, H, scale, true, exact);

      int rowsPx = H - ViewExporter.TITLE_PX - ViewExporter.RULER_PX;
      RowPlan plan = ViewExporter.pictureRows(src, RowSelection.ALL, rowsPx);
      // the label column is as wide as the merged rows' labels ("1008–1010"), the canvas the rest
      int canvasW = W - ViewExporter.LEGEND_PX
          - LabelColumn.width(new RowLayout(plan, Math.max(1, rowsPx / plan.rowCount())), W, rowsPx);
      RenderModel whole = RenderModelBuilder.build(t.queryExact(t0, t1, canvasW), t.categories(), map,
          exact.withRows(RowSelection.of(plan)));
      assertThat(whole.arrows().size() + whole.events().size()).as("enough lines for the arrows' layer")
          .isGreaterThan(600);
      BufferedImage expected = new BufferedImage((int) Math.round(W * scale), (int) Math.round(H * scale),
          BufferedImage.TYPE_INT_RGB);
      Graphics2D g = expected.createGraphics();
      g.scale(scale, scale);
      ViewExporter.paint(g, src, whole, List.of(), W, H, true, plan);
      g.dispose();

      BufferedImage actual = ImageIO.read(out.toFile());
      assertThat(actual.getWidth()).isEqualTo(expected.getWidth());
      long differing = 0;
      for (int y = 0; y < actual.getHeight(); y++) {
        for (int x = 0; x < actual.getWidth(); x++) {
          if ((actual.getRGB(x, y) & 0xFFFFFF) != (expected.getRGB(x, y) & 0xFFFFFF)) {
            differing++;
          }
        }
      }
      assertThat(differing).as("pixels differing").isZero();
    }
  }
}
