package org.leapshot.app.rows;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How the user arranged a map's timelines: collapsed groups, hidden groups and timelines, and the
 * order of children that were moved (per parent, by {@link TimelineTree} keys; children not listed
 * keep their place after the listed ones, in map order). Immutable; every change gives a new one.
 */
public record Arrangement(Set<String> collapsed, Set<String> hidden, Map<String, List<String>> order) {
  /** Everything expanded and shown, in map order. */
  public static final Arrangement DEFAULT = new Arrangement(Set.of(), Set.of(), Map.of());

  public Arrangement {
    collapsed = Set.copyOf(collapsed);
    hidden = Set.copyOf(hidden);
    Map<String, List<String>> o = new HashMap<>();
    order.forEach((k, v) -> o.put(k, List.copyOf(v)));
    order = Map.copyOf(o);
  }

  public boolean isCollapsed(String key) {
    return collapsed.contains(key);
  }

  public boolean isHidden(String key) {
    return hidden.contains(key);
  }

  public Arrangement withCollapsed(String key, boolean on) {
    return new Arrangement(toggled(collapsed, key, on), hidden, order);
  }

  public Arrangement withHidden(String key, boolean on) {
    return new Arrangement(collapsed, toggled(hidden, key, on), order);
  }

  /** These rows hidden too (all members of a merged picture row at once). */
  public Arrangement withHidden(java.util.Collection<String> keys) {
    Set<String> s = new HashSet<>(hidden);
    s.addAll(keys);
    return new Arrangement(collapsed, Set.copyOf(s), order);
  }

  public Arrangement showingAll() {
    return new Arrangement(collapsed, Set.of(), order);
  }

  public Arrangement expandedAll() {
    return new Arrangement(Set.of(), hidden, order);
  }

  /** Groups down to {@code level} expanded, those at {@code level} collapsed (level 1: the top groups). */
  public Arrangement collapsedToLevel(TimelineTree tree, int level) {
    Set<String> c = new HashSet<>();
    for (int n = 1; n < tree.size(); n++) {
      if (!tree.isLeaf(n) && tree.depth(n) == level) {
        c.add(tree.key(n));
      }
    }
    return new Arrangement(c, hidden, order);
  }

  /**
   * {@code node} moved among its siblings to just before ({@code after} false) or after {@code target};
   * unchanged when the two are not siblings.
   */
  public Arrangement moved(TimelineTree tree, int node, int target, boolean after) {
    int p = tree.parent(node);
    if (node == target || node <= 0 || target <= 0 || p != tree.parent(target)) {
      return this;
    }
    List<String> siblings = childOrder(tree, p);
    siblings.remove(tree.key(node));
    int at = siblings.indexOf(tree.key(target)) + (after ? 1 : 0);
    siblings.add(at, tree.key(node));
    Map<String, List<String>> o = new HashMap<>(order);
    o.put(tree.key(p), siblings);
    return new Arrangement(collapsed, hidden, o);
  }

  /** The keys of {@code parent}'s children in their arranged order. */
  List<String> childOrder(TimelineTree tree, int parentNode) {
    List<String> listed = order.getOrDefault(tree.key(parentNode), List.of());
    Set<String> seen = new HashSet<>();
    List<String> result = new ArrayList<>(tree.childCount(parentNode));
    for (String k : listed) {
      int n = tree.nodeOf(k);
      if (n > 0 && tree.parent(n) == parentNode && seen.add(k)) {
        result.add(k);
      }
    }
    for (int i = 0; i < tree.childCount(parentNode); i++) {
      String k = tree.key(tree.child(parentNode, i));
      if (seen.add(k)) {
        result.add(k);
      }
    }
    return result;
  }

  private static Set<String> toggled(Set<String> set, String key, boolean on) {
    Set<String> s = new HashSet<>(set);
    if (on) {
      s.add(key);
    } else {
      s.remove(key);
    }
    return s;
  }
}
