package org.leapshot.slog2.convert;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntPredicate;

/**
 * The names the input gives its timelines (OTF2 locations placed in the system tree, Paje
 * containers, Paraver threads of the {@code .row} file, OTF processes) kept beside a converted file
 * as {@code X.slog2.timelines}: a line-ID map holds numbers only, and the converted file must stay
 * byte for byte what the reference writes. UTF-8 text ({@link SidecarText}):
 *
 * <pre>
 * # leapshot timeline names 1
 * slog2-bytes 39982752
 * 3	kn4.eth / MPI Rank 3 / Master thread
 * </pre>
 *
 * one line per named timeline: line ID and name separated by a tab, with {@code \t \n \r \\}
 * escaped. The size and the line IDs tie the names to the one file they were written for; anything
 * else is refused as a whole by {@link #read} with one line naming the file and the line.
 */
public final class TimelineNamesFile {
  static final String HEADER = "# leapshot timeline names 1";
  /**
   * A name is cut to this many characters: no label shows more, and it bounds the file by its
   * timelines ({@link #maxBytes}).
   */
  static final int MAX_NAME_CHARS = 1000;
  /** Bytes of a line at most: a line ID, a tab, a name of escaped (2 chars) UTF-8 (up to 3 bytes a char). */
  private static final long MAX_LINE_BYTES = 12 + 6L * MAX_NAME_CHARS;

  /** A surrogate without its other half: regular expressions match pairs as one code point. */
  private static final java.util.regex.Pattern LONE_SURROGATE = java.util.regex.Pattern.compile("\\p{Cs}");

  private TimelineNamesFile() {}

  /** Where the timeline names of {@code slog2} are kept. */
  public static Path of(Path slog2) {
    return slog2.resolveSibling(slog2.getFileName() + ".timelines");
  }

  /**
   * Writes the names of the finished {@code slog2}'s timelines beside it (temporary file, then
   * rename), or, when there are none, deletes a names file an earlier conversion left there.
   *
   * @param names line ID → name; a longer name than {@link #MAX_NAME_CHARS} is cut with "…", and a
   *     lone half of a surrogate pair (which UTF-8 cannot encode) becomes U+FFFD
   */
  public static void write(Path slog2, Map<Integer, String> names) throws IOException {
    Path target = of(slog2);
    if (names.isEmpty()) {
      Files.deleteIfExists(target);
      return;
    }
    List<String> lines = new ArrayList<>(names.size());
    for (Map.Entry<Integer, String> e : new TreeMap<>(names).entrySet()) {
      if (e.getValue() != null) {
        lines.add(e.getKey() + "\t" + SidecarText.escape(cut(e.getValue())));
      }
    }
    SidecarText.write(target, slog2, HEADER, lines);
  }

  static String cut(String given) {
    String name = LONE_SURROGATE.matcher(given).replaceAll("\uFFFD");
    if (name.length() <= MAX_NAME_CHARS) {
      return name;
    }
    // never between the two halves of a surrogate pair, which UTF-8 could not encode
    int end = Character.isHighSurrogate(name.charAt(MAX_NAME_CHARS - 2)) ? MAX_NAME_CHARS - 2 : MAX_NAME_CHARS - 1;
    return name.substring(0, end) + "…";
  }

  /** The most bytes a names file of {@code timelines} timelines can have. */
  static long maxBytes(long timelines) {
    return 4096 + Math.max(0, timelines) * MAX_LINE_BYTES;
  }

  /**
   * The timeline names kept beside {@code slog2}: line ID → name, empty when there is no names file.
   *
   * @param timelines how many line IDs {@code slog2}'s maps hold, to bound the file before reading it
   * @param isLineId whether a line ID is one of {@code slog2}'s maps, to check the file against
   * @throws IOException one line naming the names file and what was wrong (the caller ignores the file)
   */
  public static Map<Integer, String> read(Path slog2, int timelines, IntPredicate isLineId) throws IOException {
    Map<Integer, String> names = new HashMap<>();
    SidecarText.read(of(slog2), slog2, HEADER, maxBytes(timelines), "a names file of " + timelines + " timelines",
        2, "line ID and name", (fields, where) -> {
          int line;
          try {
            line = Integer.parseInt(fields[0]);
          } catch (NumberFormatException e) {
            throw new IOException(where + "line ID \"" + fields[0] + "\" is not a number");
          }
          if (!isLineId.test(line)) {
            throw new IOException(where + "line ID " + line + " is not a timeline of " + slog2.getFileName());
          }
          if (names.put(line, SidecarText.unescape(fields[1], where)) != null) {
            throw new IOException(where + "line ID " + line + " is named twice");
          }
        });
    return names;
  }
}
