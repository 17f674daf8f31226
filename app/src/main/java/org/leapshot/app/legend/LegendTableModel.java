package org.leapshot.app.legend;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.swing.table.AbstractTableModel;
import org.leapshot.app.view.CategoryStyles;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.DurationStats;

/**
 * Legend rows: the file's real categories (preview categories are drawn from the real ones'
 * colours, so they are not listed). Columns: topology icon/colour, name, visible, searchable,
 * count, inclusive ratio, exclusive ratio (shown as whole-run times by {@link LegendRenderers#time}).
 * The check boxes write through to {@link CategoryStyles}.
 */
public final class LegendTableModel extends AbstractTableModel {
  public static final int ICON = 0;
  public static final int NAME = 1;
  public static final int VISIBLE = 2;
  public static final int SEARCHABLE = 3;
  public static final int COUNT = 4;
  public static final int INCLUSIVE = 5;
  public static final int EXCLUSIVE = 6;
  private static final String[] NAMES = {"", "Category", "Show", "Find", "Count", "Incl", "Excl"};

  /**
   * What a header's short name stands for. Incl and Excl are whole-run times (the file's summary,
   * then Leapshot's count), not the view's: a user zoomed in read them as the view's times.
   */
  static String headerTip(int column) {
    return switch (column) {
      case COUNT -> "Drawables of the category in the whole run";
      case INCLUSIVE -> "Inclusive time in the whole run (not the view): the category's time summed over all"
          + " timelines, nested states included; 16 timelines in it for all of a 10 s run read 160 s. In italics:"
          + " from the file's summary, until Leapshot has counted the whole run in the background. Statistics"
          + " (Ctrl+T) gives the times of the view or any range";
      case EXCLUSIVE -> "Exclusive time in the whole run (not the view): as Incl, less the time of states nested"
          + " in it. In italics: from the file's summary, whose exclusive times can be far off, until Leapshot"
          + " has counted the whole run in the background";
      default -> null;
    };
  }

  private final CategoryStyles styles;
  private final List<Integer> indices = new ArrayList<>();
  /**
   * The whole run's figures by category as Leapshot counted them from every drawable, or null while
   * only the file's summary is known: the SLOG-2 writer's exclusive ratios come from approximate
   * preview nesting (r64's Timestep read 146 ms exclusive of 82 ms inclusive; r16384's Compute 340 s
   * against 514 s counted).
   */
  private Map<Integer, DurationStats> exact;
  private double exactRunSeconds = Double.NaN;

  public LegendTableModel(CategoryStyles styles) {
    this.styles = styles;
    for (Category c : styles.snapshot().values()) {
      if (!c.isPreview()) {
        indices.add(c.index());
      }
    }
    styles.addListener(() -> fireTableRowsUpdated(0, Math.max(0, indices.size() - 1)));
  }

  /** Takes the whole run's exact figures ({@code byCategory}) for Count, Incl and Excl, in a run of {@code runSeconds}. */
  public void setExact(Map<Integer, DurationStats> byCategory, double runSeconds) {
    this.exact = Map.copyOf(byCategory);
    this.exactRunSeconds = runSeconds;
    fireTableRowsUpdated(0, Math.max(0, indices.size() - 1));
  }

  /** True once Count, Incl and Excl are Leapshot's exact figures, not the file's summary. */
  public boolean isExact() {
    return exact != null;
  }

  /** The category's drawables in the whole run: counted when known, else the file's summary. */
  long count(Category c) {
    if (exact == null) {
      return c.summary().count();
    }
    DurationStats d = exact.get(c.index());
    return d == null ? 0 : d.count();
  }

  /**
   * The category's inclusive or exclusive time summed over all timelines, as a ratio of the run's
   * length (the file summary's unit): counted when known, else the file's summary.
   */
  float ratio(Category c, boolean inclusive) {
    if (!inclusive && c.topology() != Topology.STATE) {
      // only a state holds its timeline: an arrow's time in flight less nothing nested in it read as
      // exclusive time (r64_5g's "message" 2462.8 s, more than Compute's), an event has none
      return Float.NaN;
    }
    if (exact == null) {
      return inclusive ? c.summary().inclusiveRatio() : c.summary().exclusiveRatio();
    }
    DurationStats d = exact.getOrDefault(c.index(), DurationStats.ZERO);
    return (float) ((inclusive ? d.inclusive() : d.exclusive()) / exactRunSeconds);
  }

  public Category categoryAt(int modelRow) {
    return styles.get(indices.get(modelRow));
  }

  /** Every listed category, in model order (for sizing columns to the names and counts). */
  public List<Category> categories() {
    return indices.stream().map(styles::get).toList();
  }

  @Override
  public int getRowCount() {
    return indices.size();
  }

  @Override
  public int getColumnCount() {
    return NAMES.length;
  }

  @Override
  public String getColumnName(int column) {
    return NAMES[column];
  }

  @Override
  public Class<?> getColumnClass(int column) {
    return switch (column) {
      case ICON -> Category.class;
      case VISIBLE, SEARCHABLE -> Boolean.class;
      case COUNT -> Long.class;
      case INCLUSIVE, EXCLUSIVE -> Float.class;
      default -> String.class;
    };
  }

  @Override
  public boolean isCellEditable(int row, int column) {
    return column == VISIBLE || column == SEARCHABLE;
  }

  @Override
  public Object getValueAt(int row, int column) {
    Category c = categoryAt(row);
    return switch (column) {
      case ICON -> c;
      case NAME -> c.name();
      case VISIBLE -> c.visible();
      case SEARCHABLE -> c.searchable();
      case COUNT -> count(c);
      case INCLUSIVE -> ratio(c, true);
      case EXCLUSIVE -> ratio(c, false);
      default -> null;
    };
  }

  @Override
  public void setValueAt(Object value, int row, int column) {
    int index = indices.get(row);
    if (column == VISIBLE) {
      styles.setVisible(index, Boolean.TRUE.equals(value));
    } else if (column == SEARCHABLE) {
      styles.setSearchable(index, Boolean.TRUE.equals(value));
    }
  }
}
