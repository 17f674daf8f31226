package org.leapshot.slog2.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.format.decode.BlockInput;

/**
 * The tree directory block (spec §7): one entry per node, root first, then depth descending and
 * xpos ascending. The serial "all drawables" walk takes the leaf partition from here.
 */
public final class TreeDirectory {
  /** Heap of one decoded entry: the entry, its ID, box and pointer objects and the list's references. */
  private static final int HEAP_BYTES_PER_ENTRY = 128;
  private final List<DirectoryEntry> entries;
  /** Node IDs by block offset, built when a message first needs one. */
  private volatile Map<Long, NodeId> idsByOffset;

  TreeDirectory(List<DirectoryEntry> entries) {
    this.entries = List.copyOf(entries);
  }

  static TreeDirectory read(BlockInput in) throws Slog2FormatException {
    int n = in.checkCount(in.readInt("tree directory entry count"), DirectoryEntry.BYTES, "directory entries");
    in.requireHeap((long) n * HEAP_BYTES_PER_ENTRY, n + " directory entries");
    List<DirectoryEntry> entries = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      entries.add(new DirectoryEntry(in.readNodeId("node ID"), in.readTimeBox("node box"), in.readPointer("node pointer")));
    }
    return new TreeDirectory(entries);
  }

  /** Entries in stored order. */
  public List<DirectoryEntry> entries() {
    return entries;
  }

  /** Leaf entries (depth 0) in xpos order. */
  public List<DirectoryEntry> leaves() {
    List<DirectoryEntry> leaves = new ArrayList<>();
    for (DirectoryEntry e : entries) {
      if (e.id().depth() == 0) {
        leaves.add(e);
      }
    }
    leaves.sort((a, b) -> Integer.compare(a.id().xpos(), b.id().xpos()));
    return Collections.unmodifiableList(leaves);
  }

  /** The ID of the first listed node whose block starts at {@code offset}, or null. */
  public NodeId idAt(long offset) {
    Map<Long, NodeId> ids = idsByOffset;
    if (ids == null) {
      ids = new HashMap<>();
      for (DirectoryEntry e : entries) {
        ids.putIfAbsent(e.pointer().offset(), e.id());
      }
      idsByOffset = ids; // racy on purpose: every thread builds the same map
    }
    return ids.get(offset);
  }

  public int size() {
    return entries.size();
  }
}
