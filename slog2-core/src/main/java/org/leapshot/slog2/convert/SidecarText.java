package org.leapshot.slog2.convert;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.leapshot.slog2.io.OutputFile;

/**
 * What the converter's text sidecars ({@link CategoryGroupsFile}, {@link TimelineNamesFile}) share:
 * UTF-8 lines, a header naming the kind and version, a line {@code slog2-bytes N} tying the sidecar
 * to the one file it was written for, then tab-separated fields with {@code \t \n \r \\} escaped.
 * Written through a temporary file and a rename; read with the size checked before anything is
 * allocated and every problem reported as one line naming the sidecar and the line.
 */
final class SidecarText {
  static final String SIZE_KEY = "slog2-bytes ";

  private SidecarText() {}

  /** Writes the body lines (already escaped, without line feeds) after the header and the size line. */
  static void write(Path target, Path slog2, String header, Iterable<String> lines) throws IOException {
    try (OutputFile out = OutputFile.create(target)) {
      try (BufferedWriter w = Files.newBufferedWriter(out.temp(), StandardCharsets.UTF_8)) {
        w.write(header + "\n" + SIZE_KEY + Files.size(slog2) + "\n");
        for (String line : lines) {
          w.write(line);
          w.write('\n');
        }
      } catch (IOException e) {
        throw OutputFile.cannotWrite(target, e);
      }
      out.commit();
    }
  }

  /** Receives the fields of one body line; {@code where} starts an error message ("FILE: line N: "). */
  interface LineHandler {
    void line(String[] fields, String where) throws IOException;
  }

  /**
   * Reads {@code file} (beside {@code slog2}) and hands each body line's {@code fieldCount} fields,
   * still escaped, to {@code handler}; false when there is no such file.
   *
   * @throws IOException one line naming the file and the place: not a regular file, more than {@code
   *     maxBytes}, not UTF-8, another header, written for another file, a line of another shape
   */
  static boolean read(Path file, Path slog2, String header, long maxBytes, String what, int fieldCount,
      String fieldNames, LineHandler handler) throws IOException {
    return read(file, slog2, java.util.List.of(header), maxBytes, what, n -> n == fieldCount, fieldNames, handler);
  }

  /**
   * The same for a sidecar of several versions ({@code headers}, any accepted) or line shapes
   * ({@code fieldCounts}, the counts of fields a body line may have).
   */
  static boolean read(Path file, Path slog2, java.util.List<String> headers, long maxBytes, String what,
      java.util.function.IntPredicate fieldCounts, String fieldNames, LineHandler handler) throws IOException {
    if (!Files.exists(file)) {
      return false;
    }
    if (!Files.isRegularFile(file)) {
      throw new IOException(file + ": is not a regular file");
    }
    long size = Files.size(file);
    if (size > maxBytes) {
      throw new IOException(file + ": " + size + " bytes, more than the " + maxBytes + " " + what + " can have");
    }
    var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    try (BufferedReader in = new BufferedReader(new InputStreamReader(Files.newInputStream(file), decoder))) {
      String first = in.readLine();
      if (first == null || !headers.contains(first)) { // an immutable list refuses to look for null
        throw new IOException(file + ": line 1: expected \"" + String.join("\" or \"", headers) + "\"");
      }
      String expected = SIZE_KEY + Files.size(slog2);
      if (!expected.equals(in.readLine())) {
        throw new IOException(file + ": line 2: written for another " + slog2.getFileName() + " (expected \""
            + expected + "\")");
      }
      int number = 2;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        String where = file + ": line " + ++number + ": ";
        String[] fields = line.split("\t", -1);
        if (!fieldCounts.test(fields.length)) {
          throw new IOException(where + "expected " + fieldNames + " separated by tabs");
        }
        handler.line(fields, where);
      }
    } catch (CharacterCodingException e) {
      throw new IOException(file + ": not UTF-8 text");
    }
    return true;
  }

  static String escape(String s) {
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\\' -> b.append("\\\\");
        case '\t' -> b.append("\\t");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        default -> b.append(c);
      }
    }
    return b.toString();
  }

  static String unescape(String s, String where) throws IOException {
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\') {
        b.append(c);
        continue;
      }
      char next = ++i < s.length() ? s.charAt(i) : ' ';
      switch (next) {
        case '\\' -> b.append('\\');
        case 't' -> b.append('\t');
        case 'n' -> b.append('\n');
        case 'r' -> b.append('\r');
        default -> throw new IOException(where + "unknown escape \"\\" + (i < s.length() ? next : "") + "\"");
      }
    }
    return b.toString();
  }
}
