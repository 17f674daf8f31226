package org.leapshot.app.legend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JTable;
import javax.swing.table.TableColumn;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.view.CategoryStyles;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategorySummary;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * The legend's name column asks for its longest name, up to {@link LegendPanel#NAME_WIDTH_MAX_PX}:
 * the window sizes the legend from its columns, so StarPU's "Number of Ready Tasks" shows whole
 * instead of "Number of Ready Ta…", and a 70-character Fortran name does not take the canvas's room.
 */
class LegendNameWidthTest {
  @Test
  void theNameColumnAsksForTheLongestNameWithinReason() {
    int[] widths = widths(List.of("Idle", "Number of Ready Tasks", "Executing"));
    assertThat(widths[0]).as("name column").isGreaterThanOrEqualTo(widths[1]).isLessThanOrEqualTo(LegendPanel.NAME_WIDTH_MAX_PX);

    int[] long1 = widths(List.of("Idle", "MODULE_SOMETHING_VERY_LONG::AND_EVEN_LONGER_SUBROUTINE_NAME_OF_WRF_DYNAMICS"));
    assertThat(long1[0]).isEqualTo(LegendPanel.NAME_WIDTH_MAX_PX);
  }

  /** The name column's width as laid out before showing, and the width of the second name's text. */
  private static int[] widths(List<String> names) {
    Map<Integer, Category> cats = new LinkedHashMap<>();
    for (int i = 0; i < names.size(); i++) {
      cats.put(i, Category.of(i, names.get(i), Topology.STATE, new Rgba(200, 90, 30, 255), 1, InfoLabel.NONE)
          .withSummary(new CategorySummary(0.01f, 0.01f, 150)));
    }
    return GuiActionRunner.execute(() -> {
      LegendPanel legend = new LegendPanel(new CategoryStyles(cats));
      JTable table = legend.table();
      TableColumn name = table.getColumnModel().getColumn(table.convertColumnIndexToView(LegendTableModel.NAME));
      return new int[] {name.getWidth(), table.getFontMetrics(table.getFont()).stringWidth(names.get(1))};
    });
  }
}
