package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JToolBar;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.FpilogWindowTest;

/**
 * The line-ID map chooser is the only way to change the timelines' layout: in a 1024 px window the
 * toolbar wraps, and the chooser went to a second row without its "Timelines" label, which stayed
 * at the end of the first. They now wrap together, and stay inside the toolbar and the window.
 */
class ToolbarWrapWindowTest extends FpilogWindowTest {
  @Test
  void inANarrowWindowTheMapChooserWrapsWithItsLabelAndStaysVisible() {
    GuiActionRunner.execute(() -> {
      main.setSize(new Dimension(1024, 700));
      main.validate();
    });
    window.robot().waitForIdle();
    window.robot().waitForIdle();

    Rectangle[] boxes = GuiActionRunner.execute(() -> {
      JToolBar bar = ViewerProbe.find(main, "toolbar", JToolBar.class);
      JComboBox<?> maps = ViewerProbe.find(main, "mapCombo", JComboBox.class);
      JLabel label = null;
      for (Component c : maps.getParent().getComponents()) {
        if (c instanceof JLabel l && l.getText().startsWith("Timelines")) {
          label = l;
        }
      }
      assertThat(label).as("the chooser's label beside it").isNotNull();
      return new Rectangle[] {
          SwingUtilities.convertRectangle(maps.getParent(), maps.getBounds(), main.getContentPane()),
          SwingUtilities.convertRectangle(label.getParent(), label.getBounds(), main.getContentPane()),
          SwingUtilities.convertRectangle(bar.getParent(), bar.getBounds(), main.getContentPane()),
          new Rectangle(0, 0, main.getContentPane().getWidth(), main.getContentPane().getHeight())};
    });
    Rectangle maps = boxes[0];
    Rectangle label = boxes[1];
    Rectangle bar = boxes[2];
    assertThat(label.y + label.height / 2).as("label and chooser on one row")
        .isBetween(maps.y, maps.y + maps.height);
    assertThat(label.x).as("the label before the chooser").isLessThan(maps.x);
    assertThat(bar.contains(maps)).as("chooser %s inside the toolbar %s", maps, bar).isTrue();
    assertThat(boxes[3].contains(maps)).as("chooser %s inside the window %s", maps, boxes[3]).isTrue();
  }
}
