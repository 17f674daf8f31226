package org.leapshot.app.importing;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.frame.MainWindow;
import org.leapshot.app.frame.ViewerMain;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.FileListDrop;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Shared;

/**
 * The import tests' fixture: the real window on fpilog.slog2 with fresh settings and its own
 * conversion cache folder for each test, ready for traces dropped on it as the desktop drops them.
 */
abstract class DropWindowTest extends EdtChecked {
  @TempDir
  Path config;
  @TempDir
  Path cacheRoot;
  FrameFixture window;
  MainWindow main;

  @BeforeEach
  void openWindow() {
    System.setProperty(ConversionCache.DIR_PROPERTY, cacheRoot.toString());
    main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(config), Shared.fpilog()));
    window = new FrameFixture(main);
    awaitTitle("fpilog.slog2");
  }

  @AfterEach
  void closeWindow() {
    window.cleanUp();
    System.clearProperty(ConversionCache.DIR_PROPERTY);
  }

  boolean drop(Path file) {
    return GuiActionRunner.execute(() -> FileListDrop.drop(main, file));
  }

  List<String> legendNames() {
    return Arrays.stream(window.table("legendTable").contents()).map(row -> row[1]).toList();
  }

  /** Waits until the window shows the file and its opener has finished converting. */
  void awaitTitle(String fileName) {
    String title = "Leapshot — " + fileName;
    Pause.pause(OnEdt.condition("title " + title, () -> title.equals(main.getTitle()) && !main.opener().isBusy()),
        Timeout.timeout(30000));
  }
}
