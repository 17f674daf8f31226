package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.decode.NodeDrawables;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;

/**
 * Exact statistics worked out as nodes stream by ({@link StreamedStatistics}) against the builder
 * that keeps every primitive and works them out at the end, bit for bit, and against the naive
 * definition: nodes of random shapes read in order of their start and stored in a random file
 * order, states that nest deep, overlap without nesting, share boxes and starts, ranges that cut
 * them, many timelines, arrows and composites.
 */
class StreamedStatisticsTest {
  private static final Map<Integer, Category> CATEGORIES = new HashMap<>();

  static {
    for (Category c : GeneratedTrace.categories()) {
      CATEGORIES.put(c.index(), c);
    }
  }

  /** Drawables given out to nodes: each to one whose box starts at or before it. */
  private record Node(double boxStart, List<Drawable> drawables) {}

  @Property(tries = 300)
  void sameFiguresAsKeepingEveryPrimitive(@ForAll long seed, @ForAll @IntRange(min = 1, max = 40) int lines,
      @ForAll @IntRange(min = 0, max = 400) int items, @ForAll @IntRange(min = 1, max = 30) int nodes,
      @ForAll Feed feed) throws Exception {
    Random random = new Random(seed);
    List<Drawable> all = new ArrayList<>();
    for (int i = 0; i < items; i++) {
      all.add(anyDrawable(random, lines));
    }
    assertStreamedAsKept(random, all, nodes, feed);
  }

  @Property(tries = 150)
  void deepNestingOnManyTimelinesAsTheDefinition(@ForAll long seed, @ForAll @IntRange(min = 1, max = 300) int lines,
      @ForAll @IntRange(min = 1, max = 8) int depth, @ForAll @IntRange(min = 1, max = 30) int nodes,
      @ForAll Feed feed) throws Exception {
    Random random = new Random(seed);
    List<Drawable> all = new ArrayList<>();
    for (int line = 0; line < lines; line++) {
      double t = random.nextDouble();
      for (int k = random.nextInt(4); k >= 0; k--) {
        t = callTree(random, all, line, t, 1 + 10 * random.nextDouble(), depth) + random.nextDouble();
      }
    }
    for (int i = random.nextInt(3 * lines); i > 0; i--) {
      all.add(arrow(random, lines));
    }
    double[] range = range(random);
    RangeStatistics got = assertStreamedAsKept(nodes(random, all, nodes), range, feed);
    GeneratedFilePropertiesTest.assertStatisticsEqual(got, NaiveStatistics.of(range[0], range[1], CATEGORIES, all), 1e-9);
  }

  /**
   * Calls nested as in MPI traces, and among them states that overlap the ones before without
   * nesting, start where another ends, have no length or share another's box: a timeline's open
   * states go from nested to not and back, and both ways of finding the covering ones must give
   * the figures of the builder that keeps everything. Inner nodes hold states that start after
   * their children's.
   */
  @Property(tries = 200)
  void nestedAndOverlappingStatesAsKept(@ForAll long seed, @ForAll @IntRange(min = 1, max = 6) int lines,
      @ForAll @IntRange(min = 1, max = 6) int depth, @ForAll @IntRange(min = 1, max = 20) int nodes,
      @ForAll Feed feed) throws Exception {
    Random random = new Random(seed);
    List<Drawable> all = new ArrayList<>();
    for (int line = 0; line < lines; line++) {
      double t = random.nextInt(4);
      for (int k = random.nextInt(5); k >= 0; k--) {
        t = callsOnGrid(random, all, line, t, 1 + random.nextInt(12), depth);
        t += random.nextBoolean() ? 0 : random.nextInt(3) / 2.0; // often the next starts where this ends
      }
    }
    int calls = all.size();
    for (int i = random.nextInt(calls + 1); i > 0; i--) {
      Drawable d = all.get(random.nextInt(calls));
      double s = d.start();
      double e = d.end();
      int line = d.firstLineId();
      int cat = random.nextInt(3);
      all.add(switch (random.nextInt(5)) {
        case 0 -> Primitive.state(cat, (s + e) / 2, e + 1 + random.nextInt(3), line, null); // overlaps the end
        case 1 -> Primitive.state(cat, e, e + random.nextInt(3), line, null); // starts where it ends
        case 2 -> Primitive.state(cat, e, e, line, null); // no length, at its end
        case 3 -> Primitive.state(cat, s, e, line, null); // its very box
        default -> Primitive.state(cat, s - 0.5, (s + e) / 2, line, null); // overlaps the start
      });
    }
    assertStreamedAsKept(random, all, nodes, feed);
  }

