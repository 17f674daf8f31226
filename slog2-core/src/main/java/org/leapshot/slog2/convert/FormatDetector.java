package org.leapshot.slog2.convert;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.leapshot.slog2.convert.otf2.Otf2TraceSource;

/**
 * Tells the format of an input trace from its name and first bytes, for {@code --format auto}.
 * Checks run from the most specific (a magic string) to the least (a line of integers); a new
 * format adds its check in {@link #detect(String, byte[])} before the text checks.
 */
public final class FormatDetector {
  /** Bytes read from the start of the file: enough for a long first text line. */
  static final int PROBE_BYTES = 4096;

  private static final String CLOG2_MAGIC = "CLOG-02.";
  private static final String[] TEXT_RECORDS = {"Category[", "Primitive[", "Composite[", "YCoordMap["};

  private FormatDetector() {}

  /**
   * The format of {@code file}.
   *
   * @throws IOException if the file cannot be read or its format is not recognised (the message
   *     suggests {@code --format})
   */
  public static TraceFormat detect(Path file) throws IOException {
    if (Files.isDirectory(file)) {
      // An OTF2 archive may be given as the directory that holds its anchor file.
      Otf2TraceSource.anchorOf(file);
      return TraceFormat.OTF2;
    }
    byte[] head;
    try (InputStream in = Files.newInputStream(file)) {
      head = in.readNBytes(PROBE_BYTES);
    }
    TraceFormat format = detect(file.getFileName() == null ? "" : file.getFileName().toString(), head);
    if (format == null) {
      throw new IOException(file + ": cannot tell the trace format from its content; give it with --format");
    }
    return format;
  }

  /** The format for a file name and the first bytes of the file, or {@code null} if unknown. */
  static TraceFormat detect(String fileName, byte[] head) {
    String lower = fileName.toLowerCase(Locale.ROOT);
    if (lower.endsWith(".otf")) {
      return TraceFormat.OTF;
    }
    if (Otf2TraceSource.looksLikeAnchor(head)) {
      return TraceFormat.OTF2;
    }
    if (lower.endsWith(".prv") || lower.endsWith(".prv.gz")) {
      return TraceFormat.PARAVER;
    }
    if (lower.endsWith(".paje") || lower.endsWith(".trace")) {
      return TraceFormat.PAJE;
    }
    String text = new String(head, StandardCharsets.ISO_8859_1);
    if (text.startsWith(CLOG2_MAGIC)) {
      return TraceFormat.CLOG2;
    }
    String first = firstLine(text);
    for (String record : TEXT_RECORDS) {
      if (first.startsWith(record)) {
        return TraceFormat.TEXT;
      }
    }
    if (first.matches("[+-]?\\d+(\\s.*)?")) {
      return TraceFormat.PICL;
    }
    return null;
  }

  private static String firstLine(String text) {
    for (String line : text.split("\r?\n", -1)) {
      String s = line.strip();
      if (!s.isEmpty()) {
        return s;
      }
    }
    return "";
  }
}
