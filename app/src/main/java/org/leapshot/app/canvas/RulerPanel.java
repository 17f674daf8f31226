package org.leapshot.app.canvas;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.leapshot.app.view.ViewState;

/**
 * The time ruler above the canvas. A left-drag measures a range, shaded here and over the rows with
 * its length written here ({@link MeasuredRange}, {@link CanvasInput#installRuler}); a middle- or
 * right-drag pans in time (Jumpshot's hand mode on the ruler).
 */
public final class RulerPanel extends JComponent {
  private final ViewState view;
  private final TimelineCanvas canvas;

  public RulerPanel(ViewState view, TimelineCanvas canvas) {
    this.view = view;
    this.canvas = canvas;
    setName("ruler");
    setToolTipText("Drag to measure a range (it stays shaded until Esc or a click; Enter zooms to it, Ctrl+T gives its statistics); middle- or right-drag pans");
    view.addListener(this::repaint);
    canvas.measured().addWatcher(this::repaint);
    canvas.found().addWatcher(this::repaint);
    MouseAdapter drag = new MouseAdapter() {
      private int lastX;
      private boolean panning;

      @Override
      public void mousePressed(MouseEvent e) {
        lastX = e.getX();
        panning = !SwingUtilities.isLeftMouseButton(e);
      }

      @Override
      public void mouseDragged(MouseEvent e) {
        if (panning) {
          view.panBy(-(e.getX() - lastX) * canvas.scale().secPerPx());
          lastX = e.getX();
        }
      }
    };
    addMouseListener(drag);
    addMouseMotionListener(drag);
  }

  @Override
  public Dimension getPreferredSize() {
    return new Dimension(canvas.getWidth(), getFontMetrics(font()).getHeight() + 14);
  }

  private java.awt.Font font() {
    java.awt.Font f = UIManager.getFont("Label.font");
    return f != null ? f.deriveFont(f.getSize2D() - 1f) : getFont();
  }

  @Override
  protected void paintComponent(Graphics g) {
    Graphics2D g2 = (Graphics2D) g.create();
    try {
      ViewState.Window w = view.window();
      TimeScale scale = new TimeScale(w.startSec(), w.endSec(), Math.max(1, getWidth()));
      RulerPainter.paint(g2, scale, canvas.theme(), getHeight(), font(), canvas.measured());
      canvas.found().paintPointer(g2, scale, canvas.theme(), getHeight());
    } finally {
      g2.dispose();
    }
  }
}