  /**
   * Categories the file does not define, whose events share their timeline's cell with the states
   * of their category, or with its arrows: a row puts arrows' and events' sums beside the states'.
   */
  @Property(tries = 200)
  void eventsOfUndefinedCategoriesBesideTheirStatesOrArrowsAsKept(@ForAll long seed,
      @ForAll @IntRange(min = 2, max = 6) int lines, @ForAll @IntRange(min = 0, max = 200) int items,
      @ForAll @IntRange(min = 1, max = 20) int nodes, @ForAll Feed feed) throws Exception {
    Random random = new Random(seed);
    int withStates = 90;
    int withArrows = 91;
    List<Drawable> all = new ArrayList<>();
    for (int i = 0; i < items; i++) {
      int line = random.nextInt(lines);
      double s = random.nextInt(40);
      double e = s + random.nextInt(6);
      int other = (line + 1 + random.nextInt(lines - 1)) % lines;
      all.add(switch (random.nextInt(5)) {
        case 0 -> Primitive.event(withStates, s, line, null);
        case 1 -> Primitive.state(withStates, s, e, line, null);
        case 2 -> Primitive.event(withArrows, s, line, null);
        case 3 -> Primitive.arrow(withArrows, s, line, e, other, null);
        default -> Primitive.state(GeneratedTrace.COMPUTE, s, e, line, null);
      });
    }
    assertStreamedAsKept(random, all, nodes, feed);
  }

  @Test
  void aStateBeforeItsNodesStartIsNotStreamed() {
    List<Node> tree = List.of(new Node(0, List.of(Primitive.state(GeneratedTrace.COMPUTE, 1, 2, 0, null))),
        new Node(5, List.of(Primitive.state(GeneratedTrace.COMPUTE, 3, 4, 0, null))));
    assertThatThrownBy(() -> streamed(tree, 0, 10, Long.MAX_VALUE))
        .isInstanceOf(NotStreamable.class).hasMessageContaining("before its node");
  }

  @Test
  void statesAndArrowsOfOneUndefinedCategoryAreNotStreamed() {
    int undefined = 99;
    List<Node> tree = List.of(new Node(0, List.of(Primitive.state(undefined, 1, 2, 0, null),
        Primitive.arrow(undefined, 1, 0, 2, 1, null))));
    assertThatThrownBy(() -> streamed(tree, 0, 10, Long.MAX_VALUE))
        .isInstanceOf(NotStreamable.class).hasMessageContaining("states and arrows");
  }

