package org.leapshot.app.legend;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Cursor;
import java.awt.FlowLayout;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JColorChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.SwingConstants;
import javax.swing.SwingWorker;
import javax.swing.table.DefaultTableCellRenderer;
import javax.swing.table.TableColumn;
import javax.swing.table.TableRowSorter;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.view.CategoryStyles;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.query.DurationStats;

/**
 * The legend table. Click a header to sort (name, count, ratios); click a colour icon to pick a
 * new colour; the check boxes hide a category or exclude it from search. Every change applies to
 * the canvas at once (no redraw button, unlike Jumpshot).
 */
public final class LegendPanel extends JPanel {
  /** The most the name column asks for at first (the user may widen it): about 32 average characters. */
  static final int NAME_WIDTH_MAX_PX = 230;
  private final CategoryStyles styles;
  private final LegendTableModel model;
  private final JTable table;
  private final TableRowSorter<LegendTableModel> sorter;
  private final JLabel listed = new JLabel();
  private final JButton showListed = new JButton();
  private final JButton hideListed = new JButton();
  private final LegendFilterBar filterBar;
  private final GroupColouring groupColouring;
  private CanvasTheme theme = CanvasTheme.LIGHT;
  /** The run's length, to say a ratio in seconds (NaN until known). */
  private double runSeconds = Double.NaN;

  public LegendPanel(CategoryStyles styles) {
    super(new BorderLayout());
    this.styles = styles;
    this.model = new LegendTableModel(styles);
    this.groupColouring = new GroupColouring(styles);
    setName("legend");
    table = new JTable(model);
    table.setName("legendTable");
    table.setTableHeader(new javax.swing.table.JTableHeader(table.getColumnModel()) {
      @Override
      public String getToolTipText(MouseEvent e) {
        int col = columnAtPoint(e.getPoint());
        return col < 0 ? null
            : LegendRenderers.wrapped(LegendTableModel.headerTip(table.convertColumnIndexToModel(col)));
      }
    });
    javax.swing.ToolTipManager.sharedInstance().registerComponent(table.getTableHeader());
    table.setRowHeight(Math.max(22, table.getRowHeight() + 6));
    table.setShowHorizontalLines(false);
    table.setShowVerticalLines(false);
    table.setFillsViewportHeight(true);
    table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
    table.getTableHeader().setResizingAllowed(true);
    sorter = new TableRowSorter<>(model);
    sorter.setComparator(LegendTableModel.NAME, new CollatedNames());
    sorter.setSortKeys(java.util.List.of(new javax.swing.RowSorter.SortKey(LegendTableModel.NAME,
        javax.swing.SortOrder.ASCENDING)));
    table.setRowSorter(sorter);
    configureColumns();
    table.addMouseListener(new MouseAdapter() {
      @Override
      public void mouseClicked(MouseEvent e) {
        int viewCol = table.columnAtPoint(e.getPoint());
        int viewRow = table.rowAtPoint(e.getPoint());
        if (viewRow >= 0 && viewCol >= 0 && table.convertColumnIndexToModel(viewCol) == LegendTableModel.ICON) {
          chooseColor(table.convertRowIndexToModel(viewRow));
        }
      }
    });
    JLabel title = new JLabel("Legend");
    title.setFont(title.getFont().deriveFont(java.awt.Font.BOLD));
    title.setBorder(BorderFactory.createEmptyBorder(8, 10, 6, 10));
    listed.setName("legendListed");
    listed.setBorder(BorderFactory.createEmptyBorder(8, 10, 6, 10));
    JPanel titleRow = new JPanel(new BorderLayout());
    titleRow.add(title, BorderLayout.WEST);
    titleRow.add(listed, BorderLayout.EAST);
    JPanel top = new JPanel(new BorderLayout());
    top.add(titleRow, BorderLayout.NORTH);
    List<CategoryGroup> byName = CategoryGroup.of(styles.snapshot().values());
    filterBar = new LegendFilterBar(byName, this::setFilter);
    groupColouring.setGroups(byName, Map.of());
    top.add(filterBar, BorderLayout.SOUTH);
    add(top, BorderLayout.NORTH);
    JScrollPane scroll = new JScrollPane(table);
    NameColumnFit.install(table, scroll.getViewport(), LegendTableModel.NAME);
    scroll.setBorder(BorderFactory.createEmptyBorder());
    add(scroll, BorderLayout.CENTER);
    add(buttons(), BorderLayout.SOUTH);
    setFilter(new LegendFilter("", null));
  }

