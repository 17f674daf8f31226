package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import javax.swing.JDialog;
import javax.swing.JLabel;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.Press;
import org.leapshot.app.trace.TraceView;

/**
 * While the file given on the command line is still being read, the empty window names it
 * ("Opening r64_5g.slog2 …") instead of inviting the user to open a trace; when the reading fails
 * it invites again (Xvfb).
 */
class OpeningPlaceholderWindowTest extends EdtChecked {
  @TempDir
  Path config;
  private FrameFixture window;

  @AfterEach
  void close() {
    if (window != null) {
      window.cleanUp();
    }
  }

  @Test
  void theEmptyWindowNamesTheFileBeingReadUntilItFails() {
    MainWindow main = GuiActionRunner.execute(() -> new MainWindow(new Settings(config)));
    window = new FrameFixture(main);
    GuiActionRunner.execute(() -> main.setVisible(true));
    assertThat(placeholder(main)).isEqualTo(Placeholder.IDLE);

    CompletableFuture<TraceView> reading = new CompletableFuture<>();
    GuiActionRunner.execute(() -> main.open(Path.of("/traces/r64_5g.slog2"), reading));
    assertThat(placeholder(main)).isEqualTo("Opening r64_5g.slog2 …");

    reading.completeExceptionally(new IOException("r64_5g.slog2: not a SLOG-2 file"));
    DialogFixture dialog = WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
      @Override
      protected boolean isMatching(JDialog d) {
        return d.isShowing() && "Not a readable SLOG-2 file".equals(d.getTitle());
      }
    }).withTimeout(20000).using(window.robot());
    Press.button(dialog.button(JButtonMatcher.withText("OK")));
    assertThat(placeholder(main)).isEqualTo(Placeholder.IDLE);
  }

  private static String placeholder(MainWindow main) {
    return GuiActionRunner.execute(() -> ViewerProbe.find(main, "placeholder", JLabel.class).getText());
  }
}
