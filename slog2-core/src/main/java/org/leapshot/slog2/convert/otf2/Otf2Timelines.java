package org.leapshot.slog2.convert.otf2;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.leapshot.slog2.convert.TimelineNamesFile;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The timelines of an archive (spec §13.1): one per location with events, line IDs 0..n-1 in a
 * stable order: by system-tree path, location group, location type (CPU threads, accelerator
 * streams, metric locations) and id. Two line-ID maps place them in the machine: "System Tree
 * View" (node / process / thread) and "Process View" (process / thread). Names cannot go into a
 * line-ID map, so each line's name (node / group / location) is kept beside it.
 */
final class Otf2Timelines {
  static final String SYSTEM_TREE_VIEW = "System Tree View";
  static final String PROCESS_VIEW = "Process View";
  private static final int SHARED_MEMORY = 1;
  private static final long UNDEFINED = Otf2Definitions.UNDEFINED32;

  private final List<Otf2Definitions.Location> ordered;
  private final Map<Long, Integer> lineOf = new HashMap<>();
  private final Map<Integer, String> names = new LinkedHashMap<>();
  /** Map title → group path → the system-tree node's or location group's name. */
  private final Map<String, Map<String, String>> groupNames = new HashMap<>();
  private final List<LineIdMap> maps;

  /** @param withEvents the locations that get a timeline (those whose event file has events) */
  Otf2Timelines(Otf2Definitions defs, List<Otf2Definitions.Location> withEvents) {
    Map<Long, String> paths = new HashMap<>();
    List<Otf2Definitions.Location> order = new ArrayList<>(withEvents);
    order.sort(Comparator.<Otf2Definitions.Location, String>comparing(l -> paths.computeIfAbsent(l.group(),
            g -> path(defs, g)))
        .thenComparingLong(Otf2Definitions.Location::group)
        .thenComparingInt(l -> typeRank(l.type()))
        .thenComparingLong(Otf2Definitions.Location::id));
    this.ordered = List.copyOf(order);
    Map<Long, Integer> nodeIndex = new TreeMap<>();
    for (Otf2Definitions.Location l : ordered) {
      nodeIndex.putIfAbsent(node(defs, l.group()), 0);
    }
    int k = 0;
    for (Map.Entry<Long, Integer> e : nodeIndex.entrySet()) {
      e.setValue(k++);
    }
    int n = ordered.size();
    int[] lineIds = new int[n];
    int[][] tree = new int[n][];
    int[][] process = new int[n][];
    Map<Long, Integer> threadsSoFar = new HashMap<>();
    for (int i = 0; i < n; i++) {
      Otf2Definitions.Location l = ordered.get(i);
      lineIds[i] = i;
      lineOf.put(l.id(), i);
      int thread = threadsSoFar.merge(l.group(), 1, Integer::sum) - 1;
      int group = (int) Math.min(Integer.MAX_VALUE, l.group());
      tree[i] = new int[] {nodeIndex.get(node(defs, l.group())), group, thread};
      process[i] = new int[] {group, thread};
      names.put(i, name(defs, l));
      nameGroups(defs, l, tree[i], process[i]);
    }
    maps = List.of(
        new LineIdMap(SYSTEM_TREE_VIEW, List.of("node", "process", "thread"), lineIds, tree, List.of()),
        new LineIdMap(PROCESS_VIEW, List.of("process", "thread"), lineIds.clone(), process, List.of()));
  }

  private static int typeRank(int type) {
    return switch (type) {
      case 1 -> 0; // CPU thread
      case 2 -> 1; // accelerator stream
      case 3 -> 3; // metric location
      default -> 2;
    };
  }

