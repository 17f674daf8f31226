package org.leapshot.slog2.convert;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.leapshot.slog2.io.OutputFile;

/**
 * The trace's own category groups (OTF function groups, OTF2 paradigms, ...) kept beside a
 * converted file as {@code X.slog2.groups}, because SLOG-2 has no field for them and the converted
 * file must stay byte for byte what the reference writes. UTF-8 text:
 *
 * <pre>
 * # leapshot category groups 1
 * slog2-bytes 39982752
 * 5	MPI_Send	MPI
 * </pre>
 *
 * one line per category: index, name and group separated by tabs, with {@code \t \n \r \\}
 * escaped. The size and the names tie the groups to the one file they were written for; anything
 * else is refused as a whole by {@link #read} with one line naming the file and the line.
 */
public final class CategoryGroupsFile {
  static final String HEADER = "# leapshot category groups 1";
  static final String SIZE_KEY = "slog2-bytes ";
  /** SLOG-2 holds at most 32767 categories of names up to a few hundred bytes; far more is not ours. */
  static final long MAX_BYTES = 32L << 20;

  private CategoryGroupsFile() {}

  /** Where the groups of {@code slog2} are kept. */
  public static Path of(Path slog2) {
    return slog2.resolveSibling(slog2.getFileName() + ".groups");
  }

  /**
   * Writes the groups of the finished {@code slog2} beside it (temporary file, then rename), or,
   * when there are none, deletes a groups file an earlier conversion left there.
   *
   * @param names category index → name, as written to {@code slog2}
   * @param groups category index → group; categories without one are left out
   */
  public static void write(Path slog2, Map<Integer, String> names, Map<Integer, String> groups) throws IOException {
    Path target = of(slog2);
    if (groups.isEmpty()) {
      Files.deleteIfExists(target);
      return;
    }
    try (OutputFile out = OutputFile.create(target)) {
      try (BufferedWriter w = Files.newBufferedWriter(out.temp(), StandardCharsets.UTF_8)) {
        w.write(HEADER + "\n" + SIZE_KEY + Files.size(slog2) + "\n");
        for (Map.Entry<Integer, String> e : new TreeMap<>(groups).entrySet()) {
          String name = names.get(e.getKey());
          if (name != null && e.getValue() != null) {
            w.write(e.getKey() + "\t" + escape(name) + "\t" + escape(e.getValue()) + "\n");
          }
        }
      } catch (IOException e) {
        throw OutputFile.cannotWrite(target, e);
      }
      out.commit();
    }
  }

  /**
   * The groups kept beside {@code slog2}: category index → group, empty when there is no groups
   * file.
   *
   * @param names category index → name of the categories in {@code slog2}, to check the file against
   * @throws IOException one line naming the groups file and what was wrong (the caller ignores the file)
   */
  public static Map<Integer, String> read(Path slog2, Map<Integer, String> names) throws IOException {
    Path file = of(slog2);
    if (!Files.exists(file)) {
      return Map.of();
    }
    if (!Files.isRegularFile(file)) {
      throw new IOException(file + ": is not a regular file");
    }
    long size = Files.size(file);
    if (size > MAX_BYTES) {
      throw new IOException(file + ": " + size + " bytes, more than the " + MAX_BYTES + " a groups file can have");
    }
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file))).toString();
    } catch (CharacterCodingException e) {
      throw new IOException(file + ": not UTF-8 text");
    }
    String[] lines = text.split("\n", -1);
    if (!lines[0].equals(HEADER)) {
      throw new IOException(file + ": line 1: expected \"" + HEADER + "\"");
    }
    long expected = Files.size(slog2);
    if (lines.length < 2 || !lines[1].equals(SIZE_KEY + expected)) {
      throw new IOException(file + ": line 2: written for another " + slog2.getFileName() + " (expected \""
          + SIZE_KEY + expected + "\")");
    }
    Map<Integer, String> groups = new LinkedHashMap<>();
    for (int i = 2; i < lines.length; i++) {
      if (lines[i].isEmpty() && i == lines.length - 1) {
        break;
      }
      String[] fields = lines[i].split("\t", -1);
      String where = file + ": line " + (i + 1) + ": ";
      if (fields.length != 3) {
        throw new IOException(where + "expected index, name and group separated by tabs");
      }
      int index;
      try {
        index = Integer.parseInt(fields[0]);
      } catch (NumberFormatException e) {
        throw new IOException(where + "category index \"" + fields[0] + "\" is not a number");
      }
      String name = unescape(fields[1], where);
      if (!name.equals(names.get(index))) {
        throw new IOException(where + "category " + index + " is " + (names.containsKey(index)
            ? "\"" + names.get(index) + "\"" : "not in " + slog2.getFileName()) + ", not \"" + name + "\"");
      }
      if (groups.put(index, unescape(fields[2], where)) != null) {
        throw new IOException(where + "category " + index + " is listed twice");
      }
    }
    return groups;
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
