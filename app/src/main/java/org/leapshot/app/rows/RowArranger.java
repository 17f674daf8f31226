package org.leapshot.app.rows;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The viewer's current timeline arrangement, one per line-ID map (by title), and the plan it gives
 * with the filter typed over the axis. Each change builds a new {@link RowPlan} (arrays, a few
 * milliseconds for 16 384 timelines) and tells the plan listener; changes the user makes (not the
 * filter, not a restore) also tell the save listener. EDT only.
 */
public final class RowArranger {
  private final Map<String, Arrangement> byMap = new HashMap<>();
  private final Map<Integer, String> names;
  private final GroupNames groups;
  private TimelineTree tree;
  private RowFilter filter = new RowFilter("");
  private RowPlan plan;
  private Consumer<RowPlan> planListener = p -> { };
  private Consumer<Map<String, Arrangement>> saveListener = m -> { };

  public RowArranger(LineIdMap map) {
    this(map, Map.of());
  }

  /** @param names line ID → the name the trace gives that timeline (empty: every label a path) */
  public RowArranger(LineIdMap map, Map<Integer, String> names) {
    this(map, names, GroupNames.NONE);
  }

  /** @param groups the names the trace gives its maps' groups (none: every group its number) */
  public RowArranger(LineIdMap map, Map<Integer, String> names, GroupNames groups) {
    this.names = Map.copyOf(names);
    this.groups = groups;
    this.tree = TimelineTree.of(map, this.names, groups);
    this.plan = RowPlan.of(tree, arrangement(), filter);
  }

  public void setPlanListener(Consumer<RowPlan> listener) {
    this.planListener = listener;
  }

  /** Told every arrangement (per map title) after a change the user made, to save them. */
  public void setSaveListener(Consumer<Map<String, Arrangement>> listener) {
    this.saveListener = listener;
  }

  public RowPlan plan() {
    return plan;
  }

  public TimelineTree tree() {
    return tree;
  }

  public Arrangement arrangement() {
    return byMap.getOrDefault(tree.map().title(), Arrangement.DEFAULT);
  }

  /** Every map's arrangement, by map title. */
  public Map<String, Arrangement> all() {
    return Map.copyOf(byMap);
  }

  /** Whether the rows differ from every timeline in map order: filtered, or groups folded, hidden or moved. */
  public boolean arranged() {
    return !filter.text().isEmpty() || !arrangement().equals(Arrangement.DEFAULT);
  }

  public String filterText() {
    return filter.text();
  }

  /** Switches to another map's timelines, with its own arrangement. */
  public void setMap(LineIdMap map) {
    if (!map.equals(tree.map())) {
      tree = TimelineTree.of(map, names, groups);
      replan();
    }
  }

  /** Saved arrangements, applied without saving them again. */
  public void restore(Map<String, Arrangement> saved) {
    byMap.clear();
    byMap.putAll(saved);
    replan();
  }

  public void setFilter(String typed) {
    RowFilter f = new RowFilter(typed);
    if (!f.text().equals(filter.text())) {
      filter = f;
      replan();
    }
  }

  /** Applies a user's change (collapse, hide, move...) to the current map's arrangement and saves. */
  public void update(UnaryOperator<Arrangement> change) {
    Arrangement before = arrangement();
    Arrangement after = change.apply(before);
    if (!after.equals(before)) {
      byMap.put(tree.map().title(), after);
      replan();
      saveListener.accept(all());
    }
  }

  /** Collapses an expanded group, expands a collapsed one. */
  public void toggle(int group) {
    if (group > 0 && !tree.isLeaf(group)) {
      String k = tree.key(group);
      update(a -> a.withCollapsed(k, !a.isCollapsed(k)));
    }
  }

  /** Groups down to {@code level} shown, those at {@code level} collapsed; nothing when the map has no such level. */
  public void collapseToLevel(int level) {
    if (level >= 1 && level <= tree.levels()) {
      update(a -> a.collapsedToLevel(tree, level));
    }
  }

  public void expandAll() {
    update(Arrangement::expandedAll);
  }

  private void replan() {
    plan = RowPlan.of(tree, arrangement(), filter);
    planListener.accept(plan);
  }
}
