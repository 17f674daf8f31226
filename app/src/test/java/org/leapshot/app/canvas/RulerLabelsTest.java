package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.app.view.ViewState;

/**
 * Ruler labels never overlap and the first tick is always labelled, at any position in the run
 * and any zoom down to the viewer's floor, on any width; checked with the real font metrics. A
 * measured range is shaded on the ruler with its length written inside the strip, where no tick
 * label is printed.
 */
class RulerLabelsTest {
  private static final FontMetrics FM = metrics();

  @Property(tries = 400)
  void labelsNeverOverlap(@ForAll @DoubleRange(min = -2, max = 6) double logStart,
      @ForAll @DoubleRange(min = -8, max = 3) double logWidth, @ForAll @IntRange(min = 200, max = 4000) int widthPx) {
    double start = Math.pow(10, logStart);
    double width = Math.max(ViewState.MIN_WIDTH_SEC, Math.pow(10, logWidth));
    TimeScale scale = new TimeScale(start, start + width, widthPx);
    RulerTicks ticks = RulerPainter.ticks(scale, FM);
    List<RulerPainter.Label> labels = RulerPainter.labels(ticks, FM, widthPx, FM.stringWidth(ticks.unitLabel()) + 8);
    for (int i = 1; i < labels.size(); i++) {
      RulerPainter.Label a = labels.get(i - 1);
      RulerPainter.Label b = labels.get(i);
      assertThat(b.x()).as("%s then %s", a, b).isGreaterThanOrEqualTo(a.x() + a.width() + RulerPainter.LABEL_GAP_PX);
      assertThat(b.text()).isNotEqualTo(a.text());
    }
    // the first tick's label is always shown (a narrow ruler may have no tick inside its window)
    assertThat(labels.isEmpty()).isEqualTo(ticks.ticks().isEmpty());
  }

  @Property(tries = 300)
  void theMeasuredLengthIsInTheStripAndNoTickLabelUnderIt(@ForAll @DoubleRange(min = -2, max = 4) double logStart,
      @ForAll @DoubleRange(min = -8, max = 2) double logWidth, @ForAll @IntRange(min = 200, max = 3000) int widthPx,
      @ForAll @DoubleRange(min = -0.5, max = 1.2) double from, @ForAll @DoubleRange(min = 0, max = 1.5) double length) {
    double start = Math.pow(10, logStart);
    double width = Math.max(ViewState.MIN_WIDTH_SEC, Math.pow(10, logWidth));
    TimeScale scale = new TimeScale(start, start + width, widthPx);
    MeasuredRange measured = new MeasuredRange();
    measured.set(start + from * width, start + (from + length) * width);
    RulerTicks ticks = RulerPainter.ticks(scale, FM);
    List<RulerPainter.Label> labels = RulerPainter.labels(ticks, FM, widthPx, FM.stringWidth(ticks.unitLabel()) + 8);
    RulerPainter.Label shown = RulerPainter.measureLabel(measured, scale, FM);
    if (from > 1.01 || from + length < -0.01) {
      assertThat(shown).as("none of the range in view").isNull();
    }
    if (from < 0.99 && from + length > 0.01) {
      assertThat(shown).as("a length is written while part of the range is in view").isNotNull();
    }
    if (shown == null) {
      return;
    }
    assertThat(shown.text()).isEqualTo(TimeUnits.duration(measured.toSec() - measured.fromSec()));
    assertThat(shown.x()).isGreaterThanOrEqualTo(0);
    assertThat(shown.x() + shown.width()).isLessThanOrEqualTo(widthPx);
    for (RulerPainter.Label l : RulerPainter.labelsBeside(labels, shown)) {
      assertThat(l.x() + l.width() <= shown.x() || shown.x() + shown.width() <= l.x()).as("%s under %s", l, shown)
          .isTrue();
    }
  }

  @org.junit.jupiter.api.Test
  void theRulerShadesTheMeasuredRangeAndWritesItsLengthOverIt() {
    TimeScale scale = new TimeScale(0, 10, 800);
    MeasuredRange measured = new MeasuredRange();
    measured.set(7.5, 2.5); // dragged leftwards: x 200 to 600
    int height = FM.getHeight() + 14;
    BufferedImage plain = ruler(scale, new MeasuredRange(), height);
    BufferedImage shaded = ruler(scale, measured, height);
    int bottom = height - 2; // below the labels: only the band can change it
    for (int x = 0; x < 800; x++) {
      boolean inside = x > 201 && x < 599;
      boolean outside = x < 199 || x > 601;
      if (inside) {
        assertThat(shaded.getRGB(x, bottom)).as("x %d", x).isNotEqualTo(plain.getRGB(x, bottom));
      } else if (outside) {
        assertThat(shaded.getRGB(x, bottom)).as("x %d", x).isEqualTo(plain.getRGB(x, bottom));
      }
    }
    RulerPainter.Label length = RulerPainter.measureLabel(measured, scale, FM);
    assertThat(length.text()).isEqualTo("5.000 s");
    assertThat(length.x() + length.width() / 2).isCloseTo(400, org.assertj.core.data.Offset.offset(1));
    int dark = 0;
    for (int x = length.x(); x < length.x() + length.width(); x++) {
      for (int y = 9; y < 9 + FM.getAscent(); y++) {
        dark += new java.awt.Color(shaded.getRGB(x, y)).getRed() < 100 ? 1 : 0;
      }
    }
    assertThat(dark).as("the length's text is drawn").isGreaterThan(20);
  }

  private static BufferedImage ruler(TimeScale scale, MeasuredRange measured, int height) {
    BufferedImage img = new BufferedImage(scale.widthPx(), height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    RulerPainter.paint(g, scale, CanvasTheme.LIGHT, height, FM.getFont(), measured);
    g.dispose();
    return img;
  }

  @org.junit.jupiter.api.Test
  void deepInALongRunTheLabelsAreSpacedForTheirWidth() {
    // 10 ns window 82.5 s into the run: labels like "82500000004" ns are wider than the usual spacing
    TimeScale scale = new TimeScale(82.5, 82.5 + ViewState.MIN_WIDTH_SEC, 1000);
    RulerTicks ticks = RulerPainter.ticks(scale, FM);
    int widest = ticks.ticks().stream().mapToInt(t -> FM.stringWidth(t.label())).max().orElseThrow();
    assertThat(ticks.stepSec() / scale.secPerPx()).isGreaterThanOrEqualTo(widest + RulerPainter.LABEL_GAP_PX);
    assertThat(ticks.ticks().size()).isGreaterThanOrEqualTo(2);
  }

  private static FontMetrics metrics() {
    Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    return g.getFontMetrics();
  }
}
