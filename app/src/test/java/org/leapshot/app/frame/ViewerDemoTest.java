package org.leapshot.app.frame;

import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Press;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.settings.Settings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Launching without a file opens the bundled demo; its three line-ID maps and the themes switch live. */
class ViewerDemoTest extends EdtChecked {
  @TempDir
  Path config;
  private FrameFixture window;
  private MainWindow main;

  @BeforeEach
  void open() {
    Settings settings = new Settings(config);
    main = GuiActionRunner.execute(() -> ViewerMain.open(settings, null));
    window = new FrameFixture(main);
    Pause.pause(OnEdt.condition("demo open",
        () -> !main.isOpening() && main.workspace() != null && main.workspace().isIdle()), Timeout.timeout(20000));
  }

  @AfterEach
  void close() {
    window.cleanUp();
  }

  @Test
  void demoOpensWithItsMapsInTheTimelinesBox() {
    window.requireTitle("Leapshot — demo trace");
    window.comboBox("mapCombo").requireItemCount(3).requireSelection("NodeView");
    window.label("axisTitle").requireText("node / core");
    window.comboBox("mapCombo").selectItem("Identity Map");
    window.label("axisTitle").requireText("LineID");
    assertThat(GuiActionRunner.execute(() -> main.workspace().timeline().canvas().rows().label(3))).isEqualTo("3");
    assertThat(GuiActionRunner.execute(() -> main.workspace().map().title())).isEqualTo("Identity Map");
    // The demo is not a user file: it must not enter the recent list.
    assertThat(new Settings(config).recentFiles()).isEmpty();
  }

  @Test
  void typedWindowTimesZoomThereAndBadOnesAreRefused() {
    enter("windowWidth", "2ms");
    enter("windowStart", "30 ms");
    org.leapshot.app.view.ViewState.Window w = GuiActionRunner.execute(() -> main.workspace().view().window());
    assertThat(w.widthSec()).isCloseTo(0.002, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(w.startSec()).isCloseTo(0.030, org.assertj.core.data.Offset.offset(1e-12));
    enter("windowEnd", "later");
    Press.button(window.optionPane().requireWarningMessage()
        .requireMessage("not a time: \"later\" (write e.g. 0.25, 12.5 ms, 300 us)").okButton());
    assertThat(GuiActionRunner.execute(() -> main.workspace().view().window())).isEqualTo(w);
    window.textBox("windowWidth").requireText("2.000 ms");
  }

  /** Types {@code text} into the time field {@code name} and presses Enter. */
  private void enter(String name, String text) {
    window.textBox(name).setText(text).pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ENTER);
  }

  @Test
  void aTypedWidthKeepsTheTypedStart() {
    // The fields read left to right: Start, then Width. The width kept the window's centre, so
    // "30 ms" then "2 ms" zoomed somewhere in the middle of the old window, not at 30 ms.
    enter("windowStart", "30 ms");
    enter("windowWidth", "2 ms");
    org.leapshot.app.view.ViewState.Window w = GuiActionRunner.execute(() -> main.workspace().view().window());
    assertThat(w.startSec()).isCloseTo(0.030, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(w.widthSec()).isCloseTo(0.002, org.assertj.core.data.Offset.offset(1e-12));
    // Near the run's end the window ends there, as wide as typed.
    double latest = GuiActionRunner.execute(() -> main.workspace().view().range().latest());
    enter("windowStart", Double.toString(latest - 0.001));
    enter("windowWidth", "5 ms");
    w = GuiActionRunner.execute(() -> main.workspace().view().window());
    assertThat(w.endSec()).isCloseTo(latest, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(w.widthSec()).isCloseTo(0.005, org.assertj.core.data.Offset.offset(1e-12));
  }

  @Test
  void previewSwitchesToOneBandPerTimeline() {
    org.leapshot.app.preview.PreviewPanel preview = GuiActionRunner.execute(() -> main.workspace().preview());
    org.assertj.swing.fixture.JPopupMenuFixture menu =
        new org.assertj.swing.fixture.JPopupMenuFixture(window.robot(), window.robot().showPopupMenu(preview));
    menu.menuItem("previewPerTimeline").click();
    assertThat(GuiActionRunner.execute(preview::isPerTimeline)).isTrue();
    // 16 timelines: the top band and the bottom band are both drawn (MPI_Init grey at the start of each).
    java.awt.image.BufferedImage img = GuiActionRunner.execute(() -> {
      java.awt.image.BufferedImage i = new java.awt.image.BufferedImage(preview.getWidth(), preview.getHeight(),
          java.awt.image.BufferedImage.TYPE_INT_RGB);
      java.awt.Graphics2D g = i.createGraphics();
      preview.paint(g);
      g.dispose();
      return i;
    });
    int bg = org.leapshot.app.canvas.CanvasTheme.LIGHT.background().getRGB() & 0xFFFFFF;
    assertThat(img.getRGB(3, 4) & 0xFFFFFF).isNotEqualTo(bg);
    assertThat(img.getRGB(3, img.getHeight() - 5) & 0xFFFFFF).isNotEqualTo(bg);
  }

  @Test
  void darkThemeAppliesToTheCanvasAndIsRemembered() {
    window.menuItemWithPath("View", "Dark Theme").click();
    assertThat(GuiActionRunner.execute(() -> main.workspace().timeline().canvas().theme())).isEqualTo(CanvasTheme.DARK);
    GuiActionRunner.execute(() -> main.settings().flush());
    assertThat(new Settings(config).theme()).isEqualTo("dark");
    window.menuItemWithPath("View", "Light Theme").click();
    assertThat(GuiActionRunner.execute(() -> main.workspace().timeline().canvas().theme())).isEqualTo(CanvasTheme.LIGHT);
  }
}
