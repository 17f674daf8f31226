package org.leapshot.slog2.query;

import java.io.IOException;
import java.util.Arrays;
import java.util.Map;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.decode.BlockInput;
import org.leapshot.slog2.format.decode.DrawableSink;
import org.leapshot.slog2.format.decode.NodeDrawables;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;

/** Reads a node's primitives that statistics of a range take; the same for every node of one read. */
final class StreamedNodeReader {
  /** {@link Topology#values()}, which copies its array on every call. */
  private static final Topology[] TOPOLOGIES = Topology.values();
  /** {@link #topologies}' code of a state category. */
  private static final byte STATE_CODE = (byte) (Topology.STATE.ordinal() + 1);
  private final double start;
  private final double end;
  private final Map<Integer, Category> categories;
  private final MessageSizes sizes;
  /** Groups of timelines (by first line ID modulo this) read apart ({@link StatisticsShard}). */
  private final int shards;
  /** Per category index below its length: the topology's ordinal + 1, 0 for one the file does not define. */
  private final byte[] topologies;
  /** Per category index below its length: its dense number among the file's, -1 for one the file does not define. */
  private final int[] slots;
  /** Per category index below its length: its bit in {@link StreamedNode#stateSlots}. */
  private final long[] slotBits;
  private final int shardMask;
  /** The timelines asked for, or null for all: another's primitives are dropped as they are decoded. */
  private final StatisticsLines lines;
  private final InnerPrefixes prefixes = new InnerPrefixes();
  /** The nodes this reader fills, kept for reuse once their columns are worked out. */
  private final StreamedNodePool pool;

  StreamedNodeReader(double start, double end, Map<Integer, Category> categories, MessageSizes sizes, int shards) {
    this(start, end, categories, sizes, shards, null);
  }

  /** @param lines the timelines whose primitives are taken (by first line ID), or null for all */
  StreamedNodeReader(double start, double end, Map<Integer, Category> categories, MessageSizes sizes, int shards,
      StatisticsLines lines) {
    this.lines = lines;
    this.start = start;
    this.end = end;
    this.categories = categories;
    this.sizes = sizes;
    this.shards = shards;
    this.shardMask = Integer.bitCount(shards) == 1 ? shards - 1 : -1;
    this.pool = new StreamedNodePool(shards, lines != null);
    int max = -1;
    for (int c : categories.keySet()) {
      max = c >= 0 && c < 1 << 16 ? Math.max(max, c) : max;
    }
    topologies = new byte[max + 1];
    slots = new int[max + 1];
    Arrays.fill(slots, -1);
    slotBits = new long[max + 1];
    int n = 0;
    for (int c = 0; c <= max; c++) {
      Category known = categories.get(c);
      if (known != null) {
        topologies[c] = (byte) (known.topology().ordinal() + 1);
        slotBits[c] = n < 63 ? 1L << n : StreamedNode.OTHER_SLOTS;
        slots[c] = n++;
      }
    }
  }

  /**
   * The primitives of the node {@code entry} points at, read by {@code source} straight into
   * columns (no drawable objects but for composites), one part per group of timelines: the same as
   * {@link #read(NodeDrawables, double)} gives for the decoded node.
   */
  StreamedNode[] read(NodeSource source, DirectoryEntry entry, int prefixBytes) throws IOException {
    Columns columns = columns(entry, prefixes.prefixBytes(entry, prefixBytes), false);
    while (true) {
      try {
        source.readDrawablesInto(entry.pointer(), columns.watch.prefix, columns);
        break;
      } catch (PrefixWatch.PrefixTooShort e) {
        // at least twice as long each time, up to the whole block (read without these checks)
        columns = columns(entry, e.bytes >= entry.pointer().size() ? 0 : e.bytes, true);
      }
    }
    prefixes.learn(entry, columns.count, columns.drawableBytes);
    pool.learnArrows(columns.parts);
    return checked(columns.parts);
  }

  /** The node's primitives, one part per group of timelines; {@code boxStart} is the start of its box in the directory. */
  StreamedNode[] read(NodeDrawables n, double boxStart) {
    StreamedNode[] out = pool.parts(n.drawableCount());
    for (Drawable d : n.nestable()) {
      drawable(d, boxStart, out);
    }
    for (Drawable d : n.nestless()) {
      drawable(d, boxStart, out);
    }
    return checked(out);
  }

  /**
   * Columns for a read of node {@code entry}, filtered to the timelines asked for if any: a read of
   * every timeline runs the very code it ran before, with no test of its line per primitive.
   */
  private Columns columns(DirectoryEntry entry, int prefix, boolean sized) {
    return lines == null ? new Columns(entry, prefix, sized) : new FilteredColumns(entry, prefix, sized);
  }

  private static StreamedNode[] checked(StreamedNode[] parts) {
    for (StreamedNode p : parts) {
      p.statesInOrder = PendingStates.inDrawingOrder(p);
    }
    return parts;
  }

  /** A node whose columns are worked out (by the one thread that had it), to be filled again. */
  void spare(StreamedNode n) {
    pool.spare(n);
  }

  /**
   * Columns that take the primitives of the timelines asked for only (by first line ID): another's
   * are dropped before any work is spent on them, not even an arrow's size read, but still count
   * towards the prefix's checks. Composites go on whole, to be cut by their primitives' lines.
   */
  private final class FilteredColumns extends Columns {
    FilteredColumns(DirectoryEntry entry, int prefix, boolean sized) {
      super(entry, prefix, sized);
    }

    @Override
    public void primitive(int cat, int vertices, double t0, int l0, double t1, int l1, BlockInput in, int infoAt,
        int infoLength) {
      if (lines.has(l0)) {
        super.primitive(cat, vertices, t0, l0, t1, l1, in, infoAt, infoLength);
      } else {
        watch.passed(infoAt + infoLength + 2 + 12 * vertices);
      }
    }
  }

