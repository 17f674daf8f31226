package org.leapshot.app.preview;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Cursor;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javax.swing.JComponent;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.Category;

/**
 * The whole run at a glance: stacked category colours per column (from a {@link DensityProfile}),
 * with the current window highlighted. Drag the highlight to scroll, drag its edges to zoom, click
 * elsewhere to centre the window there, wheel to zoom around the pointer.
 */
public final class PreviewPanel extends JComponent {
  private static final int EDGE_GRAB_PX = 5;

  private final ViewState view;
  private final Supplier<Map<Integer, Category>> styles;
  private DensityProfile profile;
  /** Whether {@link #profile} is the stored overview's, shown until the real one is read. */
  private boolean storedProfile;
  private java.awt.image.BufferedImage miniature;
  private boolean perTimeline;
  private int rowCount = 1;
  private CanvasTheme theme = CanvasTheme.LIGHT;
  private java.util.List<org.leapshot.app.trace.DamagedNode> damaged = java.util.List.of();
  private java.util.List<org.leapshot.slog2.model.TimeBox> coarse = java.util.List.of();
  private final ProfilePicture profilePicture = new ProfilePicture();
  private org.leapshot.app.canvas.FoundMark found;

  public PreviewPanel(ViewState view, Supplier<Map<Integer, Category>> styles) {
    this.view = view;
    this.styles = styles;
    setName("preview");
    setToolTipText("Whole run: drag the window to scroll, drag its edges to zoom, click to centre;"
        + " right-click: all timelines or each timeline");
    view.addListener(this::repaint);
    PreviewDrag drag = new PreviewDrag();
    addMouseListener(drag);
    addMouseMotionListener(drag);
    addMouseWheelListener(e -> view.zoom(Math.pow(1.25, -e.getPreciseWheelRotation()), timeAt(e.getX())));
    javax.swing.JPopupMenu menu = new javax.swing.JPopupMenu();
    javax.swing.JRadioButtonMenuItem all = new javax.swing.JRadioButtonMenuItem("Activity of all timelines", true);
    javax.swing.JRadioButtonMenuItem each = new javax.swing.JRadioButtonMenuItem("Each timeline");
    all.setName("previewAggregated");
    each.setName("previewPerTimeline");
    javax.swing.ButtonGroup group = new javax.swing.ButtonGroup();
    group.add(all);
    group.add(each);
    all.addActionListener(e -> setPerTimeline(false));
    each.addActionListener(e -> setPerTimeline(true));
    menu.add(all);
    menu.add(each);
    setComponentPopupMenu(menu);
  }

  /** Points at Find's last match on the whole run, as the ruler does in the view. */
  public void showFound(org.leapshot.app.canvas.FoundMark mark) {
    found = mark;
    mark.addWatcher(this::repaint);
    repaint();
  }

  /** Shows each timeline (a miniature of the canvas) instead of the stacked activity of all of them. */
  public void setPerTimeline(boolean perTimeline) {
    this.perTimeline = perTimeline;
    repaint();
  }

  public boolean isPerTimeline() {
    return perTimeline;
  }

  /** The per-timeline miniature shown when {@link #isPerTimeline}, or null before it is drawn. */
  public java.awt.image.BufferedImage miniature() {
    return miniature;
  }

  public void setMiniature(java.awt.image.BufferedImage miniature) {
    this.miniature = miniature;
    repaint();
  }

  /** Shows the whole run's profile as read now; it replaces the stored one for good. */
  public void setProfile(DensityProfile profile, int rowCount) {
    show(profile, rowCount, false);
  }

  /**
   * Shows the profile kept in the stored overview until {@link #setProfile} brings the real one;
   * once that is shown, a late stored profile is ignored.
   */
  public void setStoredProfile(DensityProfile stored, int rowCount) {
    if (profile != null && !storedProfile) {
      return;
    }
    show(stored, rowCount, true);
  }

  /** Fires "profile" (a test or tool may follow what the strip shows). */
  private void show(DensityProfile shown, int rowCount, boolean stored) {
    DensityProfile old = profile;
    profile = shown;
    this.rowCount = Math.max(1, rowCount);
    storedProfile = stored;
    firePropertyChange("profile", old, shown);
    repaint();
  }

  /** True while the profile shown is the stored overview's. */
  public boolean showsStoredProfile() {
    return storedProfile;
  }

  /** The profile shown, or null before any. */
  public DensityProfile profile() {
    return profile;
  }

  /** Unreadable nodes found in the whole-run read, hatched so that they do not pass for idle time. */
  public void setDamaged(java.util.List<org.leapshot.app.trace.DamagedNode> nodes) {
    damaged = java.util.List.copyOf(nodes);
    repaint();
  }

  /**
   * Where the profile rests on summaries of wide subtrees (a coarse whole-run read, until the
   * overview is kept): hatched, so that their spread is not taken for when things ran.
   */
  public void setCoarse(java.util.List<org.leapshot.slog2.model.TimeBox> spans) {
    coarse = java.util.List.copyOf(spans);
    repaint();
  }

