package org.leapshot.app.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.leapshot.app.testing.OnEdt.condition;

import java.awt.Point;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javax.swing.JDialog;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.TimeScale;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.testing.Shared;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.query.TraceSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The search bar in the real window on fpilog.slog2 (under Xvfb): Ctrl+F, choose SEND, Next /
 * F3 / Shift+F3, and what the user sees: the view moved to the SEND, highlighted, its info popup
 * on Details (then following the matches); "no more matches" in the status bar without any dialog. AssertJ Swing takes the old
 * {@code InputEvent.*_MASK} constants, hence the deprecation warning suppression.
 */
@SuppressWarnings("deprecation")
class SearchBarWindowTest extends FpilogWindowTest {
  private static List<Drawable> sends;
  private static int sendIndex;

  @BeforeAll
  static void setUp() throws IOException {
    try (TraceSession s = TraceSession.open(Shared.fpilog())) {
      sendIndex = s.categories().values().stream().filter(c -> c.name().equals("SEND")).mapToInt(Category::index)
          .findFirst().orElseThrow();
      sends = new ArrayList<>();
      s.forEachDrawable(d -> {
        if (d.categoryIndex() == sendIndex) {
          sends.add(d);
        }
      });
    }
    sends.sort(Comparator.comparingDouble(Drawable::start).thenComparing(DrawingOrder::compare));
  }

  @Test
  void nextFindsTheFirstSendInViewShowsItAndPreviousComesBack() {
    zoomInTwice();
    double viewStart = GuiActionRunner.execute(() -> ViewerProbe.canvas(main).scale().startSec());
    int first = 0;
    while (sends.get(first).start() < viewStart) {
      first++;
    }
    window.robot().pressAndReleaseKey(KeyEvent.VK_F, InputEvent.CTRL_MASK);
    window.panel("searchBar").requireVisible();
    choose("SEND");
    window.button("searchNext").click();
    assertShown(sends.get(first));
    assertNoBox();
    window.button("searchDetails").click();
    DialogFixture popup = awaitPopup();
    popup.label("infoTitle").requireText("SEND");
    ViewerProbe.shot(main, "search-found");

    Drawable second = sends.get(first + 1);
    window.robot().pressAndReleaseKey(KeyEvent.VK_F3);
    Pause.pause(condition("next SEND shown", () -> hit() == second.start() && highlighted(second)),
        Timeout.timeout(10000));
    assertShown(second);
    // the box, once open, follows the matches
    Pause.pause(condition("a new box describes the second SEND", () -> shownBox() != null
        && shownBox() != popup.target()), Timeout.timeout(10000));
    assertThat(awaitPopup().label("infoTitle").text()).isEqualTo("SEND");

    Drawable back = sends.get(first);
    window.robot().pressAndReleaseKey(KeyEvent.VK_F3, InputEvent.SHIFT_MASK);
    Pause.pause(condition("previous SEND again", () -> hit() == back.start() && highlighted(back)),
        Timeout.timeout(10000));
    assertShown(back);
  }

  /**
   * At the whole run the match is outlined and marked, and its box does not open over the rows and
   * the legend beside it (r16384: it covered them); Details (Alt+D) opens it.
   */
  @Test
  void fromTheWholeRunNextFindsTheFirstSendOfTheFileWithoutOpeningItsBox() {
    window.robot().pressAndReleaseKey(KeyEvent.VK_F, InputEvent.CTRL_MASK);
    choose("SEND");
    window.robot().pressAndReleaseKey(KeyEvent.VK_ENTER);
    assertShown(sends.get(0));
    Pause.pause(condition("reveal done", () -> !ViewerProbe.find(main, "searchBar", SearchBar.class).isBusy()),
        Timeout.timeout(10000));
    assertNoBox();
    assertThat(GuiActionRunner.execute(() -> window.label("searchResult").target().getToolTipText()))
        .startsWith("Found SEND at ");
    window.robot().pressAndReleaseKey(KeyEvent.VK_D, InputEvent.ALT_MASK);
    awaitPopup().label("infoTitle").requireText("SEND");
  }

  @Test
  void noMoreMatchesIsSaidInTheStatusBarNotInADialog() {
    window.robot().pressAndReleaseKey(KeyEvent.VK_F, InputEvent.CTRL_MASK);
    choose("SEND");
    window.button("searchNext").click();
    Pause.pause(condition("first SEND shown", () -> highlighted(sends.get(0))), Timeout.timeout(10000));
    window.button("searchPrevious").click();
    Pause.pause(condition("miss reported", () -> window.label("statusItem").target().getText()
        .startsWith("No more matches for SEND")), Timeout.timeout(10000));
    // the whole message (the label may show it cut to its room)
    window.label("searchResult").requireToolTip("No more matches for SEND before the last match.");
    for (Window w : GuiActionRunner.execute(() -> main.getOwnedWindows())) {
      boolean modal = GuiActionRunner.execute(() -> w.isShowing() && w instanceof JDialog d && d.isModal());
      assertThat(modal).as("no modal dialog").isFalse();
    }
    ViewerProbe.shot(main, "search-no-more");
  }

