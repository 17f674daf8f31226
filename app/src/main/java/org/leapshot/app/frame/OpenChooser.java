package org.leapshot.app.frame;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;

/** File › Open: a chooser filtered to {@code .slog2}, starting in the folder of the most recent file. */
final class OpenChooser {
  private final MainWindow window;

  OpenChooser(MainWindow window) {
    this.window = window;
  }

  void choose() {
    JFileChooser chooser = new JFileChooser();
    chooser.setName("openChooser");
    chooser.setDialogTitle("Open SLOG-2 trace");
    chooser.setFileFilter(new FileNameExtensionFilter("SLOG-2 traces (*.slog2)", "slog2"));
    List<Path> recent = window.settings().recentFiles();
    if (!recent.isEmpty() && recent.get(0).getParent() != null) {
      chooser.setCurrentDirectory(recent.get(0).getParent().toFile());
    }
    if (chooser.showOpenDialog(window) == JFileChooser.APPROVE_OPTION) {
      File f = chooser.getSelectedFile();
      window.open(f.toPath());
    }
  }
}
