package org.leapshot.app.importing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import javax.swing.JButton;
import javax.swing.JLabel;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.convert.TraceFormat;

/**
 * The progress dialog's time line, on a made-up clock: elapsed time from the start, the time left
 * once the pace is steady, refreshed by its own timer at a calm rate, and after Cancel only the
 * elapsed time (the estimate no longer applies).
 */
class ImportProgressTimeTest {
  private static final long S = 1_000_000_000L;

  @BeforeAll
  static void checkEdt() {
    FailOnThreadViolationRepaintManager.install();
  }

  @Test
  void theDialogSaysTheTimeElapsedAndLeftAndCancelStillWorks() {
    AtomicLong now = new AtomicLong(100 * S);
    AtomicInteger cancels = new AtomicInteger();
    String[] seen = GuiActionRunner.execute(() -> {
      ImportProgressDialog d = new ImportProgressDialog(null, "r1024.otf2", TraceFormat.OTF2, cancels::incrementAndGet,
          now::get);
      try {
        JLabel time = find(d, "importTime", JLabel.class);
        String[] out = new String[4];
        out[0] = time.getText();
        d.setProgress("reading", 0.0);
        now.addAndGet(20 * S);
        d.setProgress("reading", 0.4);
        d.tick();
        out[1] = time.getText();
        find(d, "importCancel", JButton.class).doClick();
        now.addAndGet(S);
        d.tick();
        out[2] = time.getText();
        out[3] = String.valueOf(ImportProgressDialog.TICK_MS);
        return out;
      } finally {
        d.dispose();
      }
    });
    assertThat(seen[0]).isEqualTo("0:00 elapsed");
    // 20 s for 40 %: 30 s left
    assertThat(seen[1]).isEqualTo("0:20 elapsed · about 30 s left");
    assertThat(seen[2]).isEqualTo("0:21 elapsed");
    assertThat(cancels).hasValue(1);
    assertThat(Integer.parseInt(seen[3])).as("a calm refresh").isBetween(500, 1000);
  }

  private static <T> T find(java.awt.Container c, String name, Class<T> type) {
    for (java.awt.Component k : c.getComponents()) {
      if (name.equals(k.getName()) && type.isInstance(k)) {
        return type.cast(k);
      }
      if (k instanceof java.awt.Container inner) {
        T found = find(inner, name, type);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }
}