  /** The system-tree path of a location group, root first, as a sortable key. */
  private static String path(Otf2Definitions defs, long group) {
    Otf2Definitions.LocationGroup g = defs.locationGroups.get(group);
    List<String> parts = new ArrayList<>();
    long node = g == null ? UNDEFINED : g.systemTreeParent();
    for (int depth = 0; node != UNDEFINED && depth < 64; depth++) {
      Otf2Definitions.SystemTreeNode s = defs.systemTreeNodes.get(node);
      if (s == null) {
        break;
      }
      parts.add(zeroPadded(node));
      node = s.parent();
    }
    Collections.reverse(parts);
    return String.join("/", parts);
  }

  /**
   * {@code node} as {@code String.format("%020d", node)} writes it, which sorts as a number: the
   * formatter parsed its pattern for each of the thousands of path parts, about 25 ms of CPU
   * before the first event of a 1 024-location archive.
   */
  static String zeroPadded(long node) {
    if (node < 0) {
      return String.format("%020d", node); // never from ids below 2^32; kept exact anyway
    }
    String digits = Long.toString(node);
    return digits.length() >= 20 ? digits : "0".repeat(20 - digits.length()) + digits;
  }

  /** The group's nearest system-tree ancestor of domain SHARED_MEMORY, else its parent node. */
  private static long node(Otf2Definitions defs, long group) {
    Otf2Definitions.LocationGroup g = defs.locationGroups.get(group);
    long parent = g == null ? UNDEFINED : g.systemTreeParent();
    long node = parent;
    for (int depth = 0; node != UNDEFINED && depth < 64; depth++) {
      Integer domain = defs.systemTreeDomains.get(node);
      if (domain != null && domain == SHARED_MEMORY) {
        return node;
      }
      Otf2Definitions.SystemTreeNode s = defs.systemTreeNodes.get(node);
      node = s == null ? UNDEFINED : s.parent();
    }
    return parent;
  }

  /** The groups of a location's rows: its node and location group in the system tree, its process. */
  private void nameGroups(Otf2Definitions defs, Otf2Definitions.Location l, int[] tree, int[] process) {
    Otf2Definitions.SystemTreeNode node = defs.systemTreeNodes.get(node(defs, l.group()));
    Map<String, String> system = groupNames.computeIfAbsent(SYSTEM_TREE_VIEW, t -> new HashMap<>());
    if (node != null) {
      system.put(TimelineNamesFile.groupPath(tree, 1), defs.string(node.name()));
    }
    Otf2Definitions.LocationGroup g = defs.locationGroups.get(l.group());
    if (g != null) {
      system.put(TimelineNamesFile.groupPath(tree, 2), defs.string(g.name()));
      groupNames.computeIfAbsent(PROCESS_VIEW, t -> new HashMap<>()).put(TimelineNamesFile.groupPath(process, 1),
          defs.string(g.name()));
    }
  }

  private static String name(Otf2Definitions defs, Otf2Definitions.Location l) {
    Otf2Definitions.LocationGroup g = defs.locationGroups.get(l.group());
    Otf2Definitions.SystemTreeNode node = defs.systemTreeNodes.get(node(defs, l.group()));
    String location = defs.string(l.name());
    return (node == null ? "" : defs.string(node.name()) + " / ")
        + (g == null ? "group " + l.group() : defs.string(g.name())) + " / "
        + (location.isEmpty() ? "location " + Long.toUnsignedString(l.id()) : location);
  }

  int count() {
    return ordered.size();
  }

  /** The line ID of a location, or -1 when it has no timeline. */
  int lineOf(long location) {
    Integer line = lineOf.get(location);
    return line == null ? -1 : line;
  }

  Otf2Definitions.Location location(int line) {
    return ordered.get(line);
  }

  /** Line ID → "node / process / location" names from the definitions. */
  Map<Integer, String> names() {
    return Collections.unmodifiableMap(names);
  }

  /** Map title → group path → the name of the system-tree node or location group it stands for. */
  Map<String, Map<String, String>> groupNames() {
    return Collections.unmodifiableMap(groupNames);
  }

  List<LineIdMap> maps() {
    return maps;
  }
}
