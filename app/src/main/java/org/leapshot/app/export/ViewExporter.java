package org.leapshot.app.export;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.jfree.svg.SVGGraphics2D;
import org.leapshot.app.canvas.ArrowLayer;
import org.leapshot.app.canvas.ArrowSink;
import org.leapshot.app.canvas.DamagePainter;
import org.leapshot.app.canvas.ExactPicture;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RowSelection;
import org.leapshot.app.trace.DamagedNode;
import org.leapshot.app.trace.WindowData;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.canvas.RulerPainter;
import org.leapshot.app.canvas.ScenePainter;
import org.leapshot.app.canvas.TimeScale;
import org.leapshot.slog2.io.OutputFile;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.query.DamageRecovery;

/**
 * Draws a view into a picture of {@code width × height} logical pixels: a title line, the ruler,
 * timeline labels, the timelines, and optionally a legend column at the right. Queries the trace
 * at the picture's resolution, so call it off the EDT. Works headless.
 */
public final class ViewExporter {
  static final int TITLE_PX = 24;
  static final int RULER_PX = 26;
  /** The narrowest label column: {@link LabelColumn} widens it to the labels. */
  static final int AXIS_PX = 64;
  static final int LEGEND_PX = 190;

  private ViewExporter() {}

  /** Picture format, from the output file's extension. */
  public enum Format { PNG, SVG;
    public static Format of(Path file) {
      String n = file.getFileName().toString().toLowerCase(Locale.ROOT);
      if (n.endsWith(".svg")) {
        return SVG;
      }
      if (n.endsWith(".png")) {
        return PNG;
      }
      throw new IllegalArgumentException("output must end in .png or .svg: " + file);
    }
  }

  /** Throws {@link IllegalArgumentException} unless the picture's size and scale are within bounds. */
  public static void checkSize(int width, int height, double scale) {
    if (width < 200 || height < 100 || width > 20_000 || height > 20_000) {
      throw new IllegalArgumentException("picture size must be 200..20000 × 100..20000, was " + width + "×" + height);
    }
    if (!(scale >= 0.5 && scale <= 4)) {
      throw new IllegalArgumentException("scale must be 0.5..4, was " + scale);
    }
  }

  /**
   * Refuses, before the trace is read, a PNG whose pixels alone would take more than half the Java
   * heap: drawing it would end, after seconds of work, in running out of memory.
   */
  static void checkPixelMemory(Path out, int width, int height, double scale, long heapBytes) throws IOException {
    long w = Math.round(width * scale);
    long h = Math.round(height * scale);
    if (Format.of(out) == Format.PNG && 4 * w * h > heapBytes / 2) {
      throw new IOException(String.format(Locale.ROOT, "%s: a %d×%d-pixel PNG needs %d MiB, more than half the"
          + " Java heap (%d MiB); draw it smaller or give Java more heap (-Xmx)", out, w, h, (4 * w * h) >> 20,
          heapBytes >> 20));
    }
  }

  /**
   * Writes the picture as the viewer draws it (level of detail): the timelines as the viewer
   * arranged them (a filter, folded groups), else every timeline, merged to fit.
   */
  public static void write(ExportSource src, Path out, int width, int height, double scale, boolean legend)
      throws IOException {
    write(src, out, width, height, scale, legend, src.arranged() == null ? PictureOptions.ACTIVITY
        : PictureOptions.ACTIVITY.withRows(RowSelection.of(src.arranged())));
  }

