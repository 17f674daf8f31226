package org.leapshot.slog2.convert;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The trace's own category groups (OTF function groups, OTF2 paradigms, ...) kept beside a
 * converted file as {@code X.slog2.groups}, because SLOG-2 has no field for them and the converted
 * file must stay byte for byte what the reference writes. UTF-8 text ({@link SidecarText}):
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
    List<String> lines = new ArrayList<>();
    for (Map.Entry<Integer, String> e : new TreeMap<>(groups).entrySet()) {
      String name = names.get(e.getKey());
      if (name != null && e.getValue() != null) {
        lines.add(e.getKey() + "\t" + SidecarText.escape(name) + "\t" + SidecarText.escape(e.getValue()));
      }
    }
    SidecarText.write(target, slog2, HEADER, lines);
  }

  /**
   * The groups kept beside {@code slog2}: category index → group, empty when there is no groups
   * file.
   *
   * @param names category index → name of the categories in {@code slog2}, to check the file against
   * @throws IOException one line naming the groups file and what was wrong (the caller ignores the file)
   */
  public static Map<Integer, String> read(Path slog2, Map<Integer, String> names) throws IOException {
    Map<Integer, String> groups = new LinkedHashMap<>();
    SidecarText.read(of(slog2), slog2, HEADER, MAX_BYTES, "a groups file", 3, "index, name and group",
        (fields, where) -> {
          int index;
          try {
            index = Integer.parseInt(fields[0]);
          } catch (NumberFormatException e) {
            throw new IOException(where + "category index \"" + fields[0] + "\" is not a number");
          }
          String name = SidecarText.unescape(fields[1], where);
          if (!name.equals(names.get(index))) {
            throw new IOException(where + "category " + index + " is " + (names.containsKey(index)
                ? "\"" + names.get(index) + "\"" : "not in " + slog2.getFileName()) + ", not \"" + name + "\"");
          }
          if (groups.put(index, SidecarText.unescape(fields[2], where)) != null) {
            throw new IOException(where + "category " + index + " is listed twice");
          }
        });
    return groups;
  }
}
