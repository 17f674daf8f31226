package org.leapshot.app.canvas;

import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Transparency;
import java.awt.image.BufferedImage;
import javax.swing.Timer;

/**
 * The canvas's picture cache: the scene rendered once into an image of what the model holds, up
 * to one view of margin on each side, so that panning over what is loaded is one image copy
 * instead of a repaint of thousands of items. The model covers the window it was queried for
 * (the engine reads ahead, not the canvas); when the view moves past it, the picture is drawn
 * shifted until the next model arrives, rather than rendered again with nothing new in it. While
 * the scale changes (zooming) the old image is drawn stretched, and a fresh one is rendered once
 * the scale has been still for {@link #SETTLE_MS}. Big scenes (more than {@link
 * #SYNC_ITEMS} items) are rendered on a background thread, so input is never blocked: until the
 * new picture is ready the old one is shown shifted and scaled. Rendered at the device scale, so
 * HiDPI screens stay sharp. Call on the EDT.
 */
final class SceneImage {
  /** Zoom gestures come in bursts; re-render when none came for this long. */
  static final int SETTLE_MS = 120;
  private static final int MAX_WIDTH_PX = 8192;
  /** Scenes with at most this many items render on the EDT (a few ms); bigger ones in the background. */
  static final int SYNC_ITEMS = 2500;

