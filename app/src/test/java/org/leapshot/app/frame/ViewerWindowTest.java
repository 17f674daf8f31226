package org.leapshot.app.frame;

import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Press;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.assertj.swing.data.TableCell;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.view.ViewState;
import org.junit.jupiter.api.Test;

/**
 * The real window on the real fpilog.slog2, driven by AssertJ Swing's robot (run under Xvfb).
 * AssertJ Swing takes the old {@code InputEvent.*_MASK} modifier constants, hence the deprecation.
 */
@SuppressWarnings("deprecation")
class ViewerWindowTest extends FpilogWindowTest {
  static final int ORANGE = 0xFFA500;
  static final int RECV = 78;

  @Test
  void titleAndLegendShowTheFile() throws Exception {
    window.requireTitle("Leapshot — fpilog.slog2");
    JTableFixture legend = window.table("legendTable");
    legend.requireRowCount(11);
    assertThat(java.util.Arrays.stream(legend.contents()).map(row -> row[1])).contains("User_Compute", "message", "SENDRECV", "BARRIER")
        .doesNotContain("Preview_State", "Preview_Arrow");
    assertThat(Files.readString(config.resolve("recent.properties"))).contains("fpilog.slog2");
  }

  @Test
  void theLegendCountsTheWholeRunOnceThePictureIsIn() throws Exception {
    java.util.Map<Integer, org.leapshot.slog2.query.DurationStats> exact;
    try (org.leapshot.slog2.query.TraceSession s = org.leapshot.slog2.query.TraceSession.open(Shared.fpilog())) {
      exact = s.statistics(s.timeRange().earliest(), s.timeRange().latest(), true).byCategory();
    }
    JTableFixture legend = window.table("legendTable");
    int row = rowOf(legend, "User_Compute");
    int excl = GuiActionRunner.execute(() -> legend.target().convertColumnIndexToView(
        org.leapshot.app.legend.LegendTableModel.EXCLUSIVE));
    javax.swing.JTable table = legend.target();
    java.util.function.Supplier<javax.swing.JLabel> cell = () -> (javax.swing.JLabel) table.prepareRenderer(
        table.getCellRenderer(row, excl), row, excl);
    java.util.function.Supplier<String> shown = () -> cell.get().getText();
    assertThat(GuiActionRunner.execute(shown::get)).as("before counting, or counted already").isNotEmpty();
    // the file's summary, in italics, is replaced by Leapshot's count of every state
    Pause.pause(OnEdt.condition("counted", () -> !cell.get().getFont().isItalic()), Timeout.timeout(20_000));
    int index = GuiActionRunner.execute(() -> main.workspace().trace().categories().values().stream()
        .filter(c -> c.name().equals("User_Compute")).findFirst().orElseThrow().index());
    assertThat(GuiActionRunner.execute(shown::get))
        .isEqualTo(org.leapshot.app.canvas.TimeUnits.duration((float) (exact.get(index).exclusive()
            / main.workspace().trace().range().duration()) * main.workspace().trace().range().duration()));
  }

  @Test
  void keysZoomAtTheCursorPanAndGoHome() {
    ViewState.Window full = viewWindow();
    focusCanvas();
    window.robot().pressAndReleaseKey(KeyEvent.VK_W);
    assertThat(viewWindow().widthSec()).isCloseTo(full.widthSec() / 2, within(full.widthSec() * 1e-9));
    window.robot().pressAndReleaseKey(KeyEvent.VK_I, InputEvent.ALT_MASK);
    assertThat(viewWindow().widthSec()).isCloseTo(full.widthSec() / 4, within(full.widthSec() * 1e-9));
    double start = viewWindow().startSec();
    window.robot().pressAndReleaseKey(KeyEvent.VK_D);
    assertThat(viewWindow().startSec()).isGreaterThan(start);
    window.robot().pressAndReleaseKey(KeyEvent.VK_U, InputEvent.ALT_MASK);
    assertThat(viewWindow().widthSec()).isCloseTo(full.widthSec() / 2, within(full.widthSec() * 1e-9));
    window.robot().pressAndReleaseKey(KeyEvent.VK_Z, InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK);
    assertThat(viewWindow().widthSec()).isCloseTo(full.widthSec() / 4, within(full.widthSec() * 1e-9));
    window.robot().pressAndReleaseKey(KeyEvent.VK_HOME);
    assertThat(viewWindow()).isEqualTo(full);
    awaitIdle();
  }

