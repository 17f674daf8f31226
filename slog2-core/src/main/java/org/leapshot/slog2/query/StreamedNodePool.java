package org.leapshot.slog2.query;

import java.util.concurrent.ArrayBlockingQueue;

/**
 * The {@link StreamedNode}s of one {@link StreamedNodeReader}, kept for reuse once their columns are
 * worked out and sized from what was read lately. Apart from the reader because how nodes are kept
 * and sized changes for its own reasons (the garbage of large runs), not with how primitives are
 * taken. The decoding threads take and give back nodes concurrently (the queues are thread-safe;
 * the size guess may race, being only a guess).
 */
final class StreamedNodePool {
  /** Most nodes kept for reuse: about as many as are in flight between the decoding threads and the groups. */
  private static final int SPARES = 256;
  private static final int LARGE_SPARES = 4;
  /** Room for states and arrows a fresh node has in a read of some timelines: grown as they come. */
  static final int FILTERED_ROOM = 64;
  /** Groups of timelines read apart: a node is read into one part per group. */
  private final int shards;
  /** Whether the read takes some timelines only. */
  private final boolean filtered;
  /**
   * Nodes whose columns are worked out, to be filled again: fresh arrays for every node (grown
   * from a guess for arrows and events) cost the decoding threads a tenth of their time.
   */
  private final ArrayBlockingQueue<StreamedNode> spares = new ArrayBlockingQueue<>(SPARES);
  /**
   * A few nodes past the usual leaf's room, kept for nodes as large: on 16 384 timelines a
   * hundred nodes hold thousands to 60 000 arrows each, and their columns, grown anew for each
   * from a few dozen, were a third of the run's garbage.
   */
  private final ArrayBlockingQueue<StreamedNode> largeSpares = new ArrayBlockingQueue<>(LARGE_SPARES);
  /**
   * Arrows or events a node has, at most, of those read lately (by any decoding thread: a guess),
   * a fresh node's columns are made that long, where growing them from a few dozen made a third
   * of the garbage of a 16 384-timeline run (a node holds up to hundreds of arrows).
   */
  private int arrowsGuess;

  StreamedNodePool(int shards, boolean filtered) {
    this.shards = shards;
    this.filtered = filtered;
  }

  /** Learns from a node just read how long a fresh node's arrow and event columns are made. */
  void learnArrows(StreamedNode[] parts) {
    int most = 0;
    for (StreamedNode p : parts) {
      most = Math.max(most, Math.max(p.arrows, p.events));
    }
    int guess = arrowsGuess; // an inner node with none between leaves with hundreds takes it down an eighth
    arrowsGuess = Math.min(StreamedNode.SPARE_ROOM, Math.max(most + most / 8, guess - guess / 8));
  }

  /** Nodes for one node's primitives, one per group of timelines: spares when there are, else fresh. */
  StreamedNode[] parts(int drawables) {
    // A read of some timelines (or a pass over a group of them) keeps a part of each node's states,
    // and holds the nodes read before their children as long as a read of all: room for them all
    // made every such node as large as in that read (the root of 16 384 timelines: 3.6 MB).
    int room = !filtered ? drawables / shards + drawables / (8 * shards) : Math.min(drawables, FILTERED_ROOM);
    StreamedNode[] out = new StreamedNode[shards];
    for (int k = 0; k < shards; k++) {
      StreamedNode n = room > StreamedNode.SPARE_ROOM ? largeSpares.poll() : null;
      n = n != null ? n : spares.poll();
      out[k] = n != null ? n : new StreamedNode(room, Math.min(room, arrowsGuess));
    }
    return out;
  }

  /** A node whose columns are worked out (by the one thread that had it), to be filled again. */
  void spare(StreamedNode n) {
    n.clear();
    if (n.small()) {
      spares.offer(n); // dropped when enough are kept
    } else {
      largeSpares.offer(n);
    }
  }
}