  /**
   * Writes the picture through a temporary file beside {@code out}, renamed onto it when complete,
   * drawn as {@code options} say: level of detail or exact, and the rows it selects, merged so that
   * every selected timeline fits the height. {@code scale} multiplies PNG pixels, SVG is resolution-free.
   */
  public static void write(ExportSource src, Path out, int width, int height, double scale, boolean legend,
      PictureOptions options) throws IOException {
    checkSize(width, height, scale);
    checkPixelMemory(out, width, height, scale, Runtime.getRuntime().maxMemory());
    RowSelection asked = options.rows();
    if (asked.plan() == null && asked.first() >= src.map().rowCount()) {
      throw new IllegalArgumentException("rows from " + asked.first() + " asked, but map '" + src.map().title()
          + "' has " + src.map().rowCount() + " (0.." + (src.map().rowCount() - 1) + ")");
    }
    RowPlan plan = pictureRows(src, asked, height - TITLE_PX - RULER_PX);
    RowSelection rows = RowSelection.of(plan);
    PaintContext laidOut = canvasContext(src, width, height, legend, plan);
    int canvasW = Math.max(1, laidOut.scale().widthPx());
    int axisPx = width - (legend ? LEGEND_PX : 0) - laidOut.scale().widthPx();
    Format format = Format.of(out);
    // The exact PNG draws its arrows as they are read when they are many (memory bounded by the picture).
    ArrowLayer layer = options.exact() && format == Format.PNG ? new ArrowLayer((int) Math.round(width * scale),
        (int) Math.round(height * scale), scale, new Rectangle(axisPx, TITLE_PX + RULER_PX, canvasW,
        height - TITLE_PX - RULER_PX), laidOut) : null;
    PictureOptions drawn = options.withRows(rows);
    OverviewAhead ahead = options.exact() ? null : OverviewAhead.start(src, canvasW, drawn);
    List<DamagedNode> damaged = List.of();
    RenderModel model;
    try {
      WindowData data = options.exact() ? null : src.trace().query(src.startSec(), src.endSec(), canvasW);
      damaged = data == null ? List.of() : data.problems().damaged();
      model = data == null ? exact(src, canvasW, drawn, layer)
          : ahead.model(data);
    } finally {
      if (ahead != null) {
        ahead.stop();
      }
    }
    // listed before the layer takes the events out of the model, with the arrows it drew itself
    List<Category> listed = PictureLegend.of(model, src.styles(), canvasW,
        layer != null && layer.drawing() ? layer.categoriesDrawn() : Map.of());
    model = layer == null ? model : layer.beneath(model);
    try (OutputFile file = OutputFile.create(out)) {
      try (OutputStream stream = Files.newOutputStream(file.temp())) {
        if (format == Format.SVG) {
          stream.write(svg(src, model, damaged, width, height, legend, plan, listed).getBytes(StandardCharsets.UTF_8));
        } else {
          BufferedImage im = png(src, model, damaged, width, height, scale, legend, plan, layer, listed);
          ImageIO.setUseCache(false); // straight into the temp file, not through a cache file of its own
          if (!ImageIO.write(im, "png", stream)) {
            throw new IOException("no PNG writer available for " + out);
          }
        }
      } catch (IOException e) {
        throw OutputFile.cannotWrite(out, e);
      }
      file.commit();
    }
  }

  /**
   * The picture's rows, labelled as the viewer's: an arranged plan ({@code render --collapse-to})
   * merged within itself to fit, as the viewer does; else rows {@code first..last} of the map with
   * as many timelines merged into each as the height needs, a merged row named by its range ("0–15",
   * "node000 / MPI Rank 0–7 / Master thread") by the viewer's {@link RowPlan#label}, where it was
   * named by its first timeline alone.
   */
  static RowPlan pictureRows(ExportSource src, RowSelection asked, int rowsPx) {
    if (asked.plan() != null) {
      return RowLayout.fitting(asked.plan(), rowsPx).plan();
    }
    RowSelection fit = RowSelection.fitting(asked.first(), asked.last(), src.map().rowCount(), rowsPx, 1);
    return RowPlan.of(src.map(), src.timelineNames(), src.timelineGroupNames()).range(fit.first(), fit.last())
        .withLinesPerRow(fit.linesPerRow());
  }

  /** The exact window's model; an exact read does not go around a damaged node: it fails with how to get the rest drawn. */
  private static RenderModel exact(ExportSource src, int canvasW, PictureOptions options, ArrowLayer layer)
      throws IOException {
    try {
      return ExactPicture.build(src.trace().session(), src.startSec(), src.endSec(), canvasW, src.styles(), src.map(),
          options, layer != null ? layer : ArrowSink.keeping());
    } catch (IOException e) {
      throw DamageRecovery.withAdvice(e, " (--detail auto draws the rest of the trace and hatches what is unreadable)");
    }
  }

  private static String svg(ExportSource src, RenderModel model, List<DamagedNode> damaged, int width, int height,
      boolean legend, RowPlan plan, List<Category> listed) {
    SVGGraphics2D g = new SVGGraphics2D(width, height);
    paint(g, src, model, damaged, width, height, legend, plan, listed);
    return g.getSVGDocument();
  }

