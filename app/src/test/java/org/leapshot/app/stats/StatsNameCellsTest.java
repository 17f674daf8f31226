package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.FontMetrics;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.JTable;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.stats.StatsColumn.Kind;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * The Statistics window's category cells fit APEX's phylanx names, which share their first 25
 * characters, so that each can be told apart ("/phylanx/access-variable$6…" three times before),
 * and say the whole name on hover.
 */
class StatsNameCellsTest {
  private static final List<String> NAMES = List.of("/phylanx/access-variable$60$conf_i/2$65$45::eval",
      "/phylanx/access-variable$64$X/2$64$65::eval", "/phylanx/access-variable$65$XtX/2$64$70::eval",
      "/phylanx/access-variable$56$i/2$61$62::eval", "phylanx_primitive_store_single_action", "run_helper");

  @Test
  void categoryNamesSharingALongStartAreCutApartAndHoverSaysThemWhole() {
    List<Category> cats = new ArrayList<>();
    for (int i = 0; i < NAMES.size(); i++) {
      cats.add(Category.of(i, NAMES.get(i), Topology.STATE, new Rgba(40, 90, 200, 255), 1, InfoLabel.NONE));
    }
    StatsTableModel<Category> model = new StatsTableModel<>("By category",
        List.of(new StatsColumn<>("Category", Kind.CATEGORY, c -> c)), cats);
    List<String[]> cells = GuiActionRunner.execute(() -> {
      JTable t = StatsTables.table("t", model, List.of());
      t.setSize(190, 400); // the window's category column
      t.doLayout();
      int room = t.getColumnModel().getColumn(0).getWidth();
      List<String[]> out = new ArrayList<>();
      for (int r = 0; r < t.getRowCount(); r++) {
        JLabel l = (JLabel) t.prepareRenderer(t.getCellRenderer(r, 0), r, 0);
        FontMetrics fm = l.getFontMetrics(l.getFont());
        int need = fm.stringWidth(l.getText()) + l.getIcon().getIconWidth() + l.getIconTextGap()
            + l.getInsets().left + l.getInsets().right;
        out.add(new String[] {l.getText(), l.getToolTipText(), String.valueOf(need <= room)});
      }
      return out;
    });
    assertThat(cells).extracting(c -> c[0]).doesNotHaveDuplicates().contains("run_helper");
    assertThat(cells).extracting(c -> c[2]).as("every name fits the column").containsOnly("true");
    assertThat(cells).extracting(c -> c[1]).containsExactlyInAnyOrderElementsOf(NAMES);
  }
}
