package org.leapshot.slog2.format;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Refuses an input that is not a regular file before it is opened: opening a named pipe for reading
 * blocks until a writer appears (forever, for a pipe nobody writes), and a directory or device
 * fails later with a message that does not say what the path is.
 */
public final class InputFiles {
  /** File-type bits of a Unix mode ({@code S_IFMT}) and the types named in messages. */
  private static final int TYPE_MASK = 0170000;
  private static final int FIFO = 0010000;
  private static final int CHAR_DEVICE = 0020000;
  private static final int BLOCK_DEVICE = 0060000;
  private static final int SOCKET = 0140000;

  private InputFiles() {}

  /**
   * Throws unless {@code path} names an existing regular file (after following links). The message
   * names the path and says what it is, e.g. {@code traces: is a directory, not a file}.
   */
  public static void requireRegularFile(Path path) throws IOException {
    BasicFileAttributes attributes;
    try {
      attributes = Files.readAttributes(path, BasicFileAttributes.class);
    } catch (NoSuchFileException e) {
      throw new NoSuchFileException(path.toString(), null, "no such file");
    }
    if (attributes.isRegularFile()) {
      return;
    }
    String what = attributes.isDirectory() ? "a directory" : specialKind(path);
    throw new FileSystemException(path.toString(), null, "is " + what + ", not a file");
  }

  private static String specialKind(Path path) {
    try {
      int type = (Integer) Files.getAttribute(path, "unix:mode") & TYPE_MASK;
      return switch (type) {
        case FIFO -> "a named pipe (FIFO)";
        case CHAR_DEVICE -> "a character device";
        case BLOCK_DEVICE -> "a block device";
        case SOCKET -> "a socket";
        default -> "a special file";
      };
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
      return "a special file"; // no Unix attributes on this file system
    }
  }
}
