package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.leapshot.app.rows.Maps;
import org.leapshot.app.rows.RowArranger;
import org.leapshot.slog2.model.LineIdMap;

/**
 * {@link RearrangedPicture} row by row: an old picture whose every row is painted in its node's own
 * colour, carried over to folded, unfolded and fitted rows, must show in each new row only the
 * colour of the node its timelines belong to; rows whose timelines the old picture did not hold
 * (below the part it covered) keep the background. A folded row whose cores differ shows in each
 * column the colour most of its busy cores show, over its whole height.
 */
class RearrangedRowsTest {
  /** 8 nodes of 16 cores. */
  private static final LineIdMap MAP = Maps.nodeCore(128, 16);
  private static final int WIDTH = 50;

  @Test
  void foldedRowsTakeTheirCoresRowsAndUnfoldedCoresTheirNodesRow() {
    RowArranger arranger = new RowArranger(MAP);
    RowLayout cores = new RowLayout(arranger.plan(), 3); // 128 rows of 3 px
    arranger.collapseToLevel(1);
    RowLayout nodes = new RowLayout(arranger.plan(), 20); // 8 rows of 20 px
    Rectangle all = new Rectangle(0, 0, WIDTH, cores.heightPx());

    BufferedImage folded = RearrangedPicture.of(byNode(cores, all), 0, 1.0 / WIDTH, cores, all, ctx(nodes),
        new Rectangle(0, 0, WIDTH, nodes.heightPx()), 1);
    for (int y = 0; y < nodes.heightPx(); y++) {
      int node = y / 20;
      assertThat(folded.getRGB(WIDTH / 2, y)).as("folded row %d, y %d", node, y).isEqualTo(colour(node));
    }

    Rectangle nodesArea = new Rectangle(0, 0, WIDTH, nodes.heightPx());
    BufferedImage unfolded = RearrangedPicture.of(folded, 0, 1.0 / WIDTH, nodes, nodesArea, ctx(cores), all, 1);
    for (int y = 0; y < cores.heightPx(); y++) {
      assertThat(unfolded.getRGB(WIDTH / 2, y)).as("core row %d", y / 3).isEqualTo(colour(y / 3 / 16));
    }
  }

  @Test
  void aFoldedRowShowsWhatMostOfItsCoresDoNotOneCoresRow() {
    RowArranger arranger = new RowArranger(MAP);
    RowLayout cores = new RowLayout(arranger.plan(), 3); // 128 rows of 3 px
    Rectangle all = new Rectangle(0, 0, WIDTH, cores.heightPx());
    int left = WIDTH / 2;
    BufferedImage old = new BufferedImage(WIDTH, all.height, BufferedImage.TYPE_INT_RGB);
    java.awt.Graphics2D g = old.createGraphics();
    ScenePainter.paintBackground(g, ctx(cores), all); // idle cores: the canvas's background, stripes and lines
    g.dispose();
    for (int core = 0; core < 16; core++) {
      // node 0: ten cores in colour 1 and six in colour 5, then four in colour 3 and twelve idle
      paintCore(old, cores, core, 0, left, core < 10 ? colour(1) : colour(5));
      if (core >= 12) {
        paintCore(old, cores, core, left, WIDTH, colour(3));
      }
    }
    paintCore(old, cores, 16 + 7, 0, left, colour(6)); // node 1: one core busy in the first half, the others idle
    arranger.collapseToLevel(1);
    RowLayout nodes = new RowLayout(arranger.plan(), 20);

    BufferedImage folded = RearrangedPicture.of(old, 0, 1.0 / WIDTH, cores, all, ctx(nodes),
        new Rectangle(0, 0, WIDTH, nodes.heightPx()), 1);
    Color background = CanvasTheme.LIGHT.background();
    Color stripe = CanvasTheme.LIGHT.rowStripe();
    Color line = CanvasTheme.LIGHT.rowLine();
    for (int y = 0; y < 20; y++) {
      for (int x = 0; x < WIDTH; x++) {
        assertThat(folded.getRGB(x, y)).as("node 0 at x %d, y %d", x, y).isEqualTo(colour(x < left ? 1 : 3));
        int rgb = folded.getRGB(x, 20 + y);
        if (x < left) {
          assertThat(rgb).as("node 1 at x %d, y %d: its one busy core, not its idle ones", x, y).isEqualTo(colour(6));
        } else {
          assertThat(rgb).as("node 1 at x %d, y %d: idle", x, y).isIn(background.getRGB(), stripe.getRGB(), line.getRGB());
        }
      }
    }
  }

