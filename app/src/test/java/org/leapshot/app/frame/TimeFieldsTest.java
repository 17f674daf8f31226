package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.TimeBox;

/** Typing the window's start and then its end gives that window, also from the whole run. */
class TimeFieldsTest {
  @Test
  void aTypedStartIsWhereTheWindowStarts() throws Exception {
    SwingUtilities.invokeAndWait(() -> {
      ViewState view = new ViewState(new TimeBox(0, 10));
      TimeFieldsPanel fields = new TimeFieldsPanel(view, () -> { });
      // the whole run: the start moves, the end stays at the run's end (was: clamped back to 0)
      type(fields, "windowStart", "4");
      assertThat(view.window()).isEqualTo(new ViewState.Window(4, 10));
      type(fields, "windowEnd", "5");
      assertThat(view.window()).isEqualTo(new ViewState.Window(4, 5));
      // with room, as wide as before
      type(fields, "windowStart", "2");
      assertThat(view.window()).isEqualTo(new ViewState.Window(2, 3));
      type(fields, "windowStart", "9.5 s");
      assertThat(view.window()).isEqualTo(new ViewState.Window(9.5, 10));
    });
  }

  private static void type(TimeFieldsPanel fields, String name, String text) {
    JTextField f = find(fields, name);
    f.setText(text);
    f.postActionEvent();
  }

  private static JTextField find(java.awt.Container c, String name) {
    for (java.awt.Component child : c.getComponents()) {
      if (child instanceof JTextField f && name.equals(f.getName())) {
        return f;
      }
      if (child instanceof java.awt.Container inner) {
        JTextField f = find(inner, name);
        if (f != null) {
          return f;
        }
      }
    }
    return null;
  }
}
