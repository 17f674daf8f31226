package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.swing.JDialog;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.ScenePainter;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Shared;
import org.leapshot.slog2.query.StoredOverview;
import org.leapshot.slog2.query.TraceSession;

/**
 * A trace with an overview stored beside it shows the whole run from it at once and the real
 * picture replaces it (never the other way round); a hidden category keeps it out; a damaged
 * overview is passed over without a dialog; and after the first picture the viewer writes the
 * overview of a trace that has none, which the next open uses.
 */
class StoredOverviewWindowTest extends EdtChecked {
  @TempDir
  Path config;
  @TempDir
  Path traces;
  private FrameFixture window;
  private MainWindow main;
  /** Every model the canvas was given, in order, and whether it came from the stored overview. */
  private final List<Shown> shown = new CopyOnWriteArrayList<>();

  private record Shown(RenderModel model, boolean stored) {}

  /**
   * The suite keeps the viewer from writing beside shared files; these tests open copies in a
   * temporary folder. On a loaded machine the stored picture can take longer than its 200 ms head
   * start and be dropped once the real one is ready: these tests give it ten seconds, so that what
   * they check (which picture comes first) does not depend on the load.
   */
  @org.junit.jupiter.api.BeforeEach
  void allowWriting() {
    writeSetting = System.setProperty(org.leapshot.app.work.OverviewWriter.WRITE_PROPERTY, "true");
    headStartSetting = System.setProperty(HEAD_START, "10000");
  }

  private String writeSetting;
  private String headStartSetting;
  /** {@code StoredFirst.HEAD_START_PROPERTY}, not visible outside its package. */
  private static final String HEAD_START = "leapshot.storedHeadStartMs";

  @AfterEach
  void close() {
    if (window != null) {
      window.cleanUp();
    }
    restore(org.leapshot.app.work.OverviewWriter.WRITE_PROPERTY, writeSetting);
    restore(HEAD_START, headStartSetting);
  }

  private static void restore(String property, String value) {
    if (value == null) {
      System.clearProperty(property);
    } else {
      System.setProperty(property, value);
    }
  }

  @Test
  void theFirstPictureComesFromTheStoredOverviewAndTheRealOneReplacesIt() throws Exception {
    Path trace = copyOfTrace();
    writeOverview(trace);
    open(trace);
    assertThat(shown).isNotEmpty();
    assertThat(shown.get(0).stored()).as("the first picture is the stored one").isTrue();
    int firstReal = -1;
    for (int i = 0; i < shown.size(); i++) {
      if (!shown.get(i).stored() && shown.get(i).model().drawableCount() > 0) {
        firstReal = i;
        break;
      }
    }
    assertThat(firstReal).as("a real picture came").isPositive();
    for (Shown s : shown.subList(firstReal, shown.size())) {
      assertThat(s.stored()).as("no stored picture after the real one").isFalse();
    }
    TimelineCanvas canvas = ViewerProbe.canvas(main);
    RenderModel real = GuiActionRunner.execute(canvas::model);
    assertThat(real.drawableCount()).isPositive();
    assertThat(GuiActionRunner.execute(() -> main.workspace().showsStoredPicture())).isFalse();

    // Painted in the rows on screen, the stored picture shows the run the real one shows.
    int rows = GuiActionRunner.execute(() -> canvas.rows().rowCount());
    RenderModel stored = null;
    for (Shown s : shown) {
      if (s.stored() && s.model().activity().rowCount() == rows) {
        stored = s.model();
      }
    }
    assertThat(stored).as("a stored picture for the rows on screen").isNotNull();
    BufferedImage a = paint(canvas, stored);
    BufferedImage b = paint(canvas, real);
    java.util.Set<Integer> empty = GuiActionRunner.execute(() -> java.util.Set.of(canvas.theme().background().getRGB(),
        canvas.theme().rowStripe().getRGB(), canvas.theme().rowLine().getRGB()));
    long painted = 0;
    long same = 0;
    for (int r = 0; r < rows; r++) {
      int row = r;
      int y = GuiActionRunner.execute(() -> (int) canvas.rows().centerY(row));
      int rowPainted = 0;
      for (int x = 0; x < a.getWidth(); x++) {
        int p = a.getRGB(x, y);
        int q = b.getRGB(x, y);
        if (!empty.contains(p)) {
          rowPainted++;
        }
        if (!empty.contains(p) || !empty.contains(q)) {
          painted++;
          same += p == q ? 1 : 0;
        }
      }
      assertThat(rowPainted).as("row %d of the stored picture shows activity", r).isGreaterThan(a.getWidth() / 3);
    }
    assertThat((double) same / painted).as("pixels of the same colour in both pictures").isGreaterThan(0.8);
  }

