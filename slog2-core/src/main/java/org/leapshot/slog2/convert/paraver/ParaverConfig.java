package org.leapshot.slog2.convert.paraver;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.NewCategories;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.model.Rgba;

/**
 * The names a {@code .pcf} file gives: state names ({@code STATES: <value> <name>}) and colours
 * ({@code STATES_COLOR: <value> {r,g,b}}), event type names ({@code EVENT_TYPE: <gradient> <type>
 * <name>}, several types per block) and the value labels of a block's types ({@code VALUES: <value>
 * <name>}). Other sections (options, semantics, gradients) are skipped. The file is optional
 * metadata, so an unreadable line is counted and left out rather than failing the trace.
 */
final class ParaverConfig {
  /** Lines read at most: a real .pcf has a few thousand. */
  private static final int MAX_LINES = 1 << 20;

  private final Map<Long, String> stateNames = new HashMap<>();
  private final Map<Long, Rgba> stateColors = new HashMap<>();
  private final Map<Long, String> typeNames = new HashMap<>();
  private final Map<Long, Map<Long, String>> valueNames = new HashMap<>();

  /** A trace without a .pcf: every name falls back to numbers. */
  static ParaverConfig empty() {
    return new ParaverConfig();
  }

  /** Reads {@code file}, counting lines it cannot read in {@code report}. */
  static ParaverConfig read(Path file, ImportReport report) throws IOException {
    ParaverConfig config = new ParaverConfig();
    String name = String.valueOf(file.getFileName());
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
      String section = "";
      List<Long> blockTypes = new ArrayList<>();
      String line;
      for (int n = 1; (line = in.readLine()) != null && n <= MAX_LINES; n++) {
        String s = line.strip();
        if (s.isEmpty()) {
          continue;
        }
        if (isSectionName(s)) {
          if (s.equals("EVENT_TYPE")) {
            blockTypes = new ArrayList<>(); // its VALUES belong to its types only
          }
          section = s;
          continue;
        }
        if (!config.take(section, s, blockTypes)) {
          report.skip("paraver: unreadable .pcf line", SourcePosition.line(name, n),
              "cannot read \"" + ParaverHeader.shortText(s) + "\" in section " + section);
        }
      }
    }
    return config;
  }

  private static boolean isSectionName(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!(c >= 'A' && c <= 'Z' || c == '_')) {
        return false;
      }
    }
    return true;
  }

  /** Takes one data line of {@code section}; false if it cannot be read. */
  private boolean take(String section, String s, List<Long> blockTypes) {
    String[] parts = s.split("\\s+", 3);
    switch (section) {
      case "STATES" -> {
        Long v = number(parts[0]);
        if (v == null || parts.length < 2) {
          return false;
        }
        stateNames.put(v, shorten(s.substring(parts[0].length()).strip()));
      }
      case "STATES_COLOR" -> {
        Long v = number(parts[0]);
        Rgba c = parts.length < 2 ? null : color(s.substring(parts[0].length()).strip());
        if (v == null || c == null) {
          return false;
        }
        stateColors.put(v, c);
      }
      case "EVENT_TYPE" -> {
        Long type = parts.length < 3 ? null : number(parts[1]);
        if (type == null || number(parts[0]) == null) {
          return false;
        }
        typeNames.put(type, shorten(parts[2].strip()));
        blockTypes.add(type);
      }
      case "VALUES" -> {
        Long v = number(parts[0]);
        if (v == null || parts.length < 2) {
          return false;
        }
        String label = shorten(s.substring(parts[0].length()).strip());
        for (Long type : blockTypes) {
          valueNames.computeIfAbsent(type, t -> new HashMap<>()).put(v, label);
        }
      }
      default -> {
        // options, semantics and gradients do not change what is drawn
      }
    }
    return true;
  }

  /** Names longer than any real one are cut, so that labels built from them stay within SLOG-2's limits. */
  private static String shorten(String name) {
    return name.length() <= NewCategories.MAX_NAME ? name : name.substring(0, NewCategories.MAX_NAME) + "...";
  }

  private static Long number(String s) {
    try {
      return Long.parseLong(s);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** {@code {r,g,b}} with each part 0..255, or null. */
  private static Rgba color(String s) {
    if (!s.startsWith("{") || !s.endsWith("}")) {
      return null;
    }
    String[] rgb = s.substring(1, s.length() - 1).split(",");
    if (rgb.length != 3) {
      return null;
    }
    int[] v = new int[3];
    for (int i = 0; i < 3; i++) {
      Long n = number(rgb[i].strip());
      if (n == null || n < 0 || n > 255) {
        return null;
      }
      v[i] = n.intValue();
    }
    return new Rgba(v[0], v[1], v[2], 255);
  }

  String stateName(long value) {
    return stateNames.get(value);
  }

  Rgba stateColor(long value) {
    return stateColors.get(value);
  }

  String typeName(long type) {
    return typeNames.get(type);
  }

  /** Value → label of event type {@code type} (empty when it has none). */
  Map<Long, String> valueNames(long type) {
    return valueNames.getOrDefault(type, Map.of());
  }

  /** The label of {@code value} of event type {@code type}, or null. */
  String valueName(long type, long value) {
    Map<Long, String> values = valueNames.get(type);
    return values == null ? null : values.get(value);
  }
}
