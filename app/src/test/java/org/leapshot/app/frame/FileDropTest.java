package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.Transferable;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JPanel;
import javax.swing.TransferHandler;
import org.junit.jupiter.api.Test;

/** Dropping files on the window opens the first one; other data is refused. */
class FileDropTest {

  @Test
  void aDroppedFileIsOpened() {
    List<Path> opened = new ArrayList<>();
    FileDrop drop = new FileDrop(opened::add);
    File f = new File("/data/run.slog2");
    Transferable files = new Transferable() {
      @Override
      public DataFlavor[] getTransferDataFlavors() {
        return new DataFlavor[] {DataFlavor.javaFileListFlavor};
      }

      @Override
      public boolean isDataFlavorSupported(DataFlavor flavor) {
        return DataFlavor.javaFileListFlavor.equals(flavor);
      }

      @Override
      public Object getTransferData(DataFlavor flavor) {
        return List.of(f, new File("/data/other.slog2"));
      }
    };
    assertThat(drop.importData(new TransferHandler.TransferSupport(new JPanel(), files))).isTrue();
    assertThat(opened).containsExactly(f.toPath());
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
