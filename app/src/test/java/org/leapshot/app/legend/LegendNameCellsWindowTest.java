package org.leapshot.app.legend;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.JFrame;
import javax.swing.JTable;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.leapshot.app.view.CategoryStyles;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategorySummary;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * The legend's name cells as painted (under Xvfb): APEX's phylanx names, which share their first
 * 25 characters, each paint differently in a legend of the viewer's default width, where cut at
 * the end they all read "/phylanx/access-vari…".
 */
class LegendNameCellsWindowTest {
  private FrameFixture window;

  @AfterEach
  void close() {
    if (window != null) {
      window.cleanUp();
    }
  }

  @Test
  void namesSharingALongStartPaintApart() {
    List<String> names = new ArrayList<>(NameElisionTest.APEX);
    names.addAll(NameElisionTest.WRF);
    Map<Integer, Category> cats = new LinkedHashMap<>();
    for (int i = 0; i < names.size(); i++) {
      cats.put(i, Category.of(i, names.get(i), Topology.STATE, new Rgba(200, 90, 30, 255), 1, InfoLabel.NONE)
          .withSummary(new CategorySummary(0.01f, 0.01f, 150)));
    }
    CategoryStyles styles = new CategoryStyles(cats);
    org.assertj.swing.core.Robot robot = BasicRobot.robotWithNewAwtHierarchy();
    JFrame frame = GuiActionRunner.execute(() -> {
      JFrame f = new JFrame("legend");
      f.add(new LegendPanel(styles));
      return f;
    });
    window = new FrameFixture(robot, frame);
    window.show(new Dimension(380, 500)); // the viewer's legend is about this wide
    JTable table = window.table("legendTable").target();
    List<String> painted = GuiActionRunner.execute(() -> {
      int col = table.convertColumnIndexToView(LegendTableModel.NAME);
      int w = table.getColumnModel().getColumn(col).getWidth();
      List<String> out = new ArrayList<>();
      for (int row = 0; row < table.getRowCount(); row++) {
        Component c = table.prepareRenderer(table.getCellRenderer(row, col), row, col);
        c.setBounds(0, 0, w, table.getRowHeight());
        BufferedImage img = new BufferedImage(w, table.getRowHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        c.paint(g);
        g.dispose();
        out.add(Arrays.toString(img.getRGB(0, 0, w, img.getHeight(), null, 0, w)));
      }
      return out;
    });
    assertThat(GuiActionRunner.execute(() -> table.getColumnModel()
        .getColumn(table.convertColumnIndexToView(LegendTableModel.NAME)).getWidth()))
        .as("a column narrower than the names").isLessThan(table.getFontMetrics(table.getFont())
            .stringWidth(NameElisionTest.APEX.get(0)));
    Set<String> distinct = new HashSet<>(painted);
    assertThat(distinct).as("every name paints differently").hasSize(names.size());
  }
}