  /** Takes a node's primitives as they are decoded. */
  class Columns implements DrawableSink {
    private final DirectoryEntry entry;
    private final double boxStart;
    final PrefixWatch watch;
    StreamedNode[] parts;
    int count;
    int drawableBytes;

    /** @param sized whether the prefix was sized for the node's drawable count */
    Columns(DirectoryEntry entry, int prefix, boolean sized) {
      this.entry = entry;
      this.boxStart = entry.box().earliest();
      this.watch = new PrefixWatch(prefix, entry.pointer().size(), sized);
    }

    @Override
    public void begin(TimeBox box, int drawables) {
      if (parts == null) {
        watch.begin(drawables, watch.judgesCount() ? prefixes.bytesFor(entry, drawables) : 0);
        count = drawables;
        parts = pool.parts(drawables);
      } else {
        for (StreamedNode n : parts) {
          n.clear(); // the prefix was too short: decoded again, from the whole block
        }
        watch.wholeBlock();
      }
    }

    @Override
    public void primitive(int cat, int vertices, double t0, int l0, double t1, int l1, BlockInput in, int infoAt,
        int infoLength) {
      watch.passed(infoAt + infoLength + 2 + 12 * vertices);
      if (vertices == 2 && t0 < t1 && t0 <= end && t1 >= start && t0 >= boxStart && cat >= 0
          && cat < topologies.length && topologies[cat] == STATE_CODE) {
        // the usual drawable, as take() takes it with fewer steps: a state of a known category
        // in the range, starting in its node's box, its times in order (neither NaN nor zeros of two signs)
        StreamedNode n = parts[shardMask >= 0 ? l0 & shardMask : Math.floorMod(l0, shards)];
        int k = n.states;
        if (k < n.stateLine.length) { // state()'s usual case, written out: too large to be inlined
          n.stateSlot[k] = slots[cat];
          n.stateSlots |= slotBits[cat];
          n.stateLine[k] = l0;
          n.stateFrom[k] = t0;
          n.stateTo[k] = t1;
          n.stateCategory[k] = cat;
          n.stateLast[k] = l1;
          n.states = k + 1;
        } else {
          n.state(l0, t0, t1, cat, slots[cat], l1);
        }
        return;
      }
      // As Primitive.start() and end() of the decoded object.
      double s;
      double e;
      if (vertices == 1) {
        s = t0;
        e = t0;
      } else if (t0 < t1 || t1 < t0) { // neither NaN nor equal: Math.min and max, without their calls
        s = t0 < t1 ? t0 : t1;
        e = t0 < t1 ? t1 : t0;
      } else {
        s = Math.min(t0, t1);
        e = Math.max(t0, t1);
      }
      if (!(s <= end && e >= start)) {
        return;
      }
      StreamedNode arrowIn = take(cat, vertices, s, e, l0, l1, boxStart, parts);
      if (arrowIn != null) {
        arrowIn.arrowSize[arrowIn.arrows - 1] = sizes.sizeOf(cat, in.bytes(), infoAt, infoLength);
      }
    }

    @Override
    public void drawable(Drawable d) {
      watch.passed(0);
      StreamedNodeReader.this.drawable(d, boxStart, parts);
    }

    @Override
    public void end(int bytes) {
      drawableBytes = bytes;
    }
  }

  private void drawable(Drawable d, double boxStart, StreamedNode[] out) {
    if (!(d.start() <= end && d.end() >= start)) {
      return;
    }
    if (d instanceof Primitive p) {
      primitive(p, boxStart, out);
    } else {
      for (Primitive p : ((Composite) d).primitives()) {
        primitive(p, boxStart, out);
      }
    }
  }

  private void primitive(Primitive p, double boxStart, StreamedNode[] shard) {
    if (lines != null && !lines.has(p.lineId(0))) {
      return;
    }
    double s = p.start();
    double e = p.end();
    if (!(s <= end && e >= start)) {
      return; // a composite's primitive outside the range
    }
    int vertices = p.vertexCount();
    StreamedNode arrowIn = take(p.categoryIndex(), vertices, s, e, p.lineId(0), p.lineId(vertices - 1), boxStart,
        shard);
    if (arrowIn != null) {
      arrowIn.arrowSize[arrowIn.arrows - 1] = sizes.sizeOf(p.categoryIndex(), p.info());
    }
  }

  /** Adds a primitive inside the range to its group's part; for an arrow, returns the part (its size still to set). */
  private StreamedNode take(int cat, int vertices, double s, double e, int first, int last, double boxStart,
      StreamedNode[] shard) {
    StreamedNode out = shard[shardMask >= 0 ? first & shardMask : Math.floorMod(first, shards)];
    int slot = cat >= 0 && cat < slots.length ? slots[cat] : -1;
    switch (topology(cat, vertices, first, last)) {
      case STATE -> {
        if (!(s >= boxStart && e >= s)) {
          out.problem = "a state starts before its node, or ends before it starts";
        }
        out.state(first, s, e, cat, slot, last);
      }
      case EVENT -> out.event(first, cat, slot);
      case ARROW -> {
        out.arrow(first, cat, slot, last, StreamedTimeline.clip(s, e, start, end), -1);
        return out;
      }
    }
    return null;
  }

  private Topology topology(int cat, int vertices, int first, int last) {
    int known = cat >= 0 && cat < topologies.length ? topologies[cat] : 0;
    return known > 0 ? TOPOLOGIES[known - 1] : Drawables.topologyOf(cat, vertices, first, last, categories);
  }
}