  private static BufferedImage png(ExportSource src, RenderModel model, List<DamagedNode> damaged, int width,
      int height, double scale, boolean legend, RowPlan plan, ArrowLayer layer, List<Category> listed) {
    BufferedImage img = new BufferedImage((int) Math.round(width * scale), (int) Math.round(height * scale),
        BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      g.scale(scale, scale);
      paint(g, src, model, damaged, width, height, legend, plan, listed);
    } finally {
      g.dispose();
    }
    if (layer != null) {
      layer.paintOnto(img);
    }
    return img;
  }

  /**
   * Paints the whole picture with the screen's painters; the ranges of the {@code damaged} nodes
   * are hatched and named across the timelines, as the viewer's canvas shows them.
   */
  public static void paint(Graphics2D g, ExportSource src, RenderModel model, List<DamagedNode> damaged, int width,
      int height, boolean legend) {
    paint(g, src, model, damaged, width, height, legend, null);
  }

  /** {@link #paint} with the rows of an arranged {@code plan} (collapsed groups labelled "node 3 (16)"), or of the map when null. */
  static void paint(Graphics2D g, ExportSource src, RenderModel model, List<DamagedNode> damaged, int width,
      int height, boolean legend, RowPlan plan) {
    paint(g, src, model, damaged, width, height, legend, plan, null);
  }

  /** The same, the legend listing {@code listed} ({@link PictureLegend#of}; null: those of {@code model}). */
  private static void paint(Graphics2D g, ExportSource src, RenderModel model, List<DamagedNode> damaged, int width,
      int height, boolean legend, RowPlan plan, List<Category> listed) {
    g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    int canvasH = height - TITLE_PX - RULER_PX;
    PaintContext ctx = canvasContext(src, width, height, legend, plan);
    int canvasW = ctx.scale().widthPx();
    int axisPx = width - (legend ? LEGEND_PX : 0) - canvasW;
    g.setColor(src.theme().background());
    g.fillRect(0, 0, width, height);
    g.setFont(font.deriveFont(Font.BOLD, 13f));
    g.setColor(src.theme().text());
    g.drawString(src.title(), 8, 17);
    RowLayout rows = ctx.rows();
    TimeScale scale = ctx.scale();

    Graphics2D ruler = (Graphics2D) g.create(axisPx, TITLE_PX, canvasW, RULER_PX);
    RulerPainter.paint(ruler, scale, src.theme(), RULER_PX, font.deriveFont(11f));
    ruler.dispose();

    Graphics2D axis = (Graphics2D) g.create(0, TITLE_PX + RULER_PX, axisPx, canvasH);
    LabelColumn.paint(axis, rows, ctx, axisPx, canvasH);
    axis.dispose();

    Graphics2D canvas = (Graphics2D) g.create(axisPx, TITLE_PX + RULER_PX, canvasW, canvasH);
    Rectangle visible = new Rectangle(0, 0, canvasW, canvasH);
    ScenePainter.paint(canvas, ctx, model, visible, null);
    DamagePainter.paint(canvas, scale, src.theme().background(), damaged, visible, true);
    canvas.dispose();

    if (legend) {
      Graphics2D lg = (Graphics2D) g.create(width - LEGEND_PX, TITLE_PX, LEGEND_PX, height - TITLE_PX);
      PictureLegend.paint(lg, ctx, listed != null ? listed : PictureLegend.of(model, ctx.categories(), canvasW, Map.of()),
          font, LEGEND_PX, height - TITLE_PX);
      lg.dispose();
    }
  }

  /**
   * The canvas's geometry and styles in a picture of {@code width × height}: rows as {@link #paint}
   * lays them out, right of a label column as wide as their labels.
   */
  private static PaintContext canvasContext(ExportSource src, int width, int height, boolean legend, RowPlan plan) {
    int canvasH = height - TITLE_PX - RULER_PX;
    int rowH = Math.max(1, canvasH / Math.max(1, plan != null ? plan.rowCount() : src.map().rowCount()));
    RowLayout rows = plan != null ? new RowLayout(plan, rowH)
        : new RowLayout(RowPlan.of(src.map(), src.timelineNames(), src.timelineGroupNames()), rowH);
    int axisPx = LabelColumn.width(rows, width, canvasH);
    return new PaintContext(new TimeScale(src.startSec(), src.endSec(), width - axisPx - (legend ? LEGEND_PX : 0)),
        rows, src.styles(), src.theme());
  }
}
