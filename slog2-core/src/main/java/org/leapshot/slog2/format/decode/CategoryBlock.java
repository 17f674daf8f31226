package org.leapshot.slog2.format.decode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategorySummary;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * Decodes the category map block (spec §5): int N, then N category records. The stored order
 * means nothing (a Java HashMap's); the result keeps it, and a repeated index keeps the later
 * record, as the reference does.
 */
public final class CategoryBlock {
  /** index + name length + topology + colour + modifiable + width + 3 counts + ratios + count. */
  private static final int MIN_RECORD_BYTES = 4 + 2 + 4 + 4 + 1 + 1 + 2 + 2 + 2 + 16;
  /**
   * Heap a decoded category takes beyond its names, keys and methods (record, colour, label,
   * summary, map entry): about 250 bytes, measured on a file of a million categories.
   */
  private static final int HEAP_BYTES_PER_RECORD = 240;
  /** Heap per remaining block byte for the names, keys and method IDs (strings, boxed integers). */
  private static final int HEAP_BYTES_PER_BYTE = 2;

  private CategoryBlock() {}

  public static Map<Integer, Category> read(BlockInput in) throws Slog2FormatException {
    int n = in.checkCount(in.readInt("category count"), MIN_RECORD_BYTES, "categories");
    in.requireHeap((long) n * HEAP_BYTES_PER_RECORD + (long) in.remaining() * HEAP_BYTES_PER_BYTE, n + " categories");
    Map<Integer, Category> map = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      Category c = readRecord(in);
      map.remove(c.index());
      map.put(c.index(), c);
    }
    return map;
  }

  private static Category readRecord(BlockInput in) throws Slog2FormatException {
    long at = in.offset();
    int index = in.readInt("category index");
    String name = in.readString("category name");
    int topoCode = in.readInt("category topology");
    Topology topology = Topology.ofCode(topoCode);
    if (topology == null) {
      throw new Slog2FormatException(in.error("").file(), "category map", at,
          "category " + index + " has topology " + topoCode + ", expected 0 (Event), 1 (State) or 2 (Arrow)");
    }
    Rgba color = Rgba.ofArgb(in.readInt("category colour"));
    boolean modifiable = in.readBoolean("colour modifiable flag");
    int width = in.readByte("category width");
    int nKeys = in.checkCount(in.readShort("info key count"), 2, "info keys");
    List<String> keys = new ArrayList<>(nKeys);
    for (int k = 0; k < nKeys; k++) {
      keys.add(in.readString("info key"));
    }
    int nTypes = in.checkCount(in.readShort("info type count"), 1, "info types");
    StringBuilder types = new StringBuilder(nTypes);
    for (int t = 0; t < nTypes; t++) {
      types.append((char) (in.readByte("info type") & 0xff));
    }
    int nMethods = in.checkCount(in.readShort("method count"), 4, "method IDs");
    List<Integer> methods = new ArrayList<>(nMethods);
    for (int m = 0; m < nMethods; m++) {
      methods.add(in.readInt("method ID"));
    }
    CategorySummary summary = new CategorySummary(
        in.readFloat("inclusive ratio"), in.readFloat("exclusive ratio"), in.readLong("count"));
    return new Category(index, name, topology, color, modifiable, width, new InfoLabel(keys, types.toString()),
        methods, summary, true, true);
  }
}
