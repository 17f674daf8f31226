package org.leapshot.app.frame;

import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.OnEdt;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.leapshot.app.canvas.Hit;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.trace.Found;
import org.leapshot.slog2.model.Category;
import org.junit.jupiter.api.Test;

/** F3 / Shift+F3 walk through the searchable categories over the whole file and highlight the match. */
@SuppressWarnings("deprecation")
class SearchTest extends FpilogWindowTest {
  @Test
  void findNextStopsOnlyAtSearchableCategoriesAndHighlightsThem() {
    GuiActionRunner.execute(() -> {
      for (Category c : main.workspace().styles().snapshot().values()) {
        if (!c.name().equals("User_Compute")) {
          main.workspace().styles().setSearchable(c.index(), false);
        }
      }
      main.workspace().view().setWindow(0.002, 0.004, true);
    });
    awaitIdle();
    window.robot().focusAndWaitForFocusGain(GuiActionRunner.execute(() -> main.workspace().timeline().canvas()));
    window.robot().pressAndReleaseKey(KeyEvent.VK_F3);
    Pause.pause(OnEdt.condition("found", () -> window.label("statusItem").target().getText().startsWith("Found")),
        Timeout.timeout(10000));
    assertThat(window.label("statusItem").text()).startsWith("Found User_Compute at 0.00");
    awaitIdle();
    Pause.pause(OnEdt.condition("highlighted", () -> main.workspace().timeline().canvas().highlight() != null),
        Timeout.timeout(10000));
    Hit hit = GuiActionRunner.execute(() -> main.workspace().timeline().canvas().highlight());
    assertThat(hit.item()).isInstanceOfSatisfying(RenderModel.StateItem.class,
        s -> assertThat(s.categoryIndex()).isEqualTo(183));
    double first = ((RenderModel.StateItem) hit.item()).start();
    assertThat(GuiActionRunner.execute(() -> main.workspace().view().window().startSec())).isLessThanOrEqualTo(first);

    window.robot().pressAndReleaseKey(KeyEvent.VK_F3);
    // a match as long as the run keeps the whole run in view, so moving on shows in the highlight, not the window
    Pause.pause(OnEdt.condition("moved on", () -> main.workspace().timeline().canvas().highlight() != null
        && !main.workspace().timeline().canvas().highlight().item().equals(hit.item())), Timeout.timeout(10000));
    awaitIdle();
    Pause.pause(OnEdt.condition("second highlighted", () -> main.workspace().timeline().canvas().highlight() != null
        && ((RenderModel.StateItem) main.workspace().timeline().canvas().highlight().item()).start() >= first),
        Timeout.timeout(10000));

    window.robot().pressAndReleaseKey(KeyEvent.VK_F3, java.awt.event.InputEvent.SHIFT_MASK);
    Pause.pause(OnEdt.condition("back to the first", () -> main.workspace().timeline().canvas().highlight() != null
        && ((RenderModel.StateItem) main.workspace().timeline().canvas().highlight().item()).start() == first),
        Timeout.timeout(10000));
  }

  @Test
  void eachF3PressedWhileASearchRunsIsOneMoreStep() {
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(0.002, 0.004, true));
    awaitIdle();
    // One step at a time, each awaited: the third match after the view's start.
    Found third = null;
    for (int i = 0; i < 3; i++) {
      GuiActionRunner.execute(() -> main.workspace().search().next());
      Pause.pause(OnEdt.condition("step done", () -> !main.workspace().search().isSearching()), Timeout.timeout(10000));
      third = GuiActionRunner.execute(() -> main.workspace().search().last());
    }
    assertThat(third).isNotNull();
    GuiActionRunner.execute(() -> {
      main.workspace().search().forget();
      main.workspace().view().setWindow(0.002, 0.004, true);
    });
    awaitIdle();
    // Three presses before the first answer (a big trace's search takes seconds): three steps, not one.
    GuiActionRunner.execute(() -> {
      main.workspace().search().next();
      main.workspace().search().next();
      main.workspace().search().next();
    });
    Found expected = third;
    Pause.pause(OnEdt.condition("three steps", () -> !main.workspace().search().isSearching()
        && same(expected, main.workspace().search().last())), Timeout.timeout(20000));
  }

  private static boolean same(Found a, Found b) {
    return b != null && a.timeSec() == b.timeSec() && a.drawable().categoryIndex() == b.drawable().categoryIndex()
        && a.drawable().start() == b.drawable().start() && a.drawable().end() == b.drawable().end();
  }

  private void awaitIdle() {
    Pause.pause(OnEdt.condition("idle", () -> !main.isOpening() && main.workspace() != null && main.workspace().isIdle()),
        Timeout.timeout(20000));
  }

}
