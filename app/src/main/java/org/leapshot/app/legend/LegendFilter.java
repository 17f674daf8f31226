package org.leapshot.app.legend;

import java.util.Locale;
import javax.swing.RowFilter;

/**
 * Which legend rows are listed: names containing the typed text (ignoring case) and, when a
 * group is chosen, only that group's members. Immutable; the panel installs a new one per change.
 */
final class LegendFilter extends RowFilter<LegendTableModel, Integer> {
  private final String text;
  private final CategoryGroup group;

  LegendFilter(String text, CategoryGroup group) {
    this.text = text.strip().toLowerCase(Locale.ROOT);
    this.group = group;
  }

  boolean acceptsAll() {
    return text.isEmpty() && group == null;
  }

  @Override
  public boolean include(Entry<? extends LegendTableModel, ? extends Integer> entry) {
    var c = entry.getModel().categoryAt(entry.getIdentifier());
    return (group == null || group.contains(c.index()))
        && (text.isEmpty() || c.name().toLowerCase(Locale.ROOT).contains(text));
  }
}
