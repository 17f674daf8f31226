package org.leapshot.app.testing;

import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.frame.MainWindow;
import org.leapshot.app.frame.ViewerMain;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.Settings;

/**
 * The GUI tests' fixture: a viewer window on fpilog.slog2 with fresh settings for each test, opened
 * as {@code java -jar leapshot.jar FILE} opens it and shown once the canvas has its first model;
 * Swing calls off the event thread fail the test while the class runs.
 */
public abstract class FpilogWindowTest extends EdtChecked {
  @TempDir
  protected Path config;
  protected FrameFixture window;
  protected MainWindow main;

  @BeforeEach
  void openWindow() {
    main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(config), Shared.fpilog()));
    window = new FrameFixture(main);
    ViewerProbe.awaitIdle(main);
  }

  @AfterEach
  void closeWindow() {
    window.cleanUp();
  }
}
