package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.WindowQuery;
import org.leapshot.slog2.query.WindowResult;

/**
 * Where a window's level of detail is coarse, the picture is the stored overview's when there is
 * one, else hatched: the summary spread from a wide subtree is never shown as if it were the run.
 */
class CoarsePainterTest {
  private static final Map<Integer, Category> CATEGORIES = Fixtures.categories();
  // 1000 px for 10 s; four rows of 40 px; the coarse span is 4..6 s, x 400..600.
  private final PaintContext ctx = new PaintContext(new TimeScale(0, 10, 1000), new RowLayout(Fixtures.fourLines(), 40),
      CATEGORIES, CanvasTheme.LIGHT);
  private static final List<TimeBox> SPAN = List.of(new TimeBox(4, 6));

  @Test
  void withoutAStoredOverviewTheCoarseSpanIsHatchedAndTheRestIsAsDrawn() {
    BufferedImage img = paint(new RenderModel.Coarse(SPAN, null));
    Color outer = ctx.fill(Fixtures.OUTER);
    assertThat(new Color(img.getRGB(200, 20))).isEqualTo(outer);
    assertThat(new Color(img.getRGB(800, 20))).isEqualTo(outer);
    assertThat(hatched(img, 405, 595)).isTrue();
    assertThat(hatched(img, 0, 395)).isFalse();
    assertThat(hatched(img, 605, 999)).isFalse();
  }

  @Test
  void aStoredOverviewIsPaintedWhereTheViewIsCoarse() {
    ActivityRaster patch = tiled(Fixtures.INNER);
    BufferedImage img = paint(new RenderModel.Coarse(SPAN, patch));
    assertThat(new Color(img.getRGB(500, 20))).isEqualTo(ctx.fill(Fixtures.INNER));
    assertThat(new Color(img.getRGB(500, 100))).isEqualTo(ctx.fill(Fixtures.INNER));
    assertThat(new Color(img.getRGB(300, 20))).isEqualTo(ctx.fill(Fixtures.OUTER));
    assertThat(new Color(img.getRGB(700, 20))).isEqualTo(ctx.fill(Fixtures.OUTER));
    assertThat(hatched(img, 0, 999)).isFalse();
  }

  @Test
  void aStripIsVeiledAndHatchedWhereItIsCoarse() {
    BufferedImage img = new BufferedImage(1000, 40, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    Color outer = ctx.fill(Fixtures.OUTER);
    try {
      g.setColor(outer);
      g.fillRect(0, 0, 1000, 40);
      CoarsePainter.paintVeiled(g, new TimeScale(0, 10, 1000), Color.WHITE, SPAN, new Rectangle(0, 0, 1000, 40));
    } finally {
      g.dispose();
    }
    assertThat(new Color(img.getRGB(200, 20))).isEqualTo(outer);
    assertThat(new Color(img.getRGB(800, 20))).isEqualTo(outer);
    int changed = 0;
    for (int x = 400; x < 600; x++) {
      changed += new Color(img.getRGB(x, 20)).equals(outer) ? 0 : 1;
    }
    assertThat(changed).as("veiled between 4 and 6 s").isEqualTo(200);
  }

  @Test
  void theModelCarriesTheEnginesCoarseSpans() {
    List<Drawable> none = List.of();
    WindowResult coarse = new WindowResult(WindowQuery.lod(0, 10, 1000), none, List.of(), 0, 0, 0,
        List.of(new TimeBox(6, 7), new TimeBox(1, 2), new TimeBox(1.5, 3), new TimeBox(9, 12)));
    RenderModel model = RenderModelBuilder.build(new WindowData(0, 10, 1000, coarse, null), CATEGORIES,
        Fixtures.fourLines());
    // sorted, overlapping ones merged, clipped to the window
    assertThat(model.coarse().spans()).containsExactly(new TimeBox(1, 3), new TimeBox(6, 7), new TimeBox(9, 10));
    assertThat(model.withCoarsePatch(tiled(Fixtures.INNER)).coarse().patch()).isNotNull();
  }

  private BufferedImage paint(RenderModel.Coarse coarse) {
    RenderModel model = new RenderModel(0, 10, 0.01, "t", List.of(), List.of(), List.of(), List.of(), 0,
        tiled(Fixtures.OUTER), coarse);
    BufferedImage img = new BufferedImage(1000, 160, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      ScenePainter.paint(g, ctx, model, new Rectangle(0, 0, 1000, 160), null);
    } finally {
      g.dispose();
    }
    return img;
  }

  /** Every timeline tiled with states of one category narrower than a column: all in the raster's cells. */
  private static ActivityRaster tiled(int category) {
    List<Drawable> states = new ArrayList<>();
    for (int line = 0; line < 4; line++) {
      for (int i = 0; i < 1000; i++) {
        states.add(Primitive.state(category, i * 0.01, i * 0.01 + 0.01, line, null));
      }
    }
    return ActivityRaster.build(0, 10, 1000, 4, line -> line, CATEGORIES, states, List.of());
  }

  /** True when some pixel in columns [x0, x1] of the first row is the hatching's grey over the state's colour. */
  private boolean hatched(BufferedImage img, int x0, int x1) {
    Color outer = ctx.fill(Fixtures.OUTER);
    for (int x = x0; x <= x1; x++) {
      for (int y = 8; y < 32; y++) {
        Color c = new Color(img.getRGB(x, y));
        if (!c.equals(outer) && Math.abs(c.getRed() - c.getGreen()) < 40 && c.getRed() < outer.getRed() - 30) {
          return true;
        }
      }
    }
    return false;
  }
}
