package org.leapshot.slog2.convert.picl;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The processors that have drawables, each a timeline whose line ID is the processor id, and the
 * process first seen on each. When the trace gives processes (ids other than -1), a line-ID map
 * shows them beside the processor.
 */
final class Timelines {
  static final String MAP_TITLE = "PICL Processor View";

  private final Map<Integer, Integer> processOf = new TreeMap<>();
  private boolean processesGiven;

  void see(int processor, int process) {
    Integer known = processOf.get(processor);
    if (known == null || (known < 0 && process >= 0)) {
      processOf.put(processor, process);
    }
    processesGiven |= process >= 0;
  }

  boolean processesGiven() {
    return processesGiven;
  }

  LineIdMap lineIdMap() {
    int[] lineIds = new int[processOf.size()];
    int[][] values = new int[processOf.size()][];
    int i = 0;
    for (Map.Entry<Integer, Integer> e : processOf.entrySet()) {
      lineIds[i] = e.getKey();
      values[i] = new int[] {e.getKey(), e.getValue()};
      i++;
    }
    return new LineIdMap(MAP_TITLE, List.of("processor", "process"), lineIds, values, List.of());
  }
}
