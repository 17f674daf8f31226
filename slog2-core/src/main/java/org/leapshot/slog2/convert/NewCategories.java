package org.leapshot.slog2.convert;

import java.util.ArrayDeque;
import org.leapshot.slog2.convert.picl.Palette;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * Categories a source makes on first use: indices in order of making, the trace's colour or else
 * the next distinct palette colour, held until handed out just before the drawable that needs them.
 */
public final class NewCategories {
  /** Characters of a name kept: a trace's names are short, and SLOG-2 stores at most 32767 bytes. */
  public static final int MAX_NAME = 256;

  private final ArrayDeque<Category> fresh = new ArrayDeque<>();
  private int next;
  private int paletteUsed;

  /** Makes a category; {@code color} null takes the palette's next. Returns its index. */
  public int make(String name, Topology topology, Rgba color, InfoLabel label) {
    int index = next++;
    Rgba c = color != null ? color : Palette.color(paletteUsed++);
    String shortName = name.length() <= MAX_NAME ? name : name.substring(0, MAX_NAME) + "...";
    fresh.add(Category.of(index, shortName, topology, c, topology == Topology.ARROW ? 3 : 8, label));
    return index;
  }

  /** Categories made so far. */
  public int count() {
    return next;
  }

  /** Hands the categories made since the last call to {@code sink}, as read at {@code line} of {@code file}. */
  public void handOut(ItemSink sink, String file, long line) throws TraceInputException {
    while (!fresh.isEmpty()) {
      sink.item(new TraceItem.CategoryItem(fresh.poll(), SourcePosition.line(file, line)));
    }
  }
}
