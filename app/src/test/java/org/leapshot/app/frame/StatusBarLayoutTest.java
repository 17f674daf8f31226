package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.leapshot.app.search.ViewerProbe;

/**
 * A message with no cursor time beside it (a cancelled conversion, no trace open) starts at the
 * status bar's left edge, not after the time's empty column; with a time shown, the time comes
 * first and the message after it.
 */
class StatusBarLayoutTest {
  @Test
  void aMessageWithoutATimeStartsAtTheLeftEdge() throws Exception {
    SwingUtilities.invokeAndWait(() -> {
      StatusBar bar = new StatusBar();
      bar.setItem("Cancelled converting wrf.otf");
      bar.setSize(900, 28);
      bar.validate();
      layOut(bar);
      assertThat(xOf(bar, "statusItem")).as("just after the border").isLessThan(20);

      bar.setTime("t = 1.5 s");
      layOut(bar);
      assertThat(xOf(bar, "statusTime")).isLessThan(20);
      assertThat(xOf(bar, "statusItem")).isGreaterThanOrEqualTo(170);

      bar.clear();
      bar.setItem("Cancelled converting wrf.otf");
      layOut(bar);
      assertThat(xOf(bar, "statusItem")).as("cleared for the next trace: the time's column goes too").isLessThan(20);
    });
  }

  private static void layOut(java.awt.Container c) {
    c.doLayout();
    for (Component k : c.getComponents()) {
      if (k instanceof java.awt.Container kc) {
        layOut(kc);
      }
    }
  }

  /** The label's left edge in the bar's coordinates. */
  private static int xOf(StatusBar bar, String name) {
    JLabel label = ViewerProbe.find(bar, name, JLabel.class);
    return SwingUtilities.convertPoint(label.getParent(), label.getX(), 0, bar).x;
  }
}