  /** The hatched parts (tests). */
  public java.util.List<org.leapshot.slog2.model.TimeBox> coarse() {
    return coarse;
  }

  public void setTheme(CanvasTheme theme) {
    this.theme = theme;
    repaint();
  }

  @Override
  public Dimension getPreferredSize() {
    return new Dimension(800, 64);
  }

  double xOf(double t) {
    return (t - view.range().earliest()) / view.range().duration() * Math.max(1, getWidth());
  }

  double timeAt(double x) {
    return view.range().earliest() + x / Math.max(1, getWidth()) * view.range().duration();
  }

  @Override
  protected void paintComponent(Graphics g) {
    Graphics2D g2 = (Graphics2D) g.create();
    try {
      int w = getWidth();
      int h = getHeight();
      g2.setColor(theme.background());
      g2.fillRect(0, 0, w, h);
      if (perTimeline && miniature != null) {
        g2.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g2.drawImage(miniature, 0, 1, w, h - 2, null);
      } else if (profile != null) {
        g2.drawImage(profilePicture.of(profile, rowCount, styles.get(), theme, getGraphicsConfiguration(), w, h, h - 2), 0, 0,
            null);
      }
      if (w > 0 && view.range().duration() > 0) {
        org.leapshot.app.canvas.TimeScale scale = new org.leapshot.app.canvas.TimeScale(view.range().earliest(),
            view.range().latest(), w);
        if (!(perTimeline && miniature != null)) { // the miniature draws coarse parts from the overview or hatched
          org.leapshot.app.canvas.CoarsePainter.paintVeiled(g2, scale, theme.background(), coarse,
              new java.awt.Rectangle(0, 0, w, h));
        }
        org.leapshot.app.canvas.DamagePainter.paint(g2, scale, theme.background(), damaged,
            new java.awt.Rectangle(0, 0, w, h), false);
      }
      double x0 = xOf(view.window().startSec());
      double x1 = Math.max(x0 + 3, xOf(view.window().endSec()));
      Color veil = theme.isDark() ? new Color(0, 0, 0, 120) : new Color(255, 255, 255, 150);
      g2.setColor(veil);
      g2.fill(new Rectangle2D.Double(0, 0, x0, h));
      g2.fill(new Rectangle2D.Double(x1, 0, w - x1, h));
      g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g2.setColor(theme.selectionEdge());
      g2.setStroke(new BasicStroke(2f));
      g2.draw(new Rectangle2D.Double(x0, 1, x1 - x0, h - 2));
      if (found != null && w > 0 && view.range().duration() > 0) {
        g2.setStroke(new BasicStroke(1f));
        found.paintPointer(g2, new org.leapshot.app.canvas.TimeScale(view.range().earliest(), view.range().latest(), w),
            theme, h);
      }
    } finally {
      g2.dispose();
    }
  }

  /** Press inside the highlight moves it, on an edge resizes it, elsewhere centres the window. */
  private final class PreviewDrag extends MouseAdapter {
    private int mode;
    private double grabOffsetSec;

    @Override
    public void mousePressed(MouseEvent e) {
      if (!javax.swing.SwingUtilities.isLeftMouseButton(e)) {
        mode = 0;
        return;
      }
      double x0 = xOf(view.window().startSec());
      double x1 = xOf(view.window().endSec());
      if (Math.abs(e.getX() - x0) <= EDGE_GRAB_PX) {
        mode = 1;
      } else if (Math.abs(e.getX() - x1) <= EDGE_GRAB_PX) {
        mode = 2;
      } else if (e.getX() > x0 && e.getX() < x1) {
        mode = 3;
        grabOffsetSec = timeAt(e.getX()) - view.window().startSec();
      } else {
        mode = 3;
        view.centerOn(timeAt(e.getX()));
        grabOffsetSec = view.window().widthSec() / 2;
      }
    }

    @Override
    public void mouseDragged(MouseEvent e) {
      double t = timeAt(e.getX());
      ViewState.Window w = view.window();
      switch (mode) {
        case 1 -> view.setWindow(Math.min(t, w.endSec() - view.minWidthSec()), w.endSec(), false);
        case 2 -> view.setWindow(w.startSec(), Math.max(t, w.startSec() + view.minWidthSec()), false);
        case 3 -> view.setWindow(t - grabOffsetSec, t - grabOffsetSec + w.widthSec(), false);
        default -> { }
      }
    }

    @Override
    public void mouseReleased(MouseEvent e) {
      mode = 0;
    }

    @Override
    public void mouseMoved(MouseEvent e) {
      double x0 = xOf(view.window().startSec());
      double x1 = xOf(view.window().endSec());
      boolean edge = Math.abs(e.getX() - x0) <= EDGE_GRAB_PX || Math.abs(e.getX() - x1) <= EDGE_GRAB_PX;
      setCursor(Cursor.getPredefinedCursor(edge ? Cursor.E_RESIZE_CURSOR
          : e.getX() > x0 && e.getX() < x1 ? Cursor.MOVE_CURSOR : Cursor.HAND_CURSOR));
    }
  }
}
