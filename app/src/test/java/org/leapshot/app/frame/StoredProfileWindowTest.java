package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.preview.DensityProfile;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.Shared;
import org.leapshot.slog2.query.StoredOverview;
import org.leapshot.slog2.query.TraceSession;

/**
 * The preview strip of a trace with a stored overview shows the profile kept in it first, and the
 * profile of the whole run's own read replaces it (never the other way round); without an overview
 * only the real profile is shown.
 */
class StoredProfileWindowTest extends EdtChecked {
  @TempDir
  Path config;
  @TempDir
  Path traces;
  private FrameFixture window;
  private MainWindow main;
  /** Every profile the preview was given, in order, and whether it was the stored one. */
  private final List<Shown> shown = new CopyOnWriteArrayList<>();

  private record Shown(DensityProfile profile, boolean stored) {}

  @AfterEach
  void close() {
    if (window != null) {
      window.cleanUp();
    }
  }

  @Test
  void theStoredProfileComesFirstAndTheRealOneReplacesIt() throws Exception {
    Path trace = copyOfTrace("with.slog2");
    try (TraceSession session = TraceSession.open(trace)) {
      StoredOverview.compute(session, StoredOverview.COLUMNS).writeBeside(trace);
    }
    open(trace);
    assertThat(shown).hasSizeGreaterThanOrEqualTo(2);
    assertThat(shown.get(0).stored()).as("the first profile is the stored one").isTrue();
    assertThat(shown.get(0).profile().columns()).isEqualTo(StoredOverview.readBeside(trace).orElseThrow().profileColumns());
    int firstReal = 0;
    while (shown.get(firstReal).stored()) {
      firstReal++;
    }
    assertThat(shown.subList(firstReal, shown.size())).as("no stored profile after the real one")
        .noneMatch(Shown::stored);
    assertThat(GuiActionRunner.execute(() -> main.workspace().preview().showsStoredProfile())).isFalse();
  }

  @Test
  void withoutAnOverviewOnlyTheRealProfileIsShown() throws Exception {
    open(copyOfTrace("without.slog2"));
    assertThat(shown).isNotEmpty().noneMatch(Shown::stored);
  }

  private Path copyOfTrace(String name) throws Exception {
    Path trace = traces.resolve(name);
    Files.copy(Shared.testdata("reference-converted/gen-r64_2M_21.slog2"), trace);
    return trace;
  }

  private void open(Path trace) {
    main = GuiActionRunner.execute(() -> {
      MainWindow m = ViewerMain.open(new Settings(config), trace);
      m.setWorkspaceListener(w -> w.preview().addPropertyChangeListener("profile",
          e -> shown.add(new Shown((DensityProfile) e.getNewValue(), w.preview().showsStoredProfile()))));
      return m;
    });
    window = new FrameFixture(main);
    GuiActionRunner.execute(() -> main.setSize(1100, 720));
    ViewerProbe.awaitIdle(main);
  }
}
