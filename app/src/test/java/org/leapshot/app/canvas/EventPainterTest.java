package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.leapshot.app.canvas.RenderModel.EventItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategoryWeight;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.junit.jupiter.api.Test;

class EventPainterTest {
  private static final int EVENT = 7;
  private static final Map<Integer, Category> CATEGORIES =
      Map.of(EVENT, Category.of(EVENT, "PAPI_sample", Topology.EVENT, new Rgba(0, 0, 0, 255), 1, InfoLabel.NONE));
  // 1000 px for 10 s: an event at t s is at x = 100 t; rows are 40 px high.
  private final PaintContext ctx = new PaintContext(new TimeScale(0, 10, 1000), new RowLayout(Fixtures.fourLines(), 40),
      CATEGORIES, CanvasTheme.LIGHT);

  private static EventItem event(double t, int row) {
    return new EventItem(t, row, EVENT, null, null, null);
  }

  @Test
  void markersOverlapOnlyWithinAMarkerWidthInTheSameRow() {
    List<EventItem> events = List.of(event(1.00, 0), event(1.05, 0), event(1.05, 1), event(3.00, 0), event(3.08, 0));
    // x 100 and 105 overlap in row 0; 105 in row 1 is alone; 300 and 308 are a marker width apart.
    assertThat(EventPainter.overlapping(ctx, events)).containsExactly(true, true, false, false, false);
  }

