package org.leapshot.app.importing;

import org.leapshot.app.testing.Press;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import javax.swing.JDialog;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.frame.MainWindow;
import org.leapshot.app.frame.ViewerMain;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.Shared;

/**
 * The real window, with files dropped on it through its transfer handler as the desktop would:
 * CLOG-2 and OTF traces are converted into the cache and opened; a second drop of the same file
 * uses the cache; a corrupt file shows the converter's message and leaves the open trace (run under Xvfb).
 */
class ImportDropTest extends DropWindowTest {
  @TempDir
  Path inputs;

  @Test
  void aDroppedClog2IsConvertedOnceAndOpenedFromTheCacheAfterwards() throws Exception {
    Path clog2 = Shared.testdata("real-mpi/cpilog-4p.clog2");
    assertThat(drop(clog2)).isTrue();
    awaitTitle("cpilog-4p.clog2");
    assertThat(legendNames()).contains("MPI_Barrier", "MPI_Bcast", "Broadcast", "Compute", "MPE_Comm_init");
    assertThat(main.opener().conversions()).isEqualTo(1);
    Path entry = main.opener().cache().entryFor(clog2);
    assertThat(entry).isRegularFile().hasParent(cacheRoot.resolve("converted"));
    assertThat(Slog2Signature.matches(entry)).isTrue();
    Object identity = Files.readAttributes(entry, BasicFileAttributes.class).fileKey();
    assertThat(Files.readString(config.resolve("recent.properties"))).contains("cpilog-4p.clog2");

    drop(Shared.fpilog());
    awaitTitle("fpilog.slog2");
    drop(clog2);
    awaitTitle("cpilog-4p.clog2");
    // A new conversion would have renamed a new file onto the entry, giving it a new identity.
    assertThat(main.opener().conversions()).isEqualTo(1);
    assertThat(Files.readAttributes(entry, BasicFileAttributes.class).fileKey()).isEqualTo(identity);
    // The reopen marked the entry used on its marker, leaving the entry's time for its overview's fingerprint.
    assertThat(cacheFiles()).containsExactlyInAnyOrder(entry, entry.resolveSibling(entry.getFileName() + ".used"));
  }

  @Test
  void aDroppedOtfMasterFileIsConvertedAndOpened() throws Exception {
    Path otf = Shared.testdata("otf/philosophers/philosophers.otf");
    assertThat(drop(otf)).isTrue();
    awaitTitle("philosophers.otf");
    assertThat(legendNames()).contains("Think", "Hungry", "Eat");
    assertThat(main.opener().conversions()).isEqualTo(1);
    Path entry = main.opener().cache().entryFor(otf);
    assertThat(cacheFiles()).containsExactlyInAnyOrder(entry, org.leapshot.slog2.convert.CategoryGroupsFile.of(entry),
        org.leapshot.slog2.convert.TimelineNamesFile.of(entry));
  }

  @Test
  void aCorruptClog2ShowsTheConvertersMessageWithTheOffsetAndKeepsTheTrace() throws Exception {
    byte[] whole = Files.readAllBytes(Shared.testdata("real-mpi/cpilog-4p.clog2"));
    Path bad = Files.write(inputs.resolve("bad.clog2"), Arrays.copyOf(whole, 40_000));
    drop(bad);

    DialogFixture dialog = WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
      @Override
      protected boolean isMatching(JDialog d) {
        return d.isShowing() && TraceOpener.ERROR_TITLE.equals(d.getTitle());
      }
    }).withTimeout(20000).using(window.robot());
    String text = dialog.label("OptionPane.label").text();
    assertThat(text).contains("Cannot convert bad.clog2 (CLOG-2)").containsPattern("bad\\.clog2 @\\d+");
    Press.button(dialog.button(JButtonMatcher.withText("OK")));

    window.requireTitle("Leapshot — fpilog.slog2");
    assertThat(cacheFiles()).isEmpty();
    // Still usable: the next drop converts and opens.
    drop(Shared.testdata("real-mpi/cpilog-4p.clog2"));
    awaitTitle("cpilog-4p.clog2");
  }

  @Test
  void aPiclFileGivenOnTheCommandLineIsConvertedAndOpened() {
    Path picl = Shared.testdata("picl/worley-table20.trf");
    MainWindow second = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(config), picl));
    FrameFixture other = new FrameFixture(window.robot(), second);
    try {
      Pause.pause(new Condition("title of the PICL trace") {
        @Override
        public boolean test() {
          return GuiActionRunner.execute(
              () -> "Leapshot — worley-table20.trf".equals(second.getTitle()) && !second.opener().isBusy());
        }
      }, Timeout.timeout(30000));
      assertThat(Arrays.stream(other.table("legendTable").contents()).map(row -> row[1]).toList()).isNotEmpty();
      assertThat(second.opener().conversions()).isEqualTo(1);
    } finally {
      GuiActionRunner.execute(second::dispose);
    }
  }

  /** Everything in the cache folder, temporary files included. */
  private List<Path> cacheFiles() throws Exception {
    Path dir = cacheRoot.resolve("converted");
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(dir)) {
      return files.toList();
    }
  }
}