  private final java.util.concurrent.ExecutorService renderer = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "leapshot-render");
    t.setDaemon(true);
    return t;
  });
  private final Runnable repaint;
  private long generation;
  private long pendingGeneration = -1;

  private final Timer settle;
  private BufferedImage image;
  private double startSec;
  private double secPerPx;
  private int widthPx;
  private Rectangle area;
  private double deviceScale;
  private Object[] keys = new Object[0];
  private boolean stale;
  /** The installed picture is the previous one carried over to new rows, not a rendering of its own. */
  private boolean carriedOver;

  SceneImage(Runnable repaint) {
    this.repaint = repaint;
    settle = new Timer(SETTLE_MS, e -> {
      stale = true;
      repaint.run();
    });
    settle.setRepeats(false);
  }

  /** True when a picture exists and no newer one is being rendered (benchmarks and tests wait for this). */
  boolean isSettled() {
    return image != null && pending == null && !stale;
  }

  /** Draws the scene for {@code visible} at {@code ctx}'s scale, from the cached picture when it can. */
  void paint(Graphics2D g, PaintContext ctx, RenderModel model, Rectangle visible) {
    double dev = Math.max(1, g.getTransform().getScaleX());
    Object[] now = {model, ctx.categories(), ctx.rows(), ctx.theme()};
    boolean sameContent = image != null && java.util.Arrays.equals(keys, now) && visible.y == area.y
        && visible.height == area.height && dev == deviceScale;
    TimeScale scale = ctx.scale();
    boolean sameScale = sameContent && Math.abs(scale.secPerPx() / secPerPx - 1) < 1e-9;
    if (sameScale && !stale && covers(scale, visible)) {
      draw(g, ctx, visible);
      return;
    }
    Frame f = frame(ctx, visible, dev, now, model);
    if (sameScale && !stale && holds(f, model)) {
      drawStretched(g, ctx, visible); // at the same scale: shifted; the model has nothing more to show here
      return;
    }
    if (sameContent && !sameScale && !stale) {
      drawStretched(g, ctx, visible);
      settle.restart();
      return;
    }
    // Arrows are long lines, several times the cost of a box; weigh them so.
    int items = model.states().size() + 4 * model.arrows().size() + model.events().size() + model.shadowStates().size();
    // The next model of a pan: the old picture, shifted, is right where it overlaps, so the new one
    // is rendered in the background and a pan step stays an image copy on this thread.
    boolean panned = image != null && !stale && sameScaleOtherModel(scale, visible, dev, now);
    if (!panned && (items <= SYNC_ITEMS || image == null && items <= 4 * SYNC_ITEMS)) {
      generation++;
      pending = null;
      pendingGeneration = -1;
      install(f, renderImage(f, model, ctx, reusable(f)));
      draw(g, ctx, visible);
      return;
    }
    if (image != null) {
      drawStretched(g, ctx, visible);
    } else {
      ScenePainter.paintBackground(g, ctx, visible);
    }
    if (pendingGeneration != generation || !f.sameAs(pending)) {
      long gen = ++generation;
      pendingGeneration = gen;
      pending = f;
      stale = false;
      settle.stop();
      renderer.submit(() -> {
        BufferedImage img = renderImage(f, model, ctx, null);
        javax.swing.SwingUtilities.invokeLater(() -> {
          if (gen == generation) {
            install(f, img);
            pending = null;
            pendingGeneration = -1;
            repaint.run();
          }
        });
      });
    }
  }

  /**
   * True when the new model is of another window than the installed picture's (a pan), at the same
   * scale, styles and rows. A model rebuilt for the same window (a look or row change) still renders
   * at once, so a settled view always shows its current model.
   */
  private boolean sameScaleOtherModel(TimeScale scale, Rectangle visible, double dev, Object[] now) {
    return keys.length == now.length && keys[0] instanceof RenderModel old && now[0] instanceof RenderModel next
        && (old.startSec() != next.startSec() || old.endSec() != next.endSec())
        && java.util.Arrays.equals(keys, 1, keys.length, now, 1, now.length) && visible.y == area.y
        && visible.height == area.height && dev == deviceScale && Math.abs(scale.secPerPx() / secPerPx - 1) < 1e-9;
  }

  /** The geometry and content of one rendered picture. */
  private record Frame(double startSec, double secPerPx, int widthPx, Rectangle area, double dev, Object[] keys) {
    boolean sameAs(Frame o) {
      return o != null && startSec == o.startSec && secPerPx == o.secPerPx && widthPx == o.widthPx && area.equals(o.area)
          && dev == o.dev && java.util.Arrays.equals(keys, o.keys);
    }
  }

  private Frame pending;

  /**
   * Draws the installed picture with its rows carried over to {@code ctx}'s (see {@link
   * RearrangedPicture}) while the model for those rows is being made: the rows changed, the model
   * did not yet. The carried-over picture is installed in place of the old one, so a second change
   * before the model arrives starts from it, and a render of the old rows still under way is dropped.
   */
  void paintRearranged(Graphics2D g, PaintContext ctx, Rectangle visible) {
    double dev = Math.max(1, g.getTransform().getScaleX());
    if (image == null || !(keys.length > 2 && keys[2] instanceof RowLayout oldRows) || dev != deviceScale) {
      ScenePainter.paintBackground(g, ctx, visible);
      return;
    }
    TimeScale scale = ctx.scale();
    if (oldRows != ctx.rows() || visible.y != area.y || visible.height != area.height) {
      BufferedImage moved = RearrangedPicture.of(image, startSec, secPerPx, oldRows, area, ctx, visible, dev);
      if (moved == null) {
        ScenePainter.paintBackground(g, ctx, visible);
        return;
      }
      generation++;
      pending = null;
      pendingGeneration = -1;
      install(new Frame(scale.time(0), scale.secPerPx(), scale.widthPx(),
          new Rectangle(0, visible.y, scale.widthPx(), visible.height), dev,
          new Object[] {keys[0], ctx.categories(), ctx.rows(), ctx.theme()}), moved);
      carriedOver = true;
    }
    if (Math.abs(scale.secPerPx() / secPerPx - 1) < 1e-9) {
      draw(g, ctx, visible); // made at this scale: one image copy
    } else {
      drawStretched(g, ctx, visible); // zoomed while the new rows' picture is on its way
    }
  }

  /** The view with up to one view of margin on each side, cut to what the model holds (at least the view). */
  private static Frame frame(PaintContext ctx, Rectangle visible, double dev, Object[] now, RenderModel model) {
    TimeScale scale = ctx.scale();
    int most = Math.max(1, Math.min(MAX_WIDTH_PX, 3 * scale.widthPx()));
    double margin = (most - scale.widthPx()) / 2.0;
    double from = scale.time(-margin);
    double to = scale.time(scale.widthPx() + margin);
    if (model.endSec() > model.startSec()) {
      from = Math.min(Math.max(from, model.startSec()), scale.time(0));
      to = Math.max(Math.min(to, model.endSec()), scale.time(scale.widthPx()));
    }
    int w = (int) Math.max(1, Math.min(most, Math.ceil((to - from) / scale.secPerPx())));
    return new Frame(from, scale.secPerPx(), w, new Rectangle(0, visible.y, w, visible.height), dev, now);
  }

  /** True when the installed picture of {@code model} already shows all that {@code f} would of it. */
  private boolean holds(Frame f, RenderModel model) {
    double from = Math.max(f.startSec(), model.startSec());
    double to = Math.min(f.startSec() + f.widthPx() * f.secPerPx(), model.endSec());
    if (!(to > from)) {
      return image != null; // the view is past the model: nothing of it to draw but the old picture
    }
    double eps = secPerPx * 1e-3;
    return image != null && startSec <= from + eps && to <= startSec + widthPx * secPerPx + eps;
  }


  private BufferedImage reusable(Frame f) {
    if (carriedOver) {
      return null; // its pixels live in plain memory (see RearrangedPicture): a fresh image can be kept on the card
    }
    int pw = (int) Math.ceil(f.widthPx() * f.dev());
    int ph = Math.max(1, (int) Math.ceil(f.area().height * f.dev()));
    return image != null && image.getWidth() == pw && image.getHeight() == ph ? image : null;
  }

  private void install(Frame f, BufferedImage img) {
    carriedOver = false;
    stale = false;
    settle.stop();
    image = img;
    startSec = f.startSec();
    secPerPx = f.secPerPx();
    widthPx = f.widthPx();
    area = f.area();
    deviceScale = f.dev();
    keys = f.keys();
  }

  private boolean covers(TimeScale scale, Rectangle visible) {
    double x0 = scale.x(startSec);
    return x0 <= visible.x + 0.5 && x0 + widthPx >= visible.x + visible.width - 0.5;
  }

  private void draw(Graphics2D g, PaintContext ctx, Rectangle visible) {
    if (!covers(ctx.scale(), visible)) {
      ScenePainter.paintBackground(g, ctx, visible); // a view reaching past the model's window
    }
    int x = (int) Math.round(ctx.scale().x(startSec));
    g.drawImage(image, x, visible.y, widthPx, visible.height, null);
  }

  private void drawStretched(Graphics2D g, PaintContext ctx, Rectangle visible) {
    ScenePainter.paintBackground(g, ctx, visible);
    double x0 = ctx.scale().x(startSec);
    double x1 = ctx.scale().x(startSec + widthPx * secPerPx);
    Graphics2D g2 = (Graphics2D) g.create();
    g2.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
    g2.drawImage(image, (int) Math.round(x0), visible.y, (int) Math.max(1, Math.round(x1 - x0)), visible.height, null);
    g2.dispose();
  }

  /** Renders a frame into {@code into} (when the right size) or a new image; safe on any thread. */
  private static BufferedImage renderImage(Frame f, RenderModel model, PaintContext ctx, BufferedImage into) {
    int pw = (int) Math.ceil(f.widthPx() * f.dev());
    int ph = Math.max(1, (int) Math.ceil(f.area().height * f.dev()));
    BufferedImage img = into != null ? into : createImage(pw, ph);
    Graphics2D gi = img.createGraphics();
    try {
      gi.scale(f.dev(), f.dev());
      gi.translate(0, -f.area().y);
      PaintContext ictx = new PaintContext(new TimeScale(f.startSec(), f.startSec() + f.widthPx() * f.secPerPx(),
          f.widthPx()), ctx.rows(), ctx.categories(), ctx.theme());
      ScenePainter.paint(gi, ictx, model, new Rectangle(0, f.area().y, f.widthPx(), f.area().height), null,
          f.dev() == 1 ? img : null, f.area().y);
    } finally {
      gi.dispose();
    }
    return img;
  }

  private static BufferedImage createImage(int w, int h) {
    GraphicsConfiguration gc = java.awt.GraphicsEnvironment.isHeadless() ? null
        : java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice().getDefaultConfiguration();
    return gc != null ? gc.createCompatibleImage(w, h, Transparency.OPAQUE) : new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
  }
}
