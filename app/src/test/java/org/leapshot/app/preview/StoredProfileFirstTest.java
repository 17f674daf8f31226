package org.leapshot.app.preview;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.query.StoredOverview;
import org.leapshot.slog2.query.TraceSession;

/**
 * The preview's first profile from the stored overview: the same shares as the real whole-run read,
 * shown until the real profile is set and never over it.
 */
class StoredProfileFirstTest {
  @TempDir
  static Path dir;
  static Path trace;

  @BeforeAll
  static void traceWithOverview() throws Exception {
    trace = dir.resolve("fpilog.slog2");
    Files.copy(Shared.fpilog(), trace);
    try (TraceSession s = TraceSession.open(trace)) {
      StoredOverview.compute(s, StoredOverview.COLUMNS).writeBeside(trace);
    }
  }

  @Test
  void theStoredProfileHasTheRealReadsSharesAtItsColumns() throws Exception {
    try (TraceView t = TraceView.open(trace)) {
      List<DensityProfile> shown = showStored(t.storedOverview(), t.categories(), false);
      assertThat(shown).hasSize(1);
      DensityProfile stored = shown.get(0);
      WindowData whole = t.query(t.range().earliest(), t.range().latest(), stored.columns());
      DensityProfile real = DensityProfile.build(whole, t.categories(), stored.columns());
      assertThat(stored.startSec()).isEqualTo(real.startSec());
      assertThat(stored.endSec()).isEqualTo(real.endSec());
      int busy = 0;
      for (int c = 0; c < real.columns(); c++) {
        List<DensityProfile.Share> want = real.column(c);
        List<DensityProfile.Share> got = stored.column(c);
        assertThat(got).extracting(DensityProfile.Share::categoryIndex).as("column %d", c)
            .containsExactlyInAnyOrderElementsOf(want.stream().map(DensityProfile.Share::categoryIndex).toList());
        for (DensityProfile.Share w : want) {
          double g = got.stream().filter(s -> s.categoryIndex() == w.categoryIndex()).findFirst().orElseThrow().busySec();
          assertThat(g).isCloseTo(w.busySec(), within(w.busySec() * 1e-6));
        }
        busy += want.size() > 1 ? 1 : 0;
      }
      assertThat(busy).as("columns with more than one category").isGreaterThan(10);
    }
  }

  @Test
  void theStoredProfileStandsForAWholeRunReadButNotForAPartOrAMissingOne() throws Exception {
    try (TraceView t = TraceView.open(trace)) {
      StoredOverview stored = t.storedOverview().orElseThrow();
      double t0 = t.range().earliest();
      double t1 = t.range().latest();
      assertThat(DensityProfile.storedStandsFor(stored, t.query(t0, t1, 1600))).isTrue();
      WindowData half = t.query(t0, (t0 + t1) / 2, 1600);
      assertThat(half.result().isCoarse()).isFalse();
      assertThat(DensityProfile.storedStandsFor(stored, half)).isFalse();
      assertThat(DensityProfile.storedStandsFor(null, t.query(t0, t1, 1600))).isFalse();
    }
  }

  @Test
  void itPaintsThePreviewAsTheRealProfileDoes() throws Exception {
    try (TraceView t = TraceView.open(trace)) {
      DensityProfile stored = StoredProfileFirst.profileOf(t.storedOverview(), t.categories()).orElseThrow();
      int width = 800;
      DensityProfile real = DensityProfile.build(t.query(t.range().earliest(), t.range().latest(), width),
          t.categories(), width);
      BufferedImage a = paint(t, stored, width);
      BufferedImage b = paint(t, real, width);
      int same = 0;
      int painted = 0;
      int background = a.getRGB(0, 0);
      for (int y = 0; y < a.getHeight(); y++) {
        for (int x = 0; x < width; x++) {
          same += Math.abs(a.getRGB(x, y) - b.getRGB(x, y)) == 0 ? 1 : 0;
          painted += b.getRGB(x, y) != background ? 1 : 0;
        }
      }
      assertThat(painted).as("pixels the real profile paints").isGreaterThan(width * 20);
      assertThat(same).as("equal pixels").isGreaterThan((int) (0.95 * width * a.getHeight()));
    }
  }

  @Test
  void theRealProfileReplacesTheStoredOneAndALateStoredOneIsIgnored() throws Exception {
    try (TraceView t = TraceView.open(trace)) {
      DensityProfile stored = StoredProfileFirst.profileOf(t.storedOverview(), t.categories()).orElseThrow();
      DensityProfile real = DensityProfile.build(t.query(t.range().earliest(), t.range().latest(), 300),
          t.categories(), 300);
      SwingUtilities.invokeAndWait(() -> {
        PreviewPanel p = new PreviewPanel(new ViewState(t.range()), t::categories);
        assertThat(p.profile()).isNull();
        p.setStoredProfile(stored, 4);
        assertThat(p.profile()).isSameAs(stored);
        assertThat(p.showsStoredProfile()).isTrue();
        p.setProfile(real, 4);
        assertThat(p.profile()).isSameAs(real);
        assertThat(p.showsStoredProfile()).isFalse();
        p.setStoredProfile(stored, 4);
        assertThat(p.profile()).isSameAs(real);
      });
    }
  }

  @Test
  void noOverviewOrAClosedWorkspaceShowsNothing() throws Exception {
    Path bare = dir.resolve("bare.slog2");
    Files.copy(Shared.fpilog(), bare);
    try (TraceView t = TraceView.open(bare)) {
      assertThat(showStored(t.storedOverview(), t.categories(), false)).isEmpty();
    }
    try (TraceView t = TraceView.open(trace)) {
      assertThat(showStored(t.storedOverview(), t.categories(), true)).isEmpty();
    }
  }

  /** What {@link StoredProfileFirst} hands the EDT, its work done on the calling thread. */
  private static List<DensityProfile> showStored(Optional<StoredOverview> stored, Map<Integer, Category> categories,
      boolean closeFirst) throws Exception {
    List<DensityProfile> shown = new ArrayList<>();
    StoredProfileFirst first = new StoredProfileFirst(Runnable::run);
    if (closeFirst) {
      first.close();
    }
    first.show(() -> stored, categories, shown::add);
    SwingUtilities.invokeAndWait(() -> { }); // what it posted has run
    return shown;
  }

  private static BufferedImage paint(TraceView t, DensityProfile profile, int width) throws Exception {
    BufferedImage img = new BufferedImage(width, 64, BufferedImage.TYPE_INT_RGB);
    SwingUtilities.invokeAndWait(() -> {
      PreviewPanel p = new PreviewPanel(new ViewState(t.range()), t::categories);
      p.setSize(width, 64);
      p.setProfile(profile, t.lineIdMaps().get(0).rowCount());
      var g = img.createGraphics();
      p.paint(g);
      g.dispose();
    });
    return img;
  }
}
