package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
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

/** A drawable whose category the file does not define is named once in a visible warning (Xvfb). */
class UndefinedCategoryWindowTest extends EdtChecked {
  @TempDir
  Path config;
  @TempDir
  Path data;
  private FrameFixture window;

  @AfterEach
  void close() {
    if (window != null) {
      window.cleanUp();
    }
  }

  @Test
  void theUndefinedCategoryIsListedOnceAndStaysWhileTheTraceIsOpen() throws Exception {
    // Leaf (0,0) at 108: 34-byte node header, int Nnestless, tag byte, then the first arrow's category.
    byte[] bytes = Files.readAllBytes(Shared.fpilog());
    ByteBuffer.wrap(bytes).putInt(147, 9999);
    Path file = Files.write(data.resolve("undefined.slog2"), bytes);
    MainWindow main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(config), file));
    window = new FrameFixture(main);
    Pause.pause(OnEdt.condition("warning shown", () -> main.workspace() != null
        && main.statusBar().notice().contains("9999")), Timeout.timeout(20000));
    String notice = GuiActionRunner.execute(() -> main.statusBar().notice());
    assertThat(notice).isEqualTo("Category 9999 is used but not defined in this file (drawn grey)");
    assertThat(window.label("statusNotice").target().isShowing()).isTrue();

    // zoomed far from leaf (0,0) the warning stays: it is about the file, not the window
    GuiActionRunner.execute(() -> {
      var v = main.workspace().view();
      v.setWindow(v.range().latest() - v.range().duration() / 100, v.range().latest(), true);
    });
    Pause.pause(OnEdt.condition("idle", () -> main.workspace().isIdle()), Timeout.timeout(20000));
    assertThat(GuiActionRunner.execute(() -> main.statusBar().notice())).isEqualTo(notice);
  }
}
