package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The picture's row labels are drawn right-aligned in a column of fixed width: whatever the label,
 * what is drawn fits the column and says when something was left out, so a long "node / rank /
 * thread" label is never silently cut at the picture's left edge.
 */
class AxisLabelFitTest {
  private static final FontMetrics METRICS = metrics();

  @Property(tries = 300)
  void aFittedLabelFitsOrIsTheEllipsisAlone(@ForAll("labels") String label, @ForAll @IntRange(min = 8, max = 120) int width) {
    String fitted = LabelColumn.fitted(label, METRICS, width);
    assertThat(METRICS.stringWidth(fitted) <= width || fitted.equals("…")).as(fitted).isTrue();
  }

  @Property(tries = 300)
  void aLabelThatFitsIsKeptWhole(@ForAll("labels") String label, @ForAll @IntRange(min = 8, max = 200) int width) {
    if (METRICS.stringWidth(label) <= width) {
      assertThat(LabelColumn.fitted(label, METRICS, width)).isEqualTo(label);
    }
  }

  @Provide
  Arbitrary<String> labels() {
    Arbitrary<Integer> n = Arbitraries.integers().between(0, 99_999);
    return Combinators.combine(n, n, n, n).as((a, b, c, d) -> a % 3 == 0
        ? a + " / " + b + " / " + c
        : a % 3 == 1 ? "node " + a + " (" + b + ")" : a + " / " + b + " – " + c + " / " + d);
  }

  @Property(tries = 50)
  void aCutLabelKeepsItsEndAfterAnEllipsis(@ForAll @IntRange(min = 100, max = 99_999) int rank) {
    String label = "36 / " + rank + " / 0";
    String fitted = LabelColumn.fitted(label, METRICS, 40);
    assertThat(fitted).startsWith("…");
    assertThat(label).endsWith(fitted.substring(1));
  }

  private static FontMetrics metrics() {
    Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
    FontMetrics fm = g.getFontMetrics();
    g.dispose();
    return fm;
  }
}
