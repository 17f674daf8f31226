package org.leapshot.slog2.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.Topology;

/**
 * Builds an {@link ActivityRaster}: gathers the states and state shadows per timeline, lays out
 * their nesting as the exact view does (a state is inside the states that contain it), and adds
 * each one's exclusive time to the cells it covers — a real state its duration minus what is
 * nested in it, a shadow its exclusive ratios spread evenly over its box.
 */
final class ActivityRasterBuilder {
  private final double start;
  private final double end;
  private final int width;
  private final double secPerColumn;
  /** Real states at least this long are drawn as boxes of their own, not through the raster's cells. */
  private final double boxSeconds;
  private final Map<Integer, Category> categories;
  private final RasterLines lines;
  private final float[][] messages;
  /**
   * Hidden categories with an index below {@link #VISIBILITY_TABLE}, looked up for every state and
   * shadow weight (a boxed map lookup each was a tenth of the raster's time); others ask the map.
   */
  private final boolean[] hidden = new boolean[VISIBILITY_TABLE];
  private static final int VISIBILITY_TABLE = 4096;
  /**
   * The topologies of the defined categories with an index below {@link #VISIBILITY_TABLE} (null: not
   * defined), asked for every primitive: a map lookup each was 3 % of writing a stored overview.
   */
  private final Topology[] topologies = new Topology[VISIBILITY_TABLE];

  ActivityRasterBuilder(double start, double end, int width, int rowCount, IntUnaryOperator rowOfLine,
      Map<Integer, Category> categories) {
    this(start, end, width, rowCount, rowOfLine, categories, ActivityRaster.BOX_COLUMNS);
  }

  /** @param boxColumns real states at least this many columns wide are boxes (infinite: none is) */
  ActivityRasterBuilder(double start, double end, int width, int rowCount, IntUnaryOperator rowOfLine,
      Map<Integer, Category> categories, double boxColumns) {
    if (width < 1 || rowCount < 0 || !(end > start)) {
      throw new IllegalArgumentException("raster needs width >= 1, rows >= 0 and end > start, got " + width + ", "
          + rowCount + ", [" + start + ", " + end + "]");
    }
    this.start = start;
    this.end = end;
    this.width = width;
    this.secPerColumn = (end - start) / width;
    this.boxSeconds = secPerColumn * boxColumns;
    this.categories = categories;
    this.messages = new float[rowCount][];
    this.lines = new RasterLines(rowOfLine, rowCount);
    for (Map.Entry<Integer, Category> e : categories.entrySet()) {
      Integer index = e.getKey();
      if (index != null && index >= 0 && index < VISIBILITY_TABLE && e.getValue() != null) {
        hidden[index] = !e.getValue().visible();
        topologies[index] = e.getValue().topology();
      }
    }
  }

  /** The states of one timeline: real ones ({@code shadow == null}) and state shadows. */
  static final class LineStates {
    final int row;
    double[] starts = new double[8];
    double[] ends = new double[8];
    int[] cats = new int[8];
    final List<Shadow> shadows = new ArrayList<>();
    int[] shadowOf = new int[8];
    int size;

    LineStates(int row) {
      this.row = row;
    }

    void add(double s, double e, int cat, Shadow shadow) {
      if (size == starts.length) {
        int n = size * 2;
        starts = java.util.Arrays.copyOf(starts, n);
        ends = java.util.Arrays.copyOf(ends, n);
        cats = java.util.Arrays.copyOf(cats, n);
        shadowOf = java.util.Arrays.copyOf(shadowOf, n);
      }
      starts[size] = s;
      ends[size] = e;
      cats[size] = cat;
      if (shadow != null) {
        shadows.add(shadow);
        shadowOf[size] = shadows.size() - 1;
      } else {
        shadowOf[size] = -1;
      }
      size++;
    }
  }

  /** Exclusive seconds per category and column, all timelines together (the builder must have one row). */
  Map<Integer, double[]> exclusiveColumns(List<Drawable> drawables, List<Shadow> shadows) {
    gather(drawables, shadows);
    RowScratch scratch = new RowScratch(start, secPerColumn, width);
    scratch.reset();
    for (LineStates l : lines.all()) {
      new LineNesting(scratch, l, boxSeconds, this::visible).addAll();
    }
    return scratch.exclusiveColumns();
  }

  private void gather(List<Drawable> drawables, List<Shadow> shadows) {
    if (drawables instanceof WindowDrawables w) {
      gather(w.cursor()); // the engine's answer: read its packed columns, no object per drawable
    } else if (drawables instanceof SpanWindow w) {
      gather(w.cursor()); // a scroll step answered from the read-ahead's span: the same columns
    } else {
      gatherObjects(drawables);
    }
    for (Shadow s : shadows) {
      addShadow(s);
    }
  }

  private void gather(DrawableCursor c) {
    while (c.next()) {
      Drawable stored = c.stored();
      if (stored != null) {
        gatherObject(stored);
      } else {
        int n = c.vertexCount();
        addPrimitive(c.categoryIndex(), n, c.lineId(0), c.lineId(n - 1), c.start(), c.end());
      }
    }
  }

  private void gatherObjects(List<Drawable> drawables) {
    for (Drawable d : drawables) {
      gatherObject(d);
    }
  }

