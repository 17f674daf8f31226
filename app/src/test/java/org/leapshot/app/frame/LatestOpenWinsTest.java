package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.TraceView;

/**
 * A file whose opening ends after the user asked for another one is not shown: the demo started at
 * launch, or a big file still being read, once replaced the file opened after it when it finished
 * last (seen as a test that found the demo's legend in place of the trace it had opened).
 */
class LatestOpenWinsTest extends EdtChecked {
  @TempDir
  Path dir;
  private FrameFixture window;
  private MainWindow main;

  @AfterEach
  void close() {
    if (window != null) {
      window.cleanUp();
    }
  }

  @Test
  void anOpeningThatEndsAfterALaterRequestIsClosedUnseen() throws Exception {
    Path first = copy("reference/arrow.slog2");
    Path second = copy("reference/data.slog2");
    CompletableFuture<TraceView> slowFirst = new CompletableFuture<>();
    main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(dir.resolve("settings")), first, slowFirst));
    window = new FrameFixture(main);
    GuiActionRunner.execute(() -> main.open(second));
    Pause.pause(OnEdt.condition("the second file shown", () -> shown() != null && shown().equals(second)),
        Timeout.timeout(60_000));
    assertThat(GuiActionRunner.execute(() -> main.isOpening())).as("the first is still being read").isTrue();

    TraceView late = TraceView.open(first, "arrow.slog2");
    slowFirst.complete(late);
    Pause.pause(OnEdt.condition("every opening ended", () -> !main.isOpening()), Timeout.timeout(60_000));
    assertThat(GuiActionRunner.execute(this::shown)).isEqualTo(second);
    assertThat(GuiActionRunner.execute(main::getTitle)).contains("data.slog2").doesNotContain("arrow");
    assertThat(new Settings(dir.resolve("settings")).recentFiles()).doesNotContain(first);
  }

  @Test
  void theDemoStartedAtLaunchGivesWayToAFileOpenedMeanwhile() throws Exception {
    Path file = copy("reference/data.slog2");
    main = GuiActionRunner.execute(() -> {
      MainWindow m = ViewerMain.open(new Settings(dir.resolve("settings")), null);
      m.open(file); // before the demo, opened in the background, can have ended
      return m;
    });
    window = new FrameFixture(main);
    Pause.pause(OnEdt.condition("every opening ended", () -> !main.isOpening() && shown() != null),
        Timeout.timeout(60_000));
    assertThat(GuiActionRunner.execute(this::shown)).isEqualTo(file);
  }

  private Path shown() {
    return main.workspace() == null ? null : main.workspace().trace().path();
  }

  private Path copy(String testdata) throws IOException {
    Path source = Shared.testdata(testdata);
    return Files.copy(source, dir.resolve(source.getFileName()));
  }
}
