package org.leapshot.app.stats;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryTick;
import org.jfree.chart.text.TextBlock;
import org.jfree.chart.text.TextLine;
import org.jfree.chart.ui.RectangleEdge;

/**
 * The bar chart's timeline axis: when the bars are closer than a line of text (16 or 24 timelines
 * in a short chart), it labels every k-th bar, starting with the first, instead of printing the
 * labels over each other; hovering a bar still names its timeline.
 */
final class TimelineBarAxis extends CategoryAxis {
  TimelineBarAxis(String label) {
    super(label);
  }

  @Override
  public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
    @SuppressWarnings("unchecked")
    List<CategoryTick> ticks = super.refreshTicks(g2, state, dataArea, edge);
    int n = ticks.size();
    if (n < 2 || g2 == null) {
      return ticks;
    }
    double spacing = Math.abs(getCategoryMiddle(1, n, dataArea, edge) - getCategoryMiddle(0, n, dataArea, edge));
    double line = g2.getFontMetrics(getTickLabelFont()).getHeight();
    int every = spacing <= 0 ? n : (int) Math.ceil(line / spacing);
    if (every <= 1) {
      return ticks;
    }
    List<CategoryTick> sparse = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      CategoryTick t = ticks.get(i);
      sparse.add(i % every == 0 ? t : new CategoryTick(t.getCategory(), new TextBlock(), t.getLabelAnchor(),
          t.getRotationAnchor(), t.getAngle()));
    }
    return sparse;
  }

  /** Labels of the ticks {@link #refreshTicks} gives, "" where a label is left out (for tests). */
  List<String> labelsDrawn(Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge) {
    List<String> out = new ArrayList<>();
    for (Object o : refreshTicks(g2, new AxisState(), dataArea, edge)) {
      CategoryTick t = (CategoryTick) o;
      StringBuilder sb = new StringBuilder();
      for (Object line : t.getLabel().getLines()) {
        sb.append(((TextLine) line).getFirstTextFragment().getText());
      }
      out.add(sb.toString());
    }
    return out;
  }
}
