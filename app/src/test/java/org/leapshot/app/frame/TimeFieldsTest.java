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

  @Test
  void startThenTabThenEndGivesTheTypedRange() throws Exception {
    SwingUtilities.invokeAndWait(() -> {
      ViewState view = new ViewState(new TimeBox(0, 0.5));
      TimeFieldsPanel fields = new TimeFieldsPanel(view, () -> { });
      // Start typed, Tab (no Enter), End typed, Enter: both count (the start used to be dropped,
      // leaving 0 .. 0.1002 s)
      find(fields, "windowStart").setText("0.1");
      type(fields, "windowEnd", "0.1002");
      assertThat(view.window().startSec()).isEqualTo(0.1);
      assertThat(view.window().endSec()).isEqualTo(0.1002);
      // Start and width typed together: the window starts there, that wide
      find(fields, "windowStart").setText("0.2");
      type(fields, "windowWidth", "1 ms");
      assertThat(view.window().startSec()).isEqualTo(0.2);
      assertThat(view.window().widthSec()).isCloseTo(0.001, org.assertj.core.data.Offset.offset(1e-12));
      // End and width: the window ends there
      find(fields, "windowWidth").setText("10 ms");
      type(fields, "windowEnd", "0.3");
      assertThat(view.window().endSec()).isEqualTo(0.3);
      assertThat(view.window().widthSec()).isCloseTo(0.01, org.assertj.core.data.Offset.offset(1e-12));
      // Enter in an untouched field changes nothing, though its text is rounded
      ViewState.Window before = view.window();
      find(fields, "windowStart").postActionEvent();
      assertThat(view.window()).isEqualTo(before);
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