  @Test
  void aHiddenCategoryKeepsTheStoredOverviewOut() throws Exception {
    Path trace = copyOfTrace();
    writeOverview(trace);
    open(trace);
    int before = GuiActionRunner.execute(() -> main.workspace().storedPictures());
    assertThat(before).isPositive();
    // Home after a zoom reads the whole run again: from the stored overview when every category shows.
    zoomInAndHome();
    int after = GuiActionRunner.execute(() -> main.workspace().storedPictures());
    assertThat(after).isGreaterThan(before);
    int category = GuiActionRunner.execute(() -> main.workspace().trace().categories().keySet().iterator().next());
    GuiActionRunner.execute(() -> main.workspace().styles().setVisible(category, false));
    ViewerProbe.awaitIdle(main);
    zoomInAndHome();
    assertThat(GuiActionRunner.execute(() -> main.workspace().storedPictures())).isEqualTo(after);
    assertThat(GuiActionRunner.execute(() -> ViewerProbe.canvas(main).model().drawableCount())).isPositive();
  }

  @Test
  void collapsedGroupsAndHiddenTimelinesShapeTheStoredPicture() throws Exception {
    Path trace = copyOfTrace();
    writeOverview(trace);
    open(trace);
    GuiActionRunner.execute(() -> {
      var arranger = main.workspace().timeline().arranger();
      arranger.collapseToLevel(1); // NodeView: 4 nodes of 16 cores, each one row
      var tree = arranger.tree();
      arranger.update(a -> a.withHidden(tree.key(tree.child(org.leapshot.app.rows.TimelineTree.ROOT, 3)), true));
    });
    ViewerProbe.awaitIdle(main);
    int before = countStored();
    zoomInAndHome();
    assertThat(countStored()).as("home drew the stored picture first").isGreaterThan(before);
    RenderModel stored = shown.stream().filter(Shown::stored).reduce((x, y) -> y).orElseThrow().model();
    assertThat(GuiActionRunner.execute(() -> ViewerProbe.canvas(main).rows().rowCount())).isEqualTo(3);
    assertThat(stored.activity().rowCount()).as("three nodes shown, one hidden").isEqualTo(3);
    RenderModel real = GuiActionRunner.execute(() -> ViewerProbe.canvas(main).model());
    assertThat(real.activity().rowCount()).isEqualTo(3);
  }

  @Test
  void aDamagedOverviewIsPassedOverWithoutADialogAndWrittenAnew() throws Exception {
    Path trace = copyOfTrace();
    writeOverview(trace);
    Path sidecar = StoredOverview.sidecarOf(trace);
    byte[] whole = Files.readAllBytes(sidecar);
    Files.write(sidecar, java.util.Arrays.copyOf(whole, whole.length / 2)); // cut short
    open(trace);
    assertThat(GuiActionRunner.execute(() -> main.workspace().storedPictures())).isZero();
    assertThat(GuiActionRunner.execute(() -> ViewerProbe.canvas(main).model().drawableCount())).isPositive();
    assertThat(GuiActionRunner.execute(StoredOverviewWindowTest::dialogShowing)).isFalse();
    awaitReadableOverview(trace);
    assertThat(Files.size(sidecar)).isEqualTo(whole.length);
  }

