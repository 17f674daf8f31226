package org.leapshot.app.frame;

import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.TransferHandler;

/** Accepts a file dropped onto the window and opens it (the first one, when several are dropped). */
final class FileDrop extends TransferHandler {
  private final Consumer<Path> open;

  FileDrop(Consumer<Path> open) {
    this.open = open;
  }

  @Override
  public boolean canImport(TransferSupport support) {
    return support.isDataFlavorSupported(DataFlavor.javaFileListFlavor);
  }

  @Override
  public boolean importData(TransferSupport support) {
    if (!canImport(support)) {
      return false;
    }
    try {
      List<?> files = (List<?>) support.getTransferable().getTransferData(DataFlavor.javaFileListFlavor);
      if (files.isEmpty() || !(files.get(0) instanceof File f)) {
        return false;
      }
      open.accept(f.toPath());
      return true;
    } catch (UnsupportedFlavorException | IOException e) {
      return false;
    }
  }
}
