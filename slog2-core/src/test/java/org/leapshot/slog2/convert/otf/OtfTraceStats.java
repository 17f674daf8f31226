package org.leapshot.slog2.convert.otf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/** Everything a test wants to count in what an {@link OtfTraceSource} hands out. */
final class OtfTraceStats {
  static final Path OTF = Path.of(System.getProperty("leapshot.shared"), "testdata", "otf");

  final Map<Integer, Category> categories = new HashMap<>();
  final List<LineIdMap> maps = new ArrayList<>();
  final List<Primitive> states = new ArrayList<>();
  final List<Primitive> arrows = new ArrayList<>();
  /** Events, kept only up to {@link #KEPT_EVENTS} to bound test memory; all are counted by name. */
  final List<Primitive> events = new ArrayList<>();
  final Map<String, Integer> eventsByName = new TreeMap<>();
  static final int KEPT_EVENTS = 100_000;
  boolean categoryBeforeUse = true;
  boolean endTimesNonDecreasing = true;
  OtfTraceSource source;

  static Path master(String trace) {
    return OTF.resolve(trace).resolve(trace + ".otf");
  }

  static OtfTraceStats read(String trace, OtfOptions options) throws IOException {
    return read(master(trace), options);
  }

  /** Reads a trace outside the sample folder; {@code dir} is only for readability at the call site. */
  static OtfTraceStats read(Path dir, Path master) throws IOException {
    return read(master, OtfOptions.DEFAULT);
  }

  static OtfTraceStats read(Path master, OtfOptions options) throws IOException {
    OtfTraceStats s = new OtfTraceStats();
    double lastEnd = Double.NEGATIVE_INFINITY;
    try (OtfTraceSource source = OtfTraceSource.open(master, options)) {
      s.source = source;
      for (TraceItem item = source.next(); item != null; item = source.next()) {
        if (item instanceof TraceItem.CategoryItem c) {
          s.categories.put(c.category().index(), c.category());
        } else if (item instanceof TraceItem.LineIdMapItem m) {
          s.maps.add(m.map());
        } else if (item instanceof TraceItem.DrawableItem d) {
          Drawable drawable = d.drawable();
          Primitive p = (Primitive) drawable;
          s.categoryBeforeUse &= s.categories.containsKey(p.categoryIndex());
          s.endTimesNonDecreasing &= p.end() >= lastEnd;
          lastEnd = Math.max(lastEnd, p.end());
          if (!s.categories.containsKey(p.categoryIndex())) {
            continue;
          }
          Topology t = s.categories.get(p.categoryIndex()).topology();
          if (t == Topology.STATE) {
            s.states.add(p);
          } else if (t == Topology.ARROW) {
            s.arrows.add(p);
          } else {
            s.eventsByName.merge(s.categories.get(p.categoryIndex()).name(), 1, Integer::sum);
            if (s.events.size() < KEPT_EVENTS) {
              s.events.add(p);
            }
          }
        }
      }
    }
    return s;
  }

  /** Drawable count per category name. */
  Map<String, Integer> countByName(List<Primitive> list) {
    Map<String, Integer> m = new TreeMap<>();
    list.forEach(p -> m.merge(categories.get(p.categoryIndex()).name(), 1, Integer::sum));
    return m;
  }

  /** Sum of state durations per category name, in ticks (rounded). */
  Map<String, Long> ticksByName(double ticksPerSecond) {
    Map<String, Double> sec = new TreeMap<>();
    states.forEach(p -> sec.merge(categories.get(p.categoryIndex()).name(), p.end() - p.start(), Double::sum));
    Map<String, Long> m = new TreeMap<>();
    sec.forEach((k, v) -> m.put(k, Math.round(v * ticksPerSecond)));
    return m;
  }

  /** Deepest nesting of states on any timeline, from the states alone. */
  int maxDepth() {
    Map<Integer, List<Primitive>> byLine = new HashMap<>();
    states.forEach(p -> byLine.computeIfAbsent(p.lineId(0), k -> new ArrayList<>()).add(p));
    int max = 0;
    for (List<Primitive> list : byLine.values()) {
      list.sort((a, b) -> a.start() != b.start() ? Double.compare(a.start(), b.start()) : Double.compare(b.end(), a.end()));
      ArrayList<Primitive> stack = new ArrayList<>();
      for (Primitive p : list) {
        while (!stack.isEmpty() && stack.get(stack.size() - 1).end() <= p.start()) {
          stack.remove(stack.size() - 1);
        }
        stack.add(p);
        max = Math.max(max, stack.size());
      }
    }
    return max;
  }

  /** States per line ID. */
  Map<Integer, Integer> statesPerLine() {
    Map<Integer, Integer> m = new TreeMap<>();
    states.forEach(p -> m.merge(p.lineId(0), 1, Integer::sum));
    return m;
  }

  long skipped(String kind) {
    return source.report().skipped().getOrDefault(kind, 0L);
  }
}
