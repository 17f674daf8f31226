package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.leapshot.app.testing.OnEdt.condition;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.BookmarkStore;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.view.ViewState;

/**
 * Bookmarks in the real viewer on fpilog.slog2 (under Xvfb): Ctrl+B keeps the view's window, the
 * Bookmarks menu zooms back to it exactly, and the bookmark is saved with the trace's settings.
 */
@SuppressWarnings("deprecation") // AssertJ Swing takes the old InputEvent.*_MASK constants
class BookmarksWindowTest extends FpilogWindowTest {
  @Test
  void ctrlBBookmarksTheViewAndTheMenuZoomsBackToIt() {
    window.textBox("windowStart").setText("0.0644571205").pressAndReleaseKeys(KeyEvent.VK_ENTER);
    window.textBox("windowEnd").setText("0.0644771205").pressAndReleaseKeys(KeyEvent.VK_ENTER);
    ViewState.Window marked = GuiActionRunner.execute(() -> main.workspace().view().window());
    window.robot().focusAndWaitForFocusGain(ViewerProbe.canvas(main));
    window.robot().pressAndReleaseKey(KeyEvent.VK_B, InputEvent.CTRL_MASK);
    Pause.pause(condition("bookmarked", () -> bookmarkItem() != null), Timeout.timeout(10000));
    assertThat(GuiActionRunner.execute(() -> bookmarkItem().getText())).isEqualTo("1: 0.0644571205 s, 20.00 µs");

    GuiActionRunner.execute(() -> main.workspace().view().home());
    window.menuItem("menuBookmarks").click(); // opening the menu lists the bookmarks anew
    window.menuItem("menuBookmark-0").click();
    Pause.pause(condition("back at the bookmark", () -> main.workspace().view().window().equals(marked)),
        Timeout.timeout(10000));
    assertThat(GuiActionRunner.execute(() -> main.workspace().view().canUndo())).as("Undo zoom goes back").isTrue();

    Settings.flushAll();
    assertThat(new BookmarkStore(new Settings(config)).restore(Shared.fpilog())).singleElement()
        .satisfies(b -> assertThat(new double[] {b.startSec(), b.endSec()})
            .containsExactly(marked.startSec(), marked.endSec()));
  }

  /** The first bookmark's item in the Bookmarks menu, or null. EDT. */
  private javax.swing.JMenuItem bookmarkItem() {
    for (int i = 0; i < main.getJMenuBar().getMenuCount(); i++) {
      for (java.awt.Component c : main.getJMenuBar().getMenu(i).getMenuComponents()) {
        if (c instanceof javax.swing.JMenuItem item && "menuBookmark-0".equals(item.getName())) {
          return item;
        }
      }
    }
    return null;
  }
}
