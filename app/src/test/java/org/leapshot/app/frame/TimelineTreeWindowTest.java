package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Component;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Set;
import javax.swing.JComponent;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.CanvasImage;
import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Shared;

/**
 * The timeline tree on a 64-rank trace whose NodeView map puts 16 ranks on each of 4 nodes: collapse
 * and expand a node by its name on the axis and for all nodes from the View menu, hide and filter
 * timelines, move rows by dragging them on the axis, and find the arrangement again on reopening.
 * Mouse events go to the axis directly: a robot aims at screen positions Xvfb may report late.
 */
@SuppressWarnings("deprecation")
class TimelineTreeWindowTest extends EdtChecked {
  private static final Path TRACE = Shared.testdata("reference-converted/gen-r64_2M_21.slog2");
  @TempDir
  Path config;
  private FrameFixture window;
  private MainWindow main;

  @BeforeEach
  void open() {
    openWindow();
  }

  private void openWindow() {
    main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(config), TRACE));
    window = new FrameFixture(main);
    GuiActionRunner.execute(() -> main.setSize(1100, 900));
    ViewerProbe.awaitIdle(main);
    assertThat(GuiActionRunner.execute(() -> main.workspace().map().title())).isEqualTo("NodeView");
  }

  @AfterEach
  void close() {
    window.cleanUp();
  }

  @Test
  void collapsingANodeShowsItsSixteenRanksMergedInOneRowAndExpandingBringsThemBack() {
    awaitRaster(64);
    assertThat(rows().rowCount()).isEqualTo(64);
    int firstOfNode1 = rows().rowOf(16);
    BufferedImage before = CanvasImage.of(canvas());
    RowLayout expanded = rows();

    clickAxis(groupColumnX(), firstOfNode1);
    awaitRaster(49);
    RowLayout collapsed = rows();
    assertThat(collapsed.rowCount()).isEqualTo(49);
    int row = collapsed.rowOf(16);
    assertThat(collapsed.label(row)).isEqualTo("node 1 (16)");
    for (int line = 16; line < 32; line++) {
      assertThat(collapsed.rowOf(line)).isEqualTo(row);
    }
    assertThat(collapsed.label(row + 1)).isEqualTo("2 / 0");

    // Pixels: where any of the 16 ranks was busy, the collapsed row is busy, and only there.
    BufferedImage after = CanvasImage.of(canvas());
    int width = Math.min(before.getWidth(), after.getWidth());
    int agree = 0;
    int busy = 0;
    for (int x = 0; x < width; x++) {
      boolean wasBusy = false;
      for (int line = 16; line < 32; line++) {
        wasBusy |= busyAt(before, x, expanded.top(expanded.rowOf(line)), expanded.rowHeightPx());
      }
      boolean isBusy = busyAt(after, x, collapsed.top(row), collapsed.rowHeightPx());
      agree += wasBusy == isBusy ? 1 : 0;
      busy += isBusy ? 1 : 0;
    }
    assertThat(busy).as("busy columns of the collapsed row").isGreaterThan(width / 2);
    assertThat(agree).as("columns where the collapsed row agrees with its members").isGreaterThan(width * 9 / 10);

    clickAxis(groupColumnX(), row);
    awaitRaster(64);
    assertThat(rows().label(rows().rowOf(16))).isEqualTo("1 / 0");
    // Right-click on a timeline offers to fold its node.
    openMenuOnAxis(rows().rowOf(20));
    window.menuItem("axisCollapseParent").click();
    awaitRaster(49);
    assertThat(rows().label(rows().rowOf(20))).isEqualTo("node 1 (16)");
  }

  @Test
  void collapseAllToLevelOneAndExpandAllFromTheViewMenuAndKeys() {
    window.menuItemWithPath("View", "Collapse All to Level 1").click();
    awaitRaster(4);
    assertThat(labels()).containsExactly("node 0 (16)", "node 1 (16)", "node 2 (16)", "node 3 (16)");
    // The preview's per-timeline miniature follows: 4 rows of 4 px instead of 64.
    awaitMiniatureHeight(4 * 4);
    focusCanvas();
    window.robot().pressAndReleaseKey(KeyEvent.VK_0, InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK);
    awaitRaster(64);
    window.robot().pressAndReleaseKey(KeyEvent.VK_1, InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK);
    awaitRaster(4);
  }

  @Test
  void hiddenAndFilteredTimelinesLeaveTheAxisAndComeBack() {
    openMenuOnAxis(rows().rowOf(5));
    window.menuItem("axisHide").click();
    awaitRaster(63);
    awaitMiniatureHeight(63 * 4); // the hidden timeline leaves the preview's miniature too
    assertThat(rows().rowOf(5)).isEqualTo(-1);
    assertThat(labels()).doesNotContain("0 / 5").contains("0 / 4", "0 / 6");
    window.label("rowFilterCount").requireText("63 of 64 timelines");

    // a line ID finds its timeline, and the count says which line ID its label "2 / 5" is
    window.textBox("rowFilter").enterText("37");
    awaitRaster(1);
    assertThat(labels()).containsExactly("2 / 5");
    window.label("rowFilterCount").requireText("1 of 64 timelines (line ID 37)");
    window.textBox("rowFilter").deleteText().enterText("12");
    awaitRaster(4);
    assertThat(labels()).containsExactly("0 / 12", "1 / 12", "2 / 12", "3 / 12");
    window.textBox("rowFilter").deleteText().enterText("node 2");
    awaitRaster(16);
    assertThat(labels()).startsWith("2 / 0", "2 / 1").endsWith("2 / 15");
    window.textBox("rowFilter").deleteText();
    awaitRaster(63);

    openMenuOnAxis(0);
    assertThat(GuiActionRunner.execute(() -> window.menuItem("axisShowAll").target().getText()))
        .isEqualTo("Show Hidden Timelines (1)");
    window.menuItem("axisShowAll").click();
    awaitRaster(64);
    assertThat(rows().rowOf(5)).isNotNegative();
    window.label("rowFilterCount").requireText("");
  }

  /**
   * File ▸ Export View… of a filtered or folded view draws the rows shown, not every timeline of
   * the map (a walk exported the 16 timelines of "node 3" on r16384 and got all 16 384 merged).
   */
  @Test
  void exportDrawsTheTimelinesAsArranged() throws Exception {
    window.textBox("rowFilter").enterText("node 2");
    awaitRaster(16);
    String filtered = exportedSvg("filtered.svg");
    assertThat(filtered).contains(">2 / 0<", ">2 / 15<").doesNotContain(">0 / 0<", ">3 / 15<");
    window.textBox("rowFilter").deleteText().enterText("no such timeline");
    assertThat(exportedSvg("none.svg")).contains("gen-r64_2M_21.slog2").doesNotContain(">0 / 0<");
    window.textBox("rowFilter").deleteText();
    awaitRaster(64);
    window.menuItemWithPath("View", "Collapse All to Level 1").click();
    awaitRaster(4);
    String folded = exportedSvg("folded.svg");
    // the label column fits "node 0 (16)" (a fixed 64 px cut it to "node 0")
    assertThat(folded).contains(">node 0 (16)<", ">node 3 (16)<").doesNotContain(">0 / 0<");
    window.robot().pressAndReleaseKey(KeyEvent.VK_0, InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK);
    awaitRaster(64);
    assertThat(exportedSvg("all.svg")).contains(">0 / 0<", ">3 / 12<");
  }

  private String exportedSvg(String name) throws Exception {
    Path out = config.resolve(name);
    GuiActionRunner.execute(() -> MainMenus.exportDialog(main).write(out));
    // the dialog closes with nothing else to show that it worked: the status bar names the file
    Pause.pause(OnEdt.condition(name + " written and said", () -> java.nio.file.Files.exists(out)
        && window.label("statusItem").target().getText().equals("Exported the view to " + out)), Timeout.timeout(20000));
    return java.nio.file.Files.readString(out);
  }

  @Test
  void draggingRowsOnTheAxisReordersTimelinesAndNodesAndReopeningRestoresTheArrangement() {
    // Timeline 0 / 3 dropped on the upper half of 0 / 0 goes first among node 0's timelines.
    drag(timelineLabelX(), rows().rowOf(3), rows().rowOf(0), true);
    assertThat(labels().subList(0, 5)).containsExactly("0 / 3", "0 / 0", "0 / 1", "0 / 2", "0 / 4");
    // Node 3, taken by its name, dropped on the upper half of node 0 goes first.
    drag(groupColumnX(), rows().rowOf(48), rows().rowOf(3), true);
    assertThat(labels().subList(0, 2)).containsExactly("3 / 0", "3 / 1");
    assertThat(labels().get(16)).isEqualTo("0 / 3");
    // A timeline dropped on another node's timeline is not moved out of its node.
    drag(timelineLabelX(), rows().rowOf(20), rows().rowOf(40), false);
    assertThat(labels().get(32)).isEqualTo("1 / 0");
    clickAxis(groupColumnX(), rows().rowOf(32));
    openMenuOnAxis(rows().rowOf(17));
    window.menuItem("axisHide").click();
    awaitRaster(64 - 15 - 1);
    java.util.List<String> arranged = labels();

    main.settings().flush(); // what the viewer's exit does; a new window reads the files again
    window.cleanUp();
    openWindow();
    awaitRaster(64 - 15 - 1);
    assertThat(labels()).isEqualTo(arranged);
    assertThat(arranged).contains("node 2 (16)").doesNotContain("1 / 1");
  }

  private boolean busyAt(BufferedImage img, int x, int top, int height) {
    Set<Integer> empty = Set.of(rgb(CanvasTheme.LIGHT.background()), rgb(CanvasTheme.LIGHT.rowStripe()),
        rgb(CanvasTheme.LIGHT.rowLine()));
    for (int y = Math.max(0, top); y < Math.min(img.getHeight(), top + height); y++) {
      if (!empty.contains(img.getRGB(x, y) & 0xFFFFFF)) {
        return true;
      }
    }
    return false;
  }

  private static int rgb(Color c) {
    return c.getRGB() & 0xFFFFFF;
  }

  private java.util.List<String> labels() {
    return GuiActionRunner.execute(() -> {
      RowLayout r = canvas().rows();
      java.util.List<String> l = new java.util.ArrayList<>();
      for (int i = 0; i < r.rowCount(); i++) {
        l.add(r.label(i));
      }
      return l;
    });
  }

  private int groupColumnX() {
    return 8;
  }

  private int timelineLabelX() {
    return GuiActionRunner.execute(() -> axis().getWidth() - 20);
  }

  private void clickAxis(int x, int row) {
    int y = centerY(row);
    send(MouseEvent.MOUSE_PRESSED, x, y, 1, false, MouseEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
    send(MouseEvent.MOUSE_RELEASED, x, y, 1, false, 0, MouseEvent.BUTTON1);
    ViewerProbe.awaitIdle(main);
  }

  private void drag(int x, int fromRow, int toRow, boolean upperHalf) {
    int y0 = centerY(fromRow);
    int h = rows().rowHeightPx();
    int y1 = rows().top(toRow) + (upperHalf ? 1 : h - 1);
    send(MouseEvent.MOUSE_PRESSED, x, y0, 1, false, MouseEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
    send(MouseEvent.MOUSE_DRAGGED, x, (y0 + y1) / 2, 0, false, MouseEvent.BUTTON1_DOWN_MASK, MouseEvent.NOBUTTON);
    send(MouseEvent.MOUSE_DRAGGED, x, y1, 0, false, MouseEvent.BUTTON1_DOWN_MASK, MouseEvent.NOBUTTON);
    send(MouseEvent.MOUSE_RELEASED, x, y1, 1, false, 0, MouseEvent.BUTTON1);
    ViewerProbe.awaitIdle(main);
  }

  private void openMenuOnAxis(int row) {
    send(MouseEvent.MOUSE_PRESSED, timelineLabelX(), centerY(row), 1, true, MouseEvent.BUTTON3_DOWN_MASK,
        MouseEvent.BUTTON3);
  }

  private void send(int id, int x, int y, int clicks, boolean popup, int modifiers, int button) {
    GuiActionRunner.execute(() -> {
      Component a = axis();
      a.dispatchEvent(new MouseEvent(a, id, System.currentTimeMillis(), modifiers, x, y, clicks, popup, button));
    });
  }

  private int centerY(int row) {
    return GuiActionRunner.execute(() -> (int) canvas().rows().centerY(row));
  }

  private JComponent axis() {
    return (JComponent) window.robot().finder().findByName(main, "rowAxis");
  }

  private void focusCanvas() {
    window.robot().focusAndWaitForFocusGain(canvas());
  }

  private void awaitMiniatureHeight(int px) {
    Pause.pause(OnEdt.condition("a miniature " + px + " px high", () -> main.workspace().preview().miniature() != null
        && main.workspace().preview().miniature().getHeight() == px), Timeout.timeout(20000));
  }

  private void awaitRaster(int rowCount) {
    Pause.pause(OnEdt.condition("a picture with " + rowCount + " rows", () -> main.workspace().isIdle()
        && canvas().rows().rowCount() == rowCount
        && canvas().model().activity() != null && canvas().model().activity().rowCount() == rowCount),
        Timeout.timeout(20000));
  }

  private RowLayout rows() {
    return GuiActionRunner.execute(() -> canvas().rows());
  }

  private TimelineCanvas canvas() {
    return GuiActionRunner.execute(() -> main.workspace().timeline().canvas());
  }
}
