package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import javax.swing.JFileChooser;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.export.ExportDialog;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.Shared;

/**
 * File › Export View…'s chooser starts beside the trace the user opened, named after it: it used to
 * open in the home folder, so a picture for a paper had to be walked back to the run's folder.
 */
class ExportFolderWindowTest extends FpilogWindowTest {
  @Test
  void theExportChooserStartsInTheOpenTracesFolderWithItsName() {
    ExportDialog dialog = GuiActionRunner.execute(() -> MainMenus.exportDialog(main));
    try {
      JFileChooser chooser = GuiActionRunner.execute(dialog::chooser);
      File expected = Shared.fpilog().toAbsolutePath().getParent().resolve("fpilog.png").toFile();
      assertThat(chooser.getSelectedFile()).isEqualTo(expected);
    } finally {
      GuiActionRunner.execute(dialog::dispose);
    }
  }
}
