package org.leapshot.app.rows;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The Y-axis hierarchy of a line-ID map, as arrays: node 0 is the root; groups are the distinct
 * prefixes of the rows' paths (with columns "node / core", level 1 is "node 3"); leaves are the
 * map's rows (the timelines), in {@link PathOrder}. A map of one column (the Identity Map) has no
 * groups. Nodes are named by stable keys ("g3" for the group of path 3, "g3/1", "l17" for the
 * timeline of line ID 17) so a saved arrangement survives a regenerated file. A timeline is
 * labelled with the name its trace gives it (kept beside a converted file, e.g. "kn4.eth / MPI
 * Rank 3 / Master thread"), else with its path; a group with the name its trace gives it ("kn4.eth",
 * {@link GroupNames}), else with its column and number ("node 3"). Immutable.
 */
public final class TimelineTree {
  public static final int ROOT = 0;

  private final LineIdMap map;
  /** The map's group columns (its columns less the timelines'), some of which may split nothing. */
  private final int mapLevels;
  /** The tree's group levels: the map's levels that split something. */
  private final int levels;
  /** The map rows labelled by the name of the group they are alone in ({@link MapLevels#ownGroupName}). */
  private final java.util.BitSet byGroupName = new java.util.BitSet();
  /** The map level (1..mapLevels) of each tree level (index 1..levels). */
  private final int[] mapLevel;
  private final int[] parent;
  private final int[] depth;
  private final int[] mapRow;
  private final int[][] children;
  private final int[] leafCount;
  private final String[] key;
  private final String[] label;
  /** The timelines labelled with their trace's name rather than their path. */
  private final java.util.BitSet named = new java.util.BitSet();
  private final int[] nodeOfMapRow;
  private final int[] subtreeEnd;
  private final Map<String, Integer> byKey;

  private TimelineTree(LineIdMap map, Map<Integer, String> names, Map<String, String> groupNames) {
    this.map = map;
    int n = map.rowCount();
    this.mapLevels = Math.max(0, map.columnLabels().size() - 1);
    PathOrder order = PathOrder.of(map);
    boolean[] splits = MapLevels.splitting(map, order, mapLevels);
    boolean ownGroup = mapLevels > 0 && !splits[mapLevels];
    int kept = 0;
    int[] treeLevel = new int[mapLevels + 1];
    for (int l = 1; l <= mapLevels; l++) {
      treeLevel[l] = splits[l] ? ++kept : 0;
    }
    this.levels = kept;
    this.mapLevel = new int[levels + 1];
    for (int l = 1; l <= mapLevels; l++) {
      if (splits[l]) {
        mapLevel[treeLevel[l]] = l;
      }
    }
    Map<String, Integer> uses = new HashMap<>();
    String[] paths = new String[n];
    for (int r = 0; r < n; r++) {
      String name = names.get(map.lineId(r));
      String group = name == null && ownGroup ? MapLevels.ownGroupName(map, r, mapLevels, groupNames) : null;
      byGroupName.set(r, group != null);
      paths[r] = name != null ? name : group != null ? group : pathLabel(map, r);
      uses.merge(paths[r], 1, Integer::sum);
    }
    // First pass counts the groups, so every array is sized once.
    int groups = 0;
    int[] prev = null;
    for (int d = 0; d < n; d++) {
      int[] v = map.values(order.mapRowAt(d));
      for (int l = MapLevels.sharedPrefix(prev, v, mapLevels) + 1; l <= mapLevels; l++) {
        groups += splits[l] ? 1 : 0;
      }
      prev = v;
    }
    int size = 1 + groups + n;
    parent = new int[size];
    depth = new int[size];
    mapRow = new int[size];
    leafCount = new int[size];
    key = new String[size];
    label = new String[size];
    nodeOfMapRow = new int[n];
    int[] childCount = new int[size];
    Arrays.fill(mapRow, -1);
    parent[ROOT] = -1;
    key[ROOT] = "";
    label[ROOT] = map.title();
    int[] open = new int[levels + 1]; // the group open at each level; open[0] is the root
    int next = 1;
    prev = null;
    for (int d = 0; d < n; d++) {
      int r = order.mapRowAt(d);
      int[] v = map.values(r);
      for (int l = MapLevels.sharedPrefix(prev, v, mapLevels) + 1; l <= mapLevels; l++) {
        if (!splits[l]) {
          continue;
        }
        int t = treeLevel[l];
        int g = next++;
        open[t] = g;
        parent[g] = open[t - 1];
        depth[g] = t;
        String path = join(v, l);
        key[g] = "g" + path;
        String name = groupNames.get(path);
        label[g] = name != null ? name : GroupNames.numbered(map, l, v[l - 1]);
        named.set(g, name != null);
        childCount[parent[g]]++;
      }
      int leaf = next++;
      parent[leaf] = open[levels];
      depth[leaf] = levels + 1;
      mapRow[leaf] = r;
      key[leaf] = "l" + map.lineId(r);
      // Several timelines on one path (e.g. one per communicator of a rank) or of one name (SimGrid's
      // "0" in two hosts) are told apart by line ID.
      label[leaf] = uses.get(paths[r]) > 1 ? paths[r] + "  [line " + map.lineId(r) + "]" : paths[r];
      named.set(leaf, names.containsKey(map.lineId(r)));
      nodeOfMapRow[r] = leaf;
      childCount[parent[leaf]]++;
      for (int a = leaf; a >= 0; a = parent[a]) {
        leafCount[a]++;
      }
      prev = v;
    }
    children = new int[size][];
    for (int i = 0; i < size; i++) {
      children[i] = new int[childCount[i]];
    }
    int[] filled = new int[size];
    for (int i = 1; i < size; i++) {
      children[parent[i]][filled[parent[i]]++] = i; // nodes were numbered in display order
    }
    subtreeEnd = new int[size];
    for (int i = size - 1; i >= 0; i--) {
      subtreeEnd[i] = Math.max(subtreeEnd[i], i);
      if (i > 0) {
        subtreeEnd[parent[i]] = Math.max(subtreeEnd[parent[i]], subtreeEnd[i]);
      }
    }
    byKey = new HashMap<>(size * 2);
    for (int i = 0; i < size; i++) {
      byKey.put(key[i], i);
    }
  }

