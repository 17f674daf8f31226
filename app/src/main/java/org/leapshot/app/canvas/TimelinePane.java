package org.leapshot.app.canvas;

import java.awt.BorderLayout;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.util.Map;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;
import javax.swing.SwingConstants;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The canvas in its scroll pane with the ruler above and the timeline labels at the left. Row
 * height follows the window: rows share the visible height, between {@link #MIN_ROW_PX} and
 * {@link #MAX_ROW_PX}; with more rows than fit, the pane scrolls vertically.
 */
public final class TimelinePane extends JPanel {
  static final int MIN_ROW_PX = 18;
  static final int MAX_ROW_PX = 180;

  private final TimelineCanvas canvas;
  private final RowAxisPanel axis;
  private final RulerPanel ruler;
  private final JScrollPane scroll;
  private final JLabel corner = new JLabel("", SwingConstants.CENTER);
  private final CanvasInput input;

  public TimelinePane(ViewState view, LineIdMap map, Supplier<Map<Integer, Category>> styles, CanvasListener listener) {
    super(new BorderLayout());
    canvas = new TimelineCanvas(view, new RowLayout(map, 28), styles);
    axis = new RowAxisPanel(canvas);
    ruler = new RulerPanel(view, canvas);
    scroll = new JScrollPane(canvas, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
        ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
    scroll.setRowHeaderView(axis);
    scroll.setColumnHeaderView(ruler);
    scroll.setCorner(ScrollPaneConstants.UPPER_LEFT_CORNER, corner);
    scroll.setBorder(BorderFactory.createEmptyBorder());
    scroll.getVerticalScrollBar().setUnitIncrement(16);
    corner.setName("axisTitle");
    corner.setText(canvas.rows().columnTitle());
    add(scroll, BorderLayout.CENTER);
    input = new CanvasInput(canvas, view, listener);
    input.install();
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

  /** Switches to another line-ID map (another set of timelines). */
  public void setMap(LineIdMap map) {
    canvas.setRows(new RowLayout(map, canvas.rows().rowHeightPx()));
    corner.setText(canvas.rows().columnTitle());
    fitRows();
    axis.revalidate();
    axis.repaint();
  }

  public void setTheme(CanvasTheme theme) {
    canvas.setTheme(theme);
    ruler.repaint();
    axis.repaint();
  }

  private void fitRows() {
    RowLayout rows = canvas.rows();
    int available = scroll.getViewport().getHeight();
    if (available <= 0 || rows.rowCount() == 0) {
      return;
    }
    int h = Math.max(MIN_ROW_PX, Math.min(MAX_ROW_PX, available / rows.rowCount()));
    if (h != rows.rowHeightPx()) {
      canvas.setRows(rows.withRowHeight(h));
      axis.revalidate();
      axis.repaint();
    }
  }
}
