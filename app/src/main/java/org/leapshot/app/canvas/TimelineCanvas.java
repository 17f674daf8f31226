package org.leapshot.app.canvas;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;
import org.leapshot.app.trace.DamagedNode;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.Category;

/**
 * The timeline canvas: paints the current {@link RenderModel} for the current window. The model is
 * in time units, so until the next one arrives the previous picture is simply drawn shifted and
 * scaled. Paints only; input is in {@link CanvasInput}. Tracks its viewport's width; its height is
 * the rows' height.
 */
public final class TimelineCanvas extends JComponent implements Scrollable {
  private final ViewState view;
  private final Supplier<Map<Integer, Category>> styles;
  private RenderModel model = RenderModel.EMPTY;
  private RowLayout rows;
  private CanvasTheme theme = CanvasTheme.LIGHT;
  private Hit highlight;
  private double dragStartX = Double.NaN;
  private double dragEndX = Double.NaN;
  private final SceneImage sceneImage = new SceneImage(this::repaint);
  private RenderModel lastPaintedModel;
  /** The rows changed (collapse, hide, move...) since the model was built: its rows would land on the wrong timelines. */
  private boolean modelForOtherRows;
  private org.leapshot.slog2.model.Drawable focus;
  private List<DamagedNode> damaged = List.of();
  private final MeasuredRange measured = new MeasuredRange();
  private final FoundMark found = new FoundMark();

  public TimelineCanvas(ViewState view, RowLayout rows, Supplier<Map<Integer, Category>> styles) {
    this.view = view;
    this.rows = rows;
    this.styles = styles;
    setName("timelineCanvas");
    setOpaque(true);
    setFocusable(true);
    view.addListener(this::repaint);
    measured.addWatcher(this::repaint);
    found.addWatcher(this::repaint);
  }

  /** The last match of Find, marked over the rows. */
  public FoundMark found() {
    return found;
  }

  /** The range measured on the ruler, shaded over the rows. */
  public MeasuredRange measured() {
    return measured;
  }

  /** Shows {@code model}; listeners of the "model" property hear of each one (tests record the sequence). */
  public void setModel(RenderModel model) {
    RenderModel old = this.model;
    this.model = model;
    firePropertyChange("model", old, model);
    modelForOtherRows = false;
    if (highlight != null && !sameSource(highlight)) {
      highlight = null;
    }
    if (focus != null) {
      highlightFocus();
    }
    repaint();
  }

  /** Highlights {@code drawable} as soon as a model that draws it arrives (after a search moved the view). */
  public void focusOn(org.leapshot.slog2.model.Drawable drawable) {
    focus = drawable;
    highlightFocus();
    repaint();
  }

  private void highlightFocus() {
    for (Object item : model.states()) {
      if (((RenderModel.StateItem) item).owner().equals(focus)) {
        highlight = new Hit(item, null, focus.start());
        focus = null;
        return;
      }
    }
    for (RenderModel.ArrowItem a : model.arrows()) {
      if (focus.equals(a.owner())) {
        highlight = new Hit(a, null, focus.start());
        focus = null;
        return;
      }
    }
    for (RenderModel.EventItem e : model.events()) {
      if (focus.equals(e.owner())) {
        highlight = new Hit(e, null, focus.start());
        focus = null;
        return;
      }
    }
  }

  /** The unreadable nodes of the loaded range, drawn hatched over the timelines. */
  public void setDamaged(List<DamagedNode> nodes) {
    if (!nodes.equals(damaged)) {
      damaged = List.copyOf(nodes);
      repaint();
    }
  }

  public List<DamagedNode> damaged() {
    return damaged;
  }

  public RenderModel model() {
    return model;
  }

  public RowLayout rows() {
    return rows;
  }

  public void setRows(RowLayout rows) {
    boolean heightChanged = rows.heightPx() != this.rows.heightPx();
    modelForOtherRows |= !rows.selection().equals(this.rows.selection());
    this.rows = rows;
    if (heightChanged) {
      revalidate();
    }
    repaint();
  }

  /**
   * True when the last paint showed the current model from a finished picture (not the previous
   * one stretched while a new picture renders in the background).
   */
  public boolean isPictureSettled() {
    return model != RenderModel.EMPTY && !modelForOtherRows && sceneImage.isSettled() && lastPaintedModel == model;
  }

  public CanvasTheme theme() {
    return theme;
  }

  public void setTheme(CanvasTheme theme) {
    this.theme = theme;
    repaint();
  }

  public Hit highlight() {
    return highlight;
  }

  public void setHighlight(Hit hit) {
    this.highlight = hit;
    repaint();
  }

  /** Shows the drag-to-zoom band between two x positions; NaN hides it. */
  void setDragBand(double x0, double x1) {
    dragStartX = x0;
    dragEndX = x1;
    repaint();
  }

  boolean isDragging() {
    return !Double.isNaN(dragStartX);
  }

  /** The scale of the current window on the current width. */
  public TimeScale scale() {
    ViewState.Window w = view.window();
    return new TimeScale(w.startSec(), w.endSec(), Math.max(1, getWidth()));
  }

  public PaintContext paintContext() {
    return new PaintContext(scale(), rows, styles.get(), theme);
  }

  @Override
  protected void paintComponent(Graphics g) {
    Graphics2D g2 = (Graphics2D) g.create();
    try {
      Rectangle clip = g2.getClipBounds();
      if (clip == null) {
        clip = new Rectangle(0, 0, getWidth(), getHeight());
      }
      PaintContext ctx = paintContext();
      Rectangle visible = getVisibleRect();
      if (visible.isEmpty()) {
        return;
      }
      if (modelForOtherRows) {
        sceneImage.paintRearranged(g2, ctx, visible); // the old picture in the new rows until theirs arrives
      } else {
        sceneImage.paint(g2, ctx, model, visible);
        lastPaintedModel = model;
      }
      DamagePainter.paint(g2, ctx, damaged, visible);
      if (highlight != null) {
        ScenePainter.paintHighlight(g2, ctx, highlight, model != null && model.activity() != null);
      }
      measured.paintOnCanvas(g2, ctx.scale(), theme, clip);
      found.paintOnCanvas(g2, ctx, clip);
      if (clip.y + clip.height > rows.heightPx()) {
        g2.setColor(theme.background());
        g2.fillRect(clip.x, rows.heightPx(), clip.width, clip.y + clip.height - rows.heightPx());
      }
      if (isDragging()) {
        DragBand.paint(g2, ctx.scale(), theme, dragStartX, dragEndX, clip, visible);
      }
    } finally {
      g2.dispose();
    }
  }

  private boolean sameSource(Hit hit) {
    return model.states().contains(hit.item()) || model.arrows().contains(hit.item())
        || model.events().contains(hit.item()) || model.shadowStates().contains(hit.item());
  }

  @Override
  public Dimension getPreferredSize() {
    return new Dimension(800, rows.heightPx());
  }

  @Override
  public Dimension getPreferredScrollableViewportSize() {
    return new Dimension(800, Math.min(600, rows.heightPx()));
  }

  @Override
  public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
    return orientation == SwingConstants.VERTICAL ? rows.rowHeightPx() : 16;
  }

  @Override
  public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
    return orientation == SwingConstants.VERTICAL ? Math.max(rows.rowHeightPx(), visible.height - rows.rowHeightPx())
        : visible.width;
  }

  @Override
  public boolean getScrollableTracksViewportWidth() {
    return true;
  }

  @Override
  public boolean getScrollableTracksViewportHeight() {
    return getParent() != null && getParent().getHeight() > rows.heightPx();
  }
}
