package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.leapshot.app.testing.RootBox;
import org.leapshot.app.testing.Shared;

/**
 * A file whose run is wider than a double holds (root box -1e308 .. 1e308 s): the viewer drew a
 * blank ruler and fields of 300 digits; now the open-error dialog says in one line what is wrong
 * with which file, and the trace shown before stays (Xvfb).
 */
class WideRunWindowTest extends FpilogWindowTest {
  @TempDir Path dir;

  @Test
  void aRunWiderThanADoubleIsRefusedInOneLineNamingTheFile() throws IOException {
    Path wide = Files.copy(Shared.fpilog(), dir.resolve("wide.slog2"));
    RootBox.write(wide, -1e308, 1e308);
    GuiActionRunner.execute(() -> main.open(wide));
    DialogFixture dialog = WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
      @Override
      protected boolean isMatching(JDialog d) {
        return d.isShowing() && "Not a readable SLOG-2 file".equals(d.getTitle());
      }
    }).withTimeout(20000).using(window.robot());
    String text = dialog.label("OptionPane.label").text();
    Press.button(dialog.button(JButtonMatcher.withText("OK")));
    assertThat(text).contains("<b>Cannot open wide.slog2</b>")
        .contains("<br><br>wide.slog2: the trace's time range -1.0E308 .. 1.0E308 s is wider than a double holds")
        .doesNotContain("Exception", "000000000");
    window.requireTitle("Leapshot — fpilog.slog2");
    assertThat(GuiActionRunner.execute(() -> main.workspace().view().range().duration())).isLessThan(1);
    assertThat(GuiActionRunner.execute(() -> main.statusBar().isLoading())).isFalse();
  }
}
