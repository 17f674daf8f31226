package org.leapshot.slog2.format;

/**
 * A tree node's name: depth (height above the leaves; leaves are 0, the root is the largest) and
 * xpos (left-to-right position in time within its level). Stored as short depth, int xpos.
 */
public record NodeId(int depth, int xpos) implements Comparable<NodeId> {
  public static final int BYTES = 6;

  /** Tree-directory order: depth descending, then xpos ascending. */
  @Override
  public int compareTo(NodeId o) {
    int c = Integer.compare(o.depth, depth);
    return c != 0 ? c : Integer.compare(xpos, o.xpos);
  }

  // Written out as a record's generated methods compute them: the generated ones are bootstrapped
  // at first use (java.lang.runtime.ObjectMethods), which makes classes that the class-data archive
  // cannot keep, some milliseconds of every info, print and check (issue #22).
  @Override
  public boolean equals(Object o) {
    return o instanceof NodeId n && depth == n.depth && xpos == n.xpos;
  }

  @Override
  public int hashCode() {
    return 31 * Integer.hashCode(depth) + Integer.hashCode(xpos);
  }

  @Override
  public String toString() {
    return "(" + depth + "," + xpos + ")";
  }
}
