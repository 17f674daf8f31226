package org.leapshot.app.importing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JDialog;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.frame.MainWindow;
import org.leapshot.app.frame.ViewerMain;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Press;
import org.leapshot.app.testing.Shared;

/**
 * A text trace that fails to parse says where and what (file, line), not "Not a readable SLOG-2
 * file"; a text file that is no trace at all quotes its first line. The open trace stays (Xvfb).
 */
class UnreadableInputWindowTest {
  @TempDir
  Path config;
  @TempDir
  Path cacheRoot;
  @TempDir
  Path inputs;
  private FrameFixture window;
  private MainWindow main;

  @BeforeAll
  static void checkEdt() {
    FailOnThreadViolationRepaintManager.install();
  }

  @AfterAll
  static void uninstallEdtCheck() {
    FailOnThreadViolationRepaintManager.uninstall();
  }

  @BeforeEach
  void open() {
    System.setProperty(ConversionCache.DIR_PROPERTY, cacheRoot.toString());
    main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(config), Shared.fpilog()));
    window = new FrameFixture(main);
    Pause.pause(OnEdt.condition("fpilog open", () -> main.getTitle().endsWith("fpilog.slog2")), Timeout.timeout(20000));
  }

  @AfterEach
  void close() {
    window.cleanUp();
    System.clearProperty(ConversionCache.DIR_PROPERTY);
  }

  @Test
  void aTextTraceWithAMisspeltFirstLineSaysTheLine() throws Exception {
    List<String> lines = Files.readAllLines(Shared.testdata("text/data.txt"));
    lines.set(0, lines.get(0).replace("Category[", "Categry["));
    Path bad = Files.write(inputs.resolve("misspelt.txt"), lines);
    GuiActionRunner.execute(() -> main.open(bad));
    String text = dialogText(TraceOpener.ERROR_TITLE);
    assertThat(text).contains("Cannot convert misspelt.txt (SLOG-2 text)")
        .contains("misspelt.txt:1: unknown record 'Categry['").doesNotContain("SLOG-2 file");
    window.requireTitle("Leapshot — fpilog.slog2");
  }

  @Test
  void aTextFileThatIsNoTraceQuotesItsFirstLine() throws Exception {
    Path notes = Files.writeString(inputs.resolve("notes.log"), "hello world\nsecond line\n");
    GuiActionRunner.execute(() -> main.open(notes));
    String text = dialogText(TraceOpener.OPEN_ERROR_TITLE);
    assertThat(text).contains("notes.log: line 1: \"hello world\"").doesNotContain("SLOG-2 file");
    window.requireTitle("Leapshot — fpilog.slog2");
  }

  private String dialogText(String title) {
    DialogFixture dialog = WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
      @Override
      protected boolean isMatching(JDialog d) {
        return d.isShowing() && title.equals(d.getTitle());
      }
    }).withTimeout(20000).using(window.robot());
    String text = dialog.label("OptionPane.label").text();
    Press.button(dialog.button(JButtonMatcher.withText("OK")));
    return text;
  }
}
