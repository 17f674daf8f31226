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
 * and any zoom down to the viewer's floor, on any width; checked with the real font metrics.
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