  @Test
  void ctrlWheelZoomsShiftWheelPansAndPlainWheelLeavesTimeAlone() {
    TimelineCanvas canvas = canvas();
    ViewState.Window full = viewWindow();
    // Wheel events go to the canvas itself, as in the drag test: under Xvfb without a window manager a
    // robot's modifier keys and wheel clicks can reach the window out of step under load.
    wheel(canvas, InputEvent.CTRL_DOWN_MASK, -3);
    ViewState.Window zoomed = viewWindow();
    assertThat(zoomed.widthSec()).isLessThan(full.widthSec() * 0.6);
    wheel(canvas, InputEvent.SHIFT_DOWN_MASK, 2);
    assertThat(viewWindow().startSec()).isGreaterThan(zoomed.startSec());
    assertThat(viewWindow().widthSec()).isCloseTo(zoomed.widthSec(), within(zoomed.widthSec() * 1e-9));
    ViewState.Window beforePlain = viewWindow();
    wheel(canvas, 0, 2);
    assertThat(viewWindow()).isEqualTo(beforePlain);
    awaitIdle();
  }

  @Test
  void dragSelectsARangeToZoomTo() {
    TimelineCanvas canvas = canvas();
    ViewState.Window full = viewWindow();
    int y = GuiActionRunner.execute(() -> canvas.getVisibleRect().height - 5);
    // The events go to the canvas itself: a robot drag aims at the window's reported screen
    // position, which under Xvfb without a window manager can lag a new window's real one (the
    // press then missed the canvas about one run in six).
    GuiActionRunner.execute(() -> {
      mouse(canvas, MouseEvent.MOUSE_PRESSED, 100, y, InputEvent.BUTTON1_DOWN_MASK);
      mouse(canvas, MouseEvent.MOUSE_DRAGGED, 200, y, InputEvent.BUTTON1_DOWN_MASK);
      mouse(canvas, MouseEvent.MOUSE_DRAGGED, 300, y, InputEvent.BUTTON1_DOWN_MASK);
      mouse(canvas, MouseEvent.MOUSE_RELEASED, 300, y, 0);
    });
    double secPerPx = full.widthSec() / canvas.getWidth();
    assertThat(viewWindow().startSec()).isCloseTo(full.startSec() + 100 * secPerPx, within(2 * secPerPx));
    assertThat(viewWindow().widthSec()).isCloseTo(200 * secPerPx, within(2 * secPerPx));
    awaitIdle();
  }

