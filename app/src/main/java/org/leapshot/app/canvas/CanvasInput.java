package org.leapshot.app.canvas;

import java.awt.Cursor;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import javax.swing.JComponent;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.leapshot.app.view.ViewState;

/**
 * Mouse gestures on the canvas: wheel scrolls timelines ({@link RowLayout#wheelScrollPx}),
 * Ctrl+wheel zooms around the cursor, Shift+wheel pans in time, Ctrl+Shift+wheel makes rows taller
 * or shorter around the cursor; left-drag selects a range to zoom to (shorter than
 * {@link #MIN_DRAG_PX} is a click); middle- or right-drag pans in time and vertically; a click
 * reports what it hit (and forgets the measured range), Shift+click what lies beneath a drawn pixel. A left-drag on the time ruler measures a
 * range ({@link #installRuler}). Esc cancelling a drag is bound by the window ({@link #cancelDrag()}).
 */
public final class CanvasInput extends MouseAdapter {
  /** Movements shorter than this count as clicks (Jumpshot's MIN_WIDTH_TO_DRAG). */
  public static final int MIN_DRAG_PX = 4;
  /** Zoom factor per wheel notch. */
  static final double WHEEL_ZOOM = 1.25;

  private final TimelineCanvas canvas;
  private final ViewState view;
  private final CanvasListener listener;
  private Point pressPoint;
  private int pressButton;
  private boolean dragging;
  private double panStartSec;
  private Point panViewPos;
  private int pressScreenY;
  private Point lastMouse;
  private RowZoom rowZoom = (steps, y) -> { };

  /** Changes the row height by {@code steps} keeping the timeline at canvas {@code y} in place. */
  @FunctionalInterface
  public interface RowZoom {
    void zoomRows(int steps, int y);
  }

  public CanvasInput(TimelineCanvas canvas, ViewState view, CanvasListener listener) {
    this.canvas = canvas;
    this.view = view;
    this.listener = listener;
  }

  void setRowZoom(RowZoom rowZoom) {
    this.rowZoom = rowZoom;
  }

  public void install() {
    canvas.addMouseListener(this);
    canvas.addMouseMotionListener(this);
    canvas.addMouseWheelListener(this);
    // A zoom by key or wheel, a fold or a scroll brings a new picture under a mouse that did not
    // move: the status bar kept naming what was there before ("Phase, 29.86 ms" over Compute).
    canvas.addPropertyChangeListener("model", e -> hoverAgain());
  }

  /**
   * A left-drag on {@code ruler} (the time ruler above the canvas) measures the range between press
   * and mouse: shaded over the ruler and the rows with its length on the ruler, as users of Perfetto
   * and Vampir expect, and kept after release (the view does not move) until Esc or a click on the
   * ruler or the canvas; Enter zooms to it ({@link #zoomToMeasured()}). Other buttons are the
   * ruler's (pan).
   */
  public void installRuler(JComponent ruler) {
    MouseAdapter measure = new MouseAdapter() {
      private int pressX = -1;
      private boolean measuring;

      @Override
      public void mousePressed(MouseEvent e) {
        pressX = SwingUtilities.isLeftMouseButton(e) ? e.getX() : -1;
        measuring = false;
        canvas.requestFocusInWindow(); // so that Esc, bound on the canvas, forgets the range
      }

      @Override
      public void mouseDragged(MouseEvent e) {
        if (pressX >= 0 && (measuring || Math.abs(e.getX() - pressX) >= MIN_DRAG_PX)) {
          measuring = true;
          TimeScale scale = canvas.scale();
          canvas.measured().set(scale.time(rulerToCanvas(ruler, pressX)), scale.time(rulerToCanvas(ruler, e.getX())));
        }
      }

      @Override
      public void mouseReleased(MouseEvent e) {
        if (pressX >= 0 && !measuring) {
          canvas.measured().clear(); // a click on the ruler
        }
        pressX = -1;
      }
    };
    ruler.addMouseListener(measure);
    ruler.addMouseMotionListener(measure);
  }

  /** The canvas's x at the ruler's {@code x} (the same screen column). */
  private int rulerToCanvas(JComponent ruler, int x) {
    return SwingUtilities.convertPoint(ruler, x, 0, canvas).x;
  }

  /** Tells the listener what is under the resting mouse now. */
  private void hoverAgain() {
    if (lastMouse != null) {
      Hit hit = HitTest.find(canvas.model(), canvas.paintContext(), lastMouse.x, lastMouse.y).orElse(null);
      listener.hovered(canvas.scale().time(lastMouse.x), hit);
    }
  }

  /** The last mouse position over the canvas, or null when the mouse is elsewhere. */
  public Point lastMouse() {
    return lastMouse;
  }

  /**
   * Enter: shows the measured range across the canvas, as a drag-to-zoom does (Undo goes back), and
   * forgets it (a band over the whole view would only tint it). False when no range is measured.
   */
  public boolean zoomToMeasured() {
    MeasuredRange m = canvas.measured();
    double from = m.fromSec();
    double to = m.toSec();
    if (!m.isSet() || !(to > from)) {
      return false;
    }
    m.clear();
    view.setWindow(from, to, true);
    return true;
  }

