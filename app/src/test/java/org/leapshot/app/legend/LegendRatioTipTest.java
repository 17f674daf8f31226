package org.leapshot.app.legend;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import javax.swing.JComponent;
import javax.swing.JTable;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.testing.FpilogWindowTest;

/**
 * The legend's Incl and Excl are SLOG-2's ratios (time summed over all timelines ÷ the run's
 * length): r16384's MPI_Init reads 3978.877, and its tooltip said "397887.70 % of the run's time".
 * The tooltip says the seconds, which the Statistics window's whole run shows (513.0 s), and the
 * headers say what the short names stand for: whole-run times, not the view's.
 */
class LegendRatioTipTest extends FpilogWindowTest {
  @Test
  void ratiosSayTheirSecondsAndHeadersSayWhatTheyAre() {
    assertThat(LegendRenderers.ratioTip("Inclusive ratio", 3978.877f, 0.128934))
        .startsWith("Inclusive ratio 3978.8770 = 513.0 s summed over all timelines (3979 × the run's 128.9 ms)")
        .doesNotContain("%");
    JTable table = window.table("legendTable").target();
    String[] tips = GuiActionRunner.execute(() -> {
      String[] out = new String[3];
      for (int i = 0; i < 2; i++) {
        int col = table.convertColumnIndexToView(i == 0 ? LegendTableModel.INCLUSIVE : LegendTableModel.EXCLUSIVE);
        Component c = table.prepareRenderer(table.getCellRenderer(0, col), 0, col);
        out[i] = ((JComponent) c).getToolTipText();
      }
      java.awt.Rectangle head = table.getTableHeader().getHeaderRect(
          table.convertColumnIndexToView(LegendTableModel.INCLUSIVE));
      out[2] = table.getTableHeader().getToolTipText(new java.awt.event.MouseEvent(table.getTableHeader(),
          java.awt.event.MouseEvent.MOUSE_MOVED, 0, 0, head.x + 3, head.y + 3, 0, false));
      return out;
    });
    for (int i = 0; i < tips.length; i++) {
      assertThat(tips[i]).as("a paragraph, not a line past the screen's edges").startsWith("<html><p style='width:");
      tips[i] = tips[i].replaceAll("<[^>]+>", "");
    }
    // the file's summary's ratio, or once the run is counted in the background, the counted time
    assertThat(tips[0]).matches("(Inclusive ratio [-\\d.]+ = |Inclusive time ).* summed over all timelines .*")
        .doesNotContain("%");
    assertThat(tips[1]).startsWith("Exclusive").contains("summed over all timelines");
    assertThat(LegendRenderers.exactTip("Exclusive ratio", 3978.877f, 0.128934))
        .startsWith("Exclusive time 513.0 s summed over all timelines").contains("counted");
    assertThat(tips[2]).startsWith("Inclusive time in the whole run (not the view)").contains("summed over all timelines");
  }
}
