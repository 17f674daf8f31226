package org.leapshot.app.stats;

import java.util.List;
import javax.swing.table.AbstractTableModel;
import org.leapshot.app.stats.StatsColumn.Kind;
import org.leapshot.app.stats.StatsRows.CategoryRow;
import org.leapshot.app.stats.StatsRows.MessageRow;
import org.leapshot.app.stats.StatsRows.TimelineRow;

/** A read-only table of statistics rows described by {@link StatsColumn}s; the three tables are built here. */
public final class StatsTableModel<R> extends AbstractTableModel {
  private final String title;
  private final List<StatsColumn<R>> columns;
  /** The rows as built: ties of a sort keep this order. */
  private final List<R> given;
  private List<R> rows;

  public StatsTableModel(String title, List<StatsColumn<R>> columns, List<R> rows) {
    this.title = title;
    this.columns = List.copyOf(columns);
    this.given = List.copyOf(rows);
    this.rows = given;
  }

  public static StatsTableModel<CategoryRow> byCategory(StatsRows s) {
    return new StatsTableModel<>("By category", List.of(
        new StatsColumn<>("Category", Kind.CATEGORY, CategoryRow::category),
        new StatsColumn<>("Topology", Kind.TEXT, r -> r.category().topology().displayName()),
        new StatsColumn<>("Count", Kind.COUNT, CategoryRow::count),
        new StatsColumn<>("Inclusive time", Kind.SECONDS, r -> onTimeline(r.category(), r.inclusive())),
        new StatsColumn<>("Exclusive time", Kind.SECONDS, r -> onTimeline(r.category(), r.exclusive())),
        new StatsColumn<>("Share of range", Kind.SHARE, CategoryRow::share)), s.categories());
  }

  public static StatsTableModel<TimelineRow> byTimeline(StatsRows s, String timelineTitle) {
    return new StatsTableModel<>("By timeline", List.of(
        new StatsColumn<>(timelineTitle, Kind.TEXT, TimelineRow::timeline),
        new StatsColumn<>("Category", Kind.CATEGORY, TimelineRow::category),
        new StatsColumn<>("Count", Kind.COUNT, TimelineRow::count),
        new StatsColumn<>("Inclusive time", Kind.SECONDS, r -> onTimeline(r.category(), r.inclusive())),
        new StatsColumn<>("Exclusive time", Kind.SECONDS, r -> onTimeline(r.category(), r.exclusive())),
        new StatsColumn<>("Share of timeline", Kind.SHARE, TimelineRow::share)), s.timelines());
  }

  public static StatsTableModel<MessageRow> messages(StatsRows s) {
    return new StatsTableModel<>("Messages", List.of(
        new StatsColumn<>("From", Kind.TEXT, MessageRow::from),
        new StatsColumn<>("To", Kind.TEXT, MessageRow::to),
        new StatsColumn<>("Messages", Kind.COUNT, MessageRow::count),
        // bytes are unknown (not zero) when no message carried a size, as in approximate figures
        new StatsColumn<>("Bytes", Kind.BYTES, r -> r.sizedCount() == 0 && r.count() > 0 ? null : r.bytes())),
        s.messages());
  }

  /**
   * A state's seconds; none (NaN, shown "—") for an arrow or event: a message's time in flight is
   * no time its timeline spent, and as "exclusive time" it topped the table (r64_5g's whole run:
   * message 2 463 s over Compute's 2 378 s, more than the 64 timelines' 67 s each could hold).
   */
  static double onTimeline(org.leapshot.slog2.model.Category c, double seconds) {
    return c.topology() == org.leapshot.slog2.model.Topology.STATE ? seconds : Double.NaN;
  }

  public String title() {
    return title;
  }

  public StatsColumn<R> column(int c) {
    return columns.get(c);
  }

  public R row(int r) {
    return rows.get(r);
  }

  /** The rows as built, in their first order. */
  List<R> given() {
    return given;
  }

  /** The rows in their order now. */
  List<R> rows() {
    return rows;
  }

  /** The same rows in a new order (a header click's sort). EDT only. */
  void setRows(List<R> sorted) {
    rows = List.copyOf(sorted);
    fireTableDataChanged();
  }

  @Override
  public int getRowCount() {
    return rows.size();
  }

  @Override
  public int getColumnCount() {
    return columns.size();
  }

  @Override
  public String getColumnName(int c) {
    return columns.get(c).name();
  }

  @Override
  public Class<?> getColumnClass(int c) {
    return columns.get(c).kind().type();
  }

  @Override
  public Object getValueAt(int r, int c) {
    return columns.get(c).value().apply(rows.get(r));
  }
}
