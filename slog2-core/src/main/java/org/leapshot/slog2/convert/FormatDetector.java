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
  private static final String PARAVER_MAGIC = "#Paraver ";
  private static final String PAJE_DEFINITION = "%EventDef";
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
      traceFile(file); // says why the directory holds no trace
      return TraceFormat.OTF2;
    }
    byte[] head;
    try (InputStream in = Files.newInputStream(file)) {
      head = in.readNBytes(PROBE_BYTES);
    }
    TraceFormat format = detect(file.getFileName() == null ? "" : file.getFileName().toString(), head);
    if (format == null && head.length == 0) { // "give --format" would send the user looking for one
      throw new IOException(file + ": the file is empty (0 bytes): no trace to convert");
    }
    if (format == null) {
      throw new IOException(file + ": cannot tell the trace format from its content; give it with --format");
    }
    return format;
  }

  /**
   * The file a trace is read from: an OTF2 archive may be given as the directory that holds its
   * anchor file, any other input is the file itself.
   */
  public static Path traceFile(Path given) throws IOException {
    return Files.isDirectory(given) ? Otf2TraceSource.anchorOf(given) : given;
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
    if (lower.endsWith(".prv.gz") && head.length >= 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b) {
      return TraceFormat.PARAVER;
    }
    String text = new String(head, StandardCharsets.ISO_8859_1);
    if (text.startsWith(CLOG2_MAGIC)) {
      return TraceFormat.CLOG2;
    }
    String first = firstLine(text);
    if (first.startsWith(PARAVER_MAGIC) || first.equals("new format") && text.contains("\n" + PARAVER_MAGIC)) {
      return TraceFormat.PARAVER;
    }
    if (firstUncommentedLine(text).startsWith(PAJE_DEFINITION)) {
      return TraceFormat.PAJE;
    }
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

  /** The first line that is neither blank nor a {@code #} comment (Paje writers put comments first). */
  private static String firstUncommentedLine(String text) {
    for (String line : text.split("\r?\n", -1)) {
      String s = line.strip();
      if (!s.isEmpty() && !s.startsWith("#")) {
        return s;
      }
    }
    return "";
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
