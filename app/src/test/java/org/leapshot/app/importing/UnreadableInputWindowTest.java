package org.leapshot.app.importing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JDialog;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.Press;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.testing.TemporaryConversionCache;

/**
 * A text trace that fails to parse says where and what (file, line), not "Not a readable SLOG-2
 * file"; a text file that is no trace at all quotes its first line. The open trace stays (Xvfb).
 */
class UnreadableInputWindowTest extends FpilogWindowTest implements TemporaryConversionCache {
  @TempDir
  Path inputs;

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

  @Test
  void aDirectoryOrNamedPipeIsRefusedAtOnceSayingWhatItIs() throws Exception {
    Path dir = Files.createDirectory(inputs.resolve("traces.slog2"));
    GuiActionRunner.execute(() -> main.open(dir));
    assertThat(dialogText(TraceOpener.OPEN_ERROR_TITLE)).contains("traces.slog2: this is a directory, not a trace file");
    Path fifo = inputs.resolve("pipe.slog2");
    org.junit.jupiter.api.Assumptions.assumeTrue(
        new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo is not available");
    GuiActionRunner.execute(() -> main.open(fifo));
    assertThat(dialogText(TraceOpener.OPEN_ERROR_TITLE)).contains("pipe.slog2: this is a named pipe (FIFO), not a trace file");
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