  @Test
  void zoomedOutAnEventWithRoomKeepsItsMarkerAndCrowdedOnesBecomeTicks() {
    List<EventItem> events = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      events.add(event(2 + i * 0.02, 0)); // 20 events 2 px apart in row 0: a busy stretch
    }
    events.add(event(6, 1)); // one alone in row 1
    BufferedImage img = paint(events);
    // The lone event: a stick in the lower part of its row (y 40..80) and an 8 px wide head.
    assertThat(dark(img, 600, 75)).isTrue();
    assertThat(dark(img, 597, 44)).isTrue();
    // The busy stretch (x 200..238 in row 0, y 0..40): only ticks in the top fifth, nothing below,
    // where a comb of markers would have covered the row.
    assertThat(dark(img, 220, 3)).isTrue();
    for (int x = 196; x <= 244; x++) {
      for (int y = 12; y < 40; y++) {
        assertThat(dark(img, x, y)).as("x %d y %d", x, y).isFalse();
      }
    }
  }

  @Test
  void rowsTooLowForAMarkerGetTicksOnly() {
    // 4 rows of 3 px: a marker (at least 4 px high, 8 wide) would spill over the neighbouring rows.
    PaintContext low = new PaintContext(new TimeScale(0, 10, 1000), new RowLayout(Fixtures.fourLines(), 3), CATEGORIES,
        CanvasTheme.LIGHT);
    BufferedImage img = new BufferedImage(1000, 12, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, 1000, 12);
    EventPainter.paintLevelOfDetail(g, low, List.of(event(5, 1)), new Rectangle(0, 0, 1000, 12));
    g.dispose();
    assertThat(dark(img, 500, 3)).as("a tick at the top of row 1").isTrue();
    for (int y = 0; y < 12; y++) {
      for (int x = 490; x <= 510; x++) {
        if (x != 500 || y != 3) {
          assertThat(dark(img, x, y)).as("x %d y %d", x, y).isFalse();
        }
      }
    }
  }

  @Test
  void zoomedOutAPreviewEventIsAFaintBandOverItsRangeNotAnEllipseOverTheStates() {
    // Two real events somewhere in 2..4 s of row 0, summarised by the file (the overview of a big trace).
    Shadow summary = new Shadow(Topology.EVENT, EVENT, new double[] {3.1}, new int[] {0}, new TimeBox(2, 4), 2,
        List.of(new CategoryWeight(EVENT, Float.NaN, 0f, 2)));
    EventItem preview = new EventItem(3.1, 0, EVENT, null, null, summary);
    BufferedImage img = paint(List.of(preview));
    // Row 0 is y 0..40: the band fills the top fifth (y 0..7) across x 200..400, faded, not black.
    for (int x = 202; x < 398; x += 14) {
      Color c = new Color(img.getRGB(x, 3));
      assertThat(c.getRed()).as("band at x %d", x).isBetween(90, 160);
    }
    // Below the band nothing: no ellipse, no stick over the states of the row.
    for (int x = 190; x <= 410; x++) {
      for (int y = 9; y < 40; y++) {
        assertThat(dark(img, x, y)).as("x %d y %d", x, y).isFalse();
      }
    }
    // A click under the band is the states', not the preview event's.
    ActivityRaster raster = ActivityRaster.build(0, 10, 1000, 4, line -> line, CATEGORIES, List.of(), List.of());
    RenderModel model = new RenderModel(0, 10, 0.01, "LineID", List.of(), List.of(), List.of(), List.of(preview), 0,
        raster);
    assertThat(HitTest.find(model, ctx, 300, 25)).isEmpty();
    Hit hit = HitTest.find(model, ctx, 300, 3).orElseThrow();
    assertThat(hit.item()).isEqualTo(preview);
    // Its highlight outlines the band it is, not Jumpshot's ellipse box over the row's states.
    BufferedImage lit = new BufferedImage(1000, 160, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = lit.createGraphics();
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, 1000, 160);
    ScenePainter.paintHighlight(g, ctx, hit, true);
    g.dispose();
    assertThat(changed(lit, 300, 0, 300, 8)).as("outline along the band").isTrue();
    assertThat(changed(lit, 190, 12, 410, 39)).as("nothing drawn lower in the row").isFalse();
  }

  /**
   * Events at the window's first and last instant (the whole run's "program begin" and "end") are
   * drawn whole inside the picture, as many dark pixels as one in the middle, their stick at their
   * time, and a click anywhere on the head finds them; an event inside is drawn where it always was.
   */
  @Test
  void eventsAtTheWindowsEdgesAreDrawnAndHitWhole() {
    EventItem first = event(0, 0);
    EventItem middle = event(5, 1);
    EventItem last = event(10, 2);
    EventItem before = event(-0.01, 3); // just outside the window: left where its time is
    for (boolean levelOfDetail : new boolean[] {false, true}) {
      BufferedImage img = new BufferedImage(1000, 160, BufferedImage.TYPE_INT_RGB);
      Graphics2D g = img.createGraphics();
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, 1000, 160);
      List<EventItem> events = List.of(first, middle, last, before);
      if (levelOfDetail) {
        EventPainter.paintLevelOfDetail(g, ctx, events, new Rectangle(0, 0, 1000, 160));
      } else {
        EventPainter.paint(g, ctx, events, new Rectangle(0, 0, 1000, 160));
      }
      g.dispose();
      int whole = darkCount(img, 480, 40, 520, 80);
      assertThat(darkCount(img, 0, 0, 40, 40)).as("first, level of detail %s", levelOfDetail).isEqualTo(whole);
      assertThat(darkCount(img, 960, 80, 1000, 120)).as("last").isEqualTo(whole);
      assertThat(dark(img, 0, 30)).as("first's stick at x 0").isTrue();
      assertThat(dark(img, 999, 110)).as("last's stick in the last column").isTrue();
      assertThat(darkCount(img, 0, 120, 40, 160)).as("the one before the window").isLessThan(whole);
      // the middle one as before: head x 496..504, stick at 500
      assertThat(dark(img, 500, 75)).isTrue();
      assertThat(dark(img, 497, 46) && dark(img, 503, 46) && !dark(img, 494, 46) && !dark(img, 506, 46)).isTrue();
    }
    RenderModel model = new RenderModel(0, 10, 0.01, "LineID", List.of(), List.of(), List.of(),
        List.of(first, middle, last), 0, null);
    assertThat(HitTest.find(model, ctx, 7 + HitTest.LINE_RADIUS_PX, 6).orElseThrow().item()).isEqualTo(first);
    assertThat(HitTest.find(model, ctx, 993 - HitTest.LINE_RADIUS_PX, 86).orElseThrow().item()).isEqualTo(last);
  }

  private static int darkCount(BufferedImage img, int x0, int y0, int x1, int y1) {
    int n = 0;
    for (int y = y0; y < y1; y++) {
      for (int x = x0; x < x1; x++) {
        n += dark(img, x, y) ? 1 : 0;
      }
    }
    return n;
  }

  /** Whether any pixel in x0..x1, y0..y1 is not white. */
  private static boolean changed(BufferedImage img, int x0, int y0, int x1, int y1) {
    for (int y = y0; y <= y1; y++) {
      for (int x = x0; x <= x1; x++) {
        if ((img.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
          return true;
        }
      }
    }
    return false;
  }

  private BufferedImage paint(List<EventItem> events) {
    BufferedImage img = new BufferedImage(1000, 160, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, 1000, 160);
    EventPainter.paintLevelOfDetail(g, ctx, events, new Rectangle(0, 0, 1000, 160));
    g.dispose();
    return img;
  }

  private static boolean dark(BufferedImage img, int x, int y) {
    Color c = new Color(img.getRGB(x, y));
    return c.getRed() + c.getGreen() + c.getBlue() < 600;
  }
}
