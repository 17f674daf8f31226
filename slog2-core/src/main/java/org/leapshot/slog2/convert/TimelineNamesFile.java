package org.leapshot.slog2.convert;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The names the input gives its timelines (OTF2 locations placed in the system tree, Paje
 * containers, Paraver threads of the {@code .row} file, OTF processes) and the groups of its
 * line-ID maps (OTF2 system-tree nodes and location groups, Paje containers holding others, Paraver
 * nodes, applications and tasks the {@code .row} file names) kept beside a converted file as {@code
 * X.slog2.timelines}: a line-ID map holds numbers only, and the converted file must stay byte for
 * byte what the reference writes. UTF-8 text ({@link SidecarText}):
 *
 * <pre>
 * # leapshot timeline names 2
 * slog2-bytes 39982752
 * 3	kn4.eth / MPI Rank 3 / Master thread
 * group	System Tree View	3	kn4.eth
 * group	System Tree View	3/3	MPI Rank 3
 * </pre>
 *
 * one line per named timeline: line ID and name separated by a tab; then one line per named group:
 * "group", the map's title, the group's path (the values of the map's first columns, joined by
 * "/") and its name. Names and titles have {@code \t \n \r \\} escaped. A file without group lines
 * is written as version 1, which older readers know; they refuse version 2 at its header, as a
 * whole. The size, the line IDs and the groups' paths tie the names to the one file they were
 * written for; anything else is refused as a whole by {@link #read} with one line naming the file
 * and the line.
 */
public final class TimelineNamesFile {
  static final String HEADER = "# leapshot timeline names 1";
  /** Version 2 adds the group lines. */
  static final String HEADER_GROUPS = "# leapshot timeline names 2";
  static final String GROUP = "group";
  /**
   * A name is cut to this many characters: no label shows more, and it bounds the file by its
   * timelines ({@link #maxBytes}).
   */
  static final int MAX_NAME_CHARS = 1000;
  /** Bytes of a line at most: a line ID, a tab, a name of escaped (2 chars) UTF-8 (up to 3 bytes a char). */
  private static final long MAX_LINE_BYTES = 12 + 6L * MAX_NAME_CHARS;

  /** A surrogate without its other half: regular expressions match pairs as one code point. */
  private static final java.util.regex.Pattern LONE_SURROGATE = java.util.regex.Pattern.compile("\\p{Cs}");

  /**
   * What a names file holds.
   *
   * @param timelines line ID → name
   * @param groups line-ID map title → group path ({@link #groupPath}) → name
   */
  public record Names(Map<Integer, String> timelines, Map<String, Map<String, String>> groups) {
    public static final Names NONE = new Names(Map.of(), Map.of());
  }

  private TimelineNamesFile() {}

  /** Where the timeline names of {@code slog2} are kept. */
  public static Path of(Path slog2) {
    return slog2.resolveSibling(slog2.getFileName() + ".timelines");
  }

  /** A group's path: the first {@code levels} of a map row's {@code values} joined by "/" ("3/12"). */
  public static String groupPath(int[] values, int levels) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < levels; i++) {
      sb.append(i > 0 ? "/" : "").append(values[i]);
    }
    return sb.toString();
  }

  /** Writes the timelines' names alone ({@link #write(Path, Map, Map)}). */
  public static void write(Path slog2, Map<Integer, String> names) throws IOException {
    write(slog2, names, Map.of());
  }

  /**
   * Writes the names of the finished {@code slog2}'s timelines and groups beside it (temporary file,
   * then rename), or, when there are none, deletes a names file an earlier conversion left there.
   *
   * @param names line ID → name; a longer name than {@link #MAX_NAME_CHARS} is cut with "…", and a
   *     lone half of a surrogate pair (which UTF-8 cannot encode) becomes U+FFFD
   * @param groups line-ID map title → group path ({@link #groupPath}) → name, cut alike
   */
  public static void write(Path slog2, Map<Integer, String> names, Map<String, Map<String, String>> groups)
      throws IOException {
    Path target = of(slog2);
    if (names.isEmpty() && groups.values().stream().allMatch(Map::isEmpty)) {
      Files.deleteIfExists(target);
      return;
    }
    List<String> lines = new ArrayList<>(names.size());
    for (Map.Entry<Integer, String> e : new TreeMap<>(names).entrySet()) {
      if (e.getValue() != null) {
        lines.add(e.getKey() + "\t" + SidecarText.escape(cut(e.getValue())));
      }
    }
    int timelineLines = lines.size();
    // sorted, so that a conversion writes the same bytes whatever order the source kept them in
    for (Map.Entry<String, Map<String, String>> map : new TreeMap<>(groups).entrySet()) {
      List<String> paths = new ArrayList<>(map.getValue().keySet());
      paths.sort(TimelineNamesFile::comparePaths);
      for (String path : paths) {
        String name = map.getValue().get(path);
        if (name != null) {
          lines.add(GROUP + "\t" + SidecarText.escape(map.getKey()) + "\t" + path + "\t" + SidecarText.escape(cut(name)));
        }
      }
    }
    SidecarText.write(target, slog2, lines.size() == timelineLines ? HEADER : HEADER_GROUPS, lines);
  }

  /** Paths by their values, as numbers ("2" before "10", a group before its members). */
  private static int comparePaths(String a, String b) {
    String[] x = a.split("/");
    String[] y = b.split("/");
    for (int i = 0; i < Math.min(x.length, y.length); i++) {
      int c = Long.compare(Long.parseLong(x[i]), Long.parseLong(y[i]));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(x.length, y.length);
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

  /** The most bytes a names file of {@code timelines} timelines and no groups can have. */
  static long maxBytes(long timelines) {
    return 4096 + Math.max(0, timelines) * MAX_LINE_BYTES;
  }

  /**
   * The timeline and group names kept beside {@code slog2}; {@link Names#NONE} when there is no
   * names file.
   *
   * @param maps {@code slog2}'s line-ID maps, to bound the file before reading it and to check every
   *     line ID and group path against
   * @throws IOException one line naming the names file and what was wrong (the caller ignores the file)
   */
  public static Names read(Path slog2, List<LineIdMap> maps) throws IOException {
    Set<Integer> lineIds = new HashSet<>();
    long groupBytes = 0;
    for (LineIdMap m : maps) {
      for (int r = 0; r < m.rowCount(); r++) {
        lineIds.add(m.lineId(r));
      }
      // a line per group at most: each row opens at most one group per level
      groupBytes += (long) m.rowCount() * Math.max(0, m.columnLabels().size() - 1)
          * (GROUP.length() + 6L * m.title().length() + 12L * m.columnLabels().size() + MAX_LINE_BYTES);
    }
    Map<Integer, String> names = new HashMap<>();
    Map<String, Map<String, String>> groups = new HashMap<>();
    GroupPaths paths = new GroupPaths(maps);
    SidecarText.read(of(slog2), slog2, List.of(HEADER, HEADER_GROUPS), maxBytes(lineIds.size()) + groupBytes,
        "a names file of " + lineIds.size() + " timelines", n -> n == 2 || n == 4,
        "line ID and name, or \"group\", map title, path and name,", (fields, where) -> {
          if (fields.length == 4) {
            group(fields, where, slog2, paths, groups);
            return;
          }
          int line;
          try {
            line = Integer.parseInt(fields[0]);
          } catch (NumberFormatException e) {
            throw new IOException(where + "line ID \"" + fields[0] + "\" is not a number");
          }
          if (!lineIds.contains(line)) {
            throw new IOException(where + "line ID " + line + " is not a timeline of " + slog2.getFileName());
          }
          if (names.put(line, SidecarText.unescape(fields[1], where)) != null) {
            throw new IOException(where + "line ID " + line + " is named twice");
          }
        });
    Map<String, Map<String, String>> frozen = new HashMap<>();
    groups.forEach((title, byPath) -> frozen.put(title, Map.copyOf(byPath)));
    return new Names(Map.copyOf(names), Map.copyOf(frozen));
  }

  private static void group(String[] fields, String where, Path slog2, GroupPaths paths,
      Map<String, Map<String, String>> groups) throws IOException {
    if (!fields[0].equals(GROUP)) {
      throw new IOException(where + "expected \"" + GROUP + "\" first on a line of four fields");
    }
    String title = SidecarText.unescape(fields[1], where);
    if (!paths.has(title, fields[2])) {
      throw new IOException(where + "\"" + fields[2] + "\" is not a group of the map \"" + title + "\" of "
          + slog2.getFileName());
    }
    if (groups.computeIfAbsent(title, t -> new HashMap<>()).put(fields[2], SidecarText.unescape(fields[3], where))
        != null) {
      throw new IOException(where + "group " + fields[2] + " of \"" + title + "\" is named twice");
    }
  }

  /** The groups of a file's maps, by title, each map's made when a line first names one of its groups. */
  private static final class GroupPaths {
    private final List<LineIdMap> maps;
    private final Map<String, Set<String>> byTitle = new HashMap<>();

    GroupPaths(List<LineIdMap> maps) {
      this.maps = maps;
    }

    boolean has(String title, String path) {
      return byTitle.computeIfAbsent(title, this::pathsOf).contains(path);
    }

    private Set<String> pathsOf(String title) {
      Set<String> paths = new HashSet<>();
      for (LineIdMap m : maps) {
        if (m.title().equals(title)) {
          for (int r = 0; r < m.rowCount(); r++) {
            int[] v = m.values(r);
            for (int l = 1; l < v.length; l++) {
              paths.add(groupPath(v, l));
            }
          }
        }
      }
      return paths;
    }
  }
}
