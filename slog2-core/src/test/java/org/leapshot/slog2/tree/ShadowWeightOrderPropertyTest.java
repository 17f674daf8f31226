package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategoryWeight;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The order of shadow weights on generated traces of many shapes (1 to 4096 timelines, nested
 * states, arrows, events and composites, several leaf sizes and fan-outs), read back from the
 * file, against a simple model built from the input and the tree alone: a shadow meets its
 * categories first among its node's own primitives of its key (in input order), then in each
 * child's subtree from left to right; it lists them in that order sorted as the reference sorts,
 * by inclusive ratio with a comparison for which NaN is "greater" both ways (the JDK's object
 * sort). Every shadow whose ratios are numbers lists them ascending; its counts add up to its real
 * primitives.
 */
class ShadowWeightOrderPropertyTest {
  private static final int[] STATES = {10, 11, 12, 13, 14};
  private static final int[] ARROWS = {20, 21};
  private static final int[] EVENTS = {30, 31, 32};
  private static final int COMPOSITE = 40;

  @Property(tries = 40)
  void leafShadowsSortTheirFirstSeenCategoriesAsTheReferenceDoes(
      @ForAll("ranks") int ranks, @ForAll @IntRange(min = 0, max = 3) int depth,
      @ForAll @IntRange(min = 0, max = 5) int compositeEvery, @ForAll("leafSizes") int leafBytes,
      @ForAll @IntRange(min = 2, max = 4) int children, @ForAll long seed) throws IOException {
    List<Drawable> input = generate(new Random(seed), ranks, depth, compositeEvery);
    Path dir = Files.createTempDirectory("weight-order");
    Path file = dir.resolve("gen.slog2");
    try {
      try (Slog2Writer w = Slog2Writer.create(file, new WriterOptions(leafBytes, children))) {
        for (Category c : categories()) {
          w.addCategory(c);
        }
        for (Drawable d : input) {
          w.addDrawable(d);
        }
        w.finish();
      }
      Map<String, Integer> feedOrder = new HashMap<>();
      for (int i = 0; i < input.size(); i++) {
        feedOrder.put(identity(input.get(i)), i);
      }
      try (Slog2Reader r = Slog2Reader.open(file)) {
        for (DirectoryEntry e : r.directory().entries()) {
          TreeNode node = r.readNode(e);
          for (ShadowBuffer b : node.children()) {
            List<Shadow> shadows = new ArrayList<>(b.nestless());
            shadows.addAll(b.nestable());
            Map<String, List<Integer>> firstSeen = subtreeCategories(r, r.readChild(b), feedOrder);
            for (Shadow s : shadows) {
              checkShadow(s, firstSeen.get(key(s.topology(), s.lineId(0), s.lineId(s.vertexCount() - 1))));
            }
          }
        }
      }
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  private static void checkShadow(Shadow s, List<Integer> firstSeen) {
    List<CategoryWeight> stored = s.weights();
    assertThat(stored.stream().mapToLong(CategoryWeight::count).sum()).isEqualTo(s.realCount());
    if (IdentityOrderEquivalence.orderDecidedByRatios(stored) || stored.stream().noneMatch(w -> Float.isNaN(w.inclusiveRatio()))) {
      for (int i = 1; i < stored.size(); i++) {
        assertThat(stored.get(i).inclusiveRatio()).isGreaterThanOrEqualTo(stored.get(i - 1).inclusiveRatio());
      }
    }
    Map<Integer, CategoryWeight> byCategory = new LinkedHashMap<>();
    stored.forEach(w -> byCategory.put(w.categoryIndex(), w));
    assertThat(byCategory.keySet()).containsExactlyInAnyOrderElementsOf(firstSeen);
    List<CategoryWeight> model = new ArrayList<>();
    firstSeen.forEach(c -> model.add(byCategory.get(c)));
    model.sort(ShadowWeightOrderPropertyTest::referenceComparison);
    assertThat(stored).as("weights of a shadow on line %d", s.lineId(0)).containsExactlyElementsOf(model);
  }

  private static int referenceComparison(CategoryWeight x, CategoryWeight y) {
    float a = x.inclusiveRatio();
    float b = y.inclusiveRatio();
    if (a < b) {
      return -1;
    }
    return a == b ? 0 : 1;
  }

  /**
   * Per shadow key, the categories of a subtree in the order a shadow meets them: those of the
   * node's own primitives as they came in, then those of each child's subtree, left to right.
   */
  private static Map<String, List<Integer>> subtreeCategories(Slog2Reader r, TreeNode node, Map<String, Integer> feedOrder)
      throws IOException {
    Map<String, List<Integer>> seen = firstSeenCategories(node, feedOrder);
    for (ShadowBuffer b : node.children()) {
      for (Map.Entry<String, List<Integer>> e : subtreeCategories(r, r.readChild(b), feedOrder).entrySet()) {
        List<Integer> cats = seen.computeIfAbsent(e.getKey(), k -> new ArrayList<>());
        e.getValue().stream().filter(c -> !cats.contains(c)).forEach(cats::add);
      }
    }
    return seen;
  }

  /** Per shadow key, the categories of a node's own primitives in the order they first came in. */
  private static Map<String, List<Integer>> firstSeenCategories(TreeNode leaf, Map<String, Integer> feedOrder) {
    List<Drawable> drawables = new ArrayList<>(leaf.nestless());
    drawables.addAll(leaf.nestable());
    drawables.sort(Comparator.comparingInt(d -> feedOrder.get(identity(d))));
    Map<String, List<Integer>> seen = new HashMap<>();
    for (Drawable d : drawables) {
      List<Primitive> primitives = d instanceof Composite c ? c.primitives() : List.of((Primitive) d);
      for (Primitive p : primitives) {
        List<Integer> cats = seen.computeIfAbsent(key(topologyOf(p.categoryIndex()), p.lineId(0),
            p.lineId(p.vertexCount() - 1)), k -> new ArrayList<>());
        if (!cats.contains(p.categoryIndex())) {
          cats.add(p.categoryIndex());
        }
      }
    }
    return seen;
  }

  private static String key(Topology t, int first, int last) {
    return t + ":" + first + ":" + last;
  }

  private static String identity(Drawable d) {
    Primitive p = d instanceof Composite c ? c.primitives().get(0) : (Primitive) d;
    return d.categoryIndex() + "/" + p.categoryIndex() + "/" + Double.doubleToLongBits(p.time(0)) + "/" + p.lineId(0);
  }

  private static Topology topologyOf(int category) {
    if (category >= 30) {
      return category == COMPOSITE ? Topology.STATE : Topology.EVENT;
    }
    return category >= 20 ? Topology.ARROW : Topology.STATE;
  }

  private static List<Category> categories() {
    List<Category> list = new ArrayList<>();
    for (int c : STATES) {
      list.add(Category.of(c, "S" + c, Topology.STATE, new Rgba(c, 0, 0, 255), 1, InfoLabel.NONE));
    }
    for (int c : ARROWS) {
      list.add(Category.of(c, "A" + c, Topology.ARROW, new Rgba(0, c, 0, 255), 3, InfoLabel.NONE));
    }
    for (int c : EVENTS) {
      list.add(Category.of(c, "E" + c, Topology.EVENT, new Rgba(0, 0, c, 255), 1, InfoLabel.NONE));
    }
    list.add(Category.of(COMPOSITE, "C", Topology.STATE, new Rgba(9, 9, 9, 255), 1, InfoLabel.NONE));
    return list;
  }

  /**
   * Drawables in end-time order: per step one timeline gets a state with up to {@code depth}
   * states nested in it, an arrow to another timeline (sometimes of no length), an event, or a
   * composite of an event, an arrow and a state. Times are random, so every drawable is unique.
   */
  private static List<Drawable> generate(Random rnd, int ranks, int depth, int compositeEvery) {
    List<Drawable> list = new ArrayList<>();
    int steps = 200 + rnd.nextInt(1200);
    double t = 0;
    for (int step = 0; step < steps; step++) {
      t += rnd.nextDouble() * 1e-3;
      int rank = rnd.nextInt(ranks);
      int kind = rnd.nextInt(4);
      if (compositeEvery > 0 && step % (compositeEvery * 7) == 0) {
        double s = t + rnd.nextDouble() * 1e-4;
        Primitive state = Primitive.state(pick(rnd, STATES), s, s + rnd.nextDouble() * 1e-3, rank, null);
        Primitive arrow = Primitive.adopt(pick(rnd, ARROWS), s + 1e-6, rank, s + 2e-6 + rnd.nextDouble() * 1e-4,
            rnd.nextInt(ranks), null);
        Primitive event = Primitive.event(pick(rnd, EVENTS), s + 3e-6 + rnd.nextDouble() * 1e-6, rank, null);
        list.add(new Composite(COMPOSITE, List.of(state, arrow, event), null));
      } else if (kind == 0) {
        double s = t;
        double e = t + rnd.nextDouble() * 2e-3;
        list.add(Primitive.state(pick(rnd, STATES), s, e, rank, null));
        for (int d = 0; d < depth && e - s > 1e-6; d++) {
          double inner = s + (e - s) * rnd.nextDouble() * 0.5;
          double innerEnd = inner + (e - inner) * rnd.nextDouble();
          list.add(Primitive.state(pick(rnd, STATES), inner, innerEnd, rank, null));
          s = inner;
          e = innerEnd;
        }
      } else if (kind == 1) {
        double length = rnd.nextInt(4) == 0 ? 0 : rnd.nextDouble() * 1e-3;
        list.add(Primitive.adopt(pick(rnd, ARROWS), t, rank, t + length, rnd.nextInt(ranks), null));
      } else {
        list.add(Primitive.event(pick(rnd, EVENTS), t + rnd.nextDouble() * 1e-4, rank, null));
      }
    }
    list.sort(Comparator.comparingDouble(Drawable::end));
    return list;
  }

  private static int pick(Random rnd, int[] values) {
    return values[rnd.nextInt(values.length)];
  }

  @net.jqwik.api.Provide
  net.jqwik.api.Arbitrary<Integer> ranks() {
    return net.jqwik.api.Arbitraries.of(1, 2, 3, 16, 64, 1024, 4096);
  }

  @net.jqwik.api.Provide
  net.jqwik.api.Arbitrary<Integer> leafSizes() {
    return net.jqwik.api.Arbitraries.of(1024, 4096, 16384, 65536);
  }
}
