package org.leapshot.app.importing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Tells a SLOG-2 file by its first bytes: the header starts with the version string as Java's
 * {@code writeUTF} stores it, a two-byte length (10) and then "SLOG 2".
 */
public final class Slog2Signature {
  private static final byte[] MAGIC = {0, 10, 'S', 'L', 'O', 'G', ' ', '2'};

  private Slog2Signature() {}

  /**
   * True if the file starts like a SLOG-2 file; false if it does not, cannot be read, or is no
   * regular file (opening a named pipe with no writer would block).
   */
  public static boolean matches(Path file) {
    if (!Files.isRegularFile(file)) {
      return false;
    }
    try (InputStream in = Files.newInputStream(file)) {
      return matches(in.readNBytes(MAGIC.length));
    } catch (IOException e) {
      return false;
    }
  }

  static boolean matches(byte[] head) {
    if (head.length < MAGIC.length) {
      return false;
    }
    for (int i = 0; i < MAGIC.length; i++) {
      if (head[i] != MAGIC[i]) {
        return false;
      }
    }
    return true;
  }
}
