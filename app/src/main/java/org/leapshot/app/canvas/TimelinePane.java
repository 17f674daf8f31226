package org.leapshot.app.canvas;

import java.awt.BorderLayout;
import java.awt.Container;
import java.awt.Insets;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.ScrollPaneConstants;
import javax.swing.ScrollPaneLayout;
import org.leapshot.app.rows.GroupNames;
import org.leapshot.app.rows.RowArranger;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The canvas in its scroll pane with the ruler above and the timeline labels at the left. Rows are
 * laid out in one of three {@link RowMode}s; with more rows than fit, the pane scrolls vertically.
 */
public final class TimelinePane extends JPanel {
  static final int MIN_ROW_PX = 18;
  static final int MAX_ROW_PX = RowLayout.MAX_ROW_PX;

  /** How the row height is chosen. */
  public enum RowMode {
    /**
     * Until the user picks: rows share the visible height, between {@link #MIN_ROW_PX} and
     * {@link #MAX_ROW_PX}; when that leaves timelines out of view, as {@link #FIT_ALL}.
     */
    SHARE,
    /** Fit all: every timeline in the visible height, merged when there are more timelines than pixels. */
    FIT_ALL,
    /** The height the user set, every timeline in its own row. */
    CHOSEN
  }

  private final TimelineCanvas canvas;
  private final RowAxisPanel axis;
  private final RulerPanel ruler;
  private final JScrollPane scroll;
  private final AxisTitle corner = new AxisTitle();
  private final CanvasInput input;
  private final RowArranger arranger;
  private final RowFilterField filter;
  private RowMode mode = RowMode.SHARE;
  private Consumer<RowSelection> selectionListener = s -> { };

  public TimelinePane(ViewState view, LineIdMap map, Supplier<Map<Integer, Category>> styles, CanvasListener listener) {
    this(view, map, Map.of(), styles, listener);
  }

  /** @param names line ID → the name the trace gives that timeline, its label (empty: the map's numbers) */
  public TimelinePane(ViewState view, LineIdMap map, Map<Integer, String> names, Supplier<Map<Integer, Category>> styles,
      CanvasListener listener) {
    this(view, map, names, GroupNames.NONE, styles, listener);
  }