  /** Esc: cancels a drag and forgets the measured range. */
  public void cancelDrag() {
    canvas.measured().clear();
    endDrag();
  }

  /** Ends the gesture under way, if any; a drag-to-zoom band goes. */
  private void endDrag() {
    if (dragging && pressButton == MouseEvent.BUTTON1) {
      canvas.setDragBand(Double.NaN, Double.NaN);
    }
    pressPoint = null;
    dragging = false;
    canvas.setCursor(Cursor.getDefaultCursor());
  }

  @Override
  public void mouseWheelMoved(MouseWheelEvent e) {
    double notches = e.getPreciseWheelRotation();
    boolean ctrl = (e.getModifiersEx() & (InputEvent.CTRL_DOWN_MASK | InputEvent.META_DOWN_MASK)) != 0;
    boolean shift = (e.getModifiersEx() & InputEvent.SHIFT_DOWN_MASK) != 0 || e.isShiftDown();
    if (ctrl && shift) {
      int steps = e.getWheelRotation();
      if (steps != 0) {
        rowZoom.zoomRows(-steps, e.getY()); // wheel up (negative) makes rows taller, as Ctrl+wheel zooms in
      }
    } else if (ctrl) {
      view.zoom(Math.pow(WHEEL_ZOOM, -notches), canvas.scale().time(e.getX()));
    } else if (shift) {
      view.pan(0.1 * notches);
    } else {
      scrollVertically(canvas.rows().wheelScrollPx(notches));
    }
  }

  /** Scrolls the timelines by {@code dy} pixels, within the rows. */
  public void scrollVertically(int dy) {
    if (!(canvas.getParent() instanceof JViewport vp)) {
      return;
    }
    Point p = vp.getViewPosition();
    int max = Math.max(0, canvas.getHeight() - vp.getHeight());
    vp.setViewPosition(new Point(p.x, Math.max(0, Math.min(max, p.y + dy))));
  }

  @Override
  public void mousePressed(MouseEvent e) {
    canvas.requestFocusInWindow();
    pressPoint = e.getPoint();
    pressButton = e.getButton();
    dragging = false;
    panStartSec = view.window().startSec();
    pressScreenY = e.getYOnScreen();
    panViewPos = canvas.getParent() instanceof JViewport vp ? vp.getViewPosition() : new Point();
  }

  @Override
  public void mouseDragged(MouseEvent e) {
    lastMouse = e.getPoint();
    if (pressPoint == null) {
      return;
    }
    if (!dragging && Math.abs(e.getX() - pressPoint.x) < MIN_DRAG_PX && Math.abs(e.getY() - pressPoint.y) < MIN_DRAG_PX) {
      return;
    }
    dragging = true;
    if (pressButton == MouseEvent.BUTTON1) {
      canvas.setDragBand(pressPoint.x, e.getX());
    } else {
      canvas.setCursor(Cursor.getPredefinedCursor(Cursor.MOVE_CURSOR));
      double secPerPx = canvas.scale().secPerPx();
      double startNow = view.window().startSec();
      view.panBy(panStartSec - (e.getX() - pressPoint.x) * secPerPx - startNow);
      if (canvas.getParent() instanceof JViewport vp) {
        int max = Math.max(0, canvas.getHeight() - vp.getHeight());
        // Moving the view moves the canvas under the mouse, so measure on the screen.
        int dy = e.getYOnScreen() - pressScreenY;
        vp.setViewPosition(new Point(0, Math.max(0, Math.min(max, panViewPos.y - dy))));
      }
    }
  }

  @Override
  public void mouseReleased(MouseEvent e) {
    if (pressPoint == null) {
      return;
    }
    if (dragging && pressButton == MouseEvent.BUTTON1) {
      canvas.setDragBand(Double.NaN, Double.NaN);
      TimeScale scale = canvas.scale();
      double t0 = scale.time(Math.min(pressPoint.x, e.getX()));
      double t1 = scale.time(Math.max(pressPoint.x, e.getX()));
      view.setWindow(t0, t1, true);
    } else if (!dragging) {
      canvas.measured().clear(); // a click elsewhere than the ruler's range
      // Shift+click: the summary (shadow) read beneath a drawn pixel rather than the pixel's own state
      Hit hit = HitTest.find(canvas.model(), canvas.paintContext(), e.getX(), e.getY(), !e.isShiftDown()).orElse(null);
      Point screen = e.getLocationOnScreen();
      listener.clicked(hit, screen);
    }
    endDrag();
  }

  @Override
  public void mouseMoved(MouseEvent e) {
    lastMouse = e.getPoint();
    hoverAgain();
  }

  @Override
  public void mouseExited(MouseEvent e) {
    lastMouse = null;
    listener.hovered(Double.NaN, null);
  }

  /** The time the keyboard zooms around: under the mouse when it is over the canvas, else the centre. */
  public double focusTime() {
    Rectangle visible = canvas.getVisibleRect();
    if (lastMouse != null && visible.contains(lastMouse)) {
      return canvas.scale().time(lastMouse.x);
    }
    return view.window().center();
  }
}
