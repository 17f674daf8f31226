package org.leapshot.slog2.convert.clog2;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * The categories of one conversion as the reference keeps them (clog2-format.md §B.2, B.3, B.9):
 * mutable entries that definitions update in place, named {@code UnknownType-<index>} with the next
 * default colour when a drawable uses them before any definition named them.
 *
 * <p>Each method returns the category to hand to the writer (or {@code null} when nothing changes),
 * so the writer sees a category at the same moments the reference's writer map does: at every
 * definition and at first use. Pre-allocated entries are created only when touched.
 */
final class Clog2Categories {
  /** Colour of pre-allocated categories that no definition has coloured yet. */
  static final Rgba PINK = new Rgba(255, 192, 203, 255);
  private static final Rgba WHITE = new Rgba(255, 255, 255, 255);
  private static final int DENSE_LIMIT = 1 << 16;

  private final DefaultColors defaults = new DefaultColors();
  private final ImportReport report;
  private Entry[] dense = new Entry[512];
  private final Map<Integer, Entry> sparse = new HashMap<>();

  /** One category as it evolves during the conversion. */
  static final class Entry {
    final int index;
    final Topology topology;
    final int width;
    String name;
    Rgba color = PINK;
    InfoLabel label = InfoLabel.NONE;
    boolean used;

    Entry(int index, Topology topology, int width) {
      this.index = index;
      this.topology = topology;
      this.width = width;
    }

    Category toCategory() {
      return Category.of(index, name != null ? name : unknownName(index), topology, color, width, label);
    }
  }

  Clog2Categories(ImportReport report) {
    this.report = report;
  }

  /** The arrow category {@code message} (index 0), created before anything else. */
  Category message() {
    Entry e = new Entry(EventIdTable.MESSAGE_CATEGORY, Topology.ARROW, 3);
    e.name = "message";
    e.color = WHITE;
    e.label = InfoLabel.parse("msg_tag=%d, msg_size=%d");
    put(e);
    return e.toCategory();
  }

  /** The entry of an index, created as a nameless pink pre-allocated category if not touched yet. */
  Entry entry(int index, Topology topology) {
    Entry e = find(index);
    if (e == null) {
      e = new Entry(index, topology, 1);
      put(e);
    }
    return e;
  }

  /** A STATEDEF/EVENTDEF for an existing category: name, colour and (if given) label change in place. */
  Category update(Entry e, String name, String color, String format, SourcePosition at) {
    e.name = name;
    e.color = lookupColor(color);
    if (format != null) {
      e.label = parseLabel(format, at);
    }
    return e.toCategory();
  }

  /** A STATEDEF/EVENTDEF for event IDs no category had: a new category with its own index. */
  Category create(int index, Topology topology, String name, String color, String format, SourcePosition at) {
    Entry e = new Entry(index, topology, 1);
    e.name = name;
    e.color = lookupColor(color);
    e.label = parseLabel(format, at);
    put(e);
    return e.toCategory();
  }

  /**
   * Called for every drawable. At a category's first use the writer inserts it into its map and
   * names it if nameless, taking the next default colour; the returned category says so.
   *
   * @return the category to hand to the writer before the drawable, or null
   */
  Category use(int index, Topology topology) {
    Entry e = entry(index, topology);
    if (e.used) {
      return null;
    }
    e.used = true;
    if (e.name == null) {
      e.name = unknownName(index);
      e.color = defaults.next();
    }
    return e.toCategory();
  }

  private Rgba lookupColor(String color) {
    if (color == null) {
      // The reference crashes here; a default colour keeps the trace viewable.
      report.count("CLOG2 definitions without a colour (default colour used)", 1);
      return defaults.next();
    }
    Rgba rgba = ColorNames.lookup(ColorNames.colorPart(color));
    if (rgba == null) {
      report.count("CLOG2 unknown colour names (default colour used)", 1);
      return defaults.next();
    }
    return rgba;
  }

  private InfoLabel parseLabel(String format, SourcePosition at) {
    try {
      return InfoLabel.parse(format);
    } catch (IllegalArgumentException e) {
      report.skip("CLOG2 unusable label (dropped)", at, e.getMessage());
      return InfoLabel.NONE;
    }
  }

  private Entry find(int index) {
    if (index >= 0 && index < dense.length) {
      return dense[index];
    }
    return index >= 0 && index < DENSE_LIMIT ? null : sparse.get(index);
  }

  private void put(Entry e) {
    int i = e.index;
    if (i >= 0 && i < DENSE_LIMIT) {
      if (i >= dense.length) {
        dense = Arrays.copyOf(dense, Math.min(DENSE_LIMIT, Math.max(i + 1, dense.length * 2)));
      }
      dense[i] = e;
    } else {
      sparse.put(i, e);
    }
  }

  static String unknownName(int index) {
    return "UnknownType-" + index;
  }
}
