package org.leapshot.app.importing;

import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Press;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.swing.JDialog;
import javax.swing.JFrame;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.testing.Shared;
import org.leapshot.slog2.convert.ProgressListener;

/**
 * The progress dialog's Cancel stops a real conversion and deletes everything it wrote. The
 * conversion is held at its first progress report (on the converting thread) until the interrupt
 * arrives, so the dialog is certainly up and the test does not depend on timing (run under Xvfb).
 */
class ImportCancelTest {
  /** States per processor: more than one progress interval (8192 drawables). */
  private static final int STATES = 10_000;

  @TempDir
  Path cacheDir;
  @TempDir
  Path inputs;
  private FrameFixture owner;
  private final List<Path[]> opened = new CopyOnWriteArrayList<>();
  private final List<String> notices = new CopyOnWriteArrayList<>();
  private final CountDownLatch held = new CountDownLatch(1);
  private final CountDownLatch never = new CountDownLatch(1);

  @BeforeAll
  static void checkEdt() {
    FailOnThreadViolationRepaintManager.install();
  }

  @BeforeEach
  void showOwner() {
    owner = new FrameFixture(GuiActionRunner.execute(() -> {
      JFrame f = new JFrame("owner");
      f.setSize(400, 300);
      f.setVisible(true);
      return f;
    }));
  }

  @AfterEach
  void close() {
    never.countDown();
    owner.cleanUp();
  }

  @Test
  void cancelStopsTheConversionAndLeavesNothingInTheCache() throws Exception {
    TraceOpener opener = opener(holdAtFirstProgress());
    Path input = picl();
    GuiActionRunner.execute(() -> opener.open(input));
    assertThat(held.await(60, TimeUnit.SECONDS)).isTrue();
    // The writer's temporary file exists while the conversion runs: the cancel has something to delete.
    assertThat(cacheFiles()).singleElement().satisfies(p -> assertThat(p.getFileName().toString()).endsWith(".tmp"));

    DialogFixture dialog = WindowFinder.findDialog(ImportProgressDialog.NAME).withTimeout(10000).using(owner.robot());
    dialog.label("importTitle").requireText("Converting held.trf (PICL) to SLOG-2");
    dialog.label("importTime").requireText(java.util.regex.Pattern.compile("\\d+:\\d\\d elapsed.*"));
    Press.button(dialog.button("importCancel"));

    Pause.pause(OnEdt.condition("import ended", () -> !opener.isBusy()), Timeout.timeout(30000));
    assertThat(cacheFiles()).isEmpty();
    assertThat(opened).isEmpty();
    assertThat(GuiActionRunner.execute(() -> dialog.target().isDisplayable())).isFalse();
    assertThat(opener.conversions()).isEqualTo(1);
    assertThat(notices).as("the user is told the conversion stopped")
        .containsExactly("Conversion of held.trf cancelled; nothing was opened");
  }

  @Test
  void cancelStopsAConversionInItsOwnJvm() throws Exception {
    TraceOpener opener = opener(null); // no listener on the converting thread: the child JVM converts
    Path input = picl(inputs.resolve("big.trf"), 800_000); // 3.2 M drawables: seconds of converting
    GuiActionRunner.execute(() -> opener.open(input));
    // the child's writer has its temporary file in the cache: it is converting
    Pause.pause(OnEdt.condition("child converting", () -> !cacheFilesUnchecked().isEmpty()), Timeout.timeout(60000));
    DialogFixture dialog = WindowFinder.findDialog(ImportProgressDialog.NAME).withTimeout(10000).using(owner.robot());
    Press.button(dialog.button("importCancel"));

    Pause.pause(OnEdt.condition("import ended", () -> !opener.isBusy()), Timeout.timeout(30000));
    assertThat(cacheFiles()).as("the child deleted its files before the job ended").isEmpty();
    assertThat(opened).isEmpty();
    assertThat(notices).containsExactly("Conversion of big.trf cancelled; nothing was opened");
  }

  @Test
  void theDialogLeavesTheEmptyWindowsHintReadable() throws Exception {
    // The empty viewer says "Open a trace (SLOG-2, …)" on its middle line; the centred dialog hid it.
    javax.swing.JLabel hint = GuiActionRunner.execute(() -> {
      javax.swing.JLabel l = new javax.swing.JLabel("Open a trace with File › Open, or drop one here.",
          javax.swing.SwingConstants.CENTER);
      ((JFrame) owner.target()).getContentPane().add(l);
      owner.target().validate();
      return l;
    });
    TraceOpener opener = opener(holdAtFirstProgress());
    Path input = picl();
    GuiActionRunner.execute(() -> opener.open(input));
    assertThat(held.await(60, TimeUnit.SECONDS)).isTrue();
    DialogFixture dialog = WindowFinder.findDialog(ImportProgressDialog.NAME).withTimeout(10000).using(owner.robot());
    java.awt.Rectangle[] r = GuiActionRunner.execute(() -> {
      java.awt.FontMetrics fm = hint.getFontMetrics(hint.getFont());
      java.awt.Point at = hint.getLocationOnScreen();
      int w = fm.stringWidth(hint.getText());
      java.awt.Rectangle text = new java.awt.Rectangle(at.x + (hint.getWidth() - w) / 2,
          at.y + (hint.getHeight() - fm.getHeight()) / 2, w, fm.getHeight());
      return new java.awt.Rectangle[] {text, dialog.target().getBounds()};
    });
    assertThat(r[1].intersects(r[0])).as("dialog %s over the hint %s", r[1], r[0]).isFalse();
    Press.button(dialog.button("importCancel"));
    Pause.pause(OnEdt.condition("import ended", () -> !opener.isBusy()), Timeout.timeout(30000));
  }

