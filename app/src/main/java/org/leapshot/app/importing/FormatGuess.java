package org.leapshot.app.importing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.leapshot.slog2.convert.FormatDetector;
import org.leapshot.slog2.convert.TraceFormat;
import org.leapshot.slog2.io.FileKinds;

/**
 * What to do with a file whose content matched no format: a name ending in a format's extension
 * is converted as that format anyway, so its converter says which line or byte is wrong (a text
 * trace whose first line is misspelt is still a text trace); a text file without such a name gets
 * a message quoting its first line; anything else goes to the SLOG-2 reader, which explains.
 */
final class FormatGuess {
  static final int PROBE_BYTES = 4096;
  static final int QUOTE_CHARS = 60;

  private FormatGuess() {}

  /**
   * Why {@code file} cannot be a trace though it exists (a directory without an OTF2 anchor, a named
   * pipe, a device), or null.
   */
  static IOException notARegularFile(Path file) {
    if (!Files.exists(file) || Files.isRegularFile(file)) {
      return null; // a missing file is reported by the reader, with its name
    }
    if (Files.isDirectory(file)) {
      try {
        FormatDetector.traceFile(file); // an OTF2 archive opens by its directory
        return null;
      } catch (IOException e) {
        return new IOException(file.getFileName() + ": this is a directory, not a trace file, and holds no OTF2"
            + " anchor file (*.otf2)");
      }
    }
    return new IOException(file.getFileName() + ": this is " + FileKinds.describe(file) + ", not a trace file");
  }

  /** The format the file's name says, or null. */
  static TraceFormat byName(Path file) {
    String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (name.endsWith(".txt")) {
      return TraceFormat.TEXT;
    }
    if (name.endsWith(".clog2")) { // not .clog: that is the older CLOG format, which no converter reads
      return TraceFormat.CLOG2;
    }
    if (name.endsWith(".trf") || name.endsWith(".picl")) {
      return TraceFormat.PICL;
    }
    return null;
  }

  /**
   * For a text file (no NUL byte in its first {@value #PROBE_BYTES} bytes) that no format matched:
   * the error to show, quoting its first line; null for a binary or unreadable file.
   */
  static IOException unknownText(Path file) {
    byte[] head;
    try (InputStream in = Files.newInputStream(file)) {
      head = in.readNBytes(PROBE_BYTES);
    } catch (IOException e) {
      return null;
    }
    for (byte b : head) {
      if (b == 0) {
        return null;
      }
    }
    String first = "";
    for (String line : new String(head, StandardCharsets.ISO_8859_1).split("\r?\n", -1)) {
      if (!line.isBlank()) {
        first = line.strip();
        break;
      }
    }
    if (first.isEmpty()) {
      return new IOException(file.getFileName() + ": the file is empty, it holds no trace");
    }
    String quoted = first.length() > QUOTE_CHARS ? first.substring(0, QUOTE_CHARS) + "…" : first;
    return new IOException(file.getFileName() + ": line 1: \"" + OpenErrors.clean(quoted) + "\" starts no trace "
        + "Leapshot reads (SLOG-2 text lines start with Category[, Primitive[, Composite[ or YCoordMap[; PICL lines "
        + "with a number); a text trace opens when its name ends in .txt, and then its first error is shown");
  }
}
