package org.leapshot.app.stats;

import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jfree.chart.JFreeChart;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.RangeStatistics;

/**
 * Makes and draws a small chart of the kind the Statistics window will show, once per JVM on a
 * background thread, while the window's first figures are computed. Made cold, the first chart
 * cost about 300 ms of CPU (loading JFreeChart) of the 390 ms its layout took on wrf, and its first
 * paint on the EDT more; made beside the computation, on a second core, the figures wait less.
 */
final class ChartWarmUp {
  private static final AtomicBoolean STARTED = new AtomicBoolean();
  /** Three states on each timeline: every part of a chart is made and drawn. */
  private static final int STATES = 3;

  private ChartWarmUp() {}

  /** Starts the warm-up unless one ran already; {@code categories} and {@code map} are the trace's. */
  static void start(Map<Integer, Category> categories, LineIdMap map) {
    if (!STARTED.compareAndSet(false, true)) {
      return;
    }
    Thread t = new Thread(() -> run(categories, map), "leapshot-stats-warmup");
    t.setDaemon(true);
    t.start();
  }

  private static void run(Map<Integer, Category> categories, LineIdMap map) {
    try {
      List<Category> states = StatsRows.realCategories(categories).stream()
          .filter(c -> c.topology() == Topology.STATE).limit(STATES).toList();
      Map<Integer, Map<Integer, DurationStats>> byLine = new HashMap<>();
      Map<Integer, DurationStats> total = new HashMap<>();
      // two timelines for bars; one more than bars can label for the heat map many timelines get
      int timelines = map.rowCount() > ExclusiveTimeChart.MAX_BARS ? ExclusiveTimeChart.MAX_BARS + 1
          : Math.min(2, map.rowCount());
      for (int row = 0; row < timelines; row++) {
        Map<Integer, DurationStats> cells = new HashMap<>();
        for (int i = 0; i < states.size(); i++) {
          DurationStats d = new DurationStats(1, 0.1 * (i + 1), 0.1 * (i + 1));
          cells.put(states.get(i).index(), d);
          total.merge(states.get(i).index(), d, DurationStats::plus);
        }
        byLine.put(map.lineId(row), cells);
      }
      RangeStatistics figures = new RangeStatistics(0, 1, byLine, total, Map.of(), false);
      StatsRows rows = StatsRows.of(figures, categories, map, TimelineScope.all(map));
      JFreeChart chart = StatsLayout.chartOf(rows, "", new Dimension(480, 320));
      BufferedImage img = new BufferedImage(480, 320, BufferedImage.TYPE_INT_ARGB);
      Graphics2D g = img.createGraphics();
      try {
        chart.draw(g, new Rectangle(img.getWidth(), img.getHeight()));
      } finally {
        g.dispose();
      }
    } catch (RuntimeException e) {
      // only a warm-up: the window's own chart reports what goes wrong
    }
  }
}
