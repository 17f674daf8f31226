package org.leapshot.app.view;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Rgba;

/**
 * The categories as the user currently wants them drawn: the file's categories with colour,
 * visibility and searchability changes applied, and, when colouring by group, each group member in
 * its group's colour. Snapshots are immutable maps, safe to hand to background threads. EDT only
 * for changes; listeners run on the EDT.
 */
public final class CategoryStyles {
  /** Each category's own style (what is saved as its colour). */
  private Map<Integer, Category> current;
  /** {@link #current} as drawn: with {@link #groupColours} applied. */
  private Map<Integer, Category> drawn;
  private GroupColours groupColours = GroupColours.NONE;
  private final List<Runnable> listeners = new ArrayList<>();

  public CategoryStyles(Map<Integer, Category> fromFile) {
    this.current = Collections.unmodifiableMap(new LinkedHashMap<>(fromFile));
    this.drawn = current;
  }

  /** The current categories by index, in file order, as drawn (in their group's colour when colouring by group). */
  public Map<Integer, Category> snapshot() {
    return drawn;
  }

  /** The categories with their own colours, whatever the group colouring: what is saved per category. */
  public Map<Integer, Category> own() {
    return current;
  }

  /** A category as drawn. */
  public Category get(int index) {
    return drawn.get(index);
  }

  public GroupColours groupColours() {
    return groupColours;
  }

  /** Draws group members in their group's colour ({@link GroupColours#NONE}: each in its own). */
  public void setGroupColours(GroupColours colours) {
    if (colours.equals(groupColours)) {
      return;
    }
    groupColours = colours;
    publish(current);
  }

  /** Shows or hides several categories with one notification. */
  public void setVisible(java.util.Collection<Integer> indices, boolean visible) {
    Map<Integer, Category> next = new LinkedHashMap<>(current);
    for (int i : indices) {
      next.computeIfPresent(i, (k, c) -> c.withVisible(visible));
    }
    publish(next);
  }

  public void addListener(Runnable l) {
    listeners.add(l);
  }

  public void setColor(int index, Rgba color) {
    update(index, current.get(index) == null ? null : current.get(index).withColor(color));
  }

  public void setVisible(int index, boolean visible) {
    update(index, current.get(index) == null ? null : current.get(index).withVisible(visible));
  }

  public void setSearchable(int index, boolean searchable) {
    update(index, current.get(index) == null ? null : current.get(index).withSearchable(searchable));
  }

  /** Replaces several categories at once (restoring saved styles) with one notification. */
  public void replaceAll(Map<Integer, Category> changed) {
    Map<Integer, Category> next = new LinkedHashMap<>(current);
    changed.forEach((k, v) -> {
      if (next.containsKey(k)) {
        next.put(k, v);
      }
    });
    publish(next);
  }

  private void update(int index, Category changed) {
    if (changed == null || changed.equals(current.get(index))) {
      return;
    }
    Map<Integer, Category> next = new LinkedHashMap<>(current);
    next.put(index, changed);
    publish(next);
  }

  private void publish(Map<Integer, Category> next) {
    current = Collections.unmodifiableMap(next);
    if (!groupColours.isOn()) {
      drawn = current;
    } else {
      Map<Integer, Category> d = new LinkedHashMap<>(current);
      d.replaceAll((i, c) -> {
        org.leapshot.slog2.model.Rgba g = groupColours.colourOf(i);
        return g == null ? c : c.withColor(g);
      });
      drawn = Collections.unmodifiableMap(d);
    }
    fire();
  }

  private void fire() {
    for (Runnable l : List.copyOf(listeners)) {
      l.run();
    }
  }
}
