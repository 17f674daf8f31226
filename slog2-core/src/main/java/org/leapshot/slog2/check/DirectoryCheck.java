package org.leapshot.slog2.check;

import java.util.List;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Header;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.TimeBox;

/**
 * Checks the tree directory on its own and against the header (spec §4.2, §7): sorted by depth
 * descending then xpos ascending without repeats, the root first and equal to the header's
 * TreeRoot and MaxTreeDepth, sane boxes, and leaves numbered 0..n-1 whose boxes tile time without
 * gaps (each leaf ends where the next one starts).
 */
final class DirectoryCheck {
  private final Slog2Reader reader;
  private final String file;
  private final List<DirectoryEntry> entries;

  DirectoryCheck(Slog2Reader reader) {
    this.reader = reader;
    this.file = String.valueOf(reader.path().getFileName());
    this.entries = reader.directory().entries();
  }

  void run() throws Slog2FormatException {
    Header h = reader.header();
    if (entries.isEmpty()) {
      throw problem(0, "the tree directory lists no node, a SLOG-2 file has at least its root");
    }
    for (int i = 0; i < entries.size(); i++) {
      DirectoryEntry e = entries.get(i);
      if (e.id().depth() < 0 || e.id().xpos() < 0) {
        throw problem(i, "node ID " + e.id() + " has a negative depth or xpos");
      }
      if (!validBox(e.box())) {
        throw problem(i, "node " + e.id() + " has box " + boxText(e.box()) + ", which is not a time interval");
      }
      if (i > 0 && entries.get(i - 1).id().compareTo(e.id()) >= 0) {
        throw problem(i, "entries must be sorted by depth descending then xpos ascending without repeats, but "
            + entries.get(i - 1).id() + " comes before " + e.id());
      }
    }
    DirectoryEntry root = entries.get(0);
    if (root.id().xpos() != 0) {
      throw problem(0, "the first entry (the root) must have xpos 0, found " + root.id());
    }
    if (root.id().depth() != h.maxTreeDepth()) {
      throw new Slog2FormatException(file, "header", 18, "MaxTreeDepth is " + h.maxTreeDepth()
          + " but the tree directory's root " + root.id() + " has depth " + root.id().depth());
    }
    if (!root.pointer().equals(h.treeRoot())) {
      throw new Slog2FormatException(file, "header", 60, "TreeRoot is " + h.treeRoot()
          + " but the tree directory's root " + root.id() + " is at " + root.pointer());
    }
    if (entries.size() > 1 && entries.get(1).id().depth() == root.id().depth()) {
      throw problem(1, "two nodes at the root's depth " + root.id().depth() + ": " + root.id() + " and " + entries.get(1).id());
    }
    checkLeaves();
  }

  private void checkLeaves() throws Slog2FormatException {
    int first = 0;
    while (first < entries.size() && entries.get(first).id().depth() != 0) {
      first++;
    }
    if (first == entries.size()) {
      throw problem(entries.size() - 1, "the tree has no leaf (no node of depth 0)");
    }
    for (int i = first; i < entries.size(); i++) {
      DirectoryEntry leaf = entries.get(i);
      int xpos = i - first;
      if (leaf.id().xpos() != xpos) {
        throw problem(i, "leaves must be numbered 0, 1, 2, ... without gaps, but leaf " + xpos + " is " + leaf.id());
      }
      if (i > first) {
        TimeBox prev = entries.get(i - 1).box();
        if (prev.latest() != leaf.box().earliest()) {
          throw problem(i, "leaf boxes must be contiguous, but leaf " + entries.get(i - 1).id() + " ends at "
              + prev.latest() + " and leaf " + leaf.id() + " starts at " + leaf.box().earliest());
        }
      }
    }
  }

  static boolean validBox(TimeBox b) {
    return b.earliest() <= b.latest() && Double.isFinite(b.earliest()) && Double.isFinite(b.latest());
  }

  static String boxText(TimeBox b) {
    return "[" + b.earliest() + ", " + b.latest() + "]";
  }

  private Slog2FormatException problem(int index, String what) {
    BlockPointer dir = reader.header().treeDir();
    long at = dir.offset() + 4 + (long) index * DirectoryEntry.BYTES;
    return new Slog2FormatException(file, "tree directory entry " + index, at, what);
  }

  /** Looks up a node's index in the sorted directory, or -1. */
  int indexOf(NodeId id) {
    int lo = 0;
    int hi = entries.size() - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int c = entries.get(mid).id().compareTo(id);
      if (c == 0) {
        return mid;
      }
      if (c < 0) {
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return -1;
  }
}
