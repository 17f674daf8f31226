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
 * visibility and searchability changes applied. Snapshots are immutable maps, safe to hand to
 * background threads. EDT only for changes; listeners run on the EDT.
 */
public final class CategoryStyles {
  private Map<Integer, Category> current;
  private final List<Runnable> listeners = new ArrayList<>();

  public CategoryStyles(Map<Integer, Category> fromFile) {
    this.current = Collections.unmodifiableMap(new LinkedHashMap<>(fromFile));
  }

  /** The current categories by index, in file order. */
  public Map<Integer, Category> snapshot() {
    return current;
  }

  public Category get(int index) {
    return current.get(index);
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
    current = Collections.unmodifiableMap(next);
    fire();
  }

  private void update(int index, Category changed) {
    if (changed == null || changed.equals(current.get(index))) {
      return;
    }
    Map<Integer, Category> next = new LinkedHashMap<>(current);
    next.put(index, changed);
    current = Collections.unmodifiableMap(next);
    fire();
  }

  private void fire() {
    for (Runnable l : List.copyOf(listeners)) {
      l.run();
    }
  }
}