  @Test
  void holdingMoreThanTheBudgetStops() {
    List<Drawable> nested = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      nested.add(Primitive.state(GeneratedTrace.COMPUTE, i, 100 - i, 0, null)); // all wait for the frontier
    }
    List<Node> tree = List.of(new Node(0, nested), new Node(200, List.of()));
    assertThatThrownBy(() -> streamed(tree, 0, 300, 10))
        .isInstanceOf(NotStreamable.class).hasMessageContaining("more than 10");
  }

  /**
   * How states reach their timelines: straight, or by batches handed over by the reading thread and
   * a helper taking parts to sort and ranges of timelines in turn, or by the helper alone (then it
   * takes every part and range).
   */
  enum Feed { DIRECT, BATCHED, BATCHED_BY_HELPER }

  /** The drawables given out to {@code nodes} random nodes, a random range: streamed (or batched) as kept. */
  private static void assertStreamedAsKept(Random random, List<Drawable> all, int nodes, Feed feed)
      throws Exception {
    List<Node> tree = nodes(random, all, nodes);
    assertStreamedAsKept(tree, range(random), feed);
  }

  private static RangeStatistics assertStreamedAsKept(List<Node> tree, double[] range, Feed feed)
      throws Exception {
    RangeStatistics got = streamed(tree, range[0], range[1], Long.MAX_VALUE,
        feed == Feed.DIRECT ? StreamedStatistics.DIRECT_TIMELINES : 0, feed != Feed.BATCHED_BY_HELPER);
    assertThat(got).isEqualTo(kept(tree, range[0], range[1]));
    return got;
  }

  static RangeStatistics streamed(List<Node> fileOrder, double start, double end, long budget) throws Exception {
    return streamed(fileOrder, start, end, budget, StreamedStatistics.DIRECT_TIMELINES, true);
  }

  /**
   * The streamed answer: nodes read by box start (ancestors first on a tie), arrows put back in
   * file (list) order; states go straight to their timelines up to {@code directTimelines}, past it
   * by batches, handed over by the reading thread too when {@code callerHandsOver}.
   */
  static RangeStatistics streamed(List<Node> fileOrder, double start, double end, long budget, int directTimelines,
      boolean callerHandsOver) throws Exception {
    Integer[] order = new Integer[fileOrder.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, Comparator.comparingDouble(i -> fileOrder.get(i).boxStart()));
    StreamedNodeReader reading = new StreamedNodeReader(start, end, CATEGORIES, new MessageSizes(CATEGORIES), 1);
    NodeMessages messages = new NodeMessages(1);
    StreamedStatistics b = new StreamedStatistics(start, end, CATEGORIES, order.length, budget, directTimelines,
        new BatchHandOver(callerHandsOver, 4)); // batches of 8 states or more sorted in two parts apart
    for (int k = 0; k < order.length; k++) {
      Node n = fileOrder.get(order[k]);
      NodeDrawables d = new NodeDrawables(new TimeBox(n.boxStart(), end), new NodeId(0, k), List.of(), n.drawables());
      b.node(order[k], k + 1 < order.length ? fileOrder.get(order[k + 1]).boxStart() : Double.POSITIVE_INFINITY,
          messages.add(reading.read(d, n.boxStart()))[0]);
    }
    return b.finish(messages.of(0));
  }

  /** The answer of the builder that keeps every primitive, handed them in file order. */
  static RangeStatistics kept(List<Node> fileOrder, double start, double end) {
    StatisticsBuilder b = new StatisticsBuilder(start, end, CATEGORIES, new MessageSizes(CATEGORIES));
    for (Node n : fileOrder) {
      for (Drawable d : n.drawables()) {
        if (d.start() <= end && d.end() >= start) {
          b.addDrawable(d);
        }
      }
    }
    return b.build();
  }

  /**
   * Node boxes starting at random times (one at the earliest drawable), each drawable given to a
   * random node that starts at or before it, the nodes in random file order.
   */
  private static List<Node> nodes(Random random, List<Drawable> all, int count) {
    double earliest = all.stream().mapToDouble(Drawable::start).min().orElse(0);
    double latest = all.stream().mapToDouble(Drawable::start).max().orElse(1);
    double[] starts = new double[count];
    starts[0] = earliest;
    for (int i = 1; i < count; i++) {
      starts[i] = random.nextInt(4) == 0 ? starts[random.nextInt(i)] // nodes that start together
          : earliest + random.nextDouble() * (latest - earliest);
    }
    List<List<Drawable>> lists = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      lists.add(new ArrayList<>());
    }
    for (Drawable d : all) {
      int at;
      do {
        at = random.nextInt(count);
      } while (starts[at] > d.start());
      lists.get(at).add(d);
    }
    List<Node> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      List<Drawable> list = lists.get(i);
      if (random.nextBoolean()) {
        list.sort(Comparator.comparingDouble(Drawable::start)); // mostly in drawing order, as stored
      }
      out.add(new Node(starts[i], list));
    }
    java.util.Collections.shuffle(out, random);
    return out;
  }

  private static double[] range(Random random) {
    double a = random.nextDouble() * 60 - 5;
    double b = random.nextDouble() * 60 - 5;
    return switch (random.nextInt(4)) {
      case 0 -> new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
      case 1 -> new double[] {Math.min(a, b), Math.min(a, b)}; // no width
      default -> new double[] {Math.min(a, b), Math.max(a, b)};
    };
  }

  /** Any drawable on a coarse time grid, so that starts, ends and whole boxes are often shared. */
  private static Drawable anyDrawable(Random random, int lines) {
    int line = random.nextInt(lines);
    double s = random.nextInt(50) / 2.0;
    double e = s + random.nextInt(random.nextInt(10) == 0 ? 50 : 6) / 2.0;
    return switch (random.nextInt(10)) {
      case 0 -> Primitive.event(GeneratedTrace.MARKER, s, line, null);
      case 1 -> arrow(random, lines);
      case 2 -> new Composite(GeneratedTrace.COMM, List.of(Primitive.state(GeneratedTrace.COMM, s, e, line, null),
          Primitive.event(GeneratedTrace.MARKER, (s + e) / 2, line, null),
          Primitive.arrow(GeneratedTrace.MESSAGE, s, line, e, random.nextInt(lines), info(random))), null);
      default -> Primitive.state(random.nextInt(3), s, e, line, null);
    };
  }

  private static Primitive arrow(Random random, int lines) {
    double s = random.nextInt(100) / 4.0 + random.nextDouble() / 7;
    return Primitive.arrow(GeneratedTrace.MESSAGE, s, random.nextInt(lines), s + random.nextDouble() * 9,
        random.nextInt(lines), info(random));
  }

  private static byte[] info(Random random) {
    return random.nextInt(5) == 0 ? new byte[2] : ByteBuffer.allocate(8).putInt(1).putInt(random.nextInt(1 << 20)).array();
  }

  /**
   * A state with children nested inside it down to {@code depth} levels, on a grid of half units:
   * children often start where it starts or where the one before ended, end where it ends, or
   * have no length; returns its end.
   */
  private static double callsOnGrid(Random random, List<Drawable> out, int line, double start, double duration,
      int depth) {
    double end = start + duration;
    out.add(Primitive.state(random.nextInt(3), start, end, line, null));
    double cursor = start;
    for (int c = depth <= 1 ? 0 : random.nextInt(4); c > 0; c--) {
      double childStart = cursor + random.nextInt(2) / 2.0;
      if (childStart > end) {
        break;
      }
      double childLength = random.nextInt((int) (2 * (end - childStart)) + 1) / 2.0;
      cursor = callsOnGrid(random, out, line, childStart, childLength, depth - 1);
    }
    return end;
  }

  /** A state with children nested inside it down to {@code depth} levels; returns its end. */
  private static double callTree(Random random, List<Drawable> out, int line, double start, double duration, int depth) {
    double end = start + duration;
    out.add(Primitive.state(random.nextInt(3), start, end, line, null));
    int children = depth <= 1 ? 0 : random.nextInt(4);
    double cursor = start;
    double slot = duration / (children + 1);
    for (int c = 0; c < children; c++) {
      double childStart = cursor + slot * random.nextDouble() * 0.3;
      cursor = callTree(random, out, line, childStart, slot * (0.2 + 0.6 * random.nextDouble()), depth - 1);
    }
    return end;
  }
}
