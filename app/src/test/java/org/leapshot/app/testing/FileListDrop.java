package org.leapshot.app.testing;

import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.Transferable;
import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.swing.JFrame;
import javax.swing.TransferHandler;

/** Drops files on a component the way the desktop does: a file list through its transfer handler. Call on the EDT. */
public final class FileListDrop {
  private FileListDrop() {}

  public static boolean drop(JFrame target, Path... files) {
    return target.getTransferHandler().importData(new TransferHandler.TransferSupport(target, files(files)));
  }

  /** The data a desktop drop of these files carries: only the file-list flavour. */
  public static Transferable files(Path... files) {
    List<File> list = Arrays.stream(files).map(Path::toFile).toList();
    return new Transferable() {
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
        return list;
      }
    };
  }
}