  public JTable table() {
    return table;
  }

  /**
   * Finds the trace's own category groups in the background (the converter's groups file beside
   * {@code slog2}; the groups made from names stay when there is none) and lists and colours by them,
   * with {@code savedColours} (group key → colour saved with the trace; empty: as now). A groups file
   * that does not fit is ignored and {@code problem} hears one line about it, on the EDT.
   */
  public void loadTraceGroups(Path slog2, Map<String, Rgba> savedColours, Consumer<String> problem) {
    Map<Integer, Category> categories = styles.own();
    new SwingWorker<TraceGroups, Void>() {
      @Override
      protected TraceGroups doInBackground() {
        return TraceGroups.load(slog2, categories);
      }

      @Override
      protected void done() {
        try {
          TraceGroups loaded = get();
          setGroups(loaded.groups(), savedColours);
          if (loaded.problem() != null) {
            problem.accept(loaded.problem());
          }
        } catch (InterruptedException | java.util.concurrent.ExecutionException e) {
          problem.accept("Category groups not read: " + e.getMessage());
        }
      }
    }.execute();
  }

  /** Lists and colours by {@code groups}; see {@link GroupColouring#setGroups}. */
  void setGroups(List<CategoryGroup> groups, Map<String, Rgba> savedColours) {
    filterBar.setGroups(groups);
    groupColouring.setGroups(groups, savedColours);
  }

  /** The run's length: Incl and Excl show the ratios as times of the run, their columns as wide as those. */
  public void setRunSeconds(double seconds) {
    runSeconds = seconds;
    LegendColumnWidths.sizeTimeColumns(table, model, runSeconds);
    table.repaint();
  }

  /**
   * The whole run's figures by category, counted by Leapshot ({@link
   * org.leapshot.slog2.query.RangeStatistics#byCategory}): they replace the file's summary in Count,
   * Incl and Excl, no longer in italics.
   */
  public void setExactTotals(Map<Integer, DurationStats> byCategory) {
    model.setExact(byCategory, runSeconds);
    LegendColumnWidths.sizeTimeColumns(table, model, runSeconds);
    table.repaint();
  }

  public void setTheme(CanvasTheme theme) {
    this.theme = theme;
    table.repaint();
  }

  private JPanel buttons() {
    JPanel p = new JPanel(new FlowLayout(FlowLayout.LEFT, 8, 6));
    showListed.setName("legendShowAll");
    showListed.addActionListener(e -> setListedVisible(true));
    hideListed.setName("legendHideAll");
    hideListed.addActionListener(e -> setListedVisible(false));
    p.add(showListed);
    p.add(hideListed);
    p.add(groupColouring.toggle());
    return p;
  }

  /** The legend's count: "572 categories", "1 category" (a Paje trace of one variable), or "13 of 572". */
  static String listedText(int shown, int total) {
    return shown < total ? shown + " of " + total : total + (total == 1 ? " category" : " categories");
  }

  /** Lists only the rows {@code filter} accepts; Show/Hide then act on exactly those rows. */
  private void setFilter(LegendFilter filter) {
    sorter.setRowFilter(filter.acceptsAll() ? null : filter);
    int shown = table.getRowCount();
    boolean all = shown == model.getRowCount();
    listed.setText(listedText(shown, model.getRowCount()));
    showListed.setText(all ? "Show all" : "Show " + shown + " listed");
    hideListed.setText(all ? "Hide all" : "Hide " + shown + " listed");
    showListed.setEnabled(shown > 0);
    hideListed.setEnabled(shown > 0);
  }

  /** One change for all listed rows: one save and one redraw, not one per category. */
  private void setListedVisible(boolean visible) {
    List<Integer> listedIndices = new ArrayList<>();
    for (int r = 0; r < table.getRowCount(); r++) {
      listedIndices.add(model.categoryAt(table.convertRowIndexToModel(r)).index());
    }
    styles.setVisible(listedIndices, visible);
  }

