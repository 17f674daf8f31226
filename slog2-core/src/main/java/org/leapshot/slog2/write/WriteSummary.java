package org.leapshot.slog2.write;

import java.util.Map;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;

/**
 * What {@code Slog2Writer.finish()} wrote.
 *
 * @param primitives top-level primitives by topology (primitives inside composites not counted)
 * @param composites top-level composites
 * @param categories category records written, preview categories included
 * @param timelines line IDs in the Identity Map
 * @param nodes tree nodes written
 * @param depth depth of the root (0 when the root is the only node)
 * @param timeRange the root node's time box
 * @param bytes size of the file
 */
public record WriteSummary(Map<Topology, Long> primitives, long composites, int categories, int timelines, int nodes,
    int depth, TimeBox timeRange, long bytes) {

  public WriteSummary {
    primitives = Map.copyOf(primitives);
  }

  /** All top-level drawables: primitives of every topology plus composites. */
  public long drawables() {
    long n = composites;
    for (long c : primitives.values()) {
      n += c;
    }
    return n;
  }
}
