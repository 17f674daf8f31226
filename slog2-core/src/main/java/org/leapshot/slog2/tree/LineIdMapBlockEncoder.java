package org.leapshot.slog2.tree;

import java.util.List;
import org.leapshot.slog2.model.LineIdMap;

/** The line-ID map list block (spec §6.1): a count, then each map's title, columns, rows and methods. */
final class LineIdMapBlockEncoder {
  private LineIdMapBlockEncoder() {}

  static void encode(BlockOutput out, List<LineIdMap> maps) {
    out.writeInt(maps.size());
    for (LineIdMap m : maps) {
      out.writeString(m.title());
      out.writeInt(m.columnLabels().size());
      for (String label : m.columnLabels()) {
        out.writeString(label);
      }
      out.writeInt(m.rowCount());
      for (int r = 0; r < m.rowCount(); r++) {
        out.writeInt(m.lineId(r));
        for (int v : m.values(r)) {
          out.writeInt(v);
        }
      }
      out.writeShort(m.methodIds().size());
      for (int id : m.methodIds()) {
        out.writeInt(id);
      }
    }
  }
}
