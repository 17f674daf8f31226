package org.leapshot.app.frame;

import java.nio.file.Path;
import javax.swing.JLabel;
import javax.swing.SwingConstants;

/**
 * What the window shows where a trace's timelines go while none is open: how to open one, or,
 * while one is being read, which. A 4 GB trace takes a few seconds to its first picture, and the
 * window used to invite "Open a trace … or drop one here" all that while, as if the file given on
 * the command line had been lost; only a small "Loading…" in the status bar's corner said otherwise.
 */
final class Placeholder extends JLabel {
  static final String IDLE =
      "Open a trace (SLOG-2, CLOG-2, OTF, OTF2, Paraver, Paje, PICL or text) with File › Open, or drop one here.";

  Placeholder() {
    super(IDLE, SwingConstants.CENTER);
    setName("placeholder");
  }

  /** {@code file} is being read. */
  void opening(Path file) {
    setText("Opening " + file.getFileName() + " …");
  }

  /** Nothing is being read any more (the opening failed or another replaced it). */
  void idle() {
    setText(IDLE);
  }
}
