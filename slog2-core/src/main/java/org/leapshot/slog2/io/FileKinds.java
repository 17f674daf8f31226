package org.leapshot.slog2.io;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Tells what a path that is not a regular file is, without opening it: opening a named pipe with
 * no writer blocks forever, and reading a device or a directory gives nothing useful.
 */
public final class FileKinds {
  /** The file-type bits of {@code st_mode}. */
  private static final int TYPE_MASK = 0170000;

  private FileKinds() {}

  /**
   * Returns normally if {@code file} is a regular file (after following links); otherwise throws
   * one line naming it and saying what it is, e.g. {@code /tmp/p: is a named pipe (FIFO), not a file}.
   */
  public static void requireRegularFile(Path file) throws IOException {
    if (Files.isRegularFile(file)) {
      return;
    }
    if (!Files.exists(file)) {
      throw new NoSuchFileException(file.toString(), null, "no such file");
    }
    throw new FileSystemException(file.toString(), null, "is " + describe(file) + ", not a file");
  }

  /** "a directory", "a named pipe (FIFO)", "a character device", ... for a path that exists. */
  public static String describe(Path file) {
    if (Files.isDirectory(file)) {
      return "a directory";
    }
    try {
      int mode = (Integer) Files.getAttribute(file, "unix:mode");
      return switch (mode & TYPE_MASK) {
        case 0010000 -> "a named pipe (FIFO)";
        case 0020000 -> "a character device";
        case 0060000 -> "a block device";
        case 0140000 -> "a socket";
        case 0100000 -> "a regular file";
        default -> "not a regular file";
      };
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
      return "not a regular file";
    }
  }
}
