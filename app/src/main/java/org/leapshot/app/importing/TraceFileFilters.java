package org.leapshot.app.importing;

import java.util.List;
import javax.swing.filechooser.FileFilter;
import javax.swing.filechooser.FileNameExtensionFilter;

/**
 * The File › Open filters: every kind the viewer opens, then one per format. Names only guide the
 * chooser; the format is told from the content when the file is opened.
 */
public final class TraceFileFilters {
  private TraceFileFilters() {}

  /** "All supported traces" first (the one to select), then SLOG-2, CLOG-2, OTF, OTF2, Paraver, Paje, PICL and text. */
  public static List<FileFilter> all() {
    return List.of(
        new FileNameExtensionFilter("All supported traces (*.slog2, *.clog2, *.otf, *.otf2, *.prv, *.paje, *.trf, *.txt)",
            "slog2", "clog2", "otf", "otf2", "prv", "paje", "trace", "trf", "picl", "txt"),
        new FileNameExtensionFilter("SLOG-2 traces (*.slog2)", "slog2"),
        new FileNameExtensionFilter("CLOG-2 traces (*.clog2)", "clog2"),
        new FileNameExtensionFilter("OTF traces (*.otf)", "otf"),
        new FileNameExtensionFilter("OTF2 archives (*.otf2 anchor file)", "otf2"),
        new FileNameExtensionFilter("Paraver traces (*.prv)", "prv"),
        new FileNameExtensionFilter("Paje traces (*.paje, *.trace)", "paje", "trace"),
        new FileNameExtensionFilter("PICL traces (*.trf, *.picl)", "trf", "picl"),
        new FileNameExtensionFilter("SLOG-2 text traces (*.txt)", "txt"));
  }
}
