package org.leapshot.app.settings;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * Per-trace bookmarks: named time windows to come back to, saved in
 * {@code bookmarks/<hash>.properties} beside the trace's styles (never beside the trace).
 */
public final class BookmarkStore {
  /** More than a menu can list usefully. */
  public static final int MAX = 50;

  /** A named window of the run, in seconds. */
  public record Bookmark(String name, double startSec, double endSec) {}

  private final Settings settings;

  public BookmarkStore(Settings settings) {
    this.settings = settings;
  }

  static String fileFor(Path trace) {
    return "bookmarks/" + StyleStore.traceHash(trace) + ".properties";
  }

  public void save(Path trace, List<Bookmark> bookmarks) {
    Properties p = new Properties();
    p.setProperty("trace", trace.toAbsolutePath().normalize().toString());
    for (int i = 0; i < Math.min(MAX, bookmarks.size()); i++) {
      Bookmark b = bookmarks.get(i);
      p.setProperty(i + ".name", b.name());
      // Double.toString reads back to the same double: a microsecond window of a long run stays put.
      p.setProperty(i + ".start", Double.toString(b.startSec()));
      p.setProperty(i + ".end", Double.toString(b.endSec()));
    }
    settings.save(fileFor(trace), p);
  }

  /** The trace's bookmarks in the order made; a damaged entry ends the list. */
  public List<Bookmark> restore(Path trace) {
    Properties p = settings.load(fileFor(trace));
    List<Bookmark> out = new ArrayList<>();
    for (int i = 0; i < MAX; i++) {
      String name = p.getProperty(i + ".name");
      try {
        double start = Double.parseDouble(p.getProperty(i + ".start", ""));
        double end = Double.parseDouble(p.getProperty(i + ".end", ""));
        if (name == null || !(start < end)) {
          break;
        }
        out.add(new Bookmark(name, start, end));
      } catch (NumberFormatException e) {
        break;
      }
    }
    return out;
  }
}
