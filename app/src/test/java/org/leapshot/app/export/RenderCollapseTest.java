package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.cli.LeapshotCommand;
import org.leapshot.app.testing.Shared;
import picocli.CommandLine;

/**
 * {@code render --collapse-to}: on a 64-rank trace of 4 nodes, level 1 draws 4 rows, each busy in
 * exactly the pixel columns where one of its node's 16 ranks is busy when drawn on their own.
 */
class RenderCollapseTest {
  private static final int W = 1000;
  private static final int H = 500;
  private static final Path TRACE = Shared.testdata("reference-converted/gen-r64_2M_21.slog2");
  @TempDir
  Path dir;

  @Test
  void eachCollapsedNodeRowIsBusyWhereItsRanksAre() throws Exception {
    Path nodes = dir.resolve("nodes.png");
    Path node1 = dir.resolve("node1.png");
    Path nodesSvg = dir.resolve("nodes.svg");
    assertThat(run("render", TRACE.toString(), "-o", nodes.toString(), "--width", "" + W, "--height", "" + H,
        "--collapse-to", "1")).isZero();
    assertThat(run("render", TRACE.toString(), "-o", nodesSvg.toString(), "--width", "" + W, "--height", "" + H,
        "--collapse-to", "1")).isZero();
    // "node 1 (16)" widens the label column, and so does the ranks' group column ("▾ node 1"): the ranks
    // are drawn on a canvas as wide, at the same times, {@code shift} px left of the nodes'.
    int nodesColumn = (int) Math.round(RenderLabelColumnTest.rowAreaWidths(Files.readString(nodesSvg), H).get(0));
    Path node1Svg = dir.resolve("node1.svg");
    assertThat(run("render", TRACE.toString(), "-o", node1Svg.toString(), "--width", "" + W, "--height", "" + H,
        "--rows", "16-31")).isZero();
    int ranksColumn = (int) Math.round(RenderLabelColumnTest.rowAreaWidths(Files.readString(node1Svg), H).get(0));
    int shift = nodesColumn - ranksColumn;
    assertThat(run("render", TRACE.toString(), "-o", node1.toString(), "--width", "" + (W - shift), "--height",
        "" + H, "--rows", "16-31")).isZero();
    BufferedImage collapsed = ImageIO.read(nodes.toFile());
    BufferedImage ranks = ImageIO.read(node1.toFile());
    int canvasH = H - ViewExporter.TITLE_PX - ViewExporter.RULER_PX;
    int nodeRowH = canvasH / 4;
    int rankRowH = canvasH / 16;
    int top = ViewExporter.TITLE_PX + ViewExporter.RULER_PX;
    int agree = 0;
    int busy = 0;
    int columns = 0;
    int sameColours = 0;
    for (int x = ranksColumn; x < W - shift - ViewExporter.LEGEND_PX; x++) {
      boolean ranksBusy = busy(ranks, x, top, 16 * rankRowH);
      boolean rowBusy = busy(collapsed, x + shift, top + nodeRowH, nodeRowH);
      agree += ranksBusy == rowBusy ? 1 : 0;
      // What the merged row paints in a column, its ranks paint there too (merging invents no colour).
      sameColours += colours(ranks, x, top, 16 * rankRowH).containsAll(colours(collapsed, x + shift, top + nodeRowH, nodeRowH))
          ? 1 : 0;
      busy += rowBusy ? 1 : 0;
      columns++;
    }
    assertThat(busy).isGreaterThan(columns * 9 / 10);
    assertThat(agree).isGreaterThan(columns * 95 / 100);
    // 0.81 measured: the rest are nesting outlines and edges the merged row draws at other depths.
    assertThat(sameColours).isGreaterThan(columns * 3 / 4);
    // The rows are named by their group, in the axis left of the canvas: some dark text there.
    int ink = 0;
    for (int x = 0; x < nodesColumn; x++) {
      ink += busy(collapsed, x, top + nodeRowH, nodeRowH) ? 1 : 0;
    }
    assertThat(ink).isPositive();
  }

  @Test
  void aLevelTheMapDoesNotHaveIsAUsageError() {
    StringWriter err = new StringWriter();
    CommandLine cli = LeapshotCommand.commandLine();
    cli.setErr(new PrintWriter(err));
    int rc = cli.execute("render", TRACE.toString(), "-o", dir.resolve("x.png").toString(), "--collapse-to", "2");
    assertThat(rc).isEqualTo(2);
    assertThat(err.toString()).contains("--collapse-to must be 1..1 for map 'NodeView'");
    assertThat(dir.resolve("x.png")).doesNotExist();
  }

  /** Any pixel in the column, {@code height} from {@code top}, that is not background, stripe or row line. */
  private static boolean busy(BufferedImage img, int x, int top, int height) {
    Set<Integer> empty = Set.of(CanvasTheme.LIGHT.background().getRGB() & 0xFFFFFF,
        CanvasTheme.LIGHT.rowStripe().getRGB() & 0xFFFFFF, CanvasTheme.LIGHT.rowLine().getRGB() & 0xFFFFFF);
    for (int y = top; y < top + height; y++) {
      if (!empty.contains(img.getRGB(x, y) & 0xFFFFFF)) {
        return true;
      }
    }
    return false;
  }

  private static Set<Integer> colours(BufferedImage img, int x, int top, int height) {
    Set<Integer> c = new java.util.HashSet<>();
    for (int y = top; y < top + height; y++) {
      c.add(img.getRGB(x, y) & 0xFFFFFF);
    }
    return c;
  }

  private static int run(String... args) {
    return LeapshotCommand.commandLine().execute(args);
  }
}