  private void gatherObject(Drawable d) {
    if (d instanceof Primitive p) {
      addPrimitive(p);
    } else if (d instanceof Composite c && visible(c.categoryIndex())) {
      for (Primitive p : c.primitives()) {
        addPrimitive(p);
      }
    }
  }

  ActivityRaster build(List<Drawable> drawables, List<Shadow> shadows) {
    return build(drawables, shadows, null, 0, width);
  }

  /**
   * The raster, each row's shown categories chosen along columns {@code [from, to)} from the credits
   * {@code carried[row]} (null: none), which are replaced by the credits at column {@code to}: a
   * picture made piece by piece then chooses as one made at once ({@link CategoryCredits}).
   */
  ActivityRaster build(List<Drawable> drawables, List<Shadow> shadows, double[][] carried, int from, int to) {
    gather(drawables, shadows);
    int rowCount = messages.length;
    List<List<LineStates>> byRow = new ArrayList<>(rowCount);
    for (int r = 0; r < rowCount; r++) {
      byRow.add(null);
    }
    for (LineStates l : lines.all()) {
      if (byRow.get(l.row) == null) {
        byRow.set(l.row, new ArrayList<>());
      }
      byRow.get(l.row).add(l);
    }
    int[][] runs = new int[rowCount][];
    @SuppressWarnings("unchecked")
    Map<Integer, Double>[] totals = new Map[rowCount];
    RowScratch scratch = new RowScratch(start, secPerColumn, width);
    for (int r = 0; r < rowCount; r++) {
      if (byRow.get(r) == null) {
        runs[r] = new int[0];
        totals[r] = Map.of();
        continue;
      }
      scratch.reset();
      for (LineStates l : byRow.get(r)) {
        new LineNesting(scratch, l, boxSeconds, this::visible).addAll();
      }
      if (carried == null) {
        runs[r] = scratch.finish();
      } else {
        runs[r] = scratch.finish(carried[r], from, to);
        carried[r] = scratch.credits();
      }
      totals[r] = scratch.totals();
    }
    return new ActivityRaster(start, secPerColumn, width, runs, quantise(messages), totals);
  }

  private boolean visible(int category) {
    if (category >= 0 && category < VISIBILITY_TABLE) {
      return !hidden[category];
    }
    Category c = categories.get(category);
    return c == null || c.visible();
  }

  private void addPrimitive(Primitive p) {
    int n = p.vertexCount();
    addPrimitive(p.categoryIndex(), n, p.lineId(0), p.lineId(n - 1), p.start(), p.end());
  }

  private void addPrimitive(int category, int vertices, int firstLine, int lastLine, double from, double to) {
    if (!visible(category)) {
      return;
    }
    Topology t = topologyOf(category, vertices, firstLine, lastLine);
    if (t == Topology.ARROW) {
      addMessages(firstLine, lastLine, from, to, 1);
      return;
    }
    if (t != Topology.STATE || !(to > start && from < end)) {
      return;
    }
    LineStates l = lines.line(firstLine);
    if (l != null) {
      l.add(from, to, category, null);
    }
  }

  /** {@link Drawables#topologyOf(int, int, int, int, Map)}, from the table where it holds the category. */
  private Topology topologyOf(int category, int vertices, int firstLine, int lastLine) {
    if (category < 0 || category >= VISIBILITY_TABLE) {
      return Drawables.topologyOf(category, vertices, firstLine, lastLine, categories);
    }
    Topology t = topologies[category];
    if (t != null) {
      return t;
    }
    if (vertices == 1) {
      return Topology.EVENT;
    }
    return firstLine == lastLine ? Topology.STATE : Topology.ARROW;
  }

  private void addShadow(Shadow s) {
    if (!(s.end() >= start && s.start() <= end)) {
      return;
    }
    if (s.topology() == Topology.STATE) {
      LineStates l = lines.line(s.lineId(0));
      if (l != null && s.end() > s.start()) {
        l.add(s.start(), s.end(), Integer.MIN_VALUE, s);
      }
    } else if (s.topology() == Topology.ARROW && visibleAny(s)) {
      addMessages(s.lineId(0), s.lineId(s.vertexCount() - 1), s.start(), s.end(), s.realCount());
    }
  }

  private boolean visibleAny(Shadow s) {
    for (int k = 0, n = s.weightCount(); k < n; k++) {
      if (visible(s.weightCategory(k))) {
        return true;
      }
    }
    return s.weightCount() == 0;
  }

  /** Spreads {@code n} messages evenly over {@code [s, e]} on the rows of both ends (once when they share one). */
  private void addMessages(int fromLine, int toLine, double s, double e, double n) {
    ActivityRaster.spreadMessagesOnRows(messages, width, lines.rowOf(fromLine), lines.rowOf(toLine), start, end,
        secPerColumn, s, e, n);
  }

  private static byte[][] quantise(float[][] messages) {
    byte[][] out = new byte[messages.length][];
    for (int r = 0; r < messages.length; r++) {
      if (messages[r] == null) {
        continue;
      }
      byte[] b = new byte[messages[r].length];
      for (int c = 0; c < b.length; c++) {
        b[c] = DensityLevels.ofMessages(messages[r][c]);
      }
      out[r] = b;
    }
    return out;
  }
}
