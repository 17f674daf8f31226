package org.leapshot.slog2.format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.format.decode.BlockInput;
import org.leapshot.slog2.model.TimeBox;

/**
 * The tree directory block (spec §7): one entry per node, root first, then depth descending and
 * xpos ascending. The serial "all drawables" walk takes the leaf partition from here.
 */
public final class TreeDirectory {
  /**
   * Heap of one entry if a caller asks for the entries as objects ({@link #entries()}): the entry,
   * its ID, box and pointer objects and the list's reference; the columns take 34 bytes of it.
   */
  private static final int HEAP_BYTES_PER_ENTRY = 128;
  /**
   * The entries as columns, in stored order. Why: opening a 5 GB trace decoded 54 000 entries into
   * four objects each, most of opening a file (0.9 of 1.4 ms of CPU); the query engine reads the
   * columns, and the entry objects are made only for callers of {@link #entries()}.
   */
  private final int size;
  private final short[] depth;
  private final int[] xpos;
  private final double[] earliest;
  private final double[] latest;
  private final long[] offset;
  private final int[] blockSize;
  /** The entries as objects, made at the first call of {@link #entries()}. */
  private volatile List<DirectoryEntry> entries;
  /** Node IDs by block offset, built when a message first needs one. */
  private volatile Map<Long, NodeId> idsByOffset;

  TreeDirectory(List<DirectoryEntry> entries) {
    this(entries.size());
    for (int i = 0; i < size; i++) {
      DirectoryEntry e = entries.get(i);
      set(i, e.id().depth(), e.id().xpos(), e.box().earliest(), e.box().latest(), e.pointer().offset(),
          e.pointer().size());
    }
  }

  private TreeDirectory(int size) {
    this.size = size;
    depth = new short[size];
    xpos = new int[size];
    earliest = new double[size];
    latest = new double[size];
    offset = new long[size];
    blockSize = new int[size];
  }

  private void set(int i, int d, int x, double e, double l, long o, int s) {
    depth[i] = (short) d;
    xpos[i] = x;
    earliest[i] = e;
    latest[i] = l;
    offset[i] = o;
    blockSize[i] = s;
  }

  static TreeDirectory read(BlockInput in) throws Slog2FormatException {
    int n = in.checkCount(in.readInt("tree directory entry count"), DirectoryEntry.BYTES, "directory entries");
    in.requireHeap((long) n * HEAP_BYTES_PER_ENTRY, n + " directory entries");
    TreeDirectory d = new TreeDirectory(n);
    for (int i = 0; i < n; i++) { // checkCount made sure that all n entries lie in the block
      d.set(i, in.nextCheckedShort(), in.nextCheckedInt(), in.nextCheckedDouble(), in.nextCheckedDouble(),
          in.nextCheckedLong(), in.nextCheckedInt());
    }
    return d;
  }

  /** Depth of entry {@code i} (stored order). */
  public int depth(int i) {
    return depth[i];
  }

  /** Xpos of entry {@code i}. */
  public int xpos(int i) {
    return xpos[i];
  }

  /** Start of entry {@code i}'s box. */
  public double earliest(int i) {
    return earliest[i];
  }

  /** End of entry {@code i}'s box. */
  public double latest(int i) {
    return latest[i];
  }

  /** Block offset of entry {@code i}. */
  public long offset(int i) {
    return offset[i];
  }

  /** Block size of entry {@code i}. */
  public int blockSize(int i) {
    return blockSize[i];
  }

  /** Entry {@code i}'s box (a new object). */
  public TimeBox box(int i) {
    return new TimeBox(earliest[i], latest[i]);
  }

  /** Entry {@code i}'s block pointer (a new object). */
  public BlockPointer pointer(int i) {
    return new BlockPointer(offset[i], blockSize[i]);
  }

  /** Entry {@code i} (a new object). */
  public DirectoryEntry entry(int i) {
    return new DirectoryEntry(new NodeId(depth[i], xpos[i]), box(i), pointer(i));
  }

  /** Entries in stored order. */
  public List<DirectoryEntry> entries() {
    List<DirectoryEntry> list = entries;
    if (list == null) {
      DirectoryEntry[] all = new DirectoryEntry[size];
      for (int i = 0; i < size; i++) {
        all[i] = entry(i);
      }
      list = Collections.unmodifiableList(Arrays.asList(all));
      entries = list; // racy on purpose: every thread makes equal entries
    }
    return list;
  }

  /** Leaf entries (depth 0) in xpos order. */
  public List<DirectoryEntry> leaves() {
    List<DirectoryEntry> leaves = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      if (depth[i] == 0) {
        leaves.add(entry(i));
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
      for (int i = 0; i < size; i++) {
        ids.putIfAbsent(this.offset[i], new NodeId(depth[i], xpos[i]));
      }
      idsByOffset = ids; // racy on purpose: every thread builds the same map
    }
    return ids.get(offset);
  }

  public int size() {
    return size;
  }
}
