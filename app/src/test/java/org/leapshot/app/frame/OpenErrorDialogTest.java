package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import javax.swing.JDialog;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.Press;

/**
 * Opening a file whose reading runs out of memory (a block claimed as 2 GiB) shows one sentence
 * naming the file, never {@code java.lang.OutOfMemoryError}; the open trace stays (Xvfb).
 */
class OpenErrorDialogTest extends FpilogWindowTest {

  @Test
  void outOfMemoryWhileOpeningIsASentenceNamingTheFile() {
    Path huge = Path.of("/traces/claims-2GiB.slog2");
    GuiActionRunner.execute(() -> main.open(huge,
        CompletableFuture.failedFuture(new OutOfMemoryError("Requested array size exceeds VM limit"))));
    DialogFixture dialog = WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
      @Override
      protected boolean isMatching(JDialog d) {
        return d.isShowing() && "Cannot open trace".equals(d.getTitle());
      }
    }).withTimeout(20000).using(window.robot());
    String text = dialog.label("OptionPane.label").text();
    Press.button(dialog.button(JButtonMatcher.withText("OK")));
    assertThat(text).contains("claims-2GiB.slog2: not enough memory")
        .doesNotContain("OutOfMemoryError", "java.lang", "Requested array size");
    window.requireTitle("Leapshot — fpilog.slog2");
    assertThat(GuiActionRunner.execute(() -> main.statusBar().isLoading())).isFalse();
  }
}
