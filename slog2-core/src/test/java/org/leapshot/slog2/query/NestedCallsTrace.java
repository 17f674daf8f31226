package org.leapshot.slog2.query;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/**
 * Writes SLOG-2 files shaped like profiled programs from a seed: per timeline, phases of call trees
 * nested up to {@code maxDepth} deep over {@code categoryCount} state categories (a few frequent,
 * many rare, as function profiles are), durations spanning several orders of magnitude, and
 * messages between random timelines.
 */
final class NestedCallsTrace {
  static final int MESSAGE = 0;
  static final int MAX_STATES = 60_000;
  private final Random random;
  private final int categoryCount;
  private final int maxDepth;
  private final List<Drawable> drawables = new ArrayList<>();
  /** States a timeline may still get: bounds a file of many deep timelines to what a test heap holds. */
  private int budget;

  private NestedCallsTrace(long seed, int categoryCount, int maxDepth) {
    this.random = new Random(seed);
    this.categoryCount = categoryCount;
    this.maxDepth = maxDepth;
  }

  static List<Drawable> write(Path file, long seed, int lines, int categoryCount, int maxDepth, int phasesPerLine,
      WriterOptions options) throws IOException {
    NestedCallsTrace g = new NestedCallsTrace(seed, categoryCount, maxDepth);
    for (int line = 0; line < lines; line++) {
      g.budget = MAX_STATES / lines;
      double t = g.random.nextDouble();
      for (int p = 0; p < phasesPerLine; p++) {
        t = g.call(line, t, Math.pow(10, g.random.nextDouble() * 2), 0) + 0.05 * g.random.nextDouble();
      }
    }
    double span = 0;
    for (Drawable d : g.drawables) {
      span = Math.max(span, d.end());
    }
    for (int i = 0; i < lines * phasesPerLine; i++) {
      double send = g.random.nextDouble() * span;
      g.drawables.add(Primitive.arrow(MESSAGE, send, g.random.nextInt(lines), send + 0.01 * g.random.nextDouble(),
          g.random.nextInt(lines), null));
    }
    List<Drawable> sorted = new ArrayList<>(g.drawables);
    sorted.sort(Comparator.comparingDouble(Drawable::end));
    try (Slog2Writer w = Slog2Writer.create(file, options)) {
      for (Category c : categories(categoryCount)) {
        w.addCategory(c);
      }
      for (Drawable d : sorted) {
        w.addDrawable(d);
      }
      w.finish();
    }
    return sorted;
  }

  static List<Category> categories(int count) {
    List<Category> cats = new ArrayList<>();
    cats.add(Category.of(MESSAGE, "message", Topology.ARROW, new Rgba(255, 255, 255, 255), 3, InfoLabel.NONE));
    for (int i = 1; i <= count; i++) {
      cats.add(Category.of(i, "f" + i, Topology.STATE, new Rgba(i * 37 % 256, i * 91 % 256, i * 53 % 256, 255), 1,
          InfoLabel.NONE));
    }
    return cats;
  }

  /** A state with children laid out inside it; returns its end. */
  private double call(int line, double start, double duration, int depth) {
    double end = start + duration;
    // Frequent categories near the top, the long tail deeper down.
    int category = 1 + Math.min(categoryCount - 1, (int) Math.floor(Math.pow(random.nextDouble(), 3 - depth * 0.3)
        * categoryCount));
    drawables.add(Primitive.state(category, start, end, line, null));
    budget--;
    int children = depth >= maxDepth || budget <= 0 ? 0 : random.nextInt(depth == 0 ? 12 : 5);
    double slot = duration / (children + 1);
    double cursor = start;
    for (int c = 0; c < children; c++) {
      double childStart = cursor + slot * random.nextDouble() * 0.3;
      cursor = call(line, childStart, slot * (0.2 + 0.7 * random.nextDouble()), depth + 1);
    }
    return end;
  }
}