  @Test
  void aTimelineRestrictionFindsOnlySendsOnThatTimeline() {
    window.robot().pressAndReleaseKey(KeyEvent.VK_F, InputEvent.CTRL_MASK);
    choose("SEND");
    window.button("searchTimelines").click();
    window.menuItem("searchTimeline-3").click();
    window.robot().pressAndReleaseKey(KeyEvent.VK_ESCAPE);
    window.button("searchTimelines").requireText("Timelines: 1 of 4 ▾");
    window.button("searchNext").click();
    Drawable expected = sends.stream().filter(d -> ((org.leapshot.slog2.model.Primitive) d).lineId(0) == 3)
        .findFirst().orElseThrow();
    Pause.pause(condition("SEND on timeline 3 shown", () -> highlighted(expected)), Timeout.timeout(10000));
    assertShown(expected);
  }

  @Test
  void escapeHidesTheBarAndF3StillSearchesItsCategory() {
    window.robot().pressAndReleaseKey(KeyEvent.VK_F, InputEvent.CTRL_MASK);
    choose("RECV");
    window.robot().pressAndReleaseKey(KeyEvent.VK_ESCAPE);
    Pause.pause(condition("bar hidden", () -> !ViewerProbe.find(main, "searchBar", SearchBar.class).isVisible()),
        Timeout.timeout(5000));
    window.robot().pressAndReleaseKey(KeyEvent.VK_F3);
    Pause.pause(condition("RECV found", () -> window.label("statusItem").target().getText().startsWith("Found RECV at ")),
        Timeout.timeout(10000));
    assertThat(window.label("statusItem").text()).startsWith("Found RECV at ");
    int line = GuiActionRunner.execute(() -> ((org.leapshot.slog2.model.Primitive) ViewerProbe.find(main, "searchBar",
        SearchBar.class).lastMatch().drawable()).lineId(0));
    assertThat(window.label("statusItem").text()).as("names the timeline of the match")
        .contains(" s on timeline " + line + "  (F3");
  }

  /**
   * Typing part of a name lists the categories containing it in any case, the name equal to the text
   * first; Down moves in the list, Enter picks, and Enter again finds. fpilog's "ecv" is inside RECV
   * and SENDRECV, which a combo box's typing (names starting with it) never offered.
   */
  @Test
  void typingPartOfANameListsTheCategoriesContainingItAndEnterPicksOne() {
    window.robot().pressAndReleaseKey(KeyEvent.VK_F, InputEvent.CTRL_MASK);
    CategoryField field = GuiActionRunner.execute(() -> ViewerProbe.find(main, "searchCategory", CategoryField.class));
    window.robot().focusAndWaitForFocusGain(field);
    GuiActionRunner.execute(() -> field.setText("eCv")); // as typed (robot typing lost keys under load)
    assertThat(GuiActionRunner.execute(field::isListOpen)).isTrue();
    assertThat(GuiActionRunner.execute(field::listed)).extracting(CategoryChoice::label)
        .containsExactly("RECV", "SENDRECV");
    window.robot().pressAndReleaseKey(KeyEvent.VK_DOWN);
    window.robot().pressAndReleaseKey(KeyEvent.VK_ENTER);
    assertThat(GuiActionRunner.execute(() -> field.choice().label())).isEqualTo("SENDRECV");
    assertThat(GuiActionRunner.execute(field::isListOpen)).isFalse();
    window.textBox("searchCategory").requireText("SENDRECV");

    window.robot().pressAndReleaseKey(KeyEvent.VK_ENTER);
    Pause.pause(condition("SENDRECV found", () -> String.valueOf(window.label("searchResult").target().getToolTipText())
        .startsWith("Found SENDRECV at ")), Timeout.timeout(10000));

    window.robot().focusAndWaitForFocusGain(field);
    GuiActionRunner.execute(() -> field.setText("no such name"));
    assertThat(GuiActionRunner.execute(field::isListOpen)).as("nothing to list").isFalse();
    window.robot().pressAndReleaseKey(KeyEvent.VK_TAB);
    assertThat(GuiActionRunner.execute(() -> field.choice().label())).as("leaving keeps the choice")
        .isEqualTo("SENDRECV");
    window.textBox("searchCategory").requireText("SENDRECV");
  }

  /** Esc in the bar hides it and closes the info box its match opened (it stayed open, needing a second Esc). */
  @Test
  void escapeInTheBarAlsoClosesTheBoxOfTheMatch() {
    window.robot().pressAndReleaseKey(KeyEvent.VK_F, InputEvent.CTRL_MASK);
    choose("SEND");
    window.robot().pressAndReleaseKey(KeyEvent.VK_ENTER);
    Pause.pause(condition("first SEND shown", () -> highlighted(sends.get(0))), Timeout.timeout(10000));
    window.button("searchDetails").click();
    DialogFixture popup = awaitPopup();
    // the key goes to the bar's field itself (the box just opened may still hold the focus under load)
    window.textBox("searchCategory").focus().pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
    Pause.pause(condition("bar hidden", () -> !ViewerProbe.find(main, "searchBar", SearchBar.class).isVisible()),
        Timeout.timeout(5000));
    Pause.pause(condition("box closed", () -> !popup.target().isShowing()), Timeout.timeout(5000));
    Pause.pause(condition("SEND unmarked", () -> ViewerProbe.find(main, "timelineCanvas", TimelineCanvas.class).highlight() == null),
        Timeout.timeout(5000));
  }