  @Test
  void theViewerWritesTheOverviewAfterTheFirstPictureAndTheNextOpenUsesIt() throws Exception {
    Path trace = copyOfTrace();
    open(trace);
    assertThat(GuiActionRunner.execute(() -> main.workspace().storedPictures())).isZero();
    StoredOverview written = awaitReadableOverview(trace);
    try (TraceSession session = TraceSession.open(trace)) {
      assertThat(written.run()).isEqualTo(session.timeRange());
      assertThat(written.lineIds()).hasSize(64);
    }
    assertThat(Files.size(trace)).as("the trace itself untouched")
        .isEqualTo(Files.size(Shared.testdata("reference-converted/gen-r64_2M_21.slog2")));
    shown.clear();
    GuiActionRunner.execute(() -> main.open(trace));
    Pause.pause(OnEdt.condition("reopened", () -> !shown.isEmpty()), Timeout.timeout(20000));
    ViewerProbe.awaitIdle(main);
    assertThat(shown.get(0).stored()).isTrue();
  }

  private Path copyOfTrace() throws Exception {
    Path trace = traces.resolve("r64.slog2");
    Files.copy(Shared.testdata("reference-converted/gen-r64_2M_21.slog2"), trace);
    return trace;
  }

  private static void writeOverview(Path trace) throws Exception {
    try (TraceSession session = TraceSession.open(trace)) {
      StoredOverview.compute(session, StoredOverview.COLUMNS).writeBeside(trace);
    }
  }

  /** Opens {@code trace}, recording every model its canvas is given from the first one on. */
  private void open(Path trace) {
    main = GuiActionRunner.execute(() -> {
      MainWindow m = ViewerMain.open(new Settings(config), trace);
      m.setWorkspaceListener(w -> w.timeline().canvas().addPropertyChangeListener("model", e -> {
        int stored = w.storedPictures();
        boolean fromStored = stored > countStored();
        shown.add(new Shown((RenderModel) e.getNewValue(), fromStored));
      }));
      return m;
    });
    window = new FrameFixture(main);
    GuiActionRunner.execute(() -> main.setSize(1100, 720));
    ViewerProbe.awaitIdle(main);
  }

  private int countStored() {
    int n = 0;
    for (Shown s : shown) {
      n += s.stored() ? 1 : 0;
    }
    return n;
  }

  private void zoomInAndHome() {
    GuiActionRunner.execute(() -> {
      var view = main.workspace().view();
      var w = view.window();
      view.setWindow(w.startSec() + w.widthSec() * 0.4, w.startSec() + w.widthSec() * 0.45, true);
    });
    ViewerProbe.awaitIdle(main);
    GuiActionRunner.execute(() -> main.workspace().view().home());
    ViewerProbe.awaitIdle(main);
  }

  private StoredOverview awaitReadableOverview(Path trace) {
    StoredOverview[] read = new StoredOverview[1];
    Pause.pause(new org.assertj.swing.timing.Condition("the overview written beside " + trace) {
      @Override
      public boolean test() {
        try {
          read[0] = StoredOverview.readBeside(trace).orElse(null);
        } catch (java.io.IOException e) {
          read[0] = null; // not there yet, or still the damaged one
        }
        return read[0] != null;
      }
    }, Timeout.timeout(60000));
    return read[0];
  }

  private static boolean dialogShowing() {
    for (Window w : Window.getWindows()) {
      if (w instanceof JDialog && w.isShowing()) {
        return true;
      }
    }
    return false;
  }

  /** {@code model} painted as the canvas paints it now (its window, rows and theme). */
  private static BufferedImage paint(TimelineCanvas canvas, RenderModel model) {
    return GuiActionRunner.execute(() -> {
      Rectangle v = new Rectangle(0, 0, canvas.getWidth(), canvas.rows().heightPx());
      BufferedImage img = new BufferedImage(v.width, v.height, BufferedImage.TYPE_INT_RGB);
      Graphics2D g = img.createGraphics();
      PaintContext ctx = canvas.paintContext();
      ScenePainter.paint(g, ctx, model, v, null);
      g.dispose();
      return img;
    });
  }
}
