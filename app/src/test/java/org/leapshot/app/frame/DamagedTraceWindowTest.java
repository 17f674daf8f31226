package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.DamagePainter;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.TimeScale;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.CanvasImage;
import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.DamagedLeaf;
import org.leapshot.app.trace.DamagedNode;

/**
 * fpilog.slog2 with its middle leaf damaged, in the real window: the file opens, loading stops,
 * the leaf's time range is hatched and named (status bar, hover, click) while the states around it
 * draw, and the notice goes away when the view moves off the damage or another trace opens.
 */
class DamagedTraceWindowTest extends EdtChecked {
  @TempDir
  Path config;
  @TempDir
  Path data;
  private FrameFixture window;
  private MainWindow main;
  private DamagedLeaf bad;

  @BeforeEach
  void open() throws IOException {
    bad = DamagedLeaf.of(Shared.fpilog(), data);
    main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(config), bad.file()));
    window = new FrameFixture(main);
    awaitIdle();
  }

  @AfterEach
  void close() {
    window.cleanUp();
  }

  @Test
  void theDamagedLeafIsHatchedAndNamedWhileTheRestDraws() {
    double a = bad.leaf().box().earliest();
    double b = bad.leaf().box().latest();
    double w = b - a;
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(a - w, b + w, true));
    awaitIdle();
    TimelineCanvas canvas = canvas();
    assertThat(GuiActionRunner.execute(canvas::damaged)).singleElement()
        .satisfies(d -> assertThat(d.node()).isEqualTo(bad.nodeName()));
    RenderModel model = GuiActionRunner.execute(canvas::model);
    assertThat(model.states()).anyMatch(s -> s.end() < a).anyMatch(s -> s.start() > b);
    String notice = GuiActionRunner.execute(() -> main.statusBar().notice());
    assertThat(notice).contains(bad.nodeName()).contains("byte " + bad.leaf().pointer().offset());

    // hatching inside the leaf's columns only
    TimeScale scale = GuiActionRunner.execute(canvas::scale);
    int x0 = (int) Math.ceil(scale.x(a)) + 2;
    int x1 = (int) Math.floor(scale.x(b)) - 2;
    BufferedImage img = CanvasImage.of(canvas);
    assertThat(hatchShare(img, x0, x1)).isGreaterThan(0.05);
    assertThat(hatchShare(img, 0, x0 - 6)).isZero();
    assertThat(hatchShare(img, x1 + 6, img.getWidth())).isZero();
    ViewerProbe.shot(main, "damaged-leaf");
    // the preview of the whole run hatches it too (it is read from the first, whole-run window)
    BufferedImage preview = GuiActionRunner.execute(() -> {
      javax.swing.JComponent p = main.workspace().preview();
      BufferedImage i = new BufferedImage(p.getWidth(), p.getHeight(), BufferedImage.TYPE_INT_RGB);
      java.awt.Graphics2D g = i.createGraphics();
      p.paint(g);
      g.dispose();
      return i;
    });
    assertThat(hatchShare(preview, 0, preview.getWidth())).isGreaterThan(0);

    // hover names the node in the status bar; a click opens a box with its block
    double mid = (a + b) / 2;
    GuiActionRunner.execute(() -> main.workspace().hovered(mid, null));
    assertThat(GuiActionRunner.execute(() -> ((JLabel) ViewerProbe.find(main, "statusItem", JLabel.class)).getText()))
        .contains(bad.nodeName()).contains(String.valueOf(bad.leaf().pointer().offset()));
    Point click = GuiActionRunner.execute(() -> {
      Point p = new Point((int) scale.x(mid), 20);
      javax.swing.SwingUtilities.convertPointToScreen(p, canvas);
      return p;
    });
    GuiActionRunner.execute(() -> main.workspace().clicked(null, click));
    DialogFixture info = WindowFinder.findDialog("infoPopup").withTimeout(5000).using(window.robot());
    info.label("infoTitle").requireText("Unreadable " + bad.nodeName());
    assertThat(info.textBox("infoText").text()).contains("byte " + bad.leaf().pointer().offset())
        .contains("Problem");
    ViewerProbe.shot(info.target(), "damaged-leaf-info");
    GuiActionRunner.execute(() -> main.workspace().closePopup());

    // away from the damage the notice is gone
    double start = GuiActionRunner.execute(() -> main.workspace().view().range().earliest());
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(start, Math.nextDown(a) - w / 10, true));
    awaitIdle();
    assertThat(GuiActionRunner.execute(() -> main.statusBar().notice())).doesNotContain(bad.nodeName());
  }

  @Test
  void openingAnotherTraceClearsTheNotice() {
    double a = bad.leaf().box().earliest();
    double b = bad.leaf().box().latest();
    GuiActionRunner.execute(() -> main.workspace().view().setWindow(a, b, true));
    awaitIdle();
    assertThat(GuiActionRunner.execute(() -> main.statusBar().notice())).contains(bad.nodeName());
    GuiActionRunner.execute(() -> main.open(Shared.fpilog()));
    Pause.pause(OnEdt.condition("fpilog open", () -> main.getTitle().endsWith("fpilog.slog2")), Timeout.timeout(20000));
    awaitIdle();
    assertThat(GuiActionRunner.execute(() -> main.statusBar().notice())).isEmpty();
    assertThat(GuiActionRunner.execute(() -> canvas().damaged())).isEmpty();
  }

  private TimelineCanvas canvas() {
    return GuiActionRunner.execute(() -> main.workspace().timeline().canvas());
  }

  private void awaitIdle() {
    Pause.pause(OnEdt.condition("viewer idle", () -> !main.isOpening() && main.workspace() != null
        && main.workspace().isIdle() && !main.statusBar().isLoading()), Timeout.timeout(20000));
  }

  /** Share of the pixels in columns [from, to) that have the hatching's colour. */
  private static double hatchShare(BufferedImage img, int from, int to) {
    int hatch = DamagePainter.HATCH.getRGB() & 0xFFFFFF;
    long hit = 0;
    long all = 0;
    for (int x = Math.max(0, from); x < Math.min(img.getWidth(), to); x++) {
      for (int y = 0; y < img.getHeight(); y++) {
        hit += (img.getRGB(x, y) & 0xFFFFFF) == hatch ? 1 : 0;
        all++;
      }
    }
    return all == 0 ? 0 : hit / (double) all;
  }
}
