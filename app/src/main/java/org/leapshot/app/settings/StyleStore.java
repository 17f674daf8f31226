package org.leapshot.app.settings;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Properties;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Rgba;

/**
 * Per-trace category styles (colour, visible, searchable) saved in {@code styles/<hash>.properties},
 * keyed by the trace's absolute path, and matched back by category index and name (so a
 * regenerated file with different categories does not inherit wrong colours). With them, when the
 * legend colours by group, each group's colour by group key.
 */
public final class StyleStore {
  private final Settings settings;

  public StyleStore(Settings settings) {
    this.settings = settings;
  }

  static String fileFor(Path trace) {
    return "styles/" + traceHash(trace) + ".properties";
  }

  /** A short name for a trace's settings files, from its absolute path. */
  static String traceHash(Path trace) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256")
          .digest(trace.toAbsolutePath().normalize().toString().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest, 0, 12);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }

  /** Reads the trace's saved styles, arrangements and bookmarks into memory, so that restoring them on the EDT reads no file. Off the EDT. */
  public void preload(Path trace) {
    settings.preload(fileFor(trace), ArrangementStore.fileFor(trace), BookmarkStore.fileFor(trace));
  }

  /** The trace's timeline arrangements, saved beside its styles. */
  public ArrangementStore arrangements() {
    return new ArrangementStore(settings);
  }

  public void save(Path trace, Map<Integer, Category> categories) {
    save(trace, categories, Map.of());
  }

  /**
   * Saves each category's own style and, unless {@code groupColours} is empty (per-category
   * colouring), the colour of each group key.
   */
  public void save(Path trace, Map<Integer, Category> categories, Map<String, Rgba> groupColours) {
    Properties p = new Properties();
    int g = 0;
    for (Map.Entry<String, Rgba> e : new java.util.TreeMap<>(groupColours).entrySet()) {
      p.setProperty("group." + g + ".key", e.getKey());
      p.setProperty("group." + g++ + ".argb", Integer.toHexString(e.getValue().argb()));
    }
    p.setProperty("trace", trace.toAbsolutePath().normalize().toString());
    for (Category c : categories.values()) {
      String k = "cat." + c.index() + ".";
      p.setProperty(k + "name", c.name());
      p.setProperty(k + "argb", Integer.toHexString(c.color().argb()));
      p.setProperty(k + "visible", Boolean.toString(c.visible()));
      p.setProperty(k + "searchable", Boolean.toString(c.searchable()));
    }
    settings.save(fileFor(trace), p);
  }

  /** Group key → colour saved by {@link #save(Path, Map, Map)}; empty when the trace is coloured per category. */
  public Map<String, Rgba> restoreGroupColours(Path trace) {
    Properties p = settings.load(fileFor(trace));
    Map<String, Rgba> colours = new HashMap<>();
    for (int g = 0; p.getProperty("group." + g + ".key") != null; g++) {
      try {
        colours.put(p.getProperty("group." + g + ".key"),
            Rgba.ofArgb((int) Long.parseLong(p.getProperty("group." + g + ".argb", ""), 16)));
      } catch (NumberFormatException e) {
        // that group takes its default colour
      }
    }
    return colours;
  }

  /** The saved styles applied to {@code fromFile}; only categories whose index and name match are changed. */
  public Map<Integer, Category> restore(Path trace, Map<Integer, Category> fromFile) {
    Properties p = settings.load(fileFor(trace));
    Map<Integer, Category> changed = new HashMap<>();
    for (Category c : fromFile.values()) {
      String k = "cat." + c.index() + ".";
      if (!c.name().equals(p.getProperty(k + "name"))) {
        continue;
      }
      Category r = c;
      try {
        r = r.withColor(Rgba.ofArgb((int) Long.parseLong(p.getProperty(k + "argb", ""), 16)));
      } catch (NumberFormatException e) {
        // keep the file's colour
      }
      r = r.withVisible(!"false".equals(p.getProperty(k + "visible")));
      r = r.withSearchable(!"false".equals(p.getProperty(k + "searchable")));
      if (!r.equals(c)) {
        changed.put(c.index(), r);
      }
    }
    return changed;
  }
}