  private void chooseColor(int modelRow) {
    Category c = model.categoryAt(modelRow);
    String group = groupColouring.colouredGroupOf(c.index());
    Color picked = JColorChooser.showDialog(this, "Colour of " + (group == null ? c.name() : "group " + group),
        PaintContext.toColor(c.color()));
    if (picked != null) {
      Rgba colour = new Rgba(picked.getRed(), picked.getGreen(), picked.getBlue(), picked.getAlpha());
      if (!groupColouring.recolour(c.index(), colour)) {
        styles.setColor(c.index(), colour);
      }
    }
  }

  private void configureColumns() {
    TableColumn icon = table.getColumnModel().getColumn(LegendTableModel.ICON);
    icon.setMaxWidth(34);
    icon.setMinWidth(32);
    icon.setCellRenderer(new DefaultTableCellRenderer() {
      @Override
      public Component getTableCellRendererComponent(JTable t, Object value, boolean sel, boolean focus, int row, int col) {
        super.getTableCellRendererComponent(t, "", sel, focus, row, col);
        Category c = (Category) value;
        // The swatch shows exactly the colour the canvas paints (alpha mixed over its background).
        PaintContext pc = new PaintContext(null, null, java.util.Map.of(c.index(), c), theme);
        setIcon(new TopologyIcon(c.topology(), pc.fill(c.index()), pc.stroke(c.index()), 26, 16));
        setHorizontalAlignment(SwingConstants.CENTER);
        String group = groupColouring.colouredGroupOf(c.index());
        setToolTipText(c.topology().displayName() + (group == null ? " — click to change the colour"
            : " in the colour of group " + group + " — click to change the group's colour"));
        setCursor(Cursor.getPredefinedCursor(Cursor.HAND_CURSOR));
        return this;
      }
    });
    java.awt.FontMetrics fm = table.getFontMetrics(table.getFont());
    TableColumn name = table.getColumnModel().getColumn(LegendTableModel.NAME);
    name.setCellRenderer(LegendRenderers.name(NameElision.differences(
        model.categories().stream().map(Category::name).toList())));
    for (int col : new int[] {LegendTableModel.VISIBLE, LegendTableModel.SEARCHABLE}) {
      table.getColumnModel().getColumn(col).setPreferredWidth(36); // a check box; the header decides
    }
    TableColumn count = table.getColumnModel().getColumn(LegendTableModel.COUNT);
    count.setCellRenderer(LegendRenderers.count());
    table.getColumnModel().getColumn(LegendTableModel.INCLUSIVE)
        .setCellRenderer(LegendRenderers.time("Inclusive ratio", () -> runSeconds));
    table.getColumnModel().getColumn(LegendTableModel.EXCLUSIVE)
        .setCellRenderer(LegendRenderers.time("Exclusive ratio", () -> runSeconds));
    if (model.getRowCount() > 0) {
      count.setPreferredWidth(LegendColumnWidths.cellWidth(table, LegendTableModel.COUNT,
          LegendRenderers.widestCount(model)));
    }
    // Asks for room for the longest name, within reason: the legend is sized from its columns
    // (TraceWorkspace), so typical names show whole and only very long ones are cut.
    int widestName = 0;
    for (Category c : model.categories()) {
      widestName = Math.max(widestName, fm.stringWidth(c.name()));
    }
    name.setPreferredWidth(Math.min(NAME_WIDTH_MAX_PX, widestName + LegendColumnWidths.PAD_PX));
    name.setWidth(name.getPreferredWidth());
    // The other columns are short and keep their width, never less than their header (so
    // "Incl"/"Excl" are never cut); the name column takes the rest, at least its header's width.
    name.setMinWidth(Math.max(60, LegendColumnWidths.headerWidth(table, LegendTableModel.NAME)));
    for (int col = 0; col < model.getColumnCount(); col++) {
      TableColumn c = table.getColumnModel().getColumn(col);
      if (col != LegendTableModel.NAME && col != LegendTableModel.ICON) {
        c.setMaxWidth(Integer.MAX_VALUE);
        c.setPreferredWidth(Math.max(c.getPreferredWidth(), LegendColumnWidths.headerWidth(table, col)));
      }
      if (col != LegendTableModel.NAME) {
        c.setMinWidth(c.getPreferredWidth());
        c.setWidth(c.getPreferredWidth());
      }
    }
    LegendColumnWidths.sizeTimeColumns(table, model, runSeconds);
  }
}