  /** A message longer than the bar is cut, and ✕ stays in view (it wrapped onto a hidden second row with it). */
  @Test
  void aLongMessageIsCutAndTheCloseButtonStaysInView() {
    window.robot().pressAndReleaseKey(KeyEvent.VK_F, InputEvent.CTRL_MASK);
    SearchBar bar = GuiActionRunner.execute(() -> ViewerProbe.find(main, "searchBar", SearchBar.class));
    String longMessage = "No more matches for " + "MODULE_BIG_STEP_UTILITIES_EM::CALC_CQ ".repeat(20);
    GuiActionRunner.execute(() -> {
      bar.missed(longMessage);
      main.validate();
    });
    window.label("searchResult").requireToolTip(longMessage);
    javax.swing.JButton button = (javax.swing.JButton) window.button("searchClose").target();
    java.awt.Rectangle close = GuiActionRunner.execute(() -> javax.swing.SwingUtilities.convertRectangle(
        button.getParent(), button.getBounds(), bar));
    assertThat(GuiActionRunner.execute(() -> new java.awt.Rectangle(bar.getSize()).contains(close)))
        .as("✕ inside the bar").isTrue();
  }

  /** Chooses a category as a user does: its name typed in the bar's field, then Enter (the best match). */
  private void choose(String name) {
    CategoryField field = GuiActionRunner.execute(() -> ViewerProbe.find(main, "searchCategory", CategoryField.class));
    window.robot().focusAndWaitForFocusGain(field);
    GuiActionRunner.execute(() -> field.setText(name));
    window.robot().pressAndReleaseKey(KeyEvent.VK_ENTER);
    assertThat(GuiActionRunner.execute(() -> field.choice().label())).isEqualTo(name);
  }

  private void zoomInTwice() {
    TimelineCanvas c = ViewerProbe.canvas(main);
    window.robot().focusAndWaitForFocusGain(c);
    window.robot().moveMouse(c, new Point(c.getWidth() / 2, 5));
    window.robot().pressAndReleaseKey(KeyEvent.VK_W);
    window.robot().pressAndReleaseKey(KeyEvent.VK_W);
    ViewerProbe.awaitIdle(main);
  }

  /** No info box is open over the window. */
  private void assertNoBox() {
    assertThat(GuiActionRunner.execute(this::boxShowing)).as("no info box open").isFalse();
  }

  private boolean boxShowing() {
    return shownBox() != null;
  }

  /** The info box open over the window, or null. EDT. */
  private Window shownBox() {
    for (Window w : main.getOwnedWindows()) {
      if (w.isShowing() && "infoPopup".equals(w.getName())) {
        return w;
      }
    }
    return null;
  }

  private DialogFixture awaitPopup() {
    return WindowFinder.findDialog("infoPopup").withTimeout(10000).using(window.robot());
  }

  private double hit() {
    SearchBar bar = ViewerProbe.find(main, "searchBar", SearchBar.class);
    return bar.lastMatch() == null || bar.isBusy() ? Double.NaN : bar.lastMatch().timeSec();
  }

  /** True when the canvas highlights a SEND state item drawing {@code d}. EDT. */
  private boolean highlighted(Drawable d) {
    TimelineCanvas c = ViewerProbe.find(main, "timelineCanvas", TimelineCanvas.class);
    return c.highlight() != null && c.highlight().item() instanceof RenderModel.StateItem s && s.owner().equals(d);
  }

  /** The view contains the drawable, centred on it unless the run's edge stopped it, at a zoom that shows it. */
  private void assertShown(Drawable d) {
    Pause.pause(condition("view idle and highlight on the drawable", () -> highlighted(d)), Timeout.timeout(10000));
    TimeScale view = GuiActionRunner.execute(() -> ViewerProbe.canvas(main).scale());
    assertThat(view.startSec()).isLessThanOrEqualTo(d.start());
    assertThat(view.endSec()).isGreaterThanOrEqualTo(d.end());
    double centre = (d.start() + d.end()) / 2;
    double off = Math.abs((view.startSec() + view.endSec()) / 2 - centre);
    boolean clamped;
    try (TraceSession s = TraceSession.open(Shared.fpilog())) {
      clamped = view.startSec() <= s.timeRange().earliest() + 1e-12 || view.endSec() >= s.timeRange().latest() - 1e-12;
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    if (!clamped) {
      assertThat(off).as("centred on the drawable").isLessThan(2 * view.secPerPx());
    }
  }
}
