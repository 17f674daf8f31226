package org.leapshot.app.canvas;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.leapshot.app.canvas.RenderModel.EventItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.DrawableCursor;
import org.leapshot.slog2.query.TraceSession;
import org.leapshot.slog2.query.WindowQuery;

/**
 * The exact drawing ({@code render --detail exact}) of a window however many drawables it holds:
 * read slab after slab of pixel columns, each slab an exact query of its columns (plus one on each
 * side), and folded into what the picture needs as it is read: the cells ({@link ExactCells}), the
 * states wide enough to be boxes, the arrows ({@link ArrowSink}) and the events. What is held is
 * one slab's drawables and the picture, not the window's drawables; the picture is the one {@link
 * RenderModelBuilder} draws from the whole window's exact query.
 *
 * <p>Why slabs and not one pass: a state's nesting depth and its parent depend only on the states
 * that contain it, which overlap every slab it overlaps, so each slab nests its states as the whole
 * window does; and a cell's sums are added in the whole window's order (timeline by timeline)
 * only when every state touching the cell is at hand, which one pass in time order cannot give.
 * Every drawable belongs to the slab its start falls in (the first one for those starting before the
 * window): there it is counted, its box kept, its arrow drawn and its messages added, so the order
 * of arrows and of the sums of messages is the window's drawing order.
 */
public final class ExactPicture {
  private final double start;
  private final double end;
  private final int width;
  private final Map<Integer, Category> categories;
  private final LineRows rows;
  private final ExactCells cells;
  private final SlabBoxes boxes;
  private final SlabLines lines = new SlabLines();
  private final ArrowSink arrows;
  private final List<EventItem> events = new ArrayList<>();
  private long drawables;
  /** Hidden categories by index (every primitive asks; a map look-up each was a tenth of the reading). */
  private final boolean[] hidden = new boolean[4096];
  /** Topology by category index where the category is known (a map look-up per primitive was 3 % of folding). */
  private final Topology[] topology = new Topology[4096];

  private ExactPicture(double start, double end, int width, Map<Integer, Category> categories, LineIdMap map,
      PictureOptions options, ArrowSink arrows) {
    this.start = start;
    this.end = end;
    this.width = width;
    this.categories = categories;
    this.rows = new LineRows(map, options.rows().planFor(map));
    this.cells = new ExactCells(start, end, width, rows.rowCount(), rows::rowOf);
    this.boxes = new SlabBoxes(cells.secPerColumn() * ActivityRaster.BOX_COLUMNS, rows.rowCount());
    this.arrows = arrows;
    categories.forEach((index, c) -> {
      if (index != null && index >= 0 && index < hidden.length && c != null) {
        hidden[index] = !c.visible();
        topology[index] = c.topology();
      }
    });
  }

  /**
   * The exact model of {@code [start, end]} on {@code widthPx} columns, read from {@code session}
   * slab by slab, slabs as large as the free heap allows ({@link SlabBudget}); its arrows go to {@code
   * arrows} (kept in the model unless the sink draws them).
   */
  public static RenderModel build(TraceSession session, double start, double end, int widthPx,
      Map<Integer, Category> categories, LineIdMap map, PictureOptions options, ArrowSink arrows) throws IOException {
    if (!(end > start) || widthPx <= 0) {
      return new RenderModel(start, end, 1, map.title(), List.of(), List.of(), List.of(), List.of(), 0);
    }
    return fold(session, start, end, widthPx, categories, map, options, arrows, SlabBudget.now()).model();
  }

  /** The folded picture, slabs of about {@code budget} stored bytes each (tests count what a slab held). */
  static ExactPicture fold(TraceSession session, double start, double end, int widthPx,
      Map<Integer, Category> categories, LineIdMap map, PictureOptions options, ArrowSink arrows, long budget)
      throws IOException {
    ExactPicture p = new ExactPicture(start, end, widthPx, categories, map, options, arrows);
    int[] edges = slabEdges(session, start, end, widthPx, budget);
    for (int k = 0; k + 1 < edges.length; k++) {
      if (Thread.currentThread().isInterrupted()) {
        throw new java.io.InterruptedIOException("exact drawing interrupted");
      }
      double[] range = p.queryRange(edges[k], edges[k + 1]);
      p.addSlab(edges[k], edges[k + 1], session.query(WindowQuery.exact(range[0], range[1])).cursor());
    }
    return p;
  }

  /** The most states one slab held at once. */
  int mostStatesHeld() {
    return lines.mostHeld();
  }

  /** The same model from drawables already read (tests, small windows): one slab per {@code columnsPerSlab}. */
  static RenderModel build(List<Drawable> drawables, double start, double end, int widthPx,
      Map<Integer, Category> categories, LineIdMap map, PictureOptions options, int columnsPerSlab) {
    ExactPicture p = new ExactPicture(start, end, widthPx, categories, map, options, ArrowSink.keeping());
    for (int a = 0; a < widthPx; a += columnsPerSlab) {
      int b = Math.min(widthPx, a + columnsPerSlab);
      double[] range = p.queryRange(a, b);
      List<Drawable> in = new ArrayList<>();
      for (Drawable d : drawables) {
        if (d.start() <= range[1] && d.end() >= range[0]) {
          in.add(d);
        }
      }
      p.addSlab(a, b, DrawableCursor.over(in));
    }
    return p.model();
  }

