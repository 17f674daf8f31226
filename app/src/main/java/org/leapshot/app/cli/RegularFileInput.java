package org.leapshot.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import org.leapshot.slog2.convert.FileKinds;

/**
 * The check every command makes on its input before opening it: a named pipe with no writer would
 * block forever, and a directory or device would give a misleading message later.
 */
public final class RegularFileInput {
  private RegularFileInput() {}

  /**
   * Returns {@code file} if it is a regular file (links followed); otherwise throws one line
   * naming it and saying what it is ({@code FILE: no such file}, {@code FILE: is a directory, not a
   * file}, {@code FILE: is a named pipe (FIFO), not a file}, ...).
   */
  public static Path require(Path file) throws IOException {
    FileKinds.requireRegularFile(file);
    return file;
  }
}
