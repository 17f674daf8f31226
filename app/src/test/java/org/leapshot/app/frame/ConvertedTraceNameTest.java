package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.stats.StatisticsWindow;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.testing.TemporaryConversionCache;

/**
 * A converted trace is read from the conversion cache but named after the file the user opened,
 * in the window and the statistics titles; opening it clears the previous trace's status line.
 */
class ConvertedTraceNameTest extends FpilogWindowTest implements TemporaryConversionCache {
  @Test
  void theStatisticsTitleNamesTheOriginalNotTheCacheFile() {
    GuiActionRunner.execute(() -> main.workspace().hovered(main.workspace().view().window().center(), null));
    assertThat(statusTime()).startsWith("t = ");
    GuiActionRunner.execute(() -> main.open(Shared.testdata("text/data.txt")));
    Pause.pause(OnEdt.condition("data.txt open", () -> main.getTitle().endsWith("data.txt") && !main.isOpening()),
        Timeout.timeout(30000));
    assertThat(statusTime()).isBlank();
    assertThat(GuiActionRunner.execute(() -> main.workspace().trace().path().getFileName().toString()))
        .startsWith("data.txt.").endsWith(".slog2");
    GuiActionRunner.execute(() -> main.statistics().actionPerformed(null));
    StatisticsWindow stats = GuiActionRunner.execute(() -> main.statistics().lastWindow());
    assertThat(GuiActionRunner.execute(stats::getTitle)).startsWith("Statistics — data.txt").doesNotContain(".slog2");
    GuiActionRunner.execute(stats::dispose);
  }

  private String statusTime() {
    return GuiActionRunner.execute(() -> ViewerProbe.find(main, "statusTime", JLabel.class).getText());
  }
}