  @Test
  void openingAnotherFileCancelsTheRunningConversion() throws Exception {
    TraceOpener opener = opener(holdAtFirstProgress());
    Path input = picl();
    GuiActionRunner.execute(() -> opener.open(input));
    assertThat(held.await(60, TimeUnit.SECONDS)).isTrue();

    GuiActionRunner.execute(() -> opener.open(Shared.fpilog()));
    Pause.pause(OnEdt.condition("fpilog opened", () -> !opener.isBusy() && !opened.isEmpty()), Timeout.timeout(30000));
    Pause.pause(OnEdt.condition("partial entry deleted", () -> cacheFilesUnchecked().isEmpty()), Timeout.timeout(30000));
    assertThat(opened).singleElement().satisfies(pair -> assertThat(pair).containsExactly(Shared.fpilog(), Shared.fpilog()));
    assertThat(notices).as("a conversion replaced by a newer open is not reported as cancelled").isEmpty();
  }

  @Test
  void withoutCancelTheSameInputIsConvertedAndOpenedAsTheOriginal() throws Exception {
    TraceOpener opener = opener(null);
    Path input = picl();
    GuiActionRunner.execute(() -> opener.open(input));
    Pause.pause(OnEdt.condition("import ended", () -> !opener.isBusy()), Timeout.timeout(60000));
    Path entry = opener.cache().entryFor(input);
    assertThat(opened).singleElement().satisfies(pair -> assertThat(pair).containsExactly(entry, input));
    assertThat(cacheFiles()).containsExactly(entry);
  }

  @Test
  void aCacheThatCannotBeWrittenGivesAnErrorDialogAndOpensNothing() throws Exception {
    Path notADirectory = Files.writeString(inputs.resolve("cache-is-a-file"), "x");
    TraceOpener opener = GuiActionRunner.execute(() -> new TraceOpener(owner.target(),
        new ConversionCache(notADirectory.resolve("converted"), 1L << 30),
        (slog2, original) -> opened.add(new Path[] {slog2, original})));
    GuiActionRunner.execute(() -> opener.open(Shared.testdata("real-mpi/cpilog-4p.clog2")));

    DialogFixture error = WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
      @Override
      protected boolean isMatching(JDialog d) {
        return d.isShowing() && TraceOpener.ERROR_TITLE.equals(d.getTitle());
      }
    }).withTimeout(20000).using(owner.robot());
    assertThat(error.label("OptionPane.label").text()).contains("Cannot convert cpilog-4p.clog2 (CLOG-2)")
        .contains("cache-is-a-file");
    Press.button(error.button(JButtonMatcher.withText("OK")));
    Pause.pause(OnEdt.condition("import ended", () -> !opener.isBusy()), Timeout.timeout(30000));
    assertThat(opened).isEmpty();
  }

  @Test
  void slog2FilesAndUnknownBinaryFilesGoToTheSlog2ReaderUnconverted() throws Exception {
    TraceOpener opener = opener(null);
    // binary and of no format: the SLOG-2 reader is the one to say what it is not (a text file that is
    // no trace, or a .txt that fails to parse, is answered by the importer: UnreadableInputWindowTest)
    Path unknown = Files.write(inputs.resolve("notes.bin"), new byte[] {0, 1, 2, 'h', 'i', 0, 0});
    GuiActionRunner.execute(() -> opener.open(Shared.fpilog()));
    Pause.pause(OnEdt.condition("import ended", () -> !opener.isBusy()), Timeout.timeout(30000));
    GuiActionRunner.execute(() -> opener.open(unknown));
    Pause.pause(OnEdt.condition("import ended", () -> !opener.isBusy()), Timeout.timeout(30000));

    assertThat(opened).hasSize(2);
    assertThat(opened.get(0)).containsExactly(Shared.fpilog(), Shared.fpilog());
    assertThat(opened.get(1)).containsExactly(unknown, unknown);
    assertThat(opener.conversions()).isZero();
    assertThat(cacheFiles()).isEmpty();
  }

  private TraceOpener opener(ProgressListener onConvertingThread) {
    return GuiActionRunner.execute(() -> {
      TraceOpener o = new TraceOpener(owner.target(), new ConversionCache(cacheDir, 1L << 30),
          (slog2, original) -> opened.add(new Path[] {slog2, original}), onConvertingThread);
      o.onCancelled(notices::add);
      return o;
    });
  }

  /** Blocks the converting thread at its first progress report until the cancel interrupts it. */
  private ProgressListener holdAtFirstProgress() {
    return (phase, fraction) -> {
      held.countDown();
      try {
        never.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    };
  }

  private Path picl() throws IOException {
    return picl(inputs.resolve("held.trf"), STATES);
  }

  /** A PICL trace of two processors' alternating states, in time order (written as made: millions of lines). */
  static Path picl(Path file, int states) throws IOException {
    try (java.io.BufferedWriter w = Files.newBufferedWriter(file)) {
      for (int i = 0; i < states; i++) {
        for (int p = 0; p < 2; p++) {
          double t = (2 * i + p) * 1e-3;
          w.write("-3 -601 " + t + " " + p + " -1 0\n");
          w.write("-4 -601 " + (t + 0.5e-3) + " " + p + " -1 0\n");
        }
      }
    }
    return file;
  }

  private List<Path> cacheFiles() throws IOException {
    try (Stream<Path> files = Files.list(cacheDir)) {
      return files.toList();
    }
  }

  private List<Path> cacheFilesUnchecked() {
    try {
      return cacheFiles();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

}
