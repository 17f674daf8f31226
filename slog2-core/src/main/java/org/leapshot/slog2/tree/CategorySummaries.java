package org.leapshot.slog2.tree;

/**
 * The legend statistics (spec §10.6): each category's count and inclusive/exclusive ratios over
 * the whole file, summed from the root's final shadow buffer in its iteration order (which only
 * decides the last bit of the float sums).
 */
final class CategorySummaries {
  private CategorySummaries() {}

  static void accumulate(ShadowBufferBuilder whole, CategoryTable categories) {
    double duration = whole.end() - whole.start();
    for (ShadowAccumulator s : whole.shadows()) {
      float f = (float) (s.duration() / duration);
      WeightTable w = s.weights();
      for (int i = 0; i < w.size(); i++) {
        categories.addSummary(w.category(i), w.count(i), w.inclusive(i) * f, w.exclusive(i) * f);
      }
    }
  }
}