  /**
   * Column edges of slabs whose exact queries each read at most about {@code budget} stored bytes
   * besides the nodes that cross the slab's start (a slab has at least one column, however many
   * bytes that takes). Those nodes are the upper levels' path to the slab, which every slab reads
   * whatever its width, of which a slab holds only the drawables that overlap it: on 16 384
   * timelines they alone were more than the budget, so every slab was one column and re-read them
   * all (1 346 slabs for 1 600 columns).
   */
  static int[] slabEdges(TraceSession session, double start, double end, int width, long budget) {
    double spc = (end - start) / width;
    List<Integer> edges = new ArrayList<>();
    edges.add(0);
    int a = 0;
    while (a < width) {
      double from = Math.max(start, start + (a - 1) * spc);
      long limit = budget + session.bytesOverlapping(from, from);
      int b = a + 1;
      int step = 1;
      while (b < width && bytes(session, start, end, spc, a, Math.min(width, b + step)) <= limit) {
        b = Math.min(width, b + step);
        step *= 2;
      }
      while (step > 1) {
        step /= 2;
        if (b + step <= width && bytes(session, start, end, spc, a, b + step) <= limit) {
          b += step;
        }
      }
      edges.add(b);
      a = b;
    }
    return edges.stream().mapToInt(Integer::intValue).toArray();
  }

  private static long bytes(TraceSession session, double start, double end, double spc, int a, int b) {
    return session.bytesOverlapping(Math.max(start, start + (a - 1) * spc), Math.min(end, start + (b + 1) * spc));
  }

  /** What slab {@code [a, b)} reads: its columns and one more on each side, inside the window. */
  private double[] queryRange(int a, int b) {
    double spc = cells.secPerColumn();
    return new double[] {Math.max(start, start + (a - 1) * spc), Math.min(end, start + (b + 1) * spc)};
  }

  /** The column a drawable starting at {@code t} belongs to (its slab's), the first for those before the window. */
  private int columnOf(double t) {
    return (int) Math.max(0, Math.min(width - 1, Math.floor((t - start) / cells.secPerColumn())));
  }

  private void addSlab(int first, int last, DrawableCursor c) {
    SlabLines lines = this.lines;
    boxes.startSlab();
    while (c.next()) {
      double ds = c.start();
      double de = c.end();
      if (!(ds <= end && de >= start)) {
        continue; // not in the window's exact query
      }
      int col = columnOf(ds);
      boolean owned = col >= first && col < last;
      if (owned) {
        drawables++;
      }
      Drawable stored = c.stored();
      if (stored == null) {
        int n = c.vertexCount();
        add(lines, c.categoryIndex(), n, c.lineId(0), c.lineId(n - 1), c.time(0), c.time(n - 1), ds, de, owned,
            first, last);
      } else if (stored instanceof Composite comp) {
        if (visible(comp.categoryIndex())) {
          for (Primitive p : comp.primitives()) {
            add(lines, p, owned, first, last);
          }
        }
      } else if (stored instanceof Primitive p) {
        add(lines, p, owned, first, last);
      }
    }
    cells.addSlab(first, last - first, lines.inOrder());
    lines.clear();
    boxes.finishSlab();
  }

  private void add(SlabLines lines, Primitive p, boolean owned, int first, int last) {
    int n = p.vertexCount();
    add(lines, p.categoryIndex(), n, p.lineId(0), p.lineId(n - 1), p.time(0), p.time(n - 1), p.start(), p.end(), owned,
        first, last);
  }

  /** One primitive: {@code owned} when the drawable it belongs to starts in this slab. */
  private void add(SlabLines lines, int cat, int vertices, int firstLine, int lastLine,
      double t0, double tn, double s, double e, boolean owned, int first, int last) {
    if (!visible(cat)) {
      return;
    }
    Topology known = cat >= 0 && cat < topology.length ? topology[cat] : null;
    switch (known != null ? known : RenderModelBuilder.topologyOf(categories, cat, vertices, firstLine, lastLine)) {
      case STATE -> {
        int row = rows.rowOf(firstLine);
        if (row >= 0) {
          int col = columnOf(s);
          boxes.add(s, e, row, cat, col >= first && col < last);
        }
        if (row >= 0 && row < rows.rowCount() && e > start && s < end) {
          lines.get(firstLine, row).add(s, e, cat);
        }
      }
      case ARROW -> {
        if (owned) {
          cells.addMessages(firstLine, lastLine, s, e, 1);
          int r0 = rows.rowOf(firstLine);
          int r1 = rows.rowOf(lastLine);
          if (r0 >= 0 && r1 >= 0) {
            arrows.add(t0, r0, tn, r1, cat);
          }
        }
      }
      case EVENT -> {
        int row = rows.rowOf(firstLine);
        if (owned && row >= 0) {
          events.add(new EventItem(t0, row, cat, null, null, null));
        }
      }
    }
  }

  private boolean visible(int index) {
    if (index >= 0 && index < hidden.length) {
      return !hidden[index];
    }
    Category c = categories.get(index);
    return c == null || c.visible();
  }

  RenderModel model() {
    return new RenderModel(start, end, new TimeScale(start, end, width).secPerPx(), rows.title(), boxes.sorted(),
        List.of(), arrows.kept(), events, drawables, cells.raster(), RenderModel.Coarse.NONE);
  }
}