  @Test
  void clickingAStateOpensAnInfoBoxBesideIt() {
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(0.00228, 0.00711, true));
    awaitIdle();
    TimelineCanvas canvas = canvas();
    Rectangle2D box = GuiActionRunner.execute(() -> {
      PaintContext ctx = canvas.paintContext();
      RenderModel.StateItem recv = canvas.model().states().stream()
          .filter(s -> s.categoryIndex() == RECV && s.row() == 3).findFirst().orElseThrow();
      return ctx.stateBox(recv.start(), recv.end(), recv.row(), recv.depth());
    });
    window.robot().click(canvas, new Point((int) box.getCenterX(), (int) box.getCenterY()));
    DialogFixture popup = WindowFinder.findDialog("infoPopup").withTimeout(5000).using(window.robot());
    popup.label("infoTitle").requireText("RECV");
    String text = popup.textBox("infoText").text();
    assertThat(text).contains("Topology: State").contains("Duration:").contains("LineID = 3")
        .containsPattern("Start: +0\\.00\\d+ s");
    Rectangle onScreen = new Rectangle(canvas.getLocationOnScreen().x + (int) box.getX(),
        canvas.getLocationOnScreen().y + (int) box.getY(), (int) box.getWidth(), (int) box.getHeight());
    assertThat(popup.target().getBounds().intersects(onScreen)).as("the box must not cover the state").isFalse();
    assertThat(GuiActionRunner.execute(() -> canvas.highlight())).isNotNull();
    // Press Close through the button itself: under Xvfb without a window manager the box's reported
    // screen position can lag its real one, and a robot click aimed there lands on the canvas beneath
    // (selecting another drawable) instead of on the button.
    Press.button(popup.button("infoClose"));
    Pause.pause(OnEdt.condition("info box closed", () -> !popup.target().isShowing()), Timeout.timeout(10_000));
    Pause.pause(OnEdt.condition("highlight cleared", () -> canvas.highlight() == null), Timeout.timeout(10_000));
  }

  @Test
  void hidingACategoryRemovesItsColourFromTheCanvasAndIsRemembered() {
    assertThat(colourShare(ORANGE)).isGreaterThan(0.3);
    JTableFixture legend = window.table("legendTable");
    int row = rowOf(legend, "User_Compute");
    legend.cell(TableCell.row(row).column(2)).click();
    awaitIdle();
    Pause.pause(OnEdt.condition("orange gone", () -> colourShare(ORANGE) == 0.0), Timeout.timeout(5000));
    assertThat(colourShare(0x2E8B57)).as("SENDRECV still drawn").isGreaterThan(0.0);
    window.cleanUp();

    main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(config), Shared.fpilog()));
    window = new FrameFixture(main);
    awaitIdle();
    assertThat(colourShare(ORANGE)).as("hidden again after reopening").isZero();
    JTableFixture reopened = window.table("legendTable");
    int row2 = rowOf(reopened, "User_Compute");
    assertThat(GuiActionRunner.execute(() -> reopened.target().getValueAt(row2, 2))).isEqualTo(false);
  }

  @Test
  void exportWritesPngAndSvgOfTheView() throws Exception {
    Path png = config.resolve("view.png");
    Path svg = config.resolve("view.svg");
    for (Path out : new Path[] {png, svg}) {
      GuiActionRunner.execute(() -> new org.leapshot.app.export.ExportDialog(main, main.workspace().exportSource())
          .write(out));
    }
    Pause.pause(OnEdt.condition("both written", () -> readable(png) && svgDone(svg)), Timeout.timeout(20000));
    BufferedImage img = ImageIO.read(png.toFile());
    assertThat(img.getWidth()).isEqualTo(1600);
    assertThat(img.getHeight()).isEqualTo(900);
    long orange = 0;
    for (int y = 0; y < img.getHeight(); y++) {
      for (int x = 0; x < img.getWidth(); x++) {
        orange += (img.getRGB(x, y) & 0xFFFFFF) == ORANGE ? 1 : 0;
      }
    }
    assertThat(orange).isGreaterThan(img.getWidth() * (long) img.getHeight() / 4);
    assertThat(Files.readString(svg)).contains("rgb(255,165,0)").contains("fpilog.slog2");
  }

  @Test
  void aFileThatIsNotSlog2ShowsTheCoresMessageAndKeepsTheTrace() {
    GuiActionRunner.execute(() -> main.open(Shared.testdata("reference/fpilog.clog")));
    DialogFixture dialog = WindowFinder.findDialog(new org.assertj.swing.core.GenericTypeMatcher<javax.swing.JDialog>(
        javax.swing.JDialog.class) {
      @Override
      protected boolean isMatching(javax.swing.JDialog d) {
        return d.isShowing() && "Not a readable SLOG-2 file".equals(d.getTitle());
      }
    }).withTimeout(10000).using(window.robot());
    assertThat(dialog.label("OptionPane.label").text()).contains("fpilog.clog").contains("not a SLOG-2 file");
    Press.button(dialog.button(org.assertj.swing.core.matcher.JButtonMatcher.withText("OK")));
    window.requireTitle("Leapshot — fpilog.slog2");
    assertThat(GuiActionRunner.execute(() -> main.workspace() != null)).isTrue();
  }

  private static void wheel(TimelineCanvas canvas, int modifiers, int notches) {
    GuiActionRunner.execute(() -> canvas.dispatchEvent(new MouseWheelEvent(canvas, MouseEvent.MOUSE_WHEEL,
        System.currentTimeMillis(), modifiers, canvas.getWidth() / 3, 30, 0, false, MouseWheelEvent.WHEEL_UNIT_SCROLL, 3,
        notches)));
  }

  private static void mouse(TimelineCanvas canvas, int id, int x, int y, int modifiers) {
    canvas.dispatchEvent(new MouseEvent(canvas, id, System.currentTimeMillis(), modifiers, x, y, 1, false,
        MouseEvent.BUTTON1));
  }

  private static boolean readable(Path p) {
    try {
      return Files.exists(p) && ImageIO.read(p.toFile()) != null;
    } catch (Exception e) {
      return false;
    }
  }

  private static boolean svgDone(Path p) {
    try {
      return Files.exists(p) && Files.readString(p).trim().endsWith("</svg>");
    } catch (Exception e) {
      return false;
    }
  }

  private static int rowOf(JTableFixture legend, String name) {
    String[][] contents = legend.contents();
    for (int r = 0; r < contents.length; r++) {
      if (contents[r][1].equals(name)) {
        return r;
      }
    }
    throw new AssertionError(name + " not in legend");
  }

  /** Share of canvas pixels (visible part, painted off-screen on the EDT) that have exactly this colour. */
  private double colourShare(int rgb) {
    BufferedImage img = org.leapshot.app.testing.CanvasImage.of(canvas());
    long hit = 0;
    for (int y = 0; y < img.getHeight(); y++) {
      for (int x = 0; x < img.getWidth(); x++) {
        hit += (img.getRGB(x, y) & 0xFFFFFF) == rgb ? 1 : 0;
      }
    }
    return hit / (double) (img.getWidth() * img.getHeight());
  }

  private TimelineCanvas canvas() {
    return GuiActionRunner.execute(() -> main.workspace().timeline().canvas());
  }

  private ViewState.Window viewWindow() {
    return GuiActionRunner.execute(() -> main.workspace().view().window());
  }

  private void focusCanvas() {
    TimelineCanvas c = canvas();
    window.robot().focusAndWaitForFocusGain(c);
    window.robot().moveMouse(c, new Point(c.getWidth() / 2, c.getVisibleRect().height - 3));
  }

  private void awaitIdle() {
    Pause.pause(OnEdt.condition("viewer idle", () -> !main.isOpening() && main.workspace() != null && main.workspace().isIdle()),
        Timeout.timeout(20000));
  }

}
