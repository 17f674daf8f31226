package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * {@link PendingStates}: nodes read in order of their start, each with its states in drawing order,
 * some of them starting after the next node does (an inner node's); what is released node after
 * node is every state once, in drawing order over the whole read (brute force: all states sorted),
 * each released at the first node whose next node starts after it.
 */
class PendingStatesTest {

  /** A state's keys, as the drawing order reads them. */
  private record Key(double start, double end, int category, int line, int last) {}

  private static final Comparator<Key> DRAWING_ORDER = (a, b) -> DrawingOrder.compareKeys(a.start(), a.end(),
      a.category(), a.line(), a.last(), b.start(), b.end(), b.category(), b.line(), b.last());

  @Property(tries = 300)
  void releasesEveryStateOnceInDrawingOrder(@ForAll long seed, @ForAll @IntRange(min = 1, max = 30) int nodes,
      @ForAll @IntRange(min = 0, max = 40) int perNode, @ForAll @IntRange(min = 1, max = 6) int lines) {
    Random random = new Random(seed);
    // node starts ascending, with ties (a parent and the child that starts with it) and zeros of both signs
    double[] starts = new double[nodes];
    double t = random.nextInt(3) - 1;
    for (int k = 0; k < nodes; k++) {
      t += random.nextInt(3) == 0 ? 0 : random.nextInt(4);
      starts[k] = t == 0 && random.nextBoolean() ? -0.0 : t;
    }
    List<Key> all = new ArrayList<>();
    List<StreamedNode> read = new ArrayList<>();
    for (int k = 0; k < nodes; k++) {
      List<Key> states = new ArrayList<>();
      int n = random.nextInt(perNode + 1);
      for (int i = 0; i < n; i++) {
        // at or after the node's start; long ones (an inner node's) reach past the next nodes
        double s = starts[k] + random.nextInt(random.nextBoolean() ? 2 : 12);
        s = s == 0 && random.nextBoolean() ? -0.0 : s;
        states.add(new Key(s, s + random.nextInt(5), random.nextInt(3), random.nextInt(lines), random.nextInt(2)));
      }
      states.sort(DRAWING_ORDER);
      StreamedNode node = new StreamedNode(n);
      for (Key key : states) {
        node.room(node.states + 1);
        int at = node.states++;
        node.stateFrom[at] = key.start();
        node.stateTo[at] = key.end();
        node.stateCategory[at] = key.category();
        node.stateSlot[at] = key.category();
        node.stateLine[at] = key.line();
        node.stateLast[at] = key.last();
      }
      all.addAll(states);
      read.add(node);
    }
    PendingStates pending = new PendingStates();
    List<Key> released = new ArrayList<>();
    for (int k = 0; k < nodes; k++) {
      double frontier = k + 1 < nodes ? starts[k + 1] : Double.POSITIVE_INFINITY;
      StreamedNode node = read.get(k);
      int ready = PendingStates.before(node, frontier);
      for (int i = 0; i < node.states; i++) {
        assertThat(node.stateFrom[i] < frontier).isEqualTo(i < ready);
      }
      pending.hold(node, ready);
      int before = released.size();
      take(pending, pending.release(node, ready, frontier), released);
      for (Key key : released.subList(before, released.size())) {
        assertThat(key.start()).isLessThan(frontier); // released as soon as no state to come starts before it
      }
    }
    take(pending, pending.release(null, 0, Double.POSITIVE_INFINITY), released);
    assertThat(pending.isEmpty()).isTrue();
    List<Key> expected = new ArrayList<>(all);
    expected.sort(DRAWING_ORDER);
    assertThat(released).containsExactlyElementsOf(expected);
  }

  private static void take(PendingStates pending, StreamedNode n, List<Key> out) {
    if (n == null) {
      assertThat(pending.to).isEqualTo(pending.from);
      return;
    }
    for (int i = pending.from; i < pending.to; i++) {
      out.add(new Key(n.stateFrom[i], n.stateTo[i], n.stateCategory[i], n.stateLine[i], n.stateLast[i]));
    }
  }
}
