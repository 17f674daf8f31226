package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RenderModelBuilder;
import org.leapshot.app.canvas.RowSelection;
import org.leapshot.app.cli.LeapshotCommand;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.TraceView;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.ActivityRaster;
import picocli.CommandLine;

/**
 * {@code render --detail auto} against {@code --detail exact}, compared by regions and colours
 * (8 × 8 blocks, the most frequent colour of each), and {@code render} drawing every timeline.
 */
class RenderDetailTest {
  static final int W = 1000;
  static final int H = 500;

  @TempDir
  Path dir;

  @Test
  void levelOfDetailPaintsWhatTheExactPictureShowsOnAGeneratedTrace() throws Exception {
    Path file = Shared.testdata("reference-converted/gen-r16_1M_28.slog2");
    assertThat(statesAgreement(file)[0]).isGreaterThan(0.85);
    // Through the command, everything drawn (the exact picture draws each arrow, the level of detail
    // their density where they crowd): the same size, and still mostly the same picture.
    Path auto = dir.resolve("auto.png");
    Path exact = dir.resolve("exact.png");
    assertThat(run("render", file.toString(), "-o", auto.toString(), "--width", "" + W, "--height", "" + H)).isZero();
    assertThat(run("render", file.toString(), "-o", exact.toString(), "--width", "" + W, "--height", "" + H,
        "--detail", "exact")).isZero();
    BufferedImage a = ImageIO.read(auto.toFile());
    BufferedImage b = ImageIO.read(exact.toFile());
    assertThat(a.getWidth()).isEqualTo(b.getWidth()).isEqualTo(W);
    assertThat(PictureAgreement.of(a, b, 0, 0, W / 8 * 8, H / 8 * 8, 8)).isGreaterThan(0.6);
  }

  @Test
  void levelOfDetailPaintsWhatTheExactPictureShowsOnWrf() throws Exception {
    Path slog2 = dir.resolve("wrf.slog2");
    assertThat(run("convert", Shared.testdata("otf/wrf/wrf.otf").toString(), "-o", slog2.toString())).isZero();
    // 0.77 measured at 1000 px (0.87 at 1600 px) when each cell showed its longest category; by
    // credits the mix of a cell's categories is spread over its neighbours, so which colour wins an
    // 8 × 8 square is more often another of similar share: 0.73. The pixels' colours per square,
    // which is what both pictures mean, agree on 0.88.
    double[] agreement = statesAgreement(slog2);
    assertThat(agreement[0]).isGreaterThan(0.70);
    assertThat(agreement[1]).isGreaterThan(0.85);
  }

  @Test
  void everyTimelineIsDrawnMergingRowsWhenThereAreMoreThanPixels() throws Exception {
    try (TraceView t = TraceView.open(Shared.testdata("reference-converted/gen-r1024_1500k_26.slog2"))) {
      LineIdMap map = t.lineIdMaps().get(0);
      assertThat(map.rowCount()).isEqualTo(1024);
      RowSelection rows = RowSelection.fitting(0, Integer.MAX_VALUE, map.rowCount(), 300, 1);
      assertThat(rows.linesPerRow()).isEqualTo(4);
      assertThat(rows.pictureRows(map.rowCount())).isEqualTo(256);
      assertThat(rows.planFor(map).rowCount()).isEqualTo(256);
      RenderModel m = RenderModelBuilder.build(t.query(t.range().earliest(), t.range().latest(), 800), t.categories(),
          map, PictureOptions.ACTIVITY.withRows(rows));
      ActivityRaster r = m.activity();
      assertThat(r.rowCount()).isEqualTo(256);
      for (int row = 0; row < r.rowCount(); row++) {
        boolean drawn = false;
        for (int c = 0; c < r.width() && !drawn; c++) {
          drawn = r.category(row, c) != ActivityRaster.NONE;
        }
        assertThat(drawn).as("picture row %d (timelines %d..%d) has states", row, 4 * row, 4 * row + 3).isTrue();
      }
    }
  }

  @Test
  void rowsPicksARangeOfTimelines() throws Exception {
    Path file = Shared.testdata("reference-converted/gen-r16_1M_28.slog2");
    Path one = dir.resolve("one.png");
    assertThat(run("render", file.toString(), "-o", one.toString(), "--width", "" + W, "--height", "" + H,
        "--rows", "3-3", "--no-legend")).isZero();
    BufferedImage img = ImageIO.read(one.toFile());
    // One timeline fills the canvas's height: states at 1/4 and 3/4 of it, in most columns.
    int top = ViewExporter.TITLE_PX + ViewExporter.RULER_PX;
    int bg = CanvasTheme.LIGHT.background().getRGB() & 0xFFFFFF;
    int filled = 0;
    int columns = 0;
    for (int x = ViewExporter.AXIS_PX + 2; x < W - 2; x += 7) {
      columns++;
      boolean upper = (img.getRGB(x, top + (H - top) / 3) & 0xFFFFFF) != bg;
      boolean lower = (img.getRGB(x, top + 2 * (H - top) / 3) & 0xFFFFFF) != bg;
      filled += upper && lower ? 1 : 0;
    }
    assertThat(filled / (double) columns).isGreaterThan(0.8);
  }

  @Test
  void aMalformedDetailOrRowRangeIsAUsageError() {
    for (String[] bad : new String[][] {{"--detail", "fast"}, {"--rows", "5-2"}, {"--rows", "x"}}) {
      StringWriter err = new StringWriter();
      CommandLine cli = LeapshotCommand.commandLine();
      cli.setErr(new PrintWriter(err));
      int rc = cli.execute("render", Shared.fpilog().toString(), "-o", dir.resolve("x.png").toString(), bad[0], bad[1]);
      assertThat(rc).as(String.join(" ", bad)).isEqualTo(2);
      assertThat(err.toString()).contains(bad[0]);
      assertThat(dir.resolve("x.png")).doesNotExist();
    }
  }

  /**
   * Agreement of auto and exact pictures of the whole run with only the states shown: of the 8 × 8
   * squares' most frequent colours ({@link PictureAgreement#of}), and of their colours' pixels ({@link PictureAgreement#colours}).
   */
  private double[] statesAgreement(Path file) throws Exception {
    try (TraceView t = TraceView.open(file)) {
      Map<Integer, Category> states = new TreeMap<>();
      for (Category c : t.categories().values()) {
        states.put(c.index(), c.topology() == Topology.STATE ? c : c.withVisible(false));
      }
      ExportSource src = new ExportSource(t, t.range().earliest(), t.range().latest(), t.lineIdMaps().get(0), states,
          CanvasTheme.LIGHT);
      Path auto = dir.resolve("states-auto.png");
      Path exact = dir.resolve("states-exact.png");
      ViewExporter.write(src, auto, W, H, 1, false, PictureOptions.ACTIVITY);
      ViewExporter.write(src, exact, W, H, 1, false, new PictureOptions(PictureOptions.Look.ACTIVITY, true,
          RowSelection.ALL));
      BufferedImage a = ImageIO.read(auto.toFile());
      BufferedImage b = ImageIO.read(exact.toFile());
      int top = ViewExporter.TITLE_PX + ViewExporter.RULER_PX;
      return new double[] {PictureAgreement.of(a, b, ViewExporter.AXIS_PX, top, W, H, 8),
          PictureAgreement.colours(a, b, ViewExporter.AXIS_PX, top, W, H, 8)};
    }
  }

  private static int run(String... args) {
    return LeapshotCommand.commandLine().execute(args);
  }
}
