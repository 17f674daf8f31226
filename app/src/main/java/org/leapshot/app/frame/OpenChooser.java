package org.leapshot.app.frame;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileFilter;
import org.leapshot.app.importing.TraceFileFilters;

/** File › Open: a chooser filtered to the trace kinds the viewer opens, starting in the folder of the most recent file. */
final class OpenChooser {
  private final MainWindow window;

  OpenChooser(MainWindow window) {
    this.window = window;
  }

  void choose() {
    JFileChooser chooser = new JFileChooser();
    chooser.setName("openChooser");
    chooser.setDialogTitle("Open trace");
    List<FileFilter> filters = TraceFileFilters.all();
    filters.forEach(chooser::addChoosableFileFilter);
    chooser.setFileFilter(filters.get(0));
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
