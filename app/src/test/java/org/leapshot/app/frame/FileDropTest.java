package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.Transferable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JPanel;
import javax.swing.TransferHandler;
import org.junit.jupiter.api.Test;
import org.leapshot.app.testing.FileListDrop;

/** Dropping files on the window opens the first one; other data is refused. */
class FileDropTest {

  @Test
  void aDroppedFileIsOpened() {
    List<Path> opened = new ArrayList<>();
    FileDrop drop = new FileDrop(opened::add);
    Path f = Path.of("/data/run.slog2");
    Transferable files = FileListDrop.files(f, Path.of("/data/other.slog2"));
    assertThat(drop.importData(new TransferHandler.TransferSupport(new JPanel(), files))).isTrue();
    assertThat(opened).containsExactly(f);
  }

  @Test
  void textIsNotAFile() {
    List<Path> opened = new ArrayList<>();
    FileDrop drop = new FileDrop(opened::add);
    TransferHandler.TransferSupport text = new TransferHandler.TransferSupport(new JPanel(), new StringSelection("hi"));
    assertThat(drop.canImport(text)).isFalse();
    assertThat(drop.importData(text)).isFalse();
    assertThat(opened).isEmpty();
  }
}
