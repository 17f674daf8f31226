package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * {@link PendingStates}: nodes read in order of their start, each with its states in drawing order,
 * some of them starting after the next node does (an inner node's); what is released node after
 * node is every state once, each in the first release whose frontier (the next node's start) it
 * starts before, in stretches each in drawing order; so, each release put in order, in drawing
 * order over the whole read (brute force: all states sorted). Nodes with a long tail held stay
 * held (not filled again) until their last state is released, then are given back; a short tail
 * is copied.
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
    Map<StreamedNode, Integer> heldFrom = new IdentityHashMap<>();
    Map<StreamedNode, Integer> heldLeft = new IdentityHashMap<>();
    List<Key> released = new ArrayList<>();
    double previous = Double.NEGATIVE_INFINITY;
    for (int k = 0; k <= nodes; k++) {
      double frontier = k + 1 < nodes ? starts[k + 1] : Double.POSITIVE_INFINITY;
      StreamedNode node = k < nodes ? read.get(k) : null; // then a last release at infinity, as at the end
      int ready = 0;
      if (node != null) {
        ready = PendingStates.before(node, frontier);
        for (int i = 0; i < node.states; i++) {
          assertThat(node.stateFrom[i] < frontier).isEqualTo(i < ready);
        }
        boolean held = pending.hold(node, ready);
        assertThat(held).isEqualTo(2 * (node.states - ready) > node.states);
        if (held) {
          heldFrom.put(node, ready);
          heldLeft.put(node, node.states - ready);
        }
      }
      List<Key> release = new ArrayList<>();
      for (int i = 0, n = pending.sources(node, ready, frontier); i < n; i++) {
        List<Key> stretch = take(pending.source(i), pending.sourceFrom(i), pending.sourceTo(i));
        Integer from = heldFrom.get(pending.source(i));
        if (from != null && pending.sourceFrom(i) >= from) {
          heldLeft.merge(pending.source(i), -stretch.size(), Integer::sum);
        }
        assertThat(stretch).isNotEmpty().isSortedAccordingTo(DRAWING_ORDER);
        release.addAll(stretch);
      }
      for (Key key : release) {
        // released as soon as no state to come starts before it, not before
        assertThat(key.start() < frontier || frontier == Double.POSITIVE_INFINITY).isTrue();
        assertThat(key.start() < previous).isFalse();
      }
      for (StreamedNode done = pending.takeReleased(); done != null; done = pending.takeReleased()) {
        assertThat(heldLeft.remove(done)).isZero(); // a node held itself, once all its held states are out
      }
      release.sort(DRAWING_ORDER);
      released.addAll(release);
      previous = frontier;
    }
    assertThat(pending.isEmpty()).isTrue();
    assertThat(heldLeft).isEmpty(); // every node held was given back to be filled again
    List<Key> expected = new ArrayList<>(all);
    expected.sort(DRAWING_ORDER);
    assertThat(released).containsExactlyElementsOf(expected);
  }

  private static List<Key> take(StreamedNode n, int from, int to) {
    List<Key> out = new ArrayList<>();
    for (int i = from; i < to; i++) {
      out.add(new Key(n.stateFrom[i], n.stateTo[i], n.stateCategory[i], n.stateLine[i], n.stateLast[i]));
    }
    return out;
  }
}
