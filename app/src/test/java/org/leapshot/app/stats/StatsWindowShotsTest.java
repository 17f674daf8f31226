package org.leapshot.app.stats;

import static org.leapshot.app.testing.OnEdt.condition;

import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.frame.MainWindow;
import org.leapshot.app.frame.ViewerMain;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.Settings;

/**
 * Screenshots of the Statistics window on big traces for looking at by eye, not a check: run with
 * {@code -Dleapshot.statsShotFile=FILE -Dleapshot.shots=DIR} (generated traces are not committed).
 */
@EnabledIfSystemProperty(named = "leapshot.statsShotFile", matches = ".+")
class StatsWindowShotsTest {
  @TempDir
  Path config;

  @Test
  void shootApproximateAndExact() {
    Path file = Path.of(System.getProperty("leapshot.statsShotFile"));
    String name = file.getFileName().toString().replace(".slog2", "");
    MainWindow main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(config), file));
    FrameFixture window = new FrameFixture(main);
    try {
      ViewerProbe.awaitIdle(main);
      window.menuItem("menuStatistics").click();
      DialogFixture stats = WindowFinder.findDialog("statisticsWindow").withTimeout(20000).using(window.robot());
      StatisticsWindow w = (StatisticsWindow) stats.target();
      Pause.pause(condition("first figures", () -> w.rows() != null), Timeout.timeout(60000));
      ViewerProbe.shot(w, "stats-" + name + "-first");
      Pause.pause(condition("exact figures", () -> !w.isComputing()), Timeout.timeout(300000));
      ViewerProbe.shot(w, "stats-" + name + "-exact");
    } finally {
      window.cleanUp();
    }
  }
}