  public static TimelineTree of(LineIdMap map) {
    return of(map, Map.of());
  }

  /** The tree of {@code map} with its timelines labelled by {@code names} (line ID → name) where they have one. */
  public static TimelineTree of(LineIdMap map, Map<Integer, String> names) {
    return of(map, names, GroupNames.NONE);
  }

  /** The same, its groups labelled by {@code groups} where the trace names them. */
  public static TimelineTree of(LineIdMap map, Map<Integer, String> names, GroupNames groups) {
    return new TimelineTree(map, names, groups.of(map));
  }

  static String join(int[] v, int count) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < count; i++) {
      sb.append(i > 0 ? "/" : "").append(v[i]);
    }
    return sb.toString();
  }

  /** A timeline's label: its values joined by " / " (e.g. "2" for the identity map, "1 / 3" for node/core). */
  public static String pathLabel(LineIdMap map, int row) {
    int[] values = map.values(row);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < values.length; i++) {
      sb.append(i > 0 ? " / " : "").append(values[i]);
    }
    return sb.length() == 0 ? Integer.toString(map.lineId(row)) : sb.toString();
  }

  public LineIdMap map() {
    return map;
  }

  /** Number of group levels (0 for a one-column map); timelines are at depth {@code levels() + 1}. */
  public int levels() {
    return levels;
  }

  /** The map's column of a group level (1..levels()): "node"; a level that split nothing has none. */
  public String columnLabel(int level) {
    return map.columnLabels().get(mapLevel[level] - 1);
  }

  public int size() {
    return parent.length;
  }

  public int parent(int node) {
    return parent[node];
  }

  /** 0 for the root, 1.. for groups, {@code levels() + 1} for timelines. */
  public int depth(int node) {
    return depth[node];
  }

  public boolean isLeaf(int node) {
    return mapRow[node] >= 0;
  }

  /** The map row of a timeline, -1 for a group. */
  public int mapRow(int node) {
    return mapRow[node];
  }

  public int leafOf(int mapRow) {
    return nodeOfMapRow[mapRow];
  }

  public int childCount(int node) {
    return children[node].length;
  }

  public int child(int node, int i) {
    return children[node][i];
  }

  /** Timelines under a node (1 for a timeline). */
  public int leafCount(int node) {
    return leafCount[node];
  }

  /** The last node of {@code node}'s subtree: nodes are numbered depth first, so it holds {@code node..subtreeEnd}. */
  public int subtreeEnd(int node) {
    return subtreeEnd[node];
  }

  public String key(int node) {
    return key[node];
  }

  /** A group's name, or "node 3" when the trace names none; a timeline's name, or "3 / 5" when the trace names none. */
  public String label(int node) {
    return label[node];
  }

  /** Whether a node is labelled with the name its trace gives it (false: with its path or number). */
  public boolean isNamed(int node) {
    return named.get(node);
  }

  /**
   * Whether the axis filter keeps a node for its own label: a named group also by its number, so
   * "node 3" finds node 3 however the trace names it.
   */
  boolean matches(int node, RowFilter filter) {
    if (filter.matches(label[node])) {
      return true;
    }
    if (isLeaf(node) && byGroupName.get(mapRow[node])) {
      // labelled by the group it is alone in: found by that group's number too ("process 6")
      return filter.matches(GroupNames.numbered(map, mapLevels, map.values(mapRow[node])[mapLevels - 1]));
    }
    if (!named.get(node) || isLeaf(node)) {
      return false;
    }
    int level = mapLevel[depth[node]];
    int value = map.values(mapRow[firstLeaf(node)])[level - 1];
    return filter.matches(GroupNames.numbered(map, level, value));
  }

  /** The first timeline under a node: nodes are numbered depth first. */
  private int firstLeaf(int node) {
    int n = node;
    while (!isLeaf(n)) {
      n = children[n][0];
    }
    return n;
  }

  /** The node of a key, or -1 when this map has none. */
  public int nodeOf(String k) {
    Integer n = byKey.get(k);
    return n == null ? -1 : n;
  }
}
