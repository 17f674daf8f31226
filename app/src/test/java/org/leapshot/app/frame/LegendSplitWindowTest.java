package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.FpilogWindowTest;

/**
 * The legend gives up width with the window: shrunk to 1024×700 it used to keep its 440..600 px
 * and leave the timelines a quarter of the window (here 900×640, where fpilog's 440 px legend is more than its share); now it keeps at most its share and the canvas
 * the rest, and it grows back to the width it asked for when the window is widened again.
 */
class LegendSplitWindowTest extends FpilogWindowTest {
  @Test
  void aNarrowWindowKeepsTheCanvasWideAndAWideOneGivesTheLegendItsWidthBack() {
    JSplitPane split = GuiActionRunner.execute(() -> ViewerProbe.find(main, "legendSplit", JSplitPane.class));
    Component legend = GuiActionRunner.execute(split::getRightComponent);
    int asked = GuiActionRunner.execute(() -> legend.getPreferredSize().width);
    assertThat(asked).as("the legend asks for at least 440 px").isGreaterThanOrEqualTo(440);

    resize(900, 640);
    int splitWidth = GuiActionRunner.execute(split::getWidth);
    int legendWidth = GuiActionRunner.execute(legend::getWidth);
    assertThat(legendWidth).as("legend of a %d px split", splitWidth).isLessThan(asked)
        .isLessThanOrEqualTo(splitWidth / 2).isGreaterThanOrEqualTo(splitWidth * LegendSplit.MAX_SHARE_PERCENT / 100 - 1);
    int timelinesWidth = GuiActionRunner.execute(() -> split.getLeftComponent().getWidth());
    assertThat(timelinesWidth).as("the timelines keep the larger part").isGreaterThan(legendWidth);
    JTable table = GuiActionRunner.execute(() -> ViewerProbe.find(main, "legendTable", JTable.class));
    assertThat(GuiActionRunner.execute(table::getWidth)).as("the legend's columns all fit, no sideways scrolling")
        .isLessThanOrEqualTo(GuiActionRunner.execute(() -> table.getParent().getWidth()));

    resize(1600, 1000);
    assertThat(GuiActionRunner.execute(legend::getWidth)).as("back to the width it asked for").isEqualTo(asked);
  }

  @Test
  void theLegendsShareIsCappedButKeepsItsColumnsUnlessThatTakesHalf() {
    assertThat(LegendSplit.legendWidth(500, 1600, 300)).isEqualTo(500);
    assertThat(LegendSplit.legendWidth(500, 1000, 300)).isEqualTo(450);
    assertThat(LegendSplit.legendWidth(500, 1000, 480)).isEqualTo(480);
    assertThat(LegendSplit.legendWidth(500, 800, 450)).isEqualTo(400);
    assertThat(LegendSplit.legendWidth(500, 0, 0)).isZero();
  }

  private void resize(int width, int height) {
    GuiActionRunner.execute(() -> {
      main.setSize(new Dimension(width, height));
      main.validate();
    });
    window.robot().waitForIdle(); // the split is fitted on its resize event, after the layout
    window.robot().waitForIdle();
  }
}