  /** @param groups the names the trace gives its maps' groups, their labels (none: the map's numbers) */
  public TimelinePane(ViewState view, LineIdMap map, Map<Integer, String> names, GroupNames groups,
      Supplier<Map<Integer, Category>> styles, CanvasListener listener) {
    super(new BorderLayout());
    arranger = new RowArranger(map, names, groups);
    canvas = new TimelineCanvas(view, new RowLayout(arranger.plan(), 28), styles);
    axis = new RowAxisPanel(canvas, arranger);
    arranger.setPlanListener(this::planChanged);
    filter = new RowFilterField(arranger);
    ruler = new RulerPanel(view, canvas);
    scroll = new JScrollPane(canvas, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
        ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
    scroll.setLayout(new FittingLayout());
    scroll.setRowHeaderView(axis);
    scroll.setColumnHeaderView(ruler);
    scroll.setCorner(ScrollPaneConstants.UPPER_LEFT_CORNER, corner);
    scroll.setBorder(BorderFactory.createEmptyBorder());
    scroll.getVerticalScrollBar().setUnitIncrement(16);
    corner.setName("axisTitle");
    showTitle();
    add(scroll, BorderLayout.CENTER);
    add(filter, BorderLayout.NORTH);
    input = new CanvasInput(canvas, view, listener);
    input.setRowZoom(this::zoomRows);
    input.install();
    input.installRuler(ruler);
    // Over the labels the wheel scrolls and Ctrl+Shift+wheel sizes rows as over the canvas (same y).
    axis.addMouseWheelListener(e -> {
      if (e.isControlDown() && e.isShiftDown()) {
        if (e.getWheelRotation() != 0) {
          zoomRows(-e.getWheelRotation(), e.getY());
        }
      } else if (!e.isControlDown() && !e.isShiftDown()) {
        input.scrollVertically(canvas.rows().wheelScrollPx(e.getPreciseWheelRotation()));
      }
    });
    scroll.getViewport().addComponentListener(new ComponentAdapter() {
      @Override
      public void componentResized(ComponentEvent e) {
        fitRows();
      }
    });
    canvas.addComponentListener(new ComponentAdapter() {
      @Override
      public void componentResized(ComponentEvent e) {
        ruler.revalidate();
        ruler.repaint();
      }
    });
  }

  public TimelineCanvas canvas() {
    return canvas;
  }

  public CanvasInput input() {
    return input;
  }

  public JScrollPane scrollPane() {
    return scroll;
  }

  /** Switches to another line-ID map (another set of timelines), keeping the row mode. */
  public void setMap(LineIdMap map) {
    arranger.setMap(map);
    showTitle();
  }

  /** The timeline tree's arrangement (collapse, hide, filter, order); its changes re-lay the rows. */
  public RowArranger arranger() {
    return arranger;
  }

  /** New rows from the arranger; the timeline at the top of the view stays there when it is still shown. */
  private void planChanged(RowPlan plan) {
    JViewport vp = scroll.getViewport();
    RowLayout before = canvas.rows();
    int top = before.rowAt(vp.getViewPosition().y);
    int anchor = top >= 0 ? before.plan().firstMapRow(top) : -1;
    RowLayout after = fitted(new RowLayout(plan, before.rowHeightPx()));
    applyRows(after);
    filter.showCount(plan);
    int row = anchor >= 0 ? after.plan().pictureRowOf(anchor) : -1;
    if (row >= 0) {
      scroll.validate();
      int max = Math.max(0, after.heightPx() - vp.getHeight());
      vp.setViewPosition(new Point(0, Math.min(max, after.top(row))));
    }
  }

  /** Told on the EDT when rows start or stop merging timelines: render models must be built for the new rows. */
  public void setSelectionListener(Consumer<RowSelection> listener) {
    this.selectionListener = listener;
  }

  public RowMode rowMode() {
    return mode;
  }

  /** Fit all: every timeline in the visible height, down to one pixel each, merged beyond that. */
  public void fitAll() {
    mode = RowMode.FIT_ALL;
    fitRows();
    scroll.getViewport().setViewPosition(new Point(0, 0));
  }

  /**
   * Rows {@code steps} steps taller (positive) or shorter, every timeline in its own row again,
   * keeping the timeline at canvas {@code y} where it is on screen.
   */
  public void zoomRows(int steps, int y) {
    RowLayout before = canvas.rows();
    JViewport vp = scroll.getViewport();
    int onScreen = y - vp.getViewPosition().y;
    double timeline = before.baseRowAt(y);
    RowLayout after = before.withRowHeight(RowLayout.steppedHeight(before.rowHeightPx(), steps));
    mode = RowMode.CHOSEN;
    applyRows(after);
    scroll.validate(); // the canvas's new height, so the position below is not clamped to the old one
    int max = Math.max(0, after.heightPx() - vp.getHeight());
    int top = (int) Math.round(timeline * after.rowHeightPx()) - onScreen;
    vp.setViewPosition(new Point(0, Math.max(0, Math.min(max, top))));
  }

  /** {@link #zoomRows} around the mouse when it is over the canvas, else around the middle of the view. */
  public void zoomRows(int steps) {
    Rectangle visible = canvas.getVisibleRect();
    Point mouse = input.lastMouse();
    zoomRows(steps, mouse != null && visible.contains(mouse) ? mouse.y : visible.y + visible.height / 2);
  }

  private void applyRows(RowLayout rows) {
    boolean merging = !rows.selection().equals(canvas.rows().selection());
    canvas.setRows(rows);
    axis.revalidate();
    axis.repaint();
    showTitle();
    if (merging) {
      selectionListener.accept(rows.selection());
    }
  }

  /** The axis header names the levels the label column shows ("node" with every node folded). */
  private void showTitle() {
    String title = axis.columns().title();
    corner.setTitle(title);
    corner.setToolTipText(canvas.rows().columnTitle()); // all of it: cut when the label column is narrowed
  }

  public void setTheme(CanvasTheme theme) {
    canvas.setTheme(theme);
    ruler.repaint();
    axis.repaint();
  }

  private void fitRows() {
    fitRows(scroll.getViewport().getHeight());
  }

  private void fitRows(int available) {
    RowLayout rows = canvas.rows();
    RowLayout fitted = fitted(rows, available);
    if (fitted != rows) {
      applyRows(fitted);
    }
  }

  /** {@code rows} fitted to the view in the current mode, or {@code rows} itself when they already fit. */
  private RowLayout fitted(RowLayout rows) {
    return fitted(rows, scroll.getViewport().getHeight());
  }

  private RowLayout fitted(RowLayout rows, int available) {
    if (available <= 0 || rows.timelineCount() == 0 || mode == RowMode.CHOSEN) {
      return rows;
    }
    // Until the user picks, a trace whose timelines don't fit at the smallest shared height opens
    // fitted: the whole run of every timeline at once, as the overview a big trace needs.
    boolean fitAll = mode == RowMode.FIT_ALL || (long) rows.timelineCount() * MIN_ROW_PX > available;
    RowLayout fitted = fitAll ? RowLayout.fitting(rows.plan(), available)
        : rows.withRowHeight(Math.max(MIN_ROW_PX, Math.min(MAX_ROW_PX, available / rows.timelineCount())));
    return fitted.rowHeightPx() != rows.rowHeightPx() || fitted.plan() != rows.plan() ? fitted : rows;
  }

  /**
   * Fits the rows to the viewport's coming height before the scroll pane lays out, so that from
   * the first layout on the vertical scroll bar and the label column are those of the fitted rows:
   * the canvas's width then does not change a moment after a big trace opens (which would make its
   * first picture twice).
   */
  private final class FittingLayout extends ScrollPaneLayout {
    private static final long serialVersionUID = 1L;

    @Override
    public void layoutContainer(Container parent) {
      Insets in = parent.getInsets();
      int header = colHead != null && colHead.isVisible() ? colHead.getPreferredSize().height : 0;
      int available = parent.getHeight() - in.top - in.bottom - header;
      if (available > 0) {
        fitRows(available);
      }
      super.layoutContainer(parent);
    }
  }
}
