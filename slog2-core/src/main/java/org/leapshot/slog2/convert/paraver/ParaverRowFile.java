package org.leapshot.slog2.convert.paraver;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The object names of a {@code .row} file: sections {@code LEVEL <CPU|NODE|THREAD|TASK|APPL...>
 * SIZE <n>} each followed by {@code n} names, one per line, in object order. Names only label
 * timelines, so a short or malformed section just leaves the rest unnamed.
 */
final class ParaverRowFile {
  /** Names kept per level at most; a real trace has thousands of threads, not millions. */
  private static final int MAX_NAMES = 1 << 22;

  private final Map<String, List<String>> levels = new HashMap<>();

  static ParaverRowFile empty() {
    return new ParaverRowFile();
  }

  static ParaverRowFile read(Path file) throws IOException {
    ParaverRowFile row = new ParaverRowFile();
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
      List<String> names = null;
      long left = 0;
      String line;
      while ((line = in.readLine()) != null) {
        String s = line.strip();
        String[] parts = s.split("\\s+");
        if (parts.length == 4 && parts[0].equals("LEVEL") && parts[2].equals("SIZE")) {
          names = new ArrayList<>();
          row.levels.put(parts[1].toUpperCase(Locale.ROOT), names);
          left = parseSize(parts[3]);
        } else if (names != null && left > 0 && !s.isEmpty()) {
          names.add(s);
          left--;
        }
      }
    }
    return row;
  }

  private static long parseSize(String s) {
    try {
      return Math.min(Long.parseLong(s), MAX_NAMES);
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** The {@code index}-th (0-based) name of {@code level}, or null. */
  String name(String level, int index) {
    List<String> names = levels.get(level);
    return names == null || index < 0 || index >= names.size() ? null : names.get(index);
  }

  /** How many names {@code level} has. */
  int size(String level) {
    List<String> names = levels.get(level);
    return names == null ? 0 : names.size();
  }
}
