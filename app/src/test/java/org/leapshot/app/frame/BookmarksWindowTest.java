package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.leapshot.app.testing.OnEdt.condition;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.UIManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.JOptionPaneFinder;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.assertj.swing.monitor.WindowMonitor;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.BookmarkStore;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.Press;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.view.ViewState;

/**
 * Bookmarks in the real viewer on fpilog.slog2 (under Xvfb): Ctrl+B keeps the view's window under
 * the name given, the Bookmarks menu zooms back to it exactly, renames or removes one, asks before
 * removing all, and the bookmarks are saved with the trace's settings.
 */
@SuppressWarnings("deprecation") // AssertJ Swing takes the old InputEvent.*_MASK constants
class BookmarksWindowTest extends FpilogWindowTest {
  private static final String SAFE_TRIANGLE = "Menu.useSafeTriangle";

  /**
   * While a submenu is open (Rename Bookmark ▸, Remove Bookmark ▸) FlatLaf pushes an event queue of
   * its own for the submenu's "safe triangle" and pops it when the submenu closes. AssertJ Swing's
   * window monitor could record that queue meanwhile and keep it: its robot then waited its whole
   * idle timeout (10 s) on the dead queue at each later action, 100-260 s for this class in CI (and
   * the next class paid as well until the windows were disposed). The triangle only eases moving a
   * mouse into a submenu; the bookmarks behave the same without it.
   */
  @BeforeAll
  static void withoutTheSubmenusEventQueue() {
    GuiActionRunner.execute(() -> UIManager.put(SAFE_TRIANGLE, false));
  }

  @AfterAll
  static void restoreTheSubmenusEventQueue() {
    GuiActionRunner.execute(() -> UIManager.put(SAFE_TRIANGLE, null));
  }

  @AfterEach
  void theRobotWaitedOnLiveEventQueuesOnly() {
    assertThat(GuiActionRunner.execute(() -> WindowMonitor.instance().allEventQueues()))
        .as("event queues the robot waits on (a dead one costs 10 s per action)").hasSize(1);
  }

  @Test
  void ctrlBBookmarksTheViewAndTheMenuZoomsBackToIt() {
    window.textBox("windowStart").setText("0.0644571205").pressAndReleaseKeys(KeyEvent.VK_ENTER);
    window.textBox("windowEnd").setText("0.0644771205").pressAndReleaseKeys(KeyEvent.VK_ENTER);
    ViewState.Window marked = GuiActionRunner.execute(() -> main.workspace().view().window());
    window.robot().focusAndWaitForFocusGain(ViewerProbe.canvas(main));
    window.robot().pressAndReleaseKey(KeyEvent.VK_B, InputEvent.CTRL_MASK);
    Press.button(nameDialog().okButton()); // OK (Enter) keeps the proposed name
    Pause.pause(condition("bookmarked", () -> bookmarkItem() != null), Timeout.timeout(10000));
    assertThat(GuiActionRunner.execute(() -> bookmarkItem().getText())).isEqualTo("1: 0.064 457 120 5 s, 20.00 µs");

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

  @Test
  void aBookmarkIsNamedWhenMadeRenamedAndRemovedAloneAndRemovingAllAsksFirst() {
    window.robot().focusAndWaitForFocusGain(ViewerProbe.canvas(main));
    window.robot().pressAndReleaseKey(KeyEvent.VK_B, InputEvent.CTRL_MASK);
    JOptionPaneFixture ask = nameDialog();
    assertThat(ask.textBox().text()).as("proposes where the view is").startsWith("1: ");
    type(ask, "Barrier storm");
    Press.button(ask.okButton());
    Pause.pause(condition("named", () -> bookmarkItem() != null), Timeout.timeout(10000));
    assertThat(GuiActionRunner.execute(() -> bookmarkItem().getText())).isEqualTo("Barrier storm");
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(0.01, 0.02, true));
    window.robot().focusAndWaitForFocusGain(ViewerProbe.canvas(main));
    window.robot().pressAndReleaseKey(KeyEvent.VK_B, InputEvent.CTRL_MASK);
    Press.button(nameDialog().okButton());
    Pause.pause(condition("two", () -> savedOnEdt().size() == 2), Timeout.timeout(10000));

    window.menuItem("menuBookmarks").click();
    window.menuItem("menuBookmarkRename-menu").click();
    window.menuItem("menuBookmarkRename-1").click();
    JOptionPaneFixture rename = nameDialog();
    type(rename, "Second phase");
    Press.button(rename.okButton());
    Pause.pause(condition("renamed", () -> savedOnEdt().get(1).name().equals("Second phase")), Timeout.timeout(10000));

    window.menuItem("menuBookmarks").click();
    window.menuItem("menuBookmarksClear").click();
    Press.button(nameDialog().buttonWithText("Cancel"));
    assertThat(saved()).extracting(BookmarkStore.Bookmark::name).containsExactly("Barrier storm", "Second phase");

    window.menuItem("menuBookmarks").click();
    window.menuItem("menuBookmarkRemove-menu").click();
    window.menuItem("menuBookmarkRemove-0").click();
    Pause.pause(condition("one left", () -> savedOnEdt().size() == 1), Timeout.timeout(10000));
    assertThat(saved().get(0).name()).isEqualTo("Second phase");

    window.menuItem("menuBookmarks").click();
    window.menuItem("menuBookmarksClear").click();
    Press.button(nameDialog().buttonWithText("Remove All"));
    Pause.pause(condition("none left", () -> savedOnEdt().isEmpty()), Timeout.timeout(10000));
  }

  /** Replaces the dialog's text on the EDT (robot typing under load lost keys). */
  private static void type(JOptionPaneFixture dialog, String text) {
    javax.swing.text.JTextComponent field = dialog.textBox().target();
    GuiActionRunner.execute(() -> field.setText(text));
  }

  private JOptionPaneFixture nameDialog() {
    return JOptionPaneFinder.findOptionPane().withTimeout(10000).using(window.robot());
  }

  /** The bookmarks as saved for the trace (read on the EDT, as the menu reads them). */
  private java.util.List<BookmarkStore.Bookmark> saved() {
    return GuiActionRunner.execute(this::savedOnEdt);
  }

  private java.util.List<BookmarkStore.Bookmark> savedOnEdt() {
    return new BookmarkStore(main.settings()).restore(Shared.fpilog());
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
