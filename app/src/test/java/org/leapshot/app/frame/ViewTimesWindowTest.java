package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Insets;
import javax.swing.text.JTextComponent;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.testing.FpilogWindowTest;

/**
 * The time fields and the exported picture's title write a view's ends alike: the fields read
 * "0.000000 s" where the title read "0.000000001 s" for the same whole run, and at microsecond zoom
 * the field showed the last digits of a time too long for it (Xvfb).
 */
class ViewTimesWindowTest extends FpilogWindowTest {
  @Test
  void theFieldsAndTheExportedTitleShowTheSameTimesReadablyAtMicrosecondZoom() {
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(0.0644571205, 0.0644771205, true));
    String start = window.textBox("windowStart").text();
    String end = window.textBox("windowEnd").text();
    assertThat(start).isEqualTo("0.064 457 120 5 s");
    assertThat(end).isEqualTo("0.064 477 120 5 s");
    assertThat(GuiActionRunner.execute(() -> main.workspace().exportSource().title()))
        .isEqualTo("fpilog.slog2   " + start + " – " + end + "   (20.00 µs)");
    for (String name : new String[] {"windowStart", "windowEnd"}) {
      JTextComponent field = window.textBox(name).target();
      int room = GuiActionRunner.execute(() -> {
        Insets in = field.getInsets();
        return field.getWidth() - in.left - in.right - field.getFontMetrics(field.getFont()).stringWidth(field.getText());
      });
      assertThat(room).as(name + " fits its time").isGreaterThanOrEqualTo(0);
      assertThat(GuiActionRunner.execute(() -> field.modelToView2D(0).getX() - field.getInsets().left))
          .as(name + " shows its first digit").isLessThanOrEqualTo(1.0);
    }

    GuiActionRunner.execute(() -> main.workspace().view().setWindow(0, 1, true)); // the whole run, clamped
    String whole = GuiActionRunner.execute(() -> main.workspace().exportSource().title());
    assertThat(whole).contains(window.textBox("windowStart").text() + " – " + window.textBox("windowEnd").text());
  }
}
