package org.leapshot.slog2.tree;

import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;

/**
 * The tree directory block (spec §7): one entry per node written, encoded sorted by depth
 * descending then xpos ascending, so the root comes first and the leaves last.
 */
final class DirectoryBuilder {
  private static final int ENTRY_BYTES = 34;

  /** Ordered as the directory stores it: depth descending, then xpos ascending. */
  private record Entry(NodeId id, double start, double end, BlockPointer pointer) implements Comparable<Entry> {
    @Override
    public int compareTo(Entry o) {
      return id.compareTo(o.id);
    }
  }

  private final List<Entry> entries = new ArrayList<>();

  void add(NodeId id, double start, double end, BlockPointer pointer) {
    entries.add(new Entry(id, start, end, pointer));
  }

  /** The pointer recorded for a node, or {@code null}. */
  BlockPointer pointerOf(NodeId id) {
    for (int i = entries.size() - 1; i >= 0; i--) {
      if (sameNode(entries.get(i).id(), id)) {
        return entries.get(i).pointer();
      }
    }
    return null;
  }

  /**
   * The two IDs name the same node. Not the record's equals: its first call links a method handle
   * (a few milliseconds of a conversion's start-up, in every run).
   */
  static boolean sameNode(NodeId a, NodeId b) {
    return a.depth() == b.depth() && a.xpos() == b.xpos();
  }

  int size() {
    return entries.size();
  }

  void encode(BlockOutput out) {
    List<Entry> sorted = new ArrayList<>(entries);
    sorted.sort(null); // no lambda: linking one costs start-up time in every conversion
    out.writeInt(sorted.size());
    for (Entry e : sorted) {
      out.writeNodeId(e.id());
      out.writeDouble(e.start());
      out.writeDouble(e.end());
      out.writePointer(e.pointer());
    }
  }

  int byteSize() {
    return 4 + ENTRY_BYTES * entries.size();
  }
}
