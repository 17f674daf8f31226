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
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.TraceView;

/**
 * A window whose file could not be opened is empty: what needs a trace (Find, Statistics, Export,
 * zoom, bookmarking) is disabled there rather than doing nothing, and enabled once a trace opens;
 * while one is being read it says which (Xvfb).
 */
class EmptyWindowTest extends EdtChecked {
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
  void whatNeedsATraceIsDisabledUntilOneOpens() {
    Path missing = data.resolve("no-such-trace.slog2");
    MainWindow main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(config), missing));
    window = new FrameFixture(main);
    pressOk("Cannot open trace");
    assertThat(enabled(main)).as("Find, Statistics, Export, zoom in, bookmark").containsOnly(false);
    assertThat(GuiActionRunner.execute(() -> main.getJMenuBar().getMenu(0).getItem(0).isEnabled()))
        .as("File › Open").isTrue();

    GuiActionRunner.execute(() -> main.open(Shared.fpilog()));
    ViewerProbe.awaitIdle(main);
    assertThat(enabled(main)).containsOnly(true);
  }

  /**
   * While the file given on the command line is still being read, the empty window names it
   * ("Opening r64_5g.slog2 …": a 4 GB trace takes seconds) instead of inviting the user to open a
   * trace; when the reading fails it invites again.
   */
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
    pressOk("Not a readable SLOG-2 file");
    assertThat(placeholder(main)).isEqualTo(Placeholder.IDLE);
  }

  /** Presses OK on the error dialog titled {@code title} once it shows. */
  private void pressOk(String title) {
    DialogFixture dialog = WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
      @Override
      protected boolean isMatching(JDialog d) {
        return d.isShowing() && title.equals(d.getTitle());
      }
    }).withTimeout(20000).using(window.robot());
    Press.button(dialog.button(JButtonMatcher.withText("OK")));
  }

  private static String placeholder(MainWindow main) {
    return GuiActionRunner.execute(() -> ViewerProbe.find(main, "placeholder", JLabel.class).getText());
  }

  private static Boolean[] enabled(MainWindow main) {
    return GuiActionRunner.execute(() -> new Boolean[] {main.searchBar().toggle.isEnabled(),
        main.statistics().isEnabled(), item(main, "menuExport"), item(main, "menuZoomIn"), bookmarkEnabled(main)});
  }

  private static boolean item(MainWindow main, String name) {
    for (int m = 0; m < main.getJMenuBar().getMenuCount(); m++) {
      javax.swing.JMenu menu = main.getJMenuBar().getMenu(m);
      for (int i = 0; i < menu.getItemCount(); i++) {
        javax.swing.JMenuItem it = menu.getItem(i);
        if (it != null && (name.equals(it.getName()) || name.equals("menuZoomIn") && "Zoom in".equals(it.getText()))) {
          return it.isEnabled();
        }
      }
    }
    throw new AssertionError("no menu item " + name);
  }

  private static boolean bookmarkEnabled(MainWindow main) {
    javax.swing.JMenu bookmarks = main.getJMenuBar().getMenu(2);
    for (javax.swing.event.MenuListener l : bookmarks.getMenuListeners()) {
      l.menuSelected(new javax.swing.event.MenuEvent(bookmarks)); // the menu fits itself to the trace as it opens
    }
    return bookmarks.getItem(0).isEnabled();
  }
}