  /** Paints core row {@code row} of {@code img} (drawn with {@code rows} from y 0) from x0 to x1 in {@code rgb}. */
  private static void paintCore(BufferedImage img, RowLayout rows, int row, int x0, int x1, int rgb) {
    for (int y = rows.top(row); y < rows.top(row) + rows.rowHeightPx(); y++) {
      for (int x = x0; x < x1; x++) {
        img.setRGB(x, y, rgb);
      }
    }
  }

  @Test
  void fitAllsMergedRowsAndRowsTheOldPictureDidNotHold() {
    RowArranger arranger = new RowArranger(MAP);
    RowLayout cores = new RowLayout(arranger.plan(), 4);
    Rectangle top = new Rectangle(0, 0, WIDTH, cores.heightPx() / 2); // only nodes 0-3 were in view
    RowLayout fitted = RowLayout.fitting(arranger.plan(), 64); // 128 timelines on 64 px: two a row

    BufferedImage picture = RearrangedPicture.of(byNode(cores, top), 0, 1.0 / WIDTH, cores, top, ctx(fitted),
        new Rectangle(0, 0, WIDTH, 64), 1);
    Color background = CanvasTheme.LIGHT.background();
    Color stripe = CanvasTheme.LIGHT.rowStripe();
    Color line = CanvasTheme.LIGHT.rowLine();
    for (int y = 0; y < 64; y++) {
      int node = y * 2 / 16;
      int rgb = picture.getRGB(WIDTH / 2, y);
      if (node < 4) {
        assertThat(rgb).as("y %d", y).isEqualTo(colour(node));
      } else {
        assertThat(rgb).as("y %d: not in the old picture", y)
            .isIn(background.getRGB(), stripe.getRGB(), line.getRGB());
      }
    }
  }

  @Test
  void columnsFollowTheNewTimeScale() {
    RowLayout cores = new RowLayout(new RowArranger(MAP).plan(), 3);
    Rectangle all = new Rectangle(0, 0, WIDTH, cores.heightPx());
    BufferedImage old = new BufferedImage(WIDTH, all.height, BufferedImage.TYPE_INT_RGB);
    for (int y = 0; y < all.height; y++) {
      for (int x = 0; x < WIDTH; x++) {
        old.setRGB(x, y, colour(x < WIDTH / 2 ? 1 : 5)); // the run's first half, then its second
      }
    }
    // the view moved on by half a run and the canvas is twice as wide: [0.5, 1.5] on 100 px
    PaintContext moved = new PaintContext(new TimeScale(0.5, 1.5, 2 * WIDTH), cores, Map.of(), CanvasTheme.LIGHT);
    BufferedImage now = RearrangedPicture.of(old, 0, 1.0 / WIDTH, cores, all, moved, all, 1);
    assertThat(now.getWidth()).isEqualTo(2 * WIDTH);
    int y = 3 * 10 + 1;
    for (int x = 0; x < WIDTH; x++) {
      assertThat(now.getRGB(x, y)).as("x %d: the run's second half", x).isEqualTo(colour(5));
    }
    for (int x = WIDTH + 1; x < 2 * WIDTH; x++) {
      assertThat(now.getRGB(x, y)).as("x %d: past the old picture", x).isNotEqualTo(colour(5)).isNotEqualTo(colour(1));
    }
  }

  @Test
  void anotherMapCarriesNothingOver() {
    RowLayout cores = new RowLayout(new RowArranger(MAP).plan(), 3);
    RowLayout other = new RowLayout(new RowArranger(Maps.nodeCore(64, 16)).plan(), 3);
    Rectangle all = new Rectangle(0, 0, WIDTH, cores.heightPx());
    assertThat(RearrangedPicture.of(byNode(cores, all), 0, 1.0 / WIDTH, cores, all, ctx(other), all, 1)).isNull();
  }

  /** The picture of {@code area} with every row in its node's colour. */
  private static BufferedImage byNode(RowLayout rows, Rectangle area) {
    BufferedImage img = new BufferedImage(WIDTH, area.height, BufferedImage.TYPE_INT_RGB);
    for (int y = 0; y < area.height; y++) {
      int row = rows.rowAt(area.y + y);
      int node = MAP.values(rows.plan().firstMapRow(row))[0];
      for (int x = 0; x < WIDTH; x++) {
        img.setRGB(x, y, colour(node));
      }
    }
    return img;
  }

  private static int colour(int node) {
    return Color.HSBtoRGB(node / 8f, 1f, 0.9f) | 0xFF000000;
  }

  private static PaintContext ctx(RowLayout rows) {
    return new PaintContext(new TimeScale(0, 1, WIDTH), rows, Map.of(), CanvasTheme.LIGHT);
  }
}
